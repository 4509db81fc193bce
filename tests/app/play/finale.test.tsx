/**
 * The move that ends a game has its moment on the board before the results (docs/house-rules.md, "Each public step
 * gets its beat"; a tester saw Horse Fair's last winning card go straight to the results): seeded games of the four,
 * played to their end through the session on a fake clock. At the end the board shows the last move's reveal (its
 * title the game's own moment), the results are not yet shown and the bots are held for the beat; a tap on its OK,
 * or its beat running out, brings the results.
 */
import { act, fireEvent, render } from '@testing-library/preact';
import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import { Playing, REVEAL_AFTER_BEAT_MS } from '../../../src/app/play/Playing';
import { BOARD_BEAT_MS, type AnyGameModule } from '../../../src/games/contract';
import { makeRandom } from '../../../src/engine/rng';
import { createSession, type Session } from '../../../src/session/session';
import { GAMES, newRecord, onAFakeClock } from './fake-clock-games';

let ids = 0;
onAFakeClock();

/** Plays `session` by random legal moves (the clock run on where none is open) up to its last move, which it returns. */
async function toTheLastMove(mod: AnyGameModule, session: Session, seed: string): Promise<{ actor: number | 'table'; action: unknown } | null> {
  const random = makeRandom(seed);
  for (let step = 0; step < 20_000; step++) {
    const state = session.game.value.state;
    const move = mod.def.randomAction(state, random, Date.now());
    if (move === null) {
      const deadline = mod.def.nextDeadline(state);
      if (deadline === null) return null;
      // The session's own clock applies the timeout once its time comes.
      await act(() => void vi.advanceTimersByTime(Math.max(0, deadline - Date.now()) + 500));
      continue;
    }
    // The move that would end the game is left for the test to make on the board.
    if (mod.def.outcome(mod.def.apply(state, move.actor, move.action, Date.now())) !== null) return move;
    await session.act(move.actor, move.action);
    if (mod.def.outcome(session.game.value.state) !== null) return null;
  }
  return null;
}

describe('the last move of a game has its moment on the board before the results', () => {
  it.each(GAMES)(
    '%s: its last moment on the board, then the results after its OK or its beat',
    async (_, mod, count, over) => {
      for (const [seed, end] of [
        ['a', 'tap'],
        ['b', 'beat'],
      ] as const) {
        const record = newRecord(mod, count, seed, `finale${++ids}`, over);
        const players = record.players;
        const session = createSession(mod.def, record, async () => undefined);
        const beat = signal(0);
        const view = render(<Playing game={mod} session={session} beat={beat} />);
        const last = await toTheLastMove(mod, session, seed);
        expect(last, `${seed}: random play reached the game's last move`).not.toBeNull();
        if (last === null) continue;
        await act(() => session.act(last.actor, last.action));
        expect(mod.def.outcome(session.game.value.state), `${seed}: the game is over`).not.toBeNull();
        const moment = mod.ui.moment?.(mod.def.view(session.game.value.state, 'table'), players) ?? null;
        expect(moment, `${seed}: the last move is a moment`).not.toBeNull();
        const where = `${seed}, the last move`;
        expect(view.container.querySelector('#results-title'), `${where}: no results yet`).toBeNull();
        expect(view.container.querySelector('.reveal-title')?.textContent, `${where}: its moment on the board`).toBe((moment?.lead ?? moment)?.title);
        expect(beat.value - Date.now(), `${where}: the beat holds`).toBeGreaterThanOrEqual(BOARD_BEAT_MS);
        if (end === 'tap') {
          // A lead first (a step the rules passed through), then the moment: each put away by its OK.
          for (let taps = 0; taps < 2 && view.container.querySelector('#results-title') === null; taps++) {
            const ok = view.container.querySelector<HTMLButtonElement>('.reveal-ok');
            expect(ok, `${where}: its OK`).not.toBeNull();
            if (ok) await act(() => void fireEvent.click(ok));
          }
        } else {
          await act(() => void vi.advanceTimersByTime(2 * (BOARD_BEAT_MS + REVEAL_AFTER_BEAT_MS) + 100));
        }
        expect(view.container.querySelector('#results-title'), `${where}: the results after the ${end}`).not.toBeNull();
        session.dispose();
        view.unmount();
      }
    },
    180_000,
  );
});
