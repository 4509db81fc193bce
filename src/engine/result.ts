/**
 * The one shape of a result at the app's edges, where outside input is read (a saved record, an imported file, a
 * pairing code, a message from another phone, the names typed at setup): either the value read, or a message for the
 * player saying what was wrong. Nothing that returns one throws for bad input.
 */
export type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E };

/** A successful {@link Result} holding `value`. */
export const okay = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** A failed {@link Result} with the player's message `error`. */
export const refused = <E = string>(error: E): { ok: false; error: E } => ({ ok: false, error });
