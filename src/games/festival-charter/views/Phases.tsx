/**
 * The table's panels for an announced proposal: the speak-or-pass round, open discussion with
 * the Hourglass, and the vote in progress (who has voted, never how).
 */
import type { Actor, Seat } from '../../../engine/types';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { Hourglass } from '../../../ui/Hourglass';
import { DISCUSSION_MS, EXTRA_TIME_MS, type FcAction, type Proposal, type SpeakChoice } from '../types';
import { fromChairsLeft } from '../rules/seats';
import { nameOf, proposalWords } from './words';

type Act = (actor: Actor, action: FcAction) => Promise<void>;

/** The announced proposal, as a heading line. */
export function ProposalLine({ proposal, number, players }: { proposal: Proposal; number: number; players: readonly string[] }) {
  return (
    <p class="banner">
      <strong>Proposal {number}</strong> by {nameOf(players, proposal.chair)}. {proposalWords(proposal)}.
    </p>
  );
}

/** Each player from the chair's left gets a moment to speak or pass before open discussion. */
export function SpeakRound(props: { proposal: Proposal; speaker: Seat; turns: readonly SpeakChoice[]; players: readonly string[]; act: Act }) {
  const order = fromChairsLeft(props.proposal.chair);
  const speakerName = nameOf(props.players, props.speaker);
  return (
    <section class="panel" aria-labelledby="fc-speak">
      <h2 id="fc-speak">Speak or pass</h2>
      <ol class="fc-people">
        {order.map((seat, i) => {
          const done = props.turns[i];
          const mark = done === 'spoke' ? '✔ spoke' : done === 'passed' ? '– passed' : seat === props.speaker ? '▶ now' : 'to come';
          return (
            <li key={seat} class={seat === props.speaker ? 'waiting' : ''}>
              {nameOf(props.players, seat)}: {mark}
            </li>
          );
        })}
      </ol>
      <p>
        <strong>{speakerName}</strong>, point to public benefits, ask for support, or pass. Promises about later votes are not binding.
      </p>
      <div class="btn-row">
        <button type="button" class="btn btn-primary" onClick={() => void props.act('table', { type: 'spoke' })}>
          {speakerName} spoke
        </button>
        <button type="button" class="btn" onClick={() => void props.act('table', { type: 'passed' })}>
          {speakerName} passes
        </button>
      </div>
    </section>
  );
}

/** Open discussion: the Hourglass when the limit is on, "Extra time", and "Open the vote". */
export function Discussion(props: { deadline: number | null; extraTimes: number; now: number; act: Act }) {
  const length = DISCUSSION_MS + props.extraTimes * EXTRA_TIME_MS;
  return (
    <section class="panel" aria-labelledby="fc-discuss">
      <h2 id="fc-discuss">Open discussion</h2>
      <p>Anyone may speak. The chair cannot change the proposal now. Only the vote binds.</p>
      <Hourglass deadline={props.deadline} length={length} now={props.now} label="Discussion" />
      {props.deadline !== null && (
        <p class="muted">When the time runs out, the vote opens by itself.</p>
      )}
      <div class="btn-row">
        {props.deadline !== null && (
          <button type="button" class="btn" onClick={() => void props.act('table', { type: 'extraTime' })}>
            Extra time (+{EXTRA_TIME_MS / 1000} s)
          </button>
        )}
        <ConfirmButton label="Open the vote" question="Open the vote? Discussion ends and each planner votes in secret." onConfirm={() => props.act('table', { type: 'openVote' })} />
      </div>
    </section>
  );
}

/** The vote in progress: who has voted (never how), and closing early with missing votes as NO. */
export function VoteStatus(props: { proposal: Proposal; voted: readonly boolean[]; players: readonly string[]; act: Act }) {
  const order = fromChairsLeft(props.proposal.chair);
  const missing = order.filter((seat) => props.voted[seat] !== true).map((seat) => nameOf(props.players, seat));
  return (
    <section class="panel" aria-labelledby="fc-voting">
      <h2 id="fc-voting">Secret vote</h2>
      <p>Each planner, the chair too, votes YES or NO in private. All four are revealed together.</p>
      <ul class="fc-people">
        {order.map((seat) => (
          <li key={seat} class={props.voted[seat] === true ? '' : 'waiting'}>
            {nameOf(props.players, seat)}: {props.voted[seat] === true ? '✔ has voted' : '… not yet'}
          </li>
        ))}
      </ul>
      <ConfirmButton
        danger
        label="Close the vote now"
        question={`Close the vote now? A vote not cast counts as NO (${missing.join(', ')}).`}
        confirmLabel="Close the vote"
        onConfirm={() => props.act('table', { type: 'closeVote' })}
      />
    </section>
  );
}
