/**
 * Every public moment of every game holds the board for its full beat (docs/house-rules.md, "Each public step gets
 * its beat"): seeded random games of the four, played through the table on a fake clock; each new moment on the board
 * sets the bots' wait to at least 4 s from when it appeared (a lead and its moment twice that), and a tap on its OK
 * ends it.
 */
import { act, fireEvent, render } from '@testing-library/preact';
import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import { Playing } from '../../../src/app/play/Playing';
import { BOARD_BEAT_MS } from '../../../src/games/contract';
import { makeRandom } from '../../../src/engine/rng';
import { createSession } from '../../../src/session/session';
import { GAMES, newRecord, onAFakeClock } from './fake-clock-games';

let ids = 0;
onAFakeClock();

describe('every moment of every game gets its beat', () => {
  it.each(GAMES)(
    '%s: seeded random games through the table',
    async (_, mod, count, over) => {
      let moments = 0;
      let taps = 0;
      for (const seed of ['a', 'b']) {
        const record = newRecord(mod, count, seed, `beat${++ids}`, over);
        const players = record.players;
        const session = createSession(mod.def, record, async () => undefined);
        const beat = signal(0);
        const view = render(<Playing game={mod} session={session} beat={beat} />);
        const random = makeRandom(seed);
        let last: string | null = null;
        for (let step = 0; step < 60 && !mod.def.outcome(session.game.value.state); step++) {
          const move = mod.def.randomAction(session.game.value.state, random, Date.now());
          if (!move) break;
          await act(() => session.act(move.actor, move.action));
          const moment = mod.ui.moment?.(mod.def.view(session.game.value.state, 'table'), players) ?? null;
          if (moment && moment.key !== last && !mod.def.outcome(session.game.value.state)) {
            moments++;
            const title = view.container.querySelector('.reveal-title')?.textContent ?? '';
            expect(title, `${seed} step ${step}: the new moment is on the board`).toBe((moment.lead ?? moment).title);
            // The strip names the same step as the reveal (a lead before its moment: never the award while the entries show).
            const strip = view.container.querySelector('.last-move-title')?.textContent ?? '';
            expect(strip, `${seed} step ${step}: the last-move strip`).toBe((moment.lead ?? moment).title);
            // The board is marked while a lead holds it (a game may keep back what the step had not reached), and only then.
            const board = view.container.querySelector('.board');
            expect(board?.hasAttribute('data-lead'), `${seed} step ${step}: the board marked as showing a lead`).toBe(moment.lead !== undefined);
            expect(beat.value - Date.now(), `${seed} step ${step}: "${moment.title}" holds the bots`).toBeGreaterThanOrEqual(
              BOARD_BEAT_MS * (moment.lead ? 2 : 1),
            );
            // Every other moment is ended by a tap on its OK (the bots may move at once); the rest run out their beat.
            const ok = view.container.querySelector<HTMLButtonElement>('.reveal-ok');
            if (moments % 2 === 0 && ok && !moment.lead) {
              taps++;
              await act(() => void fireEvent.click(ok));
              expect(beat.value, `${seed} step ${step}: its OK ends the beat`).toBe(0);
            } else {
              await act(() => void vi.advanceTimersByTime(BOARD_BEAT_MS * 2));
            }
          }
          last = moment?.key ?? null;
          await act(() => void vi.advanceTimersByTime(100));
        }
        session.dispose();
        view.unmount();
      }
      expect(moments, 'moments seen').toBeGreaterThan(2);
      expect(taps, 'moments ended by a tap').toBeGreaterThan(0);
    },
    120_000,
  );
});
