import { useEffect, useRef, useState } from 'preact/hooks';
import { onTable } from '../shell/onTable';
import { applyUpdate, offlineReady, updateWaiting } from './pwa';

/** How long "Ready to play offline" stays before it goes by itself (ms). */
const READY_SHOWN_MS = 8_000;

/**
 * "Ready to play offline" the first time (for {@link READY_SHOWN_MS}), and "Update" when a new version waits (never applied by
 * itself), as a toast at the bottom edge of the screen, so it never lies over a screen's heading (Home's
 * "Fairground"). Over the focused control, "Ready to play offline" (only news) steps aside, and an
 * update offer moves to the top edge, so the keyboard's focus is never hidden under it. The install offer is on Home,
 * in the page. On a game's table ({@link onTable}) nothing floats: "Ready to play offline" (only news)
 * is not shown there, and an update offer sits in the page above the table, so no toast ever lies over
 * the handover panel.
 */
export function PwaBar() {
  const [seenReady, setSeenReady] = useState(false);
  const [later, setLater] = useState(false);
  const [above, setAbove] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const table = onTable.value;
  const showing = (updateWaiting.value && !later) || (offlineReady.value && !seenReady && !table);
  // "Ready to play offline" is news, not a question: it goes by itself after a while.
  useEffect(() => {
    if (!offlineReady.value || seenReady) return;
    const t = setTimeout(() => setSeenReady(true), READY_SHOWN_MS);
    return () => clearTimeout(t);
  }, [offlineReady.value, seenReady]);
  useEffect(() => {
    if (!showing || table) return;
    const place = () => {
      const el = document.activeElement;
      const box = bar.current?.querySelector('.banner')?.getBoundingClientRect();
      if (!(el instanceof HTMLElement) || el === document.body || !box || bar.current?.contains(el)) return;
      const r = el.getBoundingClientRect();
      if (!(r.bottom > box.top && r.top < box.bottom)) return;
      // "Ready to play offline" (only news) steps aside; at the top it would cover the heading. On a
      // game's table the bottom edge holds the handover panel ("I'm Ana"): an update offer stays on top.
      if (!updateWaiting.value) setSeenReady(true);
      else if (document.querySelector('.handover-dock')) setAbove(true);
      else setAbove((a) => !a);
    };
    place();
    document.addEventListener('focusin', place);
    window.addEventListener('scroll', place, { passive: true });
    return () => {
      document.removeEventListener('focusin', place);
      window.removeEventListener('scroll', place);
    };
  }, [showing, above, table]);
  return (
    <div ref={bar} class={table ? 'pwa-bar pwa-bar-inline' : above ? 'pwa-bar pwa-bar-above' : 'pwa-bar'} role="status" aria-live="polite">
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
      ) : offlineReady.value && !seenReady && !table ? (
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
