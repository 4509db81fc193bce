/**
 * Wrong PIN tries, kept in localStorage by game and seat so a reload does not reset the wait that
 * follows them. Every function here never throws: blocked or full storage keeps the tries in memory.
 */
import { keptText } from './webStorage';

/** One seat's wrong tries since its last right PIN, and when the last one was made (epoch ms). */
export interface PinTries {
  /** Wrong PINs typed in a row (a whole number ≥ 0). */
  wrong: number;
  /** When the last wrong PIN was typed (epoch ms). */
  at: number;
}

const kept = keptText('local', 'fairground.pinTries.');

/** The tries kept under `key` (e.g. `<game id>:<seat>`); none when nothing is kept or it does not read. */
export function readPinTries(key: string): PinTries {
  const none = { wrong: 0, at: 0 };
  const raw = kept.get(key);
  if (raw === null) return none;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return none;
    const { wrong, at } = parsed as Record<string, unknown>;
    const reads = typeof wrong === 'number' && Number.isInteger(wrong) && wrong >= 0 && wrong < 1e6 && typeof at === 'number' && Number.isFinite(at);
    return reads ? { wrong, at } : none;
  } catch {
    return none;
  }
}

/** Keeps `tries` under `key`; `wrong` 0 forgets them (in memory too, where localStorage cannot keep them). */
export function writePinTries(key: string, tries: PinTries): void {
  if (tries.wrong === 0) kept.remove(key);
  else kept.set(key, JSON.stringify(tries));
}
