/**
 * Wrong PIN tries, kept in localStorage by game and seat so a reload does not reset the wait that
 * follows them. Every function here never throws: blocked or full storage keeps the tries in memory.
 */

/** One seat's wrong tries since its last right PIN, and when the last one was made (epoch ms). */
export interface PinTries {
  /** Wrong PINs typed in a row (a whole number ≥ 0). */
  wrong: number;
  /** When the last wrong PIN was typed (epoch ms). */
  at: number;
}

const PREFIX = 'fairground.pinTries.';
const memory = new Map<string, PinTries>();

/** localStorage, or null where it is blocked. */
function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The tries kept under `key` (e.g. `<game id>:<seat>`); none when nothing is kept or it does not read. */
export function readPinTries(key: string): PinTries {
  const none = { wrong: 0, at: 0 };
  const local = store();
  if (local === null) return memory.get(key) ?? none;
  try {
    const raw = local.getItem(PREFIX + key);
    if (raw === null) return memory.get(key) ?? none;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return none;
    const { wrong, at } = parsed as Record<string, unknown>;
    const reads = typeof wrong === 'number' && Number.isInteger(wrong) && wrong >= 0 && wrong < 1e6 && typeof at === 'number' && Number.isFinite(at);
    return reads ? { wrong, at } : none;
  } catch {
    return memory.get(key) ?? none;
  }
}

/** Keeps `tries` under `key`; `wrong` 0 forgets them. Memory keeps them only where localStorage cannot. */
export function writePinTries(key: string, tries: PinTries): void {
  memory.delete(key);
  try {
    const local = store();
    if (local === null) throw new Error('no localStorage');
    if (tries.wrong === 0) local.removeItem(PREFIX + key);
    else local.setItem(PREFIX + key, JSON.stringify(tries));
  } catch {
    if (tries.wrong > 0) memory.set(key, tries);
  }
}
