import { install, installOffer, runsInstalled } from './pwa';

/**
 * Home's last panel: an Install button where the browser offers one, else a short how-to for
 * phones whose browser has no install button (iOS Safari: Share, Add to Home Screen). Nothing
 * once the app runs installed.
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
      <ul>
        <li>
          iPhone or iPad (Safari): tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
        </li>
        <li>
          Android (Chrome): open the <strong>⋮</strong> menu, then <strong>Install app</strong> or <strong>Add to Home screen</strong>.
        </li>
        <li>Open it once with signal; after that it works with none.</li>
      </ul>
    </details>
  );
}
