/**
 * The table's panels for an announced proposal: the discussion (the speaking order, open
 * discussion, the Hourglass when the limit is on, one tap to open the vote) and the vote in
 * progress (who has voted, never how).
 */
import type { Actor, Seat } from '../../../engine/types';
import { andList } from '../../../engine/words';
import { HoldButton } from '../../../ui/HoldButton';
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

/** Props of {@link DiscussionPanel}. */
export interface DiscussionProps {
  proposal: Proposal;
  players: readonly string[];
  /** The discussion deadline (epoch ms), or null without a limit. */
  deadline: number | null;
  extraTimes: number;
  /** Moments already taken, in speaking order: only in a speak-or-pass round of a game saved before. */
  turns: readonly SpeakChoice[];
  now: number;
  act: Act;
}

function turnMark(turn: SpeakChoice | undefined): string {
  return turn === 'spoke' ? ': spoke' : turn === 'passed' ? ': passed' : '';
}

/**
 * The discussion on the table (docs/games/festival-charter.md "Discuss the proposal"; docs/house-rules.md "Discussion"): the
 * speaking order from the chair's left, the chair last, each may speak or pass aloud; then open
 * discussion; one tap opens the vote. With the limit on, the Hourglass and "Extra time".
 */
export function DiscussionPanel(props: DiscussionProps) {
  const order = fromChairsLeft(props.proposal.chair);
  const length = DISCUSSION_MS + props.extraTimes * EXTRA_TIME_MS;
  return (
    <section class="panel" aria-labelledby="fc-discuss">
      <h2 id="fc-discuss">Discussion</h2>
      <p>Each may speak or pass, in this order:</p>
      <ol class="fc-people" aria-label="Speaking order">
        {order.map((seat: Seat, i) => (
          <li key={seat}>
            {nameOf(props.players, seat)}
            {seat === props.proposal.chair ? ' (chair)' : ''}
            {turnMark(props.turns[i])}
          </li>
        ))}
      </ol>
      <p>Then open discussion: anyone may speak. The chair cannot change the proposal. Promises about later votes do not bind; only the vote does.</p>
      <Hourglass deadline={props.deadline} length={length} now={props.now} label="Discussion" />
      {props.deadline !== null && <p class="muted">When the time runs out, the vote opens by itself.</p>}
      {props.deadline !== null && (
        <button type="button" class="btn btn-block" onClick={() => void props.act('table', { type: 'extraTime' })}>
          Extra time (+{EXTRA_TIME_MS / 1000} s)
        </button>
      )}
      <button type="button" class="btn btn-primary btn-block" onClick={() => void props.act('table', { type: 'openVote' })}>
        Open the vote
      </button>
    </section>
  );
}

/**
 * The vote in progress: who has voted (never how), and closing early with missing votes as NO: a
 * final move, so its second look is a press and hold on the one button (no dialog).
 */
export function VoteStatus(props: { proposal: Proposal; voted: readonly boolean[]; players: readonly string[]; act: Act }) {
  const order = fromChairsLeft(props.proposal.chair);
  const missing = order.filter((seat) => props.voted[seat] !== true).map((seat) => nameOf(props.players, seat));
  return (
    <section class="panel" aria-labelledby="fc-voting">
      <h2 id="fc-voting">Secret vote</h2>
      <p>Each planner, the chair too, votes YES or NO in private. All four are revealed together.</p>
      <ul class="fc-people" data-board="votes">
        {order.map((seat) => (
          <li key={seat} class={props.voted[seat] === true ? '' : 'waiting'}>
            {nameOf(props.players, seat)}: {props.voted[seat] === true ? '✔ has voted' : '… not yet'}
          </li>
        ))}
      </ul>
      <p class="muted">Closing the vote now counts a vote not cast as NO: {andList(missing)}.</p>
      <HoldButton label="Close the vote now" action="close the vote" class="btn-danger" onDone={() => void props.act('table', { type: 'closeVote' })} />
    </section>
  );
}
