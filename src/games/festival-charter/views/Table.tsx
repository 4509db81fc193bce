/**
 * The public table view: budget, proposal number, chair, the panel for the current step (the
 * chair's proposal, the discussion, the vote in progress), the priority cards and the projects (the
 * public log is in the table's sheet: ui.Log). Never shows a current vote. Each vote's reveal is the table's moment (views/moment.ts),
 * shown by the app above the table until the table moves on; the log keeps every result.
 */
import type { TableProps } from '../../../games/contract';
import { LAST_PROPOSAL, type FcAction, type FcView } from '../types';
import { endReasonText } from '../rules/scoring';
import { PriorityList, ProjectList } from './Cards';
import { DiscussionPanel, ProposalLine, VoteStatus } from './Phases';
import { ProposalForm } from './ProposalForm';
import { nameOf } from './words';
import './festival-charter.css';

function StepPanel({ view, players, now, act }: TableProps<FcView, FcAction>) {
  const phase = view.phase;
  switch (phase.kind) {
    case 'proposing':
      return <ProposalForm key={view.proposalNumber} view={view} players={players} act={act} />;
    case 'speaking':
    case 'discussion': {
      // A speak-or-pass round of a game saved before shows the moments already taken, and opens the vote the same way.
      const timing = phase.kind === 'discussion' ? { deadline: phase.deadline, extraTimes: phase.extraTimes, turns: [] } : { deadline: null, extraTimes: 0, turns: phase.turns };
      return (
        <>
          <ProposalLine proposal={phase.proposal} number={view.proposalNumber} players={players} />
          <DiscussionPanel proposal={phase.proposal} players={players} now={now} act={act} {...timing} />
        </>
      );
    }
    case 'voting':
      return (
        <>
          <ProposalLine proposal={phase.proposal} number={view.proposalNumber} players={players} />
          <VoteStatus proposal={phase.proposal} voted={phase.voted} players={players} act={act} />
        </>
      );
    case 'over':
      return (
        <p class="banner">
          <strong>The festival is counted.</strong> {endReasonText(phase.reason)}
        </p>
      );
  }
}

/** Festival Charter's table: everything public, and the public moves. */
export function Table(props: TableProps<FcView, FcAction>) {
  const { view, players } = props;
  const proposalText = view.phase.kind === 'over' ? `Proposals made: ${view.log.length} of ${LAST_PROPOSAL}` : `Proposal ${view.proposalNumber} of ${LAST_PROPOSAL}`;
  return (
    <div class="fc stack">
      <div class="panel fc-status" role="status" data-board="budget">
        <span>Budget {view.budget}</span>
        <span>{proposalText}</span>
        {view.phase.kind !== 'over' && <span>Chair: {nameOf(players, view.chair)}</span>}
      </div>
      <StepPanel {...props} />
      <PriorityList priorities={view.priorities} players={players} scores={view.scores.map((s) => s.score)} chair={view.chair} packageSpent={view.packageSpent} />
      <ProjectList built={view.built} />
    </div>
  );
}
