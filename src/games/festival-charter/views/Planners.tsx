/**
 * The four planners on the board (docs/games/festival-charter.md "One festival, four priorities", "What a
 * package does"): each one's name, face-up priority card (its two features), current score over the BUILT
 * cards, and PACKAGE marker, unused or spent.
 */
import { priorityById, type PriorityId } from '../cards';
import { FeatureIcon } from './Art';
import { PackageMark } from './Tokens';
import { nameOf } from './words';

/** Props of {@link Planners}. */
export interface PlannersProps {
  priorities: readonly PriorityId[];
  players: readonly string[];
  /** Each seat's score now (points). */
  scores: readonly number[];
  chair: number;
  packageSpent: readonly boolean[];
}

/** One small priority card per planner, in seat order. */
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
          return (
            <li
              key={id}
              class={`fc-planner${seat === props.chair ? ' fc-planner-chair' : ''}`}
              aria-label={`${name}${seat === props.chair ? ' (chair)' : ''}: ${card.name}. ${card.primary} scores 2 per symbol, ${card.secondary} 1 per symbol. Score now ${score}. PACKAGE marker ${spent ? 'spent' : 'unused'}.`}
            >
              <span class="fc-planner-row">
                <span class="fc-planner-name">{name}</span>
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
                <span class="fc-planner-package" data-board="packages">
                  <PackageMark spent={spent} />
                  <span class="sr-only">{spent ? 'PACKAGE spent' : 'PACKAGE unused'}</span>
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
