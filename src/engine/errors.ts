/**
 * A move the rules do not allow. `message` is written for the player holding the phone
 * ("The budget is 3: Sky Lanterns costs 5."); the state the move was tried on is unchanged.
 */
export class RuleError extends Error {
  override name = 'RuleError';
}

/**
 * Throws a {@link RuleError} with `message` unless `condition` holds.
 * @throws RuleError when `condition` is false.
 */
export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new RuleError(message);
}

/**
 * The words of whatever was thrown: an Error's `message`, anything else as a string. For showing a failure to the
 * player or putting it in a message, where a thrown value may be of any type.
 */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
