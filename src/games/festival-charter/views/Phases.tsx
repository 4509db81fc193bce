/**
 * The board's panels for an announced proposal: the discussion (the speaking order, open discussion, the
 * Hourglass when the limit is on, one tap to open the vote) and the vote in progress (its closing early).
 */
import type { Actor, Seat } from '../../../engine/types';
import { HoldButton } from '../../../ui/HoldButton';
import { Hourglass } from '../../../ui/Hourglass';
import { DISCUSSION_MS, EXTRA_TIME_MS, type FcAction, type Proposal, type SpeakChoice } from '../types';
import { fromChairsLeft } from '../rules/seats';
import { nameOf, proposalCards, proposalWords } from './words';

type Act = (actor: Actor, action: FcAction) => Promise<void>;

/**
 * The announced proposal, as a heading line; `budget` (coins now) is said in it only where the board hides its own
 * budget line (a short phone at large text, while the proposal is decided).
 */
export function ProposalLine({ proposal, number, players, budget }: { proposal: Proposal; number: number; players: readonly string[]; budget: number }) {
  return (
    <p class="banner fc-proposal-line">
      <strong>Proposal {number}</strong> by {nameOf(players, proposal.chair)}
      {/* Where the board is narrow for the text size a single project is its name alone: "…: Moon Gate, cost 3." */}
      <span class="fc-words-long">. {proposalWords(proposal)}.</span>
      <span class="fc-words-short">
        : {proposal.isPackage ? 'Package ' : ''}
        {proposalCards(proposal)}, cost {proposal.cost}.
      </span>
      {/* Shown where the board's budget line is not (a short phone at large text, while the proposal is decided). */}
      <span class="fc-line-budget"> Budget {budget}.</span>
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
 * The discussion on the board (docs/games/festival-charter.md "Discuss the proposal"; docs/house-rules.md "Discussion"): the
 * speaking order from the chair's left, the chair last, each may speak or pass aloud; then open
 * discussion; one tap opens the vote. With the limit on, the Hourglass (red and beating in its last
 * seconds, said once ten seconds before) and "Extra time".
 */
export function DiscussionPanel(props: DiscussionProps) {
  const order = fromChairsLeft(props.proposal.chair);
  const length = DISCUSSION_MS + props.extraTimes * EXTRA_TIME_MS;
  return (
    <section class="fc-step" aria-labelledby="fc-discuss">
      <h2 id="fc-discuss" class="sr-only">
        Discussion
      </h2>
      <p class="fc-small">Each may speak or pass, in this order:</p>
      <ol class="fc-people" aria-label="Speaking order">
        {order.map((seat: Seat, i) => (
          <li key={seat} class={seat === props.proposal.chair ? 'fc-person-chair' : ''}>
            {nameOf(props.players, seat)}
            {seat === props.proposal.chair ? ' (chair)' : ''}
            {turnMark(props.turns[i])}
          </li>
        ))}
      </ol>
      <p class="fc-small fc-help">Then open discussion; only the vote binds. Open the vote when the table is ready.</p>
      {props.deadline !== null && (
        <div class="fc-clock-row">
          <div class="fc-clock" data-board="clock">
            <Hourglass deadline={props.deadline} length={length} now={props.now} label="Discussion" />
          </div>
          <p class="fc-small fc-help">When the time runs out, the vote opens by itself.</p>
        </div>
      )}
      <div class="fc-moves">
        {props.deadline !== null && (
          <button type="button" class="btn" onClick={() => void props.act('table', { type: 'extraTime' })}>
            Extra time (+{EXTRA_TIME_MS / 1000} s)
          </button>
        )}
        <button type="button" class="btn btn-primary" onClick={() => void props.act('table', { type: 'openVote' })}>
          Open the vote
        </button>
      </div>
    </section>
  );
}

/**
 * The vote in progress (each planner's voting card lies on their priority card, `Planners`): closing early with
 * missing votes as NO, a final move, so its second look is a press and hold on the one button (no dialog).
 */
export function VoteStatus(props: { proposal: Proposal; voted: readonly boolean[]; players: readonly string[]; act: Act }) {
  // Counted, not named: each planner's card shows whether their vote is cast (an empty place until then), and the
  // names of three who have not voted took a second line, the board's foot pushed out of its screen.
  const missing = props.voted.filter((v) => v !== true).length;
  return (
    <section class="fc-step" aria-labelledby="fc-voting">
      <h2 id="fc-voting" class="sr-only">
        Secret vote: all four turned over together
      </h2>
      <p class="fc-small">Closed now, these count as NO: {missing === 1 ? '1 vote' : `${missing} votes`} not cast.</p>
      <HoldButton label="Close the vote now" action="close the vote" class="btn-danger" onDone={() => void props.act('table', { type: 'closeVote' })} />
    </section>
  );
}
