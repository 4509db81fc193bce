/**
 * Phones invited at setup, before the game exists: their links wait here while the table fills in the names, and
 * the game's table takes them over when it opens (they get their first view then). Left unstarted, they are let go.
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
