/** A saved game put on the table's Playing screen, for the tests that render it; each test starts on a clean phone. */
import type { Signal } from '@preact/signals';
import { cleanup, render, type RenderResult } from '@testing-library/preact';
import { afterEach, beforeEach } from 'vitest';
import { Playing } from '../../../src/app/play/Playing';
import type { AnyGameModule } from '../../../src/games/contract';
import { createSession, type Session } from '../../../src/session/session';
import type { SavedGame } from '../../../src/storage/schema';

/** The sessions opened by {@link onTheTable} in the test that runs now, stopped after it. */
const opened: Session[] = [];

/**
 * For the calling test file: this phone's storage cleared before each test; after it, every session the test put on the
 * table stopped (its clock timer with it) and the screen taken down.
 */
export function freshTableEachTest(): void {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    for (const session of opened.splice(0)) session.dispose();
    cleanup();
  });
}

/**
 * `record` played on this phone as `game`'s Playing screen (its saves always succeed), with `aside` given to the
 * screen where a test watches it: the session and the rendered page. The session is stopped after the test
 * ({@link freshTableEachTest}); stopping it sooner is safe.
 */
export function onTheTable(game: AnyGameModule, record: SavedGame, aside?: Signal<boolean>): { session: Session; page: RenderResult } {
  const session = createSession(game.def, record, async () => undefined);
  opened.push(session);
  const page = render(<Playing game={game} session={session} aside={aside} />);
  return { session, page };
}
