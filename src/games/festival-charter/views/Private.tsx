/**
 * A voter's private view (seeds/002 "Vote together"): the proposal and YES / NO, each confirmed
 * ("Cast YES? A cast vote is locked."). Shows only this seat's own vote.
 */
import type { PrivateProps } from '../../../games/contract';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import type { FcAction, FcView, Vote } from '../types';
import { ProposalLine } from './Phases';
import { nameOf } from './words';
import './festival-charter.css';

/** The private voting screen for `seat`. */
export function Private({ view, seat, players, act }: PrivateProps<FcView, FcAction>) {
  const phase = view.phase;
  const name = nameOf(players, seat);
  if (phase.kind !== 'voting') {
    return (
      <section class="panel">
        <h2>{name}</h2>
        <p>There is no vote for you right now. Pass the phone back to the table.</p>
      </section>
    );
  }
  const cast = (vote: Vote) => act({ type: 'vote', vote });
  return (
    <section class="panel fc" aria-labelledby="fc-private">
      <h2 id="fc-private">{name}, your secret vote</h2>
      <ProposalLine proposal={phase.proposal} number={view.proposalNumber} players={players} />
      <p>Three or four YES approve and build it; otherwise it stays unbuilt and the budget loses 1.</p>
      {phase.ownVote !== null ? (
        <p class="banner" role="status">
          Your vote: <strong>{phase.ownVote}</strong> (locked). Pass the phone on.
        </p>
      ) : (
        <div class="btn-row fc-big-choice">
          <ConfirmButton label="✔ YES" question="Cast YES? A cast vote is locked." confirmLabel="Cast YES" onConfirm={() => cast('YES')} />
          <ConfirmButton danger label="✘ NO" question="Cast NO? A cast vote is locked." confirmLabel="Cast NO" onConfirm={() => cast('NO')} />
        </div>
      )}
    </section>
  );
}
