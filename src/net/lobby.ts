/**
 * Phones between two tables: invited at setup, before the game exists, their links wait here while the table fills
 * in the names, and the game's table takes them over when it opens (they get their first view then); on Play again
 * the finished game's phones wait here for the next game. Left unstarted, they are let go.
 */
import { createTablePhones, type TablePhones } from './host';

let waiting: TablePhones | null = null;

/** The phones invited on the setup screen now (made on first use). */
export function setupPhones(): TablePhones {
  waiting ??= createTablePhones();
  return waiting;
}

/** Takes the phones invited at setup for the game that just opened, or null when none were. */
export function takeSetupPhones(): TablePhones | null {
  const phones = waiting;
  waiting = null;
  return phones;
}

/** Lets the phones invited at setup go (the setup screen was left without starting a game). */
export function dropSetupPhones(): void {
  waiting?.dispose();
  waiting = null;
}

/** Hands the phones of a finished game on to the next game (Play again): it takes them as it opens. */
export function passOn(phones: TablePhones): void {
  if (waiting !== phones) waiting?.dispose();
  phones.unserve();
  waiting = phones;
}

/** Whether `phones` wait for the next game (passed on by Play again), so the table closing must not let them go. */
export function passedOn(phones: TablePhones): boolean {
  return waiting === phones;
}
