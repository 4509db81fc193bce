/** What a Red Blue Gold viewer must not see, for the shelf-wide contract test: another seat's colours, submission, ledger, vote. */
import type { Viewer } from '../../../src/engine/types';
import { def } from '../../../src/games/red-blue-gold/def';
import type { RbgOptions, RbgState } from '../../../src/games/red-blue-gold/types';

/**
 * The secrets of other seats that `viewer`'s view shows: none, when the view is right. A seat's own
 * secrets sit in `me` only; the rest of the view is the same for every viewer, and swapping two other
 * seats' hands, submissions and ledgers changes nothing the viewer sees (their card counts are public,
 * so only seats holding as many cards are swapped).
 */
function leaks(state: RbgState, viewer: Viewer): string[] {
  const v = def.view(state, viewer);
  const out: string[] = [];
  if (viewer === 'table' ? v.me !== null : v.me?.seat !== viewer) out.push('the wrong secrets');
  const { me: _me, viewer: _viewer, ...rest } = v;
  const { me: _tm, viewer: _tv, ...table } = def.view(state, 'table');
  if (JSON.stringify(rest) !== JSON.stringify(table)) out.push('more than the table sees');
  const total = (seat: number) => {
    const h = state.hands[seat];
    return h === undefined ? 0 : h.red + h.blue + h.gold;
  };
  const n = state.players.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      if (a === viewer || b === viewer || total(a) !== total(b)) continue;
      const swap = <T>(list: readonly T[]): T[] => list.map((x, seat) => (seat === a ? (list[b] as T) : seat === b ? (list[a] as T) : x));
      const other: RbgState = { ...state, hands: swap(state.hands), ledgers: swap(state.ledgers) };
      const { me: _om, ...otherRest } = def.view(other, viewer);
      const { me: _vm, ...mine } = v;
      if (JSON.stringify(otherRest) !== JSON.stringify(mine)) out.push(`the hands of seats ${a} and ${b}`);
    }
  return out;
}

const CLOCKS: RbgOptions['roundClock'][] = ['24h', '1h', '10min', 'none'];

/** Options for `n` players drawn with `random`: every round clock, and a season with past winners and garnets. */
function optionsFor(n: number, random: () => number): RbgOptions {
  const base = def.defaultOptions(n);
  const roundClock = CLOCKS[Math.floor(random() * CLOCKS.length)] ?? 'none';
  return random() < 0.5 ? { ...base, roundClock } : { ...base, roundClock, season: { ...base.season, pastWinners: ['Ana'], garnets: { Ana: 2, Bo: 1 } } };
}

/** This game's secrets and options, for the shelf-wide contract test. */
export const secrets = { leaks, optionsFor };
