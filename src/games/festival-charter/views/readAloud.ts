/**
 * The "Read aloud" text (docs/games/festival-charter.md "Errors, comfort and replay": "Read all public cards aloud"):
 * budget and proposal, the current proposal or last result, priorities, and the projects.
 */
import { PROJECTS } from '../cards';
import type { Seat } from '../../../engine/types';
import { LAST_PROPOSAL, type FcView } from '../types';
import { endReasonText } from '../rules/scoring';
import { nameOf, priorityWords, projectWords, proposalWords, resultWords, speakingOrder } from './words';

function stepWords(view: FcView, players: readonly string[]): string {
  const phase = view.phase;
  const chair = nameOf(players, view.chair);
  switch (phase.kind) {
    case 'proposing':
      return `${chair} chairs and must propose.`;
    case 'speaking':
    case 'discussion':
      return `${proposalWords(phase.proposal)}, proposed by ${chair}. Each may speak or pass, in this order: ${speakingOrder(players, phase.proposal.chair)}. Then open discussion.`;
    case 'voting':
      return `${proposalWords(phase.proposal)}, proposed by ${chair}. The secret vote is open.`;
    case 'over':
      return `The festival is over. ${endReasonText(phase.reason)}`;
  }
}

/** Text for speech synthesis: only public information. */
export function readAloud(view: FcView, players: readonly string[]): string {
  const parts: string[] = [];
  parts.push(`Budget ${view.budget}.`);
  if (view.phase.kind !== 'over') parts.push(`Proposal ${view.proposalNumber} of ${LAST_PROPOSAL}.`);
  const last = view.log[view.log.length - 1];
  if (last !== undefined) parts.push(`Last result, proposal ${last.number}: ${proposalWords(last.proposal)}. ${resultWords(last).replace('→', 'to')}.`);
  parts.push(stepWords(view, players));
  parts.push('Priorities.');
  view.priorities.forEach((id, seat) => parts.push(`${nameOf(players, seat)}, ${priorityWords(id)}.`));
  const unbuilt = PROJECTS.filter((p) => !view.built.includes(p.id));
  parts.push(unbuilt.length === 0 ? 'No unbuilt projects.' : `Unbuilt projects. ${unbuilt.map((p) => `${projectWords(p.id)}.`).join(' ')}`);
  if (view.built.length > 0) parts.push(`Built. ${view.built.map((id) => `${projectWords(id)}.`).join(' ')}`);
  return parts.join(' ');
}

/**
 * Text for speech synthesis in `seat`'s private view: its ballot (the proposal, how a vote counts,
 * its own vote once cast), then the table. Only this seat's own vote, from its own view.
 */
export function readAloudPrivate(view: FcView, seat: Seat, players: readonly string[]): string {
  const phase = view.phase;
  const name = nameOf(players, seat);
  const own =
    phase.kind !== 'voting'
      ? `${name}, there is no vote for you right now.`
      : phase.ownVote !== null
        ? `${name}, your vote is ${phase.ownVote}, locked.`
        : `${name}, your secret vote on proposal ${view.proposalNumber}: ${proposalWords(phase.proposal)}. Three or four YES approve it. Pick YES or NO, then press Vote.`;
  return `${own} ${readAloud(view, players)}`;
}
