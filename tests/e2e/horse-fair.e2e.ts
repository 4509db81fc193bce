/**
 * Horse Fair in a real browser against the production build (seeds/003 Horse Fair; RULINGS.md "All games", "Horse Fair"):
 * a Basic 3-player game over two hands (hand-end summary, next deal, results), a 4-player partnership game, a reload
 * mid-turn, the shared privacy check on every handover screen, axe and screenshots at 390 px and 360 px wide.
 *
 * Every turn is driven from the saved state (IndexedDB): the handover must name the seat whose turn it is and hold none
 * of the hands nor the draw pile order; the private view must show exactly that seat's hand, and none of the others';
 * the card played must be the one the saved state then records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { cardLabel, horseName, horseNumber, type Card } from '../../src/games/horse-fair/cards';
import { BASE_URL, enterPlayers, expectHandoverHoldsNoSecrets, expectNoAxeViolations, openBrowser, savedGames, shot } from './support/browser';

/** The saved Horse Fair state, as far as these tests read it (src/games/horse-fair/rules/types.ts HfState). */
interface HandScore {
  cards: number;
  figurines: number;
  faceValue: number;
  points: number;
}
interface Saved {
  players: string[];
  scoring: 'basic' | 'advanced';
  partnership: boolean;
  teamOf: number[];
  teams: number[][];
  handsTotal: number;
  handNumber: number;
  dealer: number;
  turn: number | null;
  phase: 'playing' | 'hand-over' | 'game-over';
  drawPile: Card[];
  hands: Card[][];
  faceUp: Card[][];
  piles: Card[][];
  figurines: number[];
  discard: Card[];
  lastMove: { seat: number; card: Card; effect: string; drew: boolean } | null;
  handEnd: string | null;
  history: { hand: number; dealer: number; reason: string; scores: HandScore[]; wins: number }[];
}

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await openBrowser({ width: 390, height: 844 }));
});
afterAll(async () => {
  await context?.close();
});

/** The open game's saved record (the one whose id is in the URL). */
async function record(): Promise<{ state: Saved; log: unknown[] }> {
  const games = await savedGames(page);
  const g = games.find((x) => x.gameId === 'horse-fair' && page.url().includes(`/play/${encodeURIComponent(x.id)}`));
  if (!g) throw new Error(`The open Horse Fair game (${page.url()}) is not saved.`);
  return { state: g.state as Saved, log: g.log };
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
function seatSecrets(st: Saved, seat: number): string[] {
  const hand = st.hands[seat] ?? [];
  const name = st.players[seat] ?? '';
  const out = [...handLabels(hand), `${name}'s hand`, `Your hand, ${name}`];
  if (hand.length > 0) out.push(JSON.stringify(hand));
  if (hand.length > 1) out.push(hand.map(cardLabel).join(', '), hand.map(speech).join(', '));
  return out;
}

/** The draw pile's order: as serialized state, and as the run of its card names. */
function pileSecrets(st: Saved): string[] {
  const out = ['"drawPile"', '"hands"'];
  if (st.drawPile.length > 0) out.push(JSON.stringify(st.drawPile), JSON.stringify(st.drawPile.map((c) => c.id)));
  if (st.drawPile.length > 1) out.push(st.drawPile.map(cardLabel).join(', '), st.drawPile.slice(0, 3).map(cardLabel).join(', '));
  return out;
}

/** Every hand and the draw pile order: what no handover screen (nor the table view) may hold. */
function allSecrets(st: Saved): string[] {
  return [...st.players.flatMap((_, seat) => seatSecrets(st, seat)), ...pileSecrets(st), 'Tap a card to play', 'hf-hand-cards'];
}

/** Throws when the page's DOM holds one of `secrets` (for screens that are not handovers: the table, the results). */
async function expectDomWithout(where: string, secrets: readonly string[]): Promise<void> {
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  const found = secrets.filter((s) => s.length > 0 && html.includes(s));
  expect(found, `secrets in the DOM of ${where}`).toEqual([]);
}

/** The face-up count of `horse`, a Second Look counting two. */
function horseCount(st: Saved, horse: number): number {
  return st.faceUp.flat().reduce((n, c) => n + (c.horse === horse ? (c.kind === 'second-look' ? 2 : c.kind === 'regular' ? 1 : 0) : 0), 0);
}

/** A card to play: the one bringing its horse closest to a win; a Thumbs Down! only when nothing else is left. */
function choose(st: Saved): Card {
  const hand = st.hands[st.turn ?? -1] ?? [];
  const score = (c: Card) => (c.kind === 'thumbs-down' ? -1 : (horseCount(st, c.horse) + (c.kind === 'second-look' ? 2 : 1)) / horseNumber(c.horse));
  const best = [...hand].sort((a, b) => score(b) - score(a))[0];
  if (!best) throw new Error('The seat to play holds no card.');
  return best;
}

/** Asserts the public table shows what the saved state says: tracks, face-up cards, draw pile count, whose turn. */
async function expectTableMatches(st: Saved): Promise<void> {
  const tracks = await page.locator('.hf-track').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(tracks).toEqual(
    [0, 1, 2, 3, 4].map((h) => `${horseName(h as Card['horse'])} ${horseNumber(h as Card['horse'])}: ${horseCount(st, h)} of ${horseNumber(h as Card['horse'])} face up`),
  );
  for (let seat = 0; seat < st.players.length; seat++) {
    const cards = st.faceUp[seat] ?? [];
    const list = page.getByRole('list', { name: `${st.players[seat]}'s face-up cards` });
    if (cards.length === 0) await expect(list.count()).resolves.toBe(0);
    else await expect(list.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).resolves.toEqual(cards.map(speech));
  }
  await expect(page.locator('.hf-status').innerText()).resolves.toContain(`Draw pile ${st.drawPile.length} card`);
  if (st.phase === 'playing' && st.turn !== null) await expect(page.locator('.hf > .banner').first().innerText()).resolves.toBe(`${st.players[st.turn]} plays next.`);
}

/** From the handover: "Show the table", check it against the state and for secrets, optionally look at it, go back. */
async function visitTable(st: Saved, look?: string): Promise<void> {
  await page.getByRole('button', { name: 'Show the table' }).click();
  await page.locator('.hf-board').waitFor();
  await expectTableMatches(st);
  await expectDomWithout('the table view', allSecrets(st));
  if (look) {
    await shot(page, look);
    await expectNoAxeViolations(page, look);
  }
  await page.getByRole('button', { name: 'Back to passing the phone' }).click();
  await expectHandoverHoldsNoSecrets(page, allSecrets(st));
}

/** The rows of a score table: [name, cards, figurines, face value, points]. */
async function scoreRows(table: ReturnType<Page['locator']>): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('th, td')).map((c) => (c.textContent ?? '').trim())));
}

function teamName(st: Saved, team: number): string {
  const names = (st.teams[team] ?? []).map((s) => st.players[s]).join(' & ');
  return st.partnership ? `Team ${String.fromCharCode(65 + team)} (${names})` : names;
}

function expectedRows(st: Saved, scores: readonly HandScore[], winners: readonly number[] = []): string[][] {
  return scores.map((s, team) => [`${teamName(st, team)}${winners.includes(team) ? ' ★ winner' : ''}`, String(s.cards), String(s.figurines), String(s.faceValue), String(s.points)]);
}

/** Basic scoring (seeds/003 "Basic Game Scoring"): 1 per collected card, 2 per figurine; checked on the last hand from its piles. */
function expectLastHandScored(st: Saved): void {
  const last = st.history[st.history.length - 1];
  if (!last) throw new Error('No finished hand.');
  st.teams.forEach((_, team) => {
    const pile = st.piles[team] ?? [];
    const figs = st.figurines[team] ?? 0;
    expect(last.scores[team]).toEqual({ cards: pile.length, figurines: figs, faceValue: pile.reduce((n, c) => n + horseNumber(c.horse), 0), points: pile.length + 2 * figs });
  });
  // Hands and face-up cards are gone; every one of the 65 cards is in a pile, the discard or the draw pile.
  expect(st.hands.flat()).toEqual([]);
  expect(st.faceUp.flat()).toEqual([]);
  const ids = [...st.piles.flat(), ...st.discard, ...st.drawPile].map((c) => c.id).sort((a, b) => a - b);
  expect(ids).toEqual(Array.from({ length: 65 }, (_, i) => i));
  if (last.reason === 'four-figurines') expect(Math.max(...st.figurines)).toBeGreaterThanOrEqual(4);
  else expect(Math.max(...st.figurines)).toBeLessThan(4);
  if (last.reason === 'last-win') expect(st.drawPile).toEqual([]);
}

/** Totals over hands and the leaders after the Basic tie-breaks (points, figurines, face value). */
function standings(st: Saved): { totals: HandScore[]; leaders: number[] } {
  const totals = st.teams.map((_, team) =>
    st.history.reduce(
      (a, h) => {
        const s = h.scores[team];
        return s ? { cards: a.cards + s.cards, figurines: a.figurines + s.figurines, faceValue: a.faceValue + s.faceValue, points: a.points + s.points } : a;
      },
      { cards: 0, figurines: 0, faceValue: 0, points: 0 },
    ),
  );
  const key = (s: HandScore) => [s.points, s.figurines, s.faceValue];
  const better = (a: HandScore, b: HandScore) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
    return 0;
  };
  const best = totals.reduce((t, s) => (better(s, t) > 0 ? s : t));
  return { totals, leaders: totals.flatMap((s, team) => (better(s, best) === 0 ? [team] : [])) };
}

interface TurnHooks {
  /** Called on the private view before the card is chosen (screenshots, axe, reach). */
  onPrivate?: (st: Saved) => Promise<void>;
  /** Reload after the reveal, before playing. */
  reload?: boolean;
}

/**
 * One turn through the UI: the handover names the seat to play and holds no secret; "I'm NAME" shows exactly that
 * seat's hand and nobody else's; a card is tapped, played and confirmed; the saved state then records that very card.
 * Returns the state after the move.
 */
async function playTurn(hooks: TurnHooks = {}): Promise<Saved> {
  const before = await record();
  let st = before.state;
  expect(st.phase).toBe('playing');
  const seat = st.turn;
  if (seat === null) throw new Error('Nobody is to play.');
  const name = st.players[seat] ?? '';
  await expectHandoverHoldsNoSecrets(page, allSecrets(st));
  await expect(page.locator('#handover-title').innerText()).resolves.toBe(`Pass the phone to ${name}`);
  await page.getByRole('button', { name: `I'm ${name}`, exact: true }).click();
  await page.locator('.private').waitFor();

  const labels = await page.locator('.private .hf-hand-cards button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(labels).toEqual(handLabels(st.hands[seat] ?? []));
  const mine = new Set([...seatSecrets(st, seat), 'Tap a card to play', 'hf-hand-cards']);
  const others = allSecrets(st).filter((s) => !mine.has(s) && !labels.includes(s));
  await expectDomWithout(`${name}'s private view`, others);
  await hooks.onPrivate?.(st);

  if (hooks.reload) {
    await page.reload();
    await expectHandoverHoldsNoSecrets(page, allSecrets(st));
    await expect(page.locator('#handover-title').innerText()).resolves.toBe(`Pass the phone to ${name}`);
    const after = await record();
    expect(after.state).toEqual(before.state);
    expect(after.log).toHaveLength(before.log.length);
    await shot(page, 'hf-handover-after-reload');
    await page.getByRole('button', { name: `I'm ${name}`, exact: true }).click();
    await page.locator('.private').waitFor();
  }

  const card = choose(st);
  const label = handLabels(st.hands[seat] ?? [])[(st.hands[seat] ?? []).findIndex((c) => c.id === card.id)] ?? '';
  const button = page.getByRole('button', { name: label, exact: true });
  await button.click();
  await expect(button.getAttribute('aria-pressed')).resolves.toBe('true');
  await page.getByRole('button', { name: `Play ${cardLabel(card)}`, exact: true }).click();
  await page.getByRole('button', { name: 'Play it', exact: true }).click();
  await page.locator('.handover, #results-title, .hf-hand-end').first().waitFor();
  await expect(page.locator('.private').count()).resolves.toBe(0);

  const after = await record();
  st = after.state;
  expect(after.log).toHaveLength(before.log.length + 1);
  expect(st.lastMove?.seat).toBe(seat);
  expect(st.lastMove?.card).toEqual(card);
  expect((st.hands[seat] ?? []).some((c) => c.id === card.id)).toBe(false);
  return st;
}

/** Plays turns until the hand ends; returns the state then. `hooks(i)` gives the hooks of the i-th turn. */
async function playHand(hooks: (i: number) => TurnHooks = () => ({})): Promise<Saved> {
  for (let i = 0; i < 200; i++) {
    const st = await playTurn(hooks(i));
    if (st.phase !== 'playing') return st;
  }
  throw new Error('The hand did not end within 200 turns.');
}

/** The hand and its Play button are on screen without scrolling, one-handed: both within the viewport. */
async function expectHandReachable(where: string): Promise<void> {
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
async function expectCardNamesFit(where: string): Promise<void> {
  const over = await page.locator('.hf-card .hf-card-name').evaluateAll((els) =>
    els.flatMap((el) => {
      const card = el.closest('.hf-card')?.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      const name = range.getBoundingClientRect();
      return card && (name.left < card.left + 2 || name.right > card.right - 2) ? [`${el.textContent ?? ''} (${Math.round(name.width)} px in ${Math.round(card.width)} px)`] : [];
    }),
  );
  expect(over, `${where}: card names wider than their card`).toEqual([]);
}

/** Checks the results screen against the saved state: title, winners and the score table. */
async function expectResults(st: Saved): Promise<void> {
  await page.locator('#results-title').waitFor();
  expect(st.phase).toBe('game-over');
  const { totals, leaders } = standings(st);
  const sides = leaders.map((team) => (st.teams[team] ?? []).map((s) => st.players[s]).join(' & '));
  // A partnership wins as one side ("Ana & Cy win!"); players alone are named ("Ana wins!").
  const title = st.partnership
    ? sides.length === 1
      ? `${sides[0]} win!`
      : `${sides.join(' and ')} share the win!`
    : sides.length === 1
      ? `${sides[0]} wins!`
      : `${sides.join(' and ')} share the win!`;
  await expect(page.locator('#results-title').innerText()).resolves.toBe(title);
  await expect(scoreRows(page.locator('.hf-results table.hf-scores').first())).resolves.toEqual(expectedRows(st, totals, leaders));
  // Why each hand ended is said on the results.
  const text = await page.locator('.hf-results').innerText();
  for (const h of st.history) expect(text).toContain(END_WORDS[h.reason] ?? `unknown reason ${h.reason}`);
  await expectDomWithout('the results', pileSecrets(st));
}

/** The start of the sentence saying why a hand ended (views/words.ts endWords). */
const END_WORDS: Record<string, string> = {
  'four-figurines': 'collected four figurines and won the hand at once.',
  'last-win': 'The draw pile had run out, so this win ended the hand.',
  'out-of-cards': 'Every hand ran out of cards with no further win',
};

describe('Horse Fair in the browser', () => {
  it('plays a Basic 3-player game of two hands through the UI: every handover private, a reload mid-turn, the hand-end summary, the results', async () => {
    await page.goto(BASE_URL);
    await page.getByRole('button', { name: 'New game of Horse Fair' }).click();
    await enterPlayers(page, ['Ana', 'Bo', 'Cy']);
    await page.getByLabel('First dealer').selectOption({ label: 'Ana' });
    await page.getByLabel('Basic: 1 per card, 2 per figurine').check();
    await page.getByLabel('Hands').selectOption('2');
    await expect(page.getByLabel('Partnership game (partners sit across; 5 cards each)').count()).resolves.toBe(0);
    await shot(page, 'hf-setup-390');
    await expectNoAxeViolations(page, 'Horse Fair setup');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('.handover').waitFor();

    let st = (await record()).state;
    expect(st).toMatchObject({ players: ['Ana', 'Bo', 'Cy'], scoring: 'basic', partnership: false, handsTotal: 2, handNumber: 1, dealer: 0, turn: 1, phase: 'playing' });
    expect(st.hands.map((h) => h.length)).toEqual([6, 6, 6]);
    expect(st.drawPile).toHaveLength(65 - 18);
    await expectHandoverHoldsNoSecrets(page, allSecrets(st));
    await shot(page, 'hf-handover-390');
    await expectNoAxeViolations(page, 'Horse Fair handover');
    await visitTable(st, 'hf-table-390');

    st = await playHand((i) => ({
      reload: i === 3,
      onPrivate:
        i === 0
          ? async () => {
              await expectHandReachable('private view at 390 px');
              await expectCardNamesFit('private view at 390 px');
              await page.screenshot({ path: 'test-output/screens/hf-private-390-viewport.png' });
              await shot(page, 'hf-private-390');
              await expectNoAxeViolations(page, 'Horse Fair private hand view');
              // A tapped card, then the confirm question, also pass axe.
              await page.locator('.private .hf-hand-cards button').first().click();
              await page.locator('.private .hf-play-bar button').first().click();
              await shot(page, 'hf-private-confirm-390');
              await expectNoAxeViolations(page, 'Horse Fair play confirm');
              await page.getByRole('button', { name: 'Cancel', exact: true }).click();
              await page.locator('.private .hf-hand-cards button').first().click();
              await expect(page.locator('.private .hf-hand-cards button[aria-pressed="true"]').count()).resolves.toBe(0);
            }
          : undefined,
    }));
    const ended = st;
    // Between hands nobody holds a secret: the table shows the summary and waits for "Deal the next hand".
    expect(ended.phase).toBe('hand-over');
    expectLastHandScored(ended);
    const summary = page.locator('.hf-hand-end');
    await summary.waitFor();
    await expect(summary.locator('h2').innerText()).resolves.toBe('Hand 1 is over');
    await expect(scoreRows(summary.locator('table.hf-scores').first())).resolves.toEqual(expectedRows(ended, ended.history[0]?.scores ?? []));
    await expect(page.locator('.handover').count()).resolves.toBe(0);
    await shot(page, 'hf-hand-end-390');
    await expectNoAxeViolations(page, 'Horse Fair hand-end summary');
    await page.setViewportSize({ width: 360, height: 740 });
    await shot(page, 'hf-hand-end-360');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Deal the next hand' }).click();
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    await page.locator('.handover').waitFor();
    st = (await record()).state;
    expect(st).toMatchObject({ handNumber: 2, dealer: 1, turn: 2, phase: 'playing' });
    expect(st.history).toEqual(ended.history);
    expect(st.hands.map((h) => h.length)).toEqual([6, 6, 6]);

    st = await playHand();
    expectLastHandScored(st);
    expect(st.history).toHaveLength(2);
    await expectResults(st);
    await shot(page, 'hf-results-390');
    await expectNoAxeViolations(page, 'Horse Fair results');
  });

  it('plays a 4-player partnership game through the UI at 360 px: partners pool piles and figurines', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(BASE_URL);
    await page.getByRole('button', { name: 'New game of Horse Fair' }).click();
    await enterPlayers(page, ['Ana', 'Bo', 'Cy', 'Di']);
    await page.getByLabel('Partnership game (partners sit across; 5 cards each)').check();
    await shot(page, 'hf-setup-360');
    await expectNoAxeViolations(page, 'Horse Fair setup (partnership)');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('.handover').waitFor();

    let st = (await record()).state;
    expect(st).toMatchObject({ partnership: true, teamOf: [0, 1, 0, 1], teams: [[0, 2], [1, 3]], handsTotal: 1 });
    expect(st.turn).toBe((st.dealer + 1) % 4);
    expect(st.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(st.drawPile).toHaveLength(65 - 20);
    await shot(page, 'hf-handover-360');
    await expectNoAxeViolations(page, 'Horse Fair handover (partnership)');
    await visitTable(st, 'hf-table-360');

    let figsSeen = false;
    st = await playHand((i) => ({
      onPrivate: async (s) => {
        if (i === 0) {
          await expectHandReachable('private view at 360 px');
          await expectCardNamesFit('private view at 360 px');
          await page.screenshot({ path: 'test-output/screens/hf-private-360-viewport.png' });
          await shot(page, 'hf-private-360');
          await expectNoAxeViolations(page, 'Horse Fair private hand view (partnership)');
          await expect(page.locator('.private .hf-team-tag').allInnerTexts()).resolves.toEqual(['Team A', 'Team B', 'Team A', 'Team B']);
        }
        if (i === 8 || i === 20) {
          await shot(page, `hf-private-360-turn-${i}`);
          await expectCardNamesFit(`private view at 360 px, turn ${i + 1}`);
        }
        // Once a horse has won, the standings show pooled figurines per partnership.
        if (!figsSeen && s.figurines.some((f) => f > 0)) {
          figsSeen = true;
          const standing = await page.locator('.private .hf-standings li').allInnerTexts();
          expect(standing).toHaveLength(2);
          s.teams.forEach((_, team) => {
            expect(standing[team]).toContain(teamName(s, team));
            expect(standing[team]).toContain(`${s.figurines[team]} figurine`);
            expect(standing[team]).toContain(`pile ${s.piles[team]?.length ?? 0}`);
          });
        }
      },
    }));
    expect(st.phase).toBe('game-over');
    expectLastHandScored(st);
    // Pooled: a partnership's figurines are the wins its two seats played, its pile both seats' collected cards.
    expect(st.figurines.reduce((a, b) => a + b, 0)).toBe(st.history[0]?.wins);
    await expectResults(st);
    await shot(page, 'hf-results-360');
    await expectNoAxeViolations(page, 'Horse Fair results (partnership)');
    const summary = await page.locator('.results > p').first().innerText();
    const { leaders, totals } = standings(st);
    if (leaders.length === 1) expect(summary).toBe(`${(st.teams[leaders[0] ?? 0] ?? []).map((s) => st.players[s]).join(' & ')} win with ${totals[leaders[0] ?? 0]?.points} points.`);
  });
});
