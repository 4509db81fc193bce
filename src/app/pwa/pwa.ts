import { signal } from '@preact/signals';
import { registerSW } from 'virtual:pwa-register';

/** True once the service worker has precached the whole app: "Ready to play offline". */
export const offlineReady = signal(false);
/** True when a newer version is waiting; it is applied only when the player presses Update. */
export const updateWaiting = signal(false);
/** The browser's install offer, when it makes one (Chromium's beforeinstallprompt). */
export const installOffer = signal<BeforeInstallPromptEvent | null>(null);

/** Chromium's install offer event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let apply: ((reload?: boolean) => Promise<void>) | null = null;
/** True once the player pressed Update: the page reloads when the new version takes it over. */
let updating = false;

/**
 * The one bridge to the service worker: registers it, says "Ready to play offline" the first
 * time (once the worker controls this tab, so it plays offline as it is), and "Update" when a new
 * version waits. Never reloads by itself: only after the player presses Update.
 */
export function startPwa(): void {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  sw.addEventListener('controllerchange', () => {
    if (updating) location.reload();
  });
  apply = registerSW({
    onOfflineReady() {
      if (sw.controller) offlineReady.value = true;
      else sw.addEventListener('controllerchange', () => (offlineReady.value = true), { once: true });
    },
    onNeedRefresh() {
      updateWaiting.value = true;
    },
  });
  addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    installOffer.value = e as BeforeInstallPromptEvent;
  });
  addEventListener('appinstalled', () => {
    installOffer.value = null;
  });
}

/** Applies the waiting version (the page reloads once, into the new version). */
export async function applyUpdate(): Promise<void> {
  updating = true;
  if (apply) await apply(true);
}

/** Shows the browser's install dialog, when it offered one. */
export async function install(): Promise<void> {
  const offer = installOffer.value;
  if (!offer) return;
  await offer.prompt();
  await offer.userChoice;
  installOffer.value = null;
}

/** Whether the app already runs installed (from the home screen): `(display-mode: standalone)`, or iOS Safari's `navigator.standalone`. */
export function runsInstalled(): boolean {
  return (navigator as Navigator & { standalone?: boolean }).standalone === true || matchMedia('(display-mode: standalone)').matches;
}

/** Asks the browser to keep this site's storage even when space runs low; Home remembers the answer (persistence.ts). */
export async function askPersistentStorage(): Promise<boolean> {
  try {
    const kept = (await navigator.storage?.persist?.()) ?? false;
    void import('./persistence').then((m) => m.notePersistAnswer(kept));
    return kept;
  } catch {
    return false;
  }
}

let wakeLock: WakeLockSentinel | null = null;

/** Keeps the screen awake while a game is on; asked again when the page comes back. Fails quietly where not offered. */
export async function keepAwake(on: boolean): Promise<void> {
  try {
    if (on && !wakeLock && 'wakeLock' in navigator && document.visibilityState === 'visible') {
      wakeLock = await navigator.wakeLock.request('screen');
      wakeLock.addEventListener('release', () => {
        wakeLock = null;
      });
    } else if (!on && wakeLock) {
      await wakeLock.release();
      wakeLock = null;
    }
  } catch {
    wakeLock = null;
  }
}
