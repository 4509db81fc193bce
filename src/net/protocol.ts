/**
 * The messages on the data channel between the table phone (the host, the only authority) and a guest phone
 * (a window onto one seat), versioned and validated with valibot on arrival (docs/architecture.md, "Several phones").
 */
import * as v from 'valibot';
import type { Seat } from '../engine/types';

/** The protocol's version; a message of another version is refused with a clear message. */
export const PROTOCOL_VERSION = 2;
/** The longest message a guest may send (characters of JSON): an action is a few hundred at most. */
export const MAX_GUEST_MESSAGE = 16_000;
/** The longest message a guest reads (characters): a seat's view and the table's are tens of kilobytes at most. */
export const MAX_HOST_MESSAGE = 2_000_000;

/**
 * What the host sends a guest after every saved move, and when a move is refused: the seat's own view and the
 * table's view, nothing else of the state (the fields are checked by `checkOutgoing` before sending).
 */
export const HostMessageSchema = v.strictObject({
  v: v.literal(PROTOCOL_VERSION),
  kind: v.literal('view'),
  /** The game's id, so the guest loads the same game's views. */
  gameId: v.string(),
  /** The seat this phone is a window onto. */
  seat: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Player names in seat order (public). */
  players: v.array(v.string()),
  /** `view(state, seat)`. */
  seatView: v.unknown(),
  /** `view(state, 'table')`. */
  tableView: v.unknown(),
  /** The seats the table waits on (the gold frames: public). */
  waiting: v.array(v.number()),
  /** The outcome's one-sentence summary once the game is over (public), else null. */
  over: v.nullable(v.string()),
  /** How many entries the host's log holds: a guest tells a fresh view from the one it had. */
  moves: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The host's clock when sent (epoch ms), so the guest's clocks show the table's time. */
  at: v.number(),
  /** The message of this seat's last refused move, or null. */
  refusal: v.nullable(v.string()),
});

/** What the host sends a guest (see {@link HostMessageSchema}). */
export type HostMessage = v.InferOutput<typeof HostMessageSchema>;

/**
 * Before the game exists (a phone invited at setup) and whenever the table moves the phone's player to another
 * seat: whose phone this is and at which table. The guest binds itself to `name` and shows no view of another.
 */
export const SeatMessageSchema = v.strictObject({
  v: v.literal(PROTOCOL_VERSION),
  kind: v.literal('seat'),
  /** The game's id (which of the games the table is setting up). */
  gameId: v.string(),
  seat: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The player this phone is for (public: the table shows every name). */
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(400)),
});

/** What the host sends a guest before the game's first view (see {@link SeatMessageSchema}). */
export type SeatMessage = v.InferOutput<typeof SeatMessageSchema>;

/** The table phone ends this phone's link, and says why in words for the player (sent just before it closes). */
export const EndMessageSchema = v.strictObject({
  v: v.literal(PROTOCOL_VERSION),
  kind: v.literal('end'),
  reason: v.pipe(v.string(), v.maxLength(1000)),
});

/** The table phone's last word to a phone whose link it ends (see {@link EndMessageSchema}). */
export type EndMessage = v.InferOutput<typeof EndMessageSchema>;

/** Anything the host sends a guest. */
export type TableMessage = HostMessage | SeatMessage | EndMessage;

const TableMessageSchema = v.variant('kind', [HostMessageSchema, SeatMessageSchema, EndMessageSchema]);

/** What a guest sends: one action for its own seat, with the pairing secret that binds the phone to it. */
export const GuestMessageSchema = v.strictObject({
  v: v.literal(PROTOCOL_VERSION),
  kind: v.literal('act'),
  seat: v.pipe(v.number(), v.integer(), v.minValue(0)),
  secret: v.pipe(v.string(), v.minLength(16), v.maxLength(64)),
  /** The move, as the game's Private view made it; the rules judge it. */
  action: v.unknown(),
});

/** What a guest sends (see {@link GuestMessageSchema}). */
export type GuestMessage = v.InferOutput<typeof GuestMessageSchema>;

/**
 * Reads a guest's message text for `seat` with `secret`. Never throws: bad JSON, a message too long, of another
 * version or shape, for another seat, or with a wrong secret gives a message for the guest instead.
 */
export function parseGuestMessage(text: unknown, seat: Seat, secret: string): { ok: true; action: unknown } | { ok: false; error: string } {
  if (typeof text !== 'string') return { ok: false, error: 'The table phone reads text messages only.' };
  if (text.length > MAX_GUEST_MESSAGE) return { ok: false, error: 'That message is far too long for a move; it was not read.' };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'That message could not be read (it is not JSON).' };
  }
  if (typeof raw === 'object' && raw !== null && 'v' in raw && raw.v !== PROTOCOL_VERSION) {
    return { ok: false, error: 'This phone runs another version of Fairground than the table phone: update both, then join again.' };
  }
  const parsed = v.safeParse(GuestMessageSchema, raw);
  if (!parsed.success) return { ok: false, error: 'That message is not a move the table phone understands.' };
  if (parsed.output.seat !== seat) return { ok: false, error: 'This phone is joined for another seat; it can only move for its own.' };
  if (!sameText(parsed.output.secret, secret))
    return { ok: false, error: 'This phone is not joined to the table (its pairing secret is wrong). Join again from the table phone.' };
  return { ok: true, action: parsed.output.action };
}

/** Reads the host's message text (a view, whose seat this is, or the link's end). Never throws: anything else gives a message instead. */
export function parseHostMessage(text: unknown): { ok: true; message: TableMessage } | { ok: false; error: string } {
  if (typeof text !== 'string' || text.length > MAX_HOST_MESSAGE) return { ok: false, error: 'The table phone sent something this phone cannot read.' };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The table phone sent something this phone cannot read.' };
  }
  if (typeof raw === 'object' && raw !== null && 'v' in raw && raw.v !== PROTOCOL_VERSION) {
    return { ok: false, error: 'The table phone runs another version of Fairground: update both, then join again.' };
  }
  const parsed = v.safeParse(TableMessageSchema, raw);
  if (!parsed.success) return { ok: false, error: 'The table phone sent something this phone cannot read.' };
  return { ok: true, message: parsed.output };
}

/** Whether two strings are equal, comparing every character (the time taken does not tell how much matched). */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}
