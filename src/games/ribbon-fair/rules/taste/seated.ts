/**
 * Judge Marigold with taste inside a fair (docs/games/ribbon-fair.md, "Judging styles": AI Judge, and Crowd
 * Favourite's tie-break), when the table chose "Judge Marigold: judges with taste". Draws from the game's
 * seeded generator, so a fair replays exactly (docs/house-rules.md, "Randomness").
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RngState } from '../../../../engine/rng';
import type { RfState } from '../../types';
import { judgeWithTaste } from '../taste';

/** What every line of hers in the log starts with; her last sentence follows it. */
export const MARIGOLD_SAYS = 'Judge Marigold: ';

/** Her last sentence in this fair's log, if any (so she does not say it twice in a row). */
export function lastSaid(log: readonly string[]): string | undefined {
  for (let i = log.length - 1; i >= 0; i--) {
    const line = log[i] ?? '';
    const at = line.indexOf(MARIGOLD_SAYS);
    if (at >= 0) return line.slice(at + MARIGOLD_SAYS.length);
  }
  return undefined;
}

/**
 * Judge Marigold's pick among the round's entries at `candidates` (indices into `state.round.entries`):
 * the winning index, her sentence, and the generator's next state.
 * @throws RangeError when `candidates` is empty or the round has no ribbon.
 */
export function tastePick(state: RfState, candidates: readonly number[]): { entry: number; reason: string; rng: RngState } {
  const ribbon = state.round.ribbon;
  if (ribbon === null) throw new RangeError('Judge Marigold has no ribbon to judge.');
  const g = xoroshiro128plusFromState(state.rng);
  const random = (): number => uniformInt(g, 0, 0x3fffffff) / 0x40000000;
  const texts = candidates.map((i) => state.round.entries[i]?.card.text ?? '');
  const { index, reason } = judgeWithTaste(ribbon.text, texts, random, lastSaid(state.log));
  return { entry: candidates[index] ?? 0, reason, rng: g.getState() };
}
