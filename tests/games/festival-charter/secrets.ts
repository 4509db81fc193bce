/** What a Festival Charter viewer must not see, for the shelf-wide contract test: another seat's vote before the reveal. */
import type { Viewer } from '../../../src/engine/types';
import { def } from '../../../src/games/festival-charter/def';
import type { FcOptions, FcState } from '../../../src/games/festival-charter/types';

/**
 * The votes of other seats that `viewer`'s view shows: none, when the view is right. During the vote
 * the phase holds who has voted and the viewer's own vote only; swapping two other cast votes must
 * change nothing the viewer sees.
 */
function leaks(state: FcState, viewer: Viewer): string[] {
  const v = def.view(state, viewer);
  if (v.phase.kind !== 'voting' || state.phase.kind !== 'voting') return [];
  const out: string[] = [];
  if ('votes' in v.phase) out.push('the vote list');
  const own = viewer === 'table' ? null : (state.phase.votes[viewer] ?? null);
  if (v.phase.ownVote !== own) out.push('the wrong own vote');
  if (/"(YES|NO)"/.test(JSON.stringify({ ...v.phase, ownVote: null }))) out.push('a vote word');
  const votes = state.phase.votes;
  const others = votes.flatMap((vote, seat) => (seat !== viewer && vote !== null ? [seat] : []));
  for (const a of others)
    for (const b of others) {
      if (a >= b || votes[a] === votes[b]) continue;
      const swapped = votes.map((vote, seat) => (seat === a ? votes[b] : seat === b ? votes[a] : vote)) as typeof votes;
      const other: FcState = { ...state, phase: { ...state.phase, votes: swapped } };
      if (JSON.stringify(def.view(other, viewer)) !== JSON.stringify(v)) out.push(`the votes of seats ${a} and ${b}`);
    }
  return out;
}

/** Options drawn with `random`: the discussion limit on or off, any first chair. */
function optionsFor(n: number, random: () => number): FcOptions {
  return { ...def.defaultOptions(n), discussionLimit: random() < 0.5 };
}

/** This game's secrets and options, for the shelf-wide contract test. */
export const secrets = { leaks, optionsFor };
