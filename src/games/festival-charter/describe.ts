/** Festival Charter's options in a few words, for Home's saved-game rows (read without loading the game). */
import { field, present } from '../describe';

/** The options that tell one saved game from another ("Discussion limit"); any shape gives only what it can read. */
export function describe(options: unknown): string[] {
  return present(field(options, 'discussionLimit') === true && 'Discussion limit');
}
