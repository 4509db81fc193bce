/** Whole random fairs for property tests: random moves, random clock timeouts, random leaving. */
import { makeRandom } from '../../../src/engine/rng';
import type { Actor } from '../../../src/engine/types';
import type { RfAction, RfOptions, RfState } from '../../../src/games/ribbon-fair/types';
import { T0, decks, def, fair } from './helpers';

export interface Played {
  final: RfState;
  moves: { actor: Actor; action: RfAction | 'tick'; now: number }[];
}

/** Plays one whole fair with random moves, random clock timeouts and random leaving; checks invariants each step. */
export function play(style: RfOptions['style'], stalls: number, seed: string, ribbons: number, check: (s: RfState) => void): Played {
  const random = makeRandom(seed);
  let s = fair(
    stalls,
    { style, pinClock: 20 + Math.floor(random() * 71), judgeClock: random() < 0.2 ? null : 30 },
    seed,
    decks(ribbons, 60 + Math.floor(random() * 100)),
  );
  let now = T0;
  const moves: Played['moves'] = [];
  for (let step = 0; step < 5000 && s.phase !== 'over'; step++) {
    check(s);
    const deadline = def.nextDeadline(s);
    if (deadline !== null && random() < 0.15) {
      now = deadline + Math.floor(random() * 1000);
      s = def.tick(s, now);
      moves.push({ actor: 'table', action: 'tick', now });
      continue;
    }
    now += 200;
    const move = def.randomAction(s, random, now);
    if (move === null) throw new Error('no move while the fair is on');
    s = def.apply(s, move.actor, move.action, now);
    moves.push({ ...move, now });
  }
  check(s);
  return { final: s, moves };
}
