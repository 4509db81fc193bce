/**
 * How to play, in a minute (docs/coach.md, "How to play, in a minute"): a game's {@link HowToCard}s one at a time,
 * before its full rules, which stay one tap further.
 */
import { useRef, useState } from 'preact/hooks';
import type { HowToCard } from '../../games/contract';
import '../shell/how-to.css';

/** Props of {@link HowTo}. */
export interface HowToProps {
  /** The game's cards ({@link GameUI.howTo}), shown in this order. */
  cards: readonly HowToCard[];
  /** The game's title, naming the cards for a screen reader ("How to play Horse Fair, in a minute"). */
  title: string;
  /** The heading level of a card's title: 2 on the rules page (under its h1), 3 in the table's sheet (under its h2). */
  level: 2 | 3;
  /** Shows the full rules (the game's Rules panel), one tap further. */
  onFullRules(): void;
}

/**
 * One card at a time: "Card 2 of 6", the card's title as a heading, its picture and its rule, with Previous and Next
 * (real buttons, at least 48 px tall, named "Previous card" and "Next card" for a screen reader; a word apart from a
 * screen's own Back) and *The full rules* on every card; on the last card Next becomes *The full
 * rules*. A new card is read out by a screen reader (a polite live region), and the focus never falls to the page:
 * Previous going to the first card hands it to Next.
 */
export function HowTo({ cards, title, level, onFullRules }: HowToProps) {
  const [at, setAt] = useState(0);
  const next = useRef<HTMLButtonElement>(null);
  const i = Math.max(0, Math.min(at, cards.length - 1));
  const card = cards[i];
  const last = i >= cards.length - 1;
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <section class="how-to" aria-label={`How to play ${title}, in a minute`}>
      {card && (
        <div class="how-to-card" aria-live="polite">
          <p class="how-to-count">
            Card {i + 1} of {cards.length}
          </p>
          <Title class="how-to-title">{card.title}</Title>
          <div class="how-to-art" aria-hidden="true">
            <card.Art />
          </div>
          <p class="how-to-text">{card.text}</p>
        </div>
      )}
      <div class="how-to-nav">
        <button
          type="button"
          class="btn"
          disabled={i === 0}
          onClick={() => {
            setAt(i - 1);
            if (i === 1) next.current?.focus();
          }}
        >
          Previous<span class="sr-only"> card</span>
        </button>
        <button ref={next} type="button" class="btn btn-primary" onClick={() => (last ? onFullRules() : setAt(i + 1))}>
          {last ? (
            'The full rules'
          ) : (
            <>
              Next<span class="sr-only"> card</span>
            </>
          )}
        </button>
      </div>
      {!last && (
        <button type="button" class="btn btn-block how-to-full" onClick={onFullRules}>
          The full rules
        </button>
      )}
    </section>
  );
}
