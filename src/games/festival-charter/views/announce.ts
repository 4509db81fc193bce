import { EXTRA_TIME_MS, type FcView } from '../types';
import { nameOf, proposalWords, resultWords } from './words';

/**
 * The table's news in one sentence for screen readers (the app's polite live region): the
 * proposal on the table, or the last result. Public facts only; never a current vote.
 */
export function announce(view: FcView, players: readonly string[]): string {
  const phase = view.phase;
  if (phase.kind === 'speaking' || phase.kind === 'discussion' || phase.kind === 'voting') {
    const voted = phase.kind === 'voting' ? ` ${phase.voted.filter(Boolean).length} of 4 have voted.` : '';
    // The discussion opening, and each extra time given, change the sentence, so each is read once.
    const discussion =
      phase.kind === 'discussion'
        ? ` Discussion open: each may speak or pass in order, then anyone; Open the vote when the table is ready.${phase.extraTimes > 0 ? ` Extra time given: ${(phase.extraTimes * EXTRA_TIME_MS) / 1000} seconds added in all.` : ''}`
        : '';
    return `Proposal ${view.proposalNumber} by ${nameOf(players, phase.proposal.chair)}: ${proposalWords(phase.proposal)}.${voted}${discussion}`;
  }
  const last = view.log[view.log.length - 1];
  const result = last ? `Proposal ${last.number}: ${resultWords(last)}. ` : '';
  return phase.kind === 'over' ? `${result}The festival is counted.` : `${result}${nameOf(players, view.chair)} chairs proposal ${view.proposalNumber}.`;
}
