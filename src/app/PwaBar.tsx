import { useState } from 'preact/hooks';
import { applyUpdate, offlineReady, updateWaiting } from './pwa';

/**
 * "Ready to play offline" the first time, and "Update" when a new version waits (never applied by
 * itself), as a toast at the bottom. The install offer is on Home, in the page.
 */
export function PwaBar() {
  const [seenReady, setSeenReady] = useState(false);
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
    </div>
  );
}
