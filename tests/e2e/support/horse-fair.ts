/**
 * Horse Fair browser-test helpers: play a game's turns through the UI from the handover screen, and check
 * the public table and the private view against the saved state (IndexedDB) on the way.
 *
 * Every turn is driven from the saved state: the handover must name the seat whose turn it is and hold none
 * of the hands nor the draw pile order; the private view must show exactly that seat's hand, and none of the others';
 * the card played must be the one the saved state then records.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { cardLabel, horseName, horseNumber, type Card } from '../../../src/games/horse-fair/cards';
import type { HfState } from '../../../src/games/horse-fair/types';
import { expectHandoverHoldsNoSecrets, expectNoAxeViolations, openPrivate, savedRecord, shot } from './browser';

/** The open game's saved record (the one whose id is in the URL). */
export async function record(page: Page): Promise<{ state: HfState; log: unknown[] }> {
  const g = [await savedRecord(page)].find((x) => x.gameId === 'horse-fair');
  if (!g) throw new Error(`The open Horse Fair game (${page.url()}) is not saved.`);
  return { state: g.state as HfState, log: g.log };
}

/** What a hand card says to a screen reader (views/HorseCard.tsx cardSpeech); checked against the DOM on every reveal. */
function speech(card: Card): string {
  if (card.kind === 'second-look') return `${cardLabel(card)}: counts two`;
  if (card.kind === 'thumbs-down') return `${cardLabel(card)}: discards every face-up ${horseName(card.horse)}`;
  return cardLabel(card);
}

/** The aria-labels the private view gives a hand's cards: "Card 2 of 6: Snowflake 6". */
function handLabels(hand: readonly Card[]): string[] {
  return hand.map((c, i) => `Card ${i + 1} of ${hand.length}: ${speech(c)}`);
}

/** One seat's secrets, as the private view would render them or as a leaked state would hold them. */
function seatSecrets(st: HfState, seat: number): string[] {
  const hand = st.hands[seat] ?? [];
  const name = st.players[seat] ?? '';
  const out = [...handLabels(hand), `${name}'s hand`, `Your hand, ${name}`];
  if (hand.length > 0) out.push(JSON.stringify(hand));
  if (hand.length > 1) out.push(hand.map(cardLabel).join(', '), hand.map(speech).join(', '));
  return out;
}

/** The draw pile's order: as serialized state, and as the run of its card names. */
export function pileSecrets(st: HfState): string[] {
  const out = ['"drawPile"', '"hands"'];
  if (st.drawPile.length > 0) out.push(JSON.stringify(st.drawPile), JSON.stringify(st.drawPile.map((c) => c.id)));
  if (st.drawPile.length > 1) out.push(st.drawPile.map(cardLabel).join(', '), st.drawPile.slice(0, 3).map(cardLabel).join(', '));
  return out;
}

/** Every hand and the draw pile order: what no handover screen (nor the table view) may hold. */
export function allSecrets(st: HfState): string[] {
  return [...st.players.flatMap((_, seat) => seatSecrets(st, seat)), ...pileSecrets(st), 'Pick a card first', 'hf-hand-cards'];
}

/** Throws when the page's DOM holds one of `secrets` (for screens that are not handovers: the table, the results). */
export async function expectDomWithout(page: Page, where: string, secrets: readonly string[]): Promise<void> {
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  const found = secrets.filter((s) => s.length > 0 && html.includes(s));
  expect(found, `secrets in the DOM of ${where}`).toEqual([]);
}

/** The face-up count of `horse`, a Second Look counting two. */
function horseCount(st: HfState, horse: number): number {
  return st.faceUp.flat().reduce((n, c) => n + (c.horse === horse ? (c.kind === 'second-look' ? 2 : c.kind === 'regular' ? 1 : 0) : 0), 0);
}

/** A card to play: the one bringing its horse closest to a win; a Thumbs Down! only when nothing else is left. */
function choose(st: HfState): Card {
  const hand = st.hands[st.turn ?? -1] ?? [];
  const score = (c: Card) => (c.kind === 'thumbs-down' ? -1 : (horseCount(st, c.horse) + (c.kind === 'second-look' ? 2 : 1)) / horseNumber(c.horse));
  const best = [...hand].sort((a, b) => score(b) - score(a))[0];
  if (!best) throw new Error('The seat to play holds no card.');
  return best;
}

/** Asserts the public table shows what the saved state says: tracks, face-up cards, draw pile count, whose turn. */
async function expectTableMatches(page: Page, st: HfState): Promise<void> {
  const tracks = await page.locator('.hf-track').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  // The horse whose winning card was the last play keeps its lane as at the win (run to its post) until the next card.
  const won = st.lastMove?.effect === 'won' ? (st.lastWin?.horse ?? null) : null;
  expect(tracks).toEqual(
    [0, 1, 2, 3, 4].map((h) => {
      const horse = `${horseName(h as Card['horse'])} ${horseNumber(h as Card['horse'])}`;
      return h === won ? `${horse}: won, its cards collected` : `${horse}: ${horseCount(st, h)} of ${horseNumber(h as Card['horse'])} face up`;
    }),
  );
  for (let seat = 0; seat < st.players.length; seat++) {
    const cards = st.faceUp[seat] ?? [];
    const list = page.getByRole('list', { name: `${st.players[seat]}'s face-up cards` });
    if (cards.length === 0) await expect(list.count()).resolves.toBe(0);
    else await expect(list.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).resolves.toEqual(cards.map(speech));
  }
  // Read as said (its words run together): on a narrow board "Draw pile" and "cards" are for screen readers only.
  await expect(
    page
      .locator('.hf-table .hf-status')
      .innerText()
      .then((t) => t.replace(/\s+/g, ' ')),
  ).resolves.toContain(`Draw pile ${st.drawPile.length} card`);
  if (st.phase === 'playing' && st.turn !== null)
    await expect(page.locator('.hf-table [data-board="turn"]').innerText()).resolves.toBe(`${st.players[st.turn]} plays next.`);
}

/** The table under the handover panel: check it against the state and for secrets, optionally look at it. */
export async function visitTable(page: Page, st: HfState, look?: string): Promise<void> {
  await page.locator('.hf-table').waitFor();
  await expectTableMatches(page, st);
  await expectDomWithout(page, 'the table view', allSecrets(st));
  if (look) {
    await shot(page, look);
    await expectNoAxeViolations(page, look);
  }
  await expectHandoverHoldsNoSecrets(page, allSecrets(st));
}

export interface TurnHooks {
  /** Called on the private view before the card is chosen (screenshots, axe, reach). */
  onPrivate?: (st: HfState) => Promise<void>;
  /** Reload after the reveal, before playing. */
  reload?: boolean;
}

/**
 * One turn through the UI: the handover names the seat to play and holds no secret; "I'm NAME" shows exactly that
 * seat's hand and nobody else's; a card is tapped, played and confirmed; the saved state then records that very card.
 * Returns the state after the move.
 */
async function playTurn(page: Page, hooks: TurnHooks = {}): Promise<HfState> {
  const before = await record(page);
  let st = before.state;
  expect(st.phase).toBe('playing');
  const seat = st.turn;
  if (seat === null) throw new Error('Nobody is to play.');
  const name = st.players[seat] ?? '';
  await expectHandoverHoldsNoSecrets(page, allSecrets(st));
  await expect(page.locator('#handover-title').innerText()).resolves.toBe(`Pass the phone to ${name}`);
  await openPrivate(page, name);

  const labels = await page.locator('.private .hf-hand-cards button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(labels).toEqual(handLabels(st.hands[seat] ?? []));
  const mine = new Set([...seatSecrets(st, seat), 'Pick a card first', 'hf-hand-cards']);
  const others = allSecrets(st).filter((s) => !mine.has(s) && !labels.includes(s));
  await expectDomWithout(page, `${name}'s private view`, others);
  await hooks.onPrivate?.(st);

  if (hooks.reload) {
    await page.reload();
    await expectHandoverHoldsNoSecrets(page, allSecrets(st));
    await expect(page.locator('#handover-title').innerText()).resolves.toBe(`Pass the phone to ${name}`);
    const after = await record(page);
    expect(after.state).toEqual(before.state);
    expect(after.log).toHaveLength(before.log.length);
    await shot(page, 'hf-handover-after-reload');
    await openPrivate(page, name);
  }

  const card = choose(st);
  const label = handLabels(st.hands[seat] ?? [])[(st.hands[seat] ?? []).findIndex((c) => c.id === card.id)] ?? '';
  const button = page.getByRole('button', { name: label, exact: true });
  await button.click();
  await expect(button.getAttribute('aria-pressed')).resolves.toBe('true');
  await page.getByRole('button', { name: `Play ${cardLabel(card)}`, exact: true }).click();
  await page.locator('.handover, #results-title, .hf-hand-end').first().waitFor();
  await expect(page.locator('.private').count()).resolves.toBe(0);

  const after = await record(page);
  st = after.state;
  expect(after.log).toHaveLength(before.log.length + 1);
  expect(st.lastMove?.seat).toBe(seat);
  expect(st.lastMove?.card).toEqual(card);
  expect((st.hands[seat] ?? []).some((c) => c.id === card.id)).toBe(false);
  return st;
}

/** Plays turns until the hand ends; returns the state then. `hooks(i)` gives the hooks of the i-th turn. */
export async function playHand(page: Page, hooks: (i: number) => TurnHooks = () => ({})): Promise<HfState> {
  for (let i = 0; i < 200; i++) {
    const st = await playTurn(page, hooks(i));
    if (st.phase !== 'playing') return st;
  }
  throw new Error('The hand did not end within 200 turns.');
}

/** The hand and its Play button are on screen without scrolling, one-handed: both within the viewport. */
export async function expectHandReachable(page: Page, where: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = page.viewportSize()?.height ?? 0;
  const first = await page.locator('.private .hf-hand-cards button').first().boundingBox();
  const playBar = await page.locator('.private .hf-play-bar button').first().boundingBox();
  expect(first, `${where}: a hand card`).not.toBeNull();
  expect(playBar, `${where}: the Play button`).not.toBeNull();
  expect((first?.y ?? 0) + (first?.height ?? 0), `${where}: the first card ends above the fold`).toBeLessThanOrEqual(height);
  expect((playBar?.y ?? 0) + (playBar?.height ?? 0), `${where}: the Play button ends above the fold`).toBeLessThanOrEqual(height);
}

/** Every card name on the page sits inside its card (no "Firecracker" running over the edge). */
export async function expectCardNamesFit(page: Page, where: string): Promise<void> {
  const over = await page.locator('.hf-card .hf-card-name').evaluateAll((els) =>
    els.flatMap((el) => {
      const card = el.closest('.hf-card')?.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      const name = range.getBoundingClientRect();
      return card && (name.left < card.left + 2 || name.right > card.right - 2)
        ? [`${el.textContent ?? ''} (${Math.round(name.width)} px in ${Math.round(card.width)} px)`]
        : [];
    }),
  );
  expect(over, `${where}: card names wider than their card`).toEqual([]);
}
