/**
 * Festival Charter's board, the public table on one phone screen: the budget as coins, the proposal count and
 * the chair on top; then the step now (the chair's proposal form on the project board, the discussion with
 * its clock, or the vote with a card in front of each planner who has voted), the project board, and the four
 * planners with their priority, score and PACKAGE marker. Never shows a current vote. Each vote's reveal is
 * the table's moment (views/moment.ts), shown by the app over the board; the public log is the Public log
 * sheet (LogSheet.tsx).
 */
import type { TableProps } from '../../../games/contract';
import type { FcAction, FcView } from '../types';
import { endReasonText } from '../rules/scoring';
import { DiscussionPanel, ProposalLine, VoteStatus } from './Phases';
import { Planners, type Ballot } from './Planners';
import { ProjectBoard } from './ProjectBoard';
import { BotChair, ProposalForm } from './ProposalForm';
import { Status } from './Status';
import './festival-charter.css';

function StepPanel({ view, players, now, act, bots }: TableProps<FcView, FcAction>) {
  const phase = view.phase;
  switch (phase.kind) {
    case 'proposing':
      // A bot chair's proposal is its own move: the board shows the projects and waits, offering no pick to the table.
      if (bots?.includes(view.chair) === true) return <BotChair view={view} players={players} />;
      return <ProposalForm key={view.proposalNumber} view={view} players={players} act={act} />;
    case 'speaking':
    case 'discussion': {
      // A speak-or-pass round of a game saved before shows the moments already taken, and opens the vote the same way.
      const timing =
        phase.kind === 'discussion'
          ? { deadline: phase.deadline, extraTimes: phase.extraTimes, turns: [] }
          : { deadline: null, extraTimes: 0, turns: phase.turns };
      return (
        <div class="fc-now" data-board="proposal">
          <ProposalLine proposal={phase.proposal} number={view.proposalNumber} players={players} budget={view.budget} />
          <DiscussionPanel proposal={phase.proposal} players={players} now={now} act={act} {...timing} />
        </div>
      );
    }
    case 'voting':
      return (
        <div class="fc-now" data-board="proposal">
          <ProposalLine proposal={phase.proposal} number={view.proposalNumber} players={players} budget={view.budget} />
          <VoteStatus proposal={phase.proposal} voted={phase.voted} players={players} act={act} />
        </div>
      );
    case 'over':
      return (
        <p class="banner">
          <strong>The festival is counted.</strong> {endReasonText(phase.reason)}
        </p>
      );
  }
}

/**
 * Each planner's voting card on the board: during a vote, cast or not yet (never how); after a vote, turned over with
 * that proposal's votes until the next proposal is announced (while it is discussed the last votes would read as
 * votes on it); null before the first vote and while a proposal is discussed.
 */
function ballots(view: FcView): Ballot[] | null {
  const phase = view.phase;
  if (phase.kind === 'voting') return phase.voted.map((cast) => (cast ? { kind: 'cast' } : { kind: 'waiting' }));
  if (phase.kind === 'speaking' || phase.kind === 'discussion') return null;
  const last = view.log[view.log.length - 1];
  return last ? last.votes.map((vote) => ({ kind: 'shown', vote, proposal: last.number })) : null;
}

/** Festival Charter's board: everything public, and the public moves. */
export function Table(props: TableProps<FcView, FcAction>) {
  const { view, players } = props;
  const phase = view.phase;
  const proposed = phase.kind === 'speaking' || phase.kind === 'discussion' || phase.kind === 'voting' ? phase.proposal.projects : [];
  return (
    <div
      class={`fc fc-table${phase.kind === 'voting' ? ' fc-table-voting' : ''}${proposed.length > 0 ? ' fc-table-deciding' : ''}${phase.kind === 'proposing' ? ' fc-table-proposing' : ''}`}
    >
      <Status view={view} />
      <StepPanel {...props} />
      {phase.kind !== 'proposing' && <ProjectBoard built={view.built} proposed={proposed} />}
      <Planners
        priorities={view.priorities}
        players={players}
        scores={view.scores.map((s) => s.score)}
        chair={phase.kind === 'over' ? null : view.chair}
        packageSpent={view.packageSpent}
        ballots={ballots(view)}
      />
    </div>
  );
}
