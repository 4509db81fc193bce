/**
 * The guided first game of every game (src/games/contract.ts `GameUI.guide`, docs/coach.md "The guided first game"),
 * walked through seeded random games: every step of a game on the board has a step that points at a piece its board
 * draws for that view, every seat the table waits on has a step in its private view, each in one or two short
 * sentences, and the kinds of step are few (a kind shows the first time it comes, so its key names the kind, not the
 * moment).
 */
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { GUIDE_MAX_CHARS, type AnyGameModule, type GuideStep } from '../../src/games/contract';
import { EVERY_GAME, optionsToWalk, randomStates } from './every-game';

/** A step's text is one or two sentences, each ending with a full stop (or ! or ?), and short. */
function expectWords(step: GuideStep, where: string): void {
  expect(step.text.length, `${where}: "${step.text}"`).toBeLessThanOrEqual(GUIDE_MAX_CHARS);
  expect(step.text, where).toMatch(/^[A-Z0-9"“‘'(].*[.!?]["”’)]?$/s);
  const sentences = step.text.split(/(?<=[.!?]["”’)]?)\s+(?=[A-Z0-9"“‘'(])/);
  expect(sentences.length, `${where}: "${step.text}"`).toBeLessThanOrEqual(2);
  expect(step.key.length, where).toBeGreaterThan(0);
}

/** Whether the game's board, drawn for `view`, has a `data-board` piece named `point`. */
function boardHas(game: AnyGameModule, view: unknown, players: readonly string[], point: string): boolean {
  const { Table } = game.ui;
  const { container, unmount } = render(<Table view={view} players={players} now={0} act={() => Promise.resolve()} />);
  const found = container.querySelector(`[data-board="${point}"]`) !== null;
  unmount();
  return found;
}

interface Walked {
  tableKeys: Set<string>;
  seatKeys: Set<string>;
  sections: Map<string, Set<string>>;
}

/** Walks one seeded random game, checking each state's steps; returns the kinds of step and sections met. */
function walk(game: AnyGameModule, players: number, options: unknown, seed: string, out: Walked): void {
  const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
  let lastKey = '';
  let i = -1;
  for (const state of randomStates(game, players, options, seed, 4000)) {
    i++;
    if (game.def.outcome(state) !== null) break;
    const view = game.def.view(state, 'table');
    const where = `${seed}, move ${i}`;
    const step = game.ui.guide.table(view, names);
    const section = game.ui.ruleFor(view);
    expect(step, `${where}: no board step at "${section}"`).not.toBeNull();
    if (step) {
      expectWords(step, where);
      expect(step.point, `${where}: "${step.key}" points at nothing`).toBeTruthy();
      // Drawing the board for every state is slow: each new kind of step, and now and then.
      if (step.key !== lastKey || i % 60 === 0)
        expect(boardHas(game, view, names, step.point ?? ''), `${where}: "${step.key}" points at [data-board="${step.point}"], not on the board`).toBe(true);
      lastKey = step.key;
      out.tableKeys.add(step.key);
      out.sections.set(section, (out.sections.get(section) ?? new Set()).add(step.key));
    }
    for (const seat of game.def.waitingOn(state)) {
      const own = game.ui.guide.seat(game.def.view(state, seat), seat, names);
      expect(own, `${where}: seat ${seat} is waited on at "${section}" and its view says nothing`).not.toBeNull();
      if (own) {
        expectWords(own, `${where}, seat ${seat}`);
        expect(own.point, `${where}: a private view's step points at no board`).toBeUndefined();
        out.seatKeys.add(own.key);
      }
    }
  }
}

describe.each(EVERY_GAME)('%s: the guided first game', (_title, game, sizes) => {
  it('every step on the board points at a piece the board draws, every seat waited on is told its choice', async () => {
    const out: Walked = { tableKeys: new Set(), seatKeys: new Set(), sections: new Map() };
    for (const n of sizes)
      for (const [k, options] of optionsToWalk(game, n).entries())
        for (let s = 0; s < 3; s++) {
          walk(game, n, options, `guide-${n}-${k}-${s}`, out);
          // The DOM's finds of the boards drawn are let go only once the test yields (happy-dom holds them till then).
          await new Promise((done) => setTimeout(done, 0));
        }
    // Every section of the rules a game passed through had its step on the board.
    for (const [section, keys] of out.sections) expect(keys.size, section).toBeGreaterThan(0);
    // The kinds are few: a key names the kind of step, not the move (or a kind would show again and again).
    expect(out.tableKeys.size, [...out.tableKeys].join(', ')).toBeLessThanOrEqual(16);
    expect(out.seatKeys.size, [...out.seatKeys].join(', ')).toBeLessThanOrEqual(16);
    expect(out.seatKeys.size).toBeGreaterThan(0);
    // Ribbon Fair draws 8-stall boards in three styles: 74 s beside two busy processes, over 120 s with a build too.
  }, 300_000);

  it('a seat not waited on has nothing to decide, and its view says nothing', () => {
    for (const n of sizes.slice(0, 1)) {
      const names = Array.from({ length: n }, (_, i) => `P${i + 1}`);
      const state = game.def.setup(names, game.def.defaultOptions(n), `guide-idle-${n}`, 0);
      const waited = new Set(game.def.waitingOn(state));
      for (let seat = 0; seat < n; seat++)
        if (!waited.has(seat)) expect(game.ui.guide.seat(game.def.view(state, seat), seat, names), `seat ${seat}`).toBeNull();
    }
  });
});
