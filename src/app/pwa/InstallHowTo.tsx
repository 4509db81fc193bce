import { install, installOffer, runsInstalled } from './pwa';
import { InstallSteps } from './InstallSteps';

/**
 * Home's last panel: an Install button where the browser offers one, else how to add it to the
 * home screen, this browser's way first (InstallSteps.tsx). Nothing once the app runs installed.
 */
export function InstallHowTo() {
  if (runsInstalled()) return null;
  if (installOffer.value) {
    return (
      <section class="panel install-offer" aria-labelledby="install-title">
        <h2 id="install-title">Install Fairground</h2>
        <p>Open it from your home screen, even with no signal.</p>
        <button type="button" class="btn btn-primary" onClick={() => void install()}>
          Install
        </button>
      </section>
    );
  }
  return (
    <details class="panel install-howto">
      <summary>Put Fairground on your home screen</summary>
      <InstallSteps />
    </details>
  );
}
