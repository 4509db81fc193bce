/**
 * The four games played through the table on a fake clock (the beat and last-moment tests): each game with a table
 * size, a new saved game of it, and the fake clock with *Slower moments* off for every test of a file.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { settings } from '../../../src/app/shell/services';
import type { AnyGameModule } from '../../../src/games/contract';
import { game as fc } from '../../../src/games/festival-charter/index';
import { game as hf } from '../../../src/games/horse-fair/index';
import { game as rf } from '../../../src/games/ribbon-fair/index';
import { game as rbg } from '../../../src/games/red-blue-gold/index';
import { SCHEMA_VERSION, type SavedGame } from '../../../src/storage/schema';

/** The fake clock's start (epoch ms). */
export const T0 = 1_700_000_000_000;
const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Mo'];

/** Each game, as `[title, module, players, options over its defaults]`; Ribbon Fair also under Judge Marigold (a lead). */
export const GAMES: [string, AnyGameModule, number, Record<string, unknown>][] = [
  ['Festival Charter', fc as unknown as AnyGameModule, 4, {}],
  ['Horse Fair', hf as unknown as AnyGameModule, 3, {}],
  ['Ribbon Fair', rf as unknown as AnyGameModule, 4, {}],
  ['Ribbon Fair, Judge Marigold', rf as unknown as AnyGameModule, 4, { style: 'ai' }],
  ['Red Blue Gold', rbg as unknown as AnyGameModule, 13, {}],
];

/** Every test of the calling file on a fake clock from {@link T0} (timers and Date), *Slower moments* off. */
export function onAFakeClock(): void {
  const kept = settings.value;
  beforeEach(() => {
    vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    settings.value = { ...kept, slowMoments: false };
  });
  afterEach(() => {
    vi.useRealTimers();
    settings.value = kept;
  });
}

/** A new saved game `id` of `mod` for its first `count` players with its default options and `over`, dealt from `seed` now. */
export function newRecord(mod: AnyGameModule, count: number, seed: string, id: string, over: Record<string, unknown> = {}): SavedGame {
  const players = NAMES.slice(0, count);
  const options = { ...(mod.def.defaultOptions(count) as Record<string, unknown>), ...over };
  return {
    schema: SCHEMA_VERSION,
    gameId: mod.def.id,
    id,
    players,
    options,
    seed,
    state: mod.def.setup(players, options, seed, Date.now()),
    log: [],
    createdAt: Date.now(),
    updatedAt: Date.now(),
  };
}
