/**
 * How to play, in a minute (docs/coach.md, "How to play, in a minute"; src/app/play/HowTo.tsx): one card at a time with
 * Previous, Next and "Card N of M", the full rules one tap further; the rules page opens on the first card.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { HowTo } from '../../../src/app/play/HowTo';
import { RulesPage } from '../../../src/app/play/RulesPage';
import { game as hf } from '../../../src/games/horse-fair/index';

afterEach(cleanup);

const CARDS = hf.ui.howTo;

/** The cards, and the game's full rules once "The full rules" is pressed, as the rules page and the sheet use them. */
function Harness() {
  const [full, setFull] = useState(false);
  return full ? <hf.ui.Rules /> : <HowTo cards={CARDS} title="Horse Fair" level={2} onFullRules={() => setFull(true)} />;
}

/** The card's heading now shown. */
const shown = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('HowTo', () => {
  it('shows the first card first, and Next and Back move through the cards, counted', () => {
    render(<Harness />);
    expect(CARDS.length).toBeGreaterThan(2);
    expect(screen.getByText(`Card 1 of ${CARDS.length}`)).toBeTruthy();
    expect(shown()).toBe(CARDS[0]?.title);
    expect(screen.getByText(CARDS[0]?.text ?? '')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous card' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next card' }));
    expect(screen.getByText(`Card 2 of ${CARDS.length}`)).toBeTruthy();
    expect(shown()).toBe(CARDS[1]?.title);
    fireEvent.click(screen.getByRole('button', { name: 'Next card' }));
    expect(shown()).toBe(CARDS[2]?.title);
    fireEvent.click(screen.getByRole('button', { name: 'Previous card' }));
    expect(screen.getByText(`Card 2 of ${CARDS.length}`)).toBeTruthy();
    expect(shown()).toBe(CARDS[1]?.title);
  });

  it('"The full rules" shows the full rules, from any card', () => {
    render(<Harness />);
    expect(screen.queryByRole('heading', { name: 'Scoring' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'The full rules' }));
    expect(screen.getByRole('heading', { name: 'Scoring' })).toBeTruthy();
    expect(screen.queryByText(/^Card \d+ of/)).toBeNull();
  });

  it("on the last card Next becomes The full rules, the card's only one", () => {
    render(<Harness />);
    for (let i = 1; i < CARDS.length; i++) fireEvent.click(screen.getByRole('button', { name: 'Next card' }));
    expect(screen.getByText(`Card ${CARDS.length} of ${CARDS.length}`)).toBeTruthy();
    expect(shown()).toBe(CARDS[CARDS.length - 1]?.title);
    expect(screen.queryByRole('button', { name: /^Next/ })).toBeNull();
    const full = screen.getAllByRole('button', { name: 'The full rules' });
    expect(full).toHaveLength(1);
    fireEvent.click(full[0] as HTMLElement);
    expect(screen.getByRole('heading', { name: 'Scoring' })).toBeTruthy();
  });

  it('is reached by keyboard: real buttons, and Back to the first card hands the focus to Next', () => {
    render(<Harness />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Previous card', 'Next card', 'The full rules']);
    for (const b of buttons) {
      expect(b.tagName).toBe('BUTTON');
      expect(b.getAttribute('type')).toBe('button');
      expect(b.tabIndex).toBe(0);
    }
    const next = screen.getByRole('button', { name: /^Next/ });
    next.focus();
    fireEvent.click(next);
    const back = screen.getByRole('button', { name: /^Previous/ });
    back.focus();
    fireEvent.click(back);
    expect(shown()).toBe(CARDS[0]?.title);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Next/ }));
  });
});

describe('the rules page', () => {
  it('opens on the first card, with the full rules one tap further and the cards one tap back', async () => {
    render(<RulesPage gameId="horse-fair" />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Rules of Horse Fair');
    expect(screen.getByText(`Card 1 of ${CARDS.length}`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(CARDS[0]?.title);
    expect(screen.queryByRole('heading', { name: 'Scoring' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'The full rules' }));
    expect(screen.getByRole('heading', { name: 'Scoring' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rules of Horse Fair');
    fireEvent.click(screen.getByRole('button', { name: 'How to play, in a minute' }));
    expect(screen.getByText(`Card 1 of ${CARDS.length}`)).toBeTruthy();
  });

  it("another game's rules open on their own first card, not on the card the last game's were left at", async () => {
    const { rerender } = render(<RulesPage gameId="horse-fair" />);
    await screen.findByRole('heading', { level: 1, name: 'Rules of Horse Fair' });
    fireEvent.click(screen.getByRole('button', { name: /^Next/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Next/ }));
    expect(screen.getByText(`Card 3 of ${CARDS.length}`)).toBeTruthy();
    rerender(<RulesPage gameId="ribbon-fair" />);
    await screen.findByRole('heading', { level: 1, name: 'Rules of Ribbon Fair' });
    expect(screen.getByText(/^Card 1 of \d$/)).toBeTruthy();
  });
});
