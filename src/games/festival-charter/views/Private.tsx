/**
 * A voter's private view (docs/games/festival-charter.md "Vote together"): the proposal, then in the move bar at the
 * foot of the screen the choice as two equal toggles (YES, NO) over one button in one fixed place that names the vote
 * ("Vote NO"), in view whatever the proposal's words take. A cast vote
 * is locked, so there is no dialog after it; and the finger's last tap lands on the same spot
 * whichever way the vote goes. Shows only this seat's own vote.
 */
import { useState } from 'preact/hooks';
import type { PrivateProps } from '../../../games/contract';
import type { FcAction, FcView, Vote } from '../types';
import { ProposalLine } from './Phases';
import { nameOf } from './words';
import './festival-charter.css';
import { WholeName } from '../../../ui/WholeName';

const CHOICES: readonly Vote[] = ['YES', 'NO'];

/** The private voting screen for `seat`. */
export function Private({ view, seat, players, act }: PrivateProps<FcView, FcAction>) {
  const [choice, setChoice] = useState<Vote | null>(null);
  const phase = view.phase;
  const name = nameOf(players, seat);
  if (phase.kind !== 'voting') {
    // The chair's proposal is a public move: it is announced on the table (on a phone of one's own, in its table part).
    const chairing = phase.kind === 'proposing' && view.chair === seat;
    return (
      <section class="panel">
        <h2>
          <WholeName name={name} />
        </h2>
        <p>
          {chairing
            ? `You chair proposal ${view.proposalNumber}: pick a project or a package on the table and announce it there.`
            : 'There is no vote for you right now.'}
        </p>
      </section>
    );
  }
  return (
    <section class="panel fc" aria-labelledby="fc-private">
      {/* The planner's name heads the view already ("Only Ana should see this."): the proposal comes up under this. */}
      <h2 id="fc-private">Your secret vote</h2>
      <ProposalLine proposal={phase.proposal} number={view.proposalNumber} players={players} budget={view.budget} />
      <p>Three or four YES approve and build it; otherwise it stays unbuilt and the budget loses 1.</p>
      {phase.ownVote !== null ? (
        <p class="banner" role="status">
          Your vote: <strong>{phase.ownVote}</strong> (locked): it cannot change.
        </p>
      ) : (
        <>
          <p class="muted">A cast vote is locked: it cannot change.</p>
          {/* The move bar (base.css .act-bar): the ballot and the button that names the vote stay at the foot of the
            screen, in view over whatever the proposal's words take at any text size. */}
          <div class="act-bar fc-vote-bar">
            <fieldset class="fc-ballot">
              <legend class="sr-only">Your vote</legend>
              {CHOICES.map((vote) => (
                <label key={vote} class="fc-ballot-choice">
                  <input type="radio" name="fc-vote" value={vote} checked={choice === vote} onChange={() => setChoice(vote)} />
                  {vote}
                </label>
              ))}
            </fieldset>
            <button
              type="button"
              class="btn btn-primary btn-block fc-cast"
              disabled={choice === null}
              onClick={() => choice !== null && void act({ type: 'vote', vote: choice })}
            >
              {choice === null ? 'Pick YES or NO' : `Vote ${choice}`}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
