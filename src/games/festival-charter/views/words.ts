/**
 * Words shared by the views and the read-aloud: names, proposals, votes.
 */
import { featureWords, priorityById, projectById, type PriorityId, type ProjectId } from '../cards';
import type { Proposal, ProposalRecord } from '../types';
import type { Seat } from '../../../engine/types';
import { andList } from '../../../engine/words';
import { fromChairsLeft } from '../rules/seats';
import { seatName } from '../../../engine/names';

/** The name of `seat`, or "Seat N" when the list is short (never empty). */
export function nameOf(players: readonly string[], seat: Seat): string {
  return seatName(players, seat);
}

/** A project with cost and features, e.g. "Moon Gate, cost 2: GLOW 2". */
export function projectWords(id: ProjectId): string {
  const p = projectById(id);
  return `${p.name}, cost ${p.cost}: ${featureWords(p)}`;
}

/** A priority card in words, e.g. "Glow Keeper: GLOW 2 points per symbol, FEAST 1 point". */
export function priorityWords(id: PriorityId): string {
  const p = priorityById(id);
  return `${p.name}: ${p.primary} 2 points per symbol, ${p.secondary} 1 point per symbol`;
}

/** The proposed cards, e.g. "Moon Gate + Long Table". */
export function proposalCards(proposal: Proposal): string {
  return proposal.projects.map((id) => projectById(id).name).join(' + ');
}

/** A proposal in one line, e.g. "Package: Moon Gate + Long Table, total cost 4". */
export function proposalWords(proposal: Proposal): string {
  return `${proposal.isPackage ? 'Package' : 'Single project'}: ${proposalCards(proposal)}, total cost ${proposal.cost}`;
}

/** A result in one line, e.g. "Approved with 3 YES: budget 7 → 3". */
export function resultWords(record: ProposalRecord): string {
  const verdict = record.approved ? 'Approved' : 'Rejected';
  return `${verdict} with ${record.yes} YES: budget ${record.budgetBefore} → ${record.budgetAfter}`;
}

/** The speaking order from the chair's left, the chair last, e.g. "Bo, Cy, Di, and Ana (chair)". */
export function speakingOrder(players: readonly string[], chair: Seat): string {
  return andList(fromChairsLeft(chair).map((seat) => (seat === chair ? `${nameOf(players, seat)} (chair)` : nameOf(players, seat))));
}
