import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/engine/rng';
import { def } from '../../../src/games/horse-fair/def';
import type { HfState } from '../../../src/games/horse-fair/types';

function playToEnd(players: string[], partnership: boolean, seed: string): HfState {
  const random = makeRandom(seed);
  let s = def.setup(players, { ...def.defaultOptions(players.length), partnership }, seed, 0);
  for (let i = 0; i < 10_000 && !def.outcome(s); i++) {
    const move = def.randomAction(s, random, i);
    if (!move) break;
    s = def.apply(s, move.actor, move.action, i);
  }
  return s;
}

describe('the results title', () => {
  it.each(['a', 'b', 'c', 'd'])('names a winning partnership as one side, not as players sharing a win (seed %s)', (seed) => {
    const s = playToEnd(['Ana', 'Bo', 'Cy', 'Di'], true, seed);
    const out = def.outcome(s);
    expect(out?.headline).toMatch(/^(Ana & Cy|Bo & Di)( and (Ana & Cy|Bo & Di))?( win!| share the win!)$/);
    if (out?.winners.length === 2) expect(out.headline?.endsWith(' win!') && !out.headline.includes('share')).toBe(true);
  });
  it('leaves the title to the app outside the partnership game', () => {
    const out = def.outcome(playToEnd(['Ana', 'Bo', 'Cy'], false, 'x'));
    expect(out).not.toBeNull();
    expect(out?.headline).toBeUndefined();
  });
});
