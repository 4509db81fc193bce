import { signal, effect } from '@preact/signals';
import { idbKV, memoryKV } from '../../storage/kv';
import { makeProfiles, type Profiles } from '../../storage/profiles';
import { openSaves, type Saves } from '../../storage/saves';
import { loadSettings, saveSettings, type Settings } from '../../storage/settings';

/** The device's saves, once opened (null while opening). */
export const saves = signal<Saves | null>(null);
/** Achievements per player name. */
export const profiles = signal<Profiles | null>(null);
/** Red Blue Gold seasons and other small per-device records. */
export const records = signal<ReturnType<typeof idbKV> | null>(null);
/** The player's settings. */
export const settings = signal<Settings>(loadSettings());

/** Opens storage (IndexedDB, or memory when it cannot be opened). Never rejects. */
export async function openServices(): Promise<void> {
  const s = await openSaves();
  saves.value = s;
  profiles.value = makeProfiles(s.persistent ? idbKV('fairground-profiles', 'profiles') : memoryKV());
  records.value = s.persistent ? idbKV('fairground-records', 'records') : memoryKV();
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
