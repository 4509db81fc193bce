import { useState } from 'preact/hooks';
import { applyUpdate, install, installOffer, offlineReady, updateWaiting } from './pwa';
import { route } from './route';

/**
 * "Ready to play offline" the first time, "Update" when a new version waits (never applied by
 * itself), and the install offer on Home where the browser makes one.
 */
export function PwaBar() {
  const [seenReady, setSeenReady] = useState(false);
  const [notNow, setNotNow] = useState(false);
  const [later, setLater] = useState(false);
  return (
    <div class="pwa-bar" role="status" aria-live="polite">
      {updateWaiting.value && !later ? (
        <div class="banner pwa-row">
          <span>A new version of Fairground is ready. Games in progress are kept.</span>
          <button type="button" class="btn btn-primary" onClick={() => void applyUpdate()}>
            Update
          </button>
          <button type="button" class="btn" onClick={() => setLater(true)}>
            Later
          </button>
        </div>
      ) : offlineReady.value && !seenReady ? (
        <div class="banner pwa-row">
          <span>Ready to play offline.</span>
          <button type="button" class="btn" onClick={() => setSeenReady(true)}>
            OK
          </button>
        </div>
      ) : null}
      {installOffer.value && !notNow && route.value.name === 'home' && (
        <div class="banner pwa-row">
          <span>Install Fairground to open it from your home screen, even with no signal.</span>
          <button type="button" class="btn btn-primary" onClick={() => void install()}>
            Install
          </button>
          <button type="button" class="btn" onClick={() => setNotNow(true)}>
            Not now
          </button>
        </div>
      )}
    </div>
  );
}
