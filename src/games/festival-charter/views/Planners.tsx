/**
 * The four planners on the board (docs/games/festival-charter.md "One festival, four priorities", "What a
 * package does", "Vote secretly"): each one's whole name, face-up priority card (its two features), current score
 * over the BUILT cards, PACKAGE marker, unused or spent, and the chair marker in front of the chair. In front of each
 * planner lies their voting card: during a vote face down once cast (who has voted, never how), and once the votes
 * are turned over, face up with that planner's vote until the next vote starts.
 */
import { WholeName } from '../../../ui/WholeName';
import { priorityById, type PriorityId } from '../cards';
import type { RevealedVote } from '../types';
import { BallotMark, ChairMark, PackageMark } from './Tokens';
import { FeatureIcon } from './Art';
import { nameOf } from './words';

/** A planner's voting card on the board: not yet cast, cast face down, or turned over with the vote. */
export type Ballot = { kind: 'waiting' } | { kind: 'cast' } | { kind: 'shown'; vote: RevealedVote; proposal: number };

/** Props of {@link Planners}. */
export interface PlannersProps {
  priorities: readonly PriorityId[];
  players: readonly string[];
  /** Each seat's score now (points). */
  scores: readonly number[];
  /** The chair's seat, or null once the festival is counted. */
  chair: number | null;
  packageSpent: readonly boolean[];
  /** Each seat's voting card in seat order, or null when no vote has been held yet. */
  ballots: readonly Ballot[] | null;
}

/** The words on a voting card during a vote (for a screen reader: the card itself is drawn). */
function ballotWords(b: Ballot): string {
  return b.kind === 'cast' ? 'has voted' : 'not yet';
}

/** What a screen reader says of a planner's voting card. */
function ballotSpeech(b: Ballot): string {
  if (b.kind !== 'shown') return `Vote: ${ballotWords(b)}`;
  return `Voted ${b.vote === 'NOT CAST' ? 'NO (not cast)' : b.vote} on proposal ${b.proposal}`;
}

/** One priority card per planner, in seat order, two a row so that every name is whole. */
export function Planners(props: PlannersProps) {
  return (
    <section class="fc-planners-wrap" aria-labelledby="fc-priorities">
      <h2 id="fc-priorities" class="sr-only">
        Priorities
      </h2>
      <ul class="fc-planners" data-board="planners">
        {props.priorities.map((id, seat) => {
          const card = priorityById(id);
          const name = nameOf(props.players, seat);
          const spent = props.packageSpent[seat] === true;
          const score = props.scores[seat] ?? 0;
          const chair = seat === props.chair;
          const ballot = props.ballots?.[seat] ?? null;
          return (
            <li
              key={id}
              class={`fc-planner${chair ? ' fc-planner-chair' : ''}${ballot?.kind === 'waiting' ? ' waiting' : ''}`}
              aria-label={`${name}${chair ? ' (chair)' : ''}: ${card.name}. ${card.primary} scores 2 per symbol, ${card.secondary} 1 per symbol. Score now ${score}. PACKAGE marker ${spent ? 'spent' : 'unused'}.${ballot ? ` ${ballotSpeech(ballot)}.` : ''}`}
            >
              <span class="fc-planner-row">
                <span class="fc-planner-name">
                  <WholeName name={name} least={12} />
                </span>
                <span class="fc-planner-score">
                  <strong>{score}</strong>
                  <span class="sr-only"> {score === 1 ? 'point' : 'points'}</span>
                </span>
              </span>
              <span class="fc-planner-card">{card.name}</span>
              <span class="fc-planner-row">
                <span class="fc-planner-features" aria-hidden="true">
                  <FeatureIcon feature={card.primary} />
                  <span class="fc-x">×2</span>
                  <FeatureIcon feature={card.secondary} />
                  <span class="fc-x">×1</span>
                </span>
                <span class="fc-planner-marks">
                  {ballot && (
                    <span
                      class={`fc-vote-mark fc-vote-mark-${ballot.kind}${ballot.kind === 'shown' ? ` fc-vote-mark-${ballot.vote === 'YES' ? 'yes' : 'no'}` : ''}`}
                      data-board="voted"
                    >
                      {ballot.kind === 'shown' ? (
                        <span class="fc-vote-mark-vote">
                          <span class="sr-only">voted on proposal {ballot.proposal}: </span>
                          {ballot.vote === 'NOT CAST' ? 'NO' : ballot.vote}
                          {ballot.vote === 'NOT CAST' && <span class="sr-only"> (not cast)</span>}
                        </span>
                      ) : (
                        <>
                          <BallotMark cast={ballot.kind === 'cast'} />
                          <span class="fc-voter-state sr-only">{ballotWords(ballot)}</span>
                        </>
                      )}
                    </span>
                  )}
                  {chair && (
                    <span class="fc-planner-chair-mark" data-board="chair">
                      <ChairMark />
                      <span class="sr-only">Chair</span>
                    </span>
                  )}
                  <span class="fc-planner-package" data-board="packages">
                    <PackageMark spent={spent} />
                    <span class="sr-only">{spent ? 'PACKAGE spent' : 'PACKAGE unused'}</span>
                  </span>
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
