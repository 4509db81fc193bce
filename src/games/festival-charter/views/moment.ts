/**
 * Festival Charter's public moments on the table (docs/house-rules.md "Public moments are revealed"): the
 * first chair, a proposal announced, the four votes turned over together with the binding result
 * and the next chair, and the festival counted. Built from the table view only.
 */
import type { Moment } from '../../../games/contract';
import { projectById } from '../cards';
import { endReasonText } from '../rules/scoring';
import { LAST_PROPOSAL, type EndReason, type FcView, type Proposal, type ProposalRecord, type RevealedVote } from '../types';
import { andList } from '../../../engine/words';
import { nameOf, proposalCards, speakingOrder } from './words';

function voteWord(v: RevealedVote): string {
  return v === 'NOT CAST' ? 'no vote (NO)' : v;
}

/** The four votes in seat order, e.g. "Ana YES, Bo NO, Cy YES, Di YES." */
export function votesLine(record: ProposalRecord, players: readonly string[]): string {
  return `${record.votes.map((v, seat) => `${nameOf(players, seat)} ${voteWord(v)}`).join(', ')}.`;
}

/** The binding result, e.g. "Moon Gate is BUILT. Budget 12 → 10." or "Moon Gate stays unbuilt. Budget 12 → 11." */
export function resultLine(record: ProposalRecord): string {
  const names = andList(record.proposal.projects.map((id) => projectById(id).name));
  const two = record.proposal.projects.length > 1;
  const what = record.approved ? `${names} ${two ? 'are' : 'is'} BUILT.` : `${names} ${two ? 'stay' : 'stays'} unbuilt.`;
  return `${what} Budget ${record.budgetBefore} → ${record.budgetAfter}.`;
}

function announced(view: FcView, proposal: Proposal, players: readonly string[]): Moment {
  const chair = nameOf(players, proposal.chair);
  const lines = [
    proposal.isPackage ? `A package, total cost ${proposal.cost} of budget ${view.budget}.` : `Cost ${proposal.cost} of budget ${view.budget}.`,
    ...(proposal.isPackage ? [`${chair}'s PACKAGE marker is spent.`] : []),
    `Speak or pass in turn: ${speakingOrder(players, proposal.chair)}. Then open discussion.`,
  ];
  return { key: `proposal:${view.proposalNumber}`, kind: 'play', title: `${chair} proposes ${proposalCards(proposal)}`, lines, at: ['proposal'] };
}

function voted(record: ProposalRecord, view: FcView, players: readonly string[]): Moment {
  const lines = [votesLine(record, players), resultLine(record)];
  if (record.closedEarly) lines.push('The vote was closed early: a vote not cast counts as NO.');
  lines.push(`${nameOf(players, view.chair)} chairs proposal ${view.proposalNumber}.`);
  return {
    key: `vote:${record.number}`,
    kind: 'vote',
    title: `Proposal ${record.number}: ${record.approved ? 'APPROVED' : 'REJECTED'}`,
    lines,
    mark: record.approved ? 'approved' : 'rejected',
    at: ['budget', 'voted'],
  };
}

function counted(view: FcView, reason: EndReason, players: readonly string[]): Moment {
  const last = view.log.at(-1);
  const best = view.scores.find((s) => s.seat === view.leaders[0])?.score ?? 0;
  const names = andList(view.leaders.map((seat) => nameOf(players, seat)));
  const points = best === 1 ? 'point' : 'points';
  const lines = [
    ...(last ? [`Proposal ${last.number}: ${last.approved ? 'APPROVED' : 'REJECTED'}. ${votesLine(last, players)}`, resultLine(last)] : []),
    endReasonText(reason),
    view.leaders.length === 1 ? `${names} wins with ${best} ${points}.` : `${names} share the win with ${best} ${points}.`,
  ];
  return { key: 'end', kind: 'end', title: 'The festival is counted', lines };
}

/**
 * The latest public moment: while a proposal is discussed or voted on, its announcement (the same
 * key throughout, so the vote's handovers reveal nothing new); once voted, the four votes and the
 * result; at the start, the first chair; at the end, the last vote and the winners.
 */
export function moment(view: FcView, players: readonly string[]): Moment {
  const phase = view.phase;
  switch (phase.kind) {
    case 'speaking':
    case 'discussion':
    case 'voting':
      return announced(view, phase.proposal, players);
    case 'over':
      return counted(view, phase.reason, players);
    case 'proposing': {
      const last = view.log.at(-1);
      if (last !== undefined) return voted(last, view, players);
      const chair = nameOf(players, view.chair);
      return {
        key: `chair:${view.proposalNumber}`,
        kind: 'start',
        at: ['chair', 'budget'],
        title: `${chair} chairs proposal ${view.proposalNumber}`,
        lines: [
          `Budget ${view.budget} planning units; up to ${LAST_PROPOSAL} proposals.`,
          'Priority cards are dealt face up.',
          `${chair} proposes one project, or two as a package.`,
        ],
      };
    }
  }
}
