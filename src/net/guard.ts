/**
 * The secret check on every message a guest phone is sent (docs/architecture.md, "Several phones"): a guest may learn
 * only what its seat may see at the table, so each message must hold exactly `view(state, seat)`,
 * `view(state, 'table')` and public facts (names, whom the table waits on, the result), nothing else.
 */
import * as v from 'valibot';
import type { AnyGameDef, Seat } from '../engine/types';
import { HostMessageSchema, PROTOCOL_VERSION, type HostMessage, type SeatMessage } from './protocol';

/** What the host knows of the game when it writes to a guest. */
export interface HostGame {
  gameId: string;
  players: readonly string[];
  state: unknown;
  /** Entries in the host's log. */
  moves: number;
}

/** The message for the guest of `seat` now: its own view and the table's; `refusal` for its last refused move. */
export function viewMessage(def: AnyGameDef, game: HostGame, seat: Seat, refusal: string | null, at: number): HostMessage {
  return {
    v: PROTOCOL_VERSION,
    kind: 'view',
    gameId: game.gameId,
    seat,
    players: [...game.players],
    seatView: def.view(game.state, seat),
    tableView: def.view(game.state, 'table'),
    waiting: def.waitingOn(game.state),
    over: def.outcome(game.state)?.summary ?? null,
    moves: game.moves,
    at,
    refusal,
  };
}

/** Whose phone this is, before the game exists or when its player moved seat: null when the seat has no name yet. */
export function seatMessage(gameId: string, players: readonly string[], seat: Seat): SeatMessage | null {
  const name = players[seat] ?? '';
  return name === '' ? null : { v: PROTOCOL_VERSION, kind: 'seat', gameId, seat, name };
}

/** JSON text of `x`, the way the message travels. */
const text = (x: unknown) => JSON.stringify(x) ?? 'undefined';

/**
 * Checks a message before it goes to the guest of `seat`: its fields are exactly the protocol's, its views are
 * exactly `view(state, seat)` and `view(state, 'table')` as the rules give them now, and the rest is public.
 * @throws Error naming the field when anything else would leave the table phone (the message is then not sent).
 */
export function checkOutgoing(def: AnyGameDef, game: HostGame, seat: Seat, message: unknown): void {
  const parsed = v.safeParse(HostMessageSchema, message);
  if (!parsed.success) throw new Error('A message to a guest phone has fields the protocol does not have.');
  const m = parsed.output;
  const fail = (field: string) => {
    throw new Error(`A message to the phone of seat ${seat} does not match what that seat may see (${field}); it was not sent.`);
  };
  if (m.seat !== seat) fail('seat');
  if (m.gameId !== game.gameId) fail('gameId');
  if (text(m.players) !== text(game.players)) fail('players');
  if (text(m.seatView) !== text(def.view(game.state, seat))) fail('seatView');
  if (text(m.tableView) !== text(def.view(game.state, 'table'))) fail('tableView');
  if (text(m.waiting) !== text(def.waitingOn(game.state))) fail('waiting');
  if (m.over !== (def.outcome(game.state)?.summary ?? null)) fail('over');
  if (m.moves !== game.moves) fail('moves');
}
