import { batch, signal, effect } from '@preact/signals';
import { openStores } from '../../storage/open';
import type { Profiles } from '../../storage/profiles';
import type { Saves } from '../../storage/saves';
import type { CarriedRecords } from '../../storage/seasons';
import { loadSettings, saveSettings, type Settings } from '../../storage/settings';

/** Forgets when the game `id` was last seen running (storage/seen.ts, loaded only now: Home calls this on a delete). Never rejects. */
export async function forgetSeen(id: string): Promise<void> {
  await import('../../storage/seen').then(
    (m) => m.forgetSeen(id),
    () => undefined,
  );
}

/** The device's saves, once opened (null while opening). */
export const saves = signal<Saves | null>(null);
/** Achievements per player name. */
export const profiles = signal<Profiles | null>(null);
/** Red Blue Gold seasons and other small per-device records. */
export const records = signal<CarriedRecords | null>(null);
/** The player's settings. */
export const settings = signal<Settings>(loadSettings());

/** Opens storage (`openStores`: IndexedDB, or memory when it cannot be opened). Never rejects. */
export async function openServices(): Promise<void> {
  const stores = await openStores();
  batch(() => {
    saves.value = stores.saves;
    profiles.value = stores.profiles;
    records.value = stores.records;
  });
}

/** Applies settings to the page and keeps them. */
export function watchSettings(): void {
  effect(() => {
    const s = settings.value;
    document.documentElement.classList.toggle('large-text', s.largeText);
    document.documentElement.classList.toggle('reduced-motion', s.reducedMotion);
    saveSettings(s);
  });
}
