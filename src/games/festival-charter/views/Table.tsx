/**
 * The public table view: budget, proposal number, chair, the latest reveal, the panel for the
 * current step, the priority cards, the projects and the public log. Never shows a current vote.
 */
import type { TableProps } from '../../../games/contract';
import { LAST_PROPOSAL, type FcAction, type FcView } from '../types';
import { endReasonText } from '../rules/scoring';
import { PriorityList, ProjectList } from './Cards';
import { PublicLog, Reveal } from './Log';
import { Discussion, ProposalLine, SpeakRound, VoteStatus } from './Phases';
import { ProposalForm } from './ProposalForm';
import { nameOf } from './words';
import './festival-charter.css';

function StepPanel({ view, players, now, act }: TableProps<FcView, FcAction>) {
  const phase = view.phase;
  switch (phase.kind) {
    case 'proposing':
      return <ProposalForm key={view.proposalNumber} view={view} players={players} act={act} />;
    case 'speaking':
      return (
        <>
          <ProposalLine proposal={phase.proposal} number={view.proposalNumber} players={players} />
          <SpeakRound proposal={phase.proposal} speaker={phase.speaker} turns={phase.turns} players={players} act={act} />
        </>
      );
    case 'discussion':
      return (
        <>
          <ProposalLine proposal={phase.proposal} number={view.proposalNumber} players={players} />
          <Discussion deadline={phase.deadline} extraTimes={phase.extraTimes} now={now} act={act} />
        </>
      );
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
  const last = view.log[view.log.length - 1];
  const showReveal = last !== undefined && (view.phase.kind === 'proposing' || view.phase.kind === 'over');
  const proposalText = view.phase.kind === 'over' ? `Proposals made: ${view.log.length} of ${LAST_PROPOSAL}` : `Proposal ${view.proposalNumber} of ${LAST_PROPOSAL}`;
  return (
    <div class="fc stack">
      <div class="panel fc-status" role="status">
        <span>Budget {view.budget}</span>
        <span>{proposalText}</span>
        {view.phase.kind !== 'over' && <span>Chair: {nameOf(players, view.chair)}</span>}
      </div>
      {showReveal && <Reveal record={last} players={players} />}
      <StepPanel {...props} />
      <PriorityList priorities={view.priorities} players={players} scores={view.scores.map((s) => s.score)} chair={view.chair} packageSpent={view.packageSpent} />
      <ProjectList built={view.built} />
      <PublicLog log={view.log} players={players} />
    </div>
  );
}
