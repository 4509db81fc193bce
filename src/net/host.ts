/**
 * The table phone's guest seats (docs/architecture.md, "Several phones"): a seat with a phone joined is played like a bot
 * seat whose decisions come over the wire. The host sends that phone only `view(state, seat)` and the table's view
 * after every saved move (each message through `checkOutgoing`), applies its actions through the same session
 * `act` as any move (saved before the table moves on), and sends back the rules' message for a refused move.
 * The handover never names a seat with a phone, so phones move at once where the rules let seats move in any order.
 *
 * A phone is bound to its player (by name), never to a seat number: when the seats change (at setup, on Play
 * again) each phone follows its player to the player's new seat, or, when its player is gone (removed, renamed,
 * made a bot), its link is ended with a plain message on both phones. The players on phones are kept on the device,
 * so after the table phone reloads they are shown as *phone away* until their phone rejoins.
 */
import { effect, signal, type ReadonlySignal } from '@preact/signals';
import { messageOf } from '../engine/errors';
import type { AnyGameDef, Seat } from '../engine/types';
import type { AnyGameModule } from '../games/contract';
import { handoverWithout } from '../session/bots';
import type { Session } from '../session/session';
import { keepPhones, keptPhones } from '../storage/phonesKept';
import { checkOutgoing, seatMessage, viewMessage } from './guard';
import { PROTOCOL_VERSION, parseGuestMessage, type EndMessage } from './protocol';
import type { Wire } from './wire';

/** A joined phone: `'here'` while its link is open, `'away'` once it dropped (until it rejoins or is taken back). */
export type PhoneStatus = 'here' | 'away';

/** The players at the table now: the game's id, the names in seat order, and the bot seats. */
export interface TableSeats {
  gameId: string;
  /** Names in seat order (at setup, as typed so far and trimmed: some may be empty). */
  players: readonly string[];
  bots: readonly Seat[];
}

/** The guest seats of one running game on the table phone. */
export interface TablePhones {
  /** Seats with a phone joined, and whether it is here or away. */
  readonly phones: ReadonlySignal<ReadonlyMap<Seat, PhoneStatus>>;
  /** The last message that could not be sent to a phone (the secret check refused it), or null. */
  readonly problem: ReadonlySignal<string | null>;
  /** The last phone the table let go and why, for the table phone's players (null when none). */
  readonly notice: ReadonlySignal<string | null>;
  /** `game` with a handover that never names a seat with a phone (here or away); the rest is the game's own. */
  wrap(game: AnyGameModule): AnyGameModule;
  /**
   * The players changed (setup's edits; a new game): each phone goes to its player's seat, and a phone whose
   * player is no longer at the table (or is a bot now) is let go, told why.
   */
  seat(table: TableSeats): void;
  /**
   * Starts sending views through `session` (whose `def` is `def`, as wrapped): the phones follow their players
   * to this game's seats, and the players kept as on phones after a reload are shown away.
   */
  serve(session: Session, def: AnyGameDef): void;
  /** Stops sending views (the table goes on to the next game, Play again); the links stay open. */
  unserve(): void;
  /**
   * Joins a phone for the player named `name` (the player the invitation was made for, wherever they sit now) over
   * `wire`, bound to `secret` (the invitation's pairing secret): it gets its player's current view (or, before the
   * game, whose phone it is) at once. A phone already joined for the player is let go (a rejoin replaces it).
   * @returns null once joined; when `name` has no seat of a person at the table now (removed, renamed, made a bot
   *   since the invitation), the reason in words for the players: the phone is then told it and let go, and joins nothing.
   */
  join(name: string, secret: string, wire: Wire): string | null;
  /** Whether `secret` is the secret of an invitation a phone has already joined with (an invitation is used once). */
  used(secret: string): boolean;
  /** Takes `seat` back into the handover: its phone is let go (told why) and the table's handover names it again. */
  takeBack(seat: Seat): void;
  /** Lets every phone go. */
  dispose(): void;
}

/** Options of {@link createTablePhones}. */
export interface TablePhonesOptions {
  /** The host's clock (epoch ms); `Date.now` unless told. */
  now?: () => number;
  /** Called with every text sent to a phone, after the secret check (tests and the bench record them). */
  onSend?(seat: Seat, text: string): void;
}

/** How long a phone whose link is ended has to read the reason and close it itself (ms) before the table closes it. */
const END_GRACE_MS = 3000;

interface Link {
  wire: Wire;
  secret: string;
}

/** Tells the phone at the end of `wire` why its link ends (`reason`, in words for its player) and closes it after a grace. */
function farewell(wire: Wire, reason: string): void {
  const bye: EndMessage = { v: PROTOCOL_VERSION, kind: 'end', reason };
  wire.send(JSON.stringify(bye));
  const t = setTimeout(() => wire.close(), END_GRACE_MS);
  wire.onClose(() => clearTimeout(t));
}

/** The table phone's guest seats; none joined at first, so pass-and-play is as before until a phone joins. */
export function createTablePhones(options: TablePhonesOptions = {}): TablePhones {
  const phones = signal<ReadonlyMap<Seat, PhoneStatus>>(new Map());
  const problem = signal<string | null>(null);
  const notice = signal<string | null>(null);
  /** The players on phones, by name: their open link, or null while the phone is away. */
  const players = new Map<string, Link | null>();
  const secrets = new Set<string>();
  const now = options.now ?? (() => Date.now());
  let table: TableSeats = { gameId: '', players: [], bots: [] };
  let served: { session: Session; def: AnyGameDef } | null = null;
  /** The saved game's id while serving one, for the names kept over a reload. */
  let recordId: string | null = null;
  let stop: () => void = () => undefined;

  /** The seat of the player named `name` now, or null when no seat (or a bot's, or two seats) has that name. */
  const seatOf = (name: string, t: TableSeats = table): Seat | null => {
    const seats = t.players.flatMap((n, s) => (n === name && !t.bots.includes(s) ? [s] : []));
    return seats.length === 1 ? (seats[0] ?? null) : null;
  };
  const linkAt = (seat: Seat): Link | null => players.get(table.players[seat] ?? '') ?? null;

  /** The phones' seats and states from `players`, and the names kept for a reload of a running game. */
  function publish(): void {
    const next = new Map<Seat, PhoneStatus>();
    for (const [name, link] of players) {
      const seat = seatOf(name);
      if (seat !== null) next.set(seat, link ? 'here' : 'away');
    }
    phones.value = new Map([...next].sort(([a], [b]) => a - b));
    if (served && recordId !== null) keepPhones(recordId, [...players.keys()]);
  }

  /** Sends `text` to the phone of `seat` and records it. */
  function post(seat: Seat, link: Link, text: string): void {
    options.onSend?.(seat, text);
    link.wire.send(text);
  }

  /** Sends the guest of `seat` its view now (with `refusal`), or before the game whose phone it is, after the secret check. */
  function send(seat: Seat, refusal: string | null): void {
    const link = linkAt(seat);
    if (!link) return;
    if (!served) {
      const message = seatMessage(table.gameId, table.players, seat);
      if (message) post(seat, link, JSON.stringify(message));
      return;
    }
    const record = served.session.game.value;
    const game = { gameId: record.gameId, players: record.players, state: record.state, moves: record.log.length };
    const message = viewMessage(served.def, game, seat, refusal, now());
    try {
      checkOutgoing(served.def, game, seat, message);
    } catch (e) {
      problem.value = messageOf(e);
      return;
    }
    post(seat, link, JSON.stringify(message));
  }

  /** Ends `name`'s link: the phone is told `reason` (and closes), the table is told too; no view goes to it after this. */
  function end(name: string, reason: string): void {
    const link = players.get(name);
    players.delete(name);
    notice.value = `${name}’s phone was let go: ${reason}.`;
    if (!link) return;
    farewell(
      link.wire,
      `On the table phone, ${reason}: this phone’s link is ended. Nothing is lost: scan a new invitation from the table phone to join again.`,
    );
  }

  /** A guest's message: its seat's move through the session, or the reason it was refused sent back. */
  function receive(name: string, link: Link, data: unknown): void {
    const seat = seatOf(name);
    if (players.get(name) !== link || seat === null) return;
    if (!served) return send(seat, null);
    const parsed = parseGuestMessage(data, seat, link.secret);
    if (!parsed.ok) return send(seat, parsed.error);
    const { session } = served;
    session.act(seat, parsed.action).catch((e: unknown) => {
      const message = messageOf(e);
      // The guest is told on its own phone; the table's error bar is for the table's own moves.
      if (session.error.value === message) session.clearError();
      send(seat, message);
    });
  }

  /** Why `name`, at `seat` in `before`, has no seat in `after`, in words for the players. */
  function gone(name: string, before: TableSeats, after: TableSeats): string {
    const seat = seatOf(name, before);
    if (after.players.length < before.players.length && !after.players.includes(name)) return `${name} was taken off the players`;
    if (seat !== null && after.bots.includes(seat) && !before.bots.includes(seat)) return `${name}’s seat is played by a bot now`;
    return after.players.includes(name) ? `${name}’s seat is played by a bot now` : `${name}’s name was changed`;
  }

  function seat(next: TableSeats): void {
    const before = table;
    table = { gameId: next.gameId, players: [...next.players], bots: [...next.bots] };
    const moved: Seat[] = [];
    for (const name of [...players.keys()]) {
      const to = seatOf(name);
      // While a name is typed at setup it can pass through another player's ("Ben" on the way to "Benedict"): two
      // seats of one name keep the phone, out of the marks and sent nothing, until the names tell them apart again
      // (a game never starts with two players of one name).
      if (to === null && !served && table.players.filter((n) => n === name).length > 1) continue;
      if (to === null) end(name, gone(name, before, table));
      else if (to !== seatOf(name, before) || before.gameId !== table.gameId) moved.push(to);
    }
    publish();
    for (const s of moved) send(s, null);
  }

  return {
    phones,
    problem,
    notice,
    wrap: (game) => handoverWithout(game, () => [...phones.value.keys()]),
    seat,
    serve(session, def) {
      stop();
      const record = session.game.value;
      served = null;
      // The players kept as on phones (the table phone reloaded): away until they rejoin.
      for (const name of keptPhones(record.id)) if (!players.has(name)) players.set(name, null);
      seat({ gameId: record.gameId, players: record.players, bots: record.bots ?? [] });
      served = { session, def };
      recordId = record.id;
      publish();
      // Whenever the game changes, every phone gets its view (the first at once).
      stop = effect(() => {
        void session.game.value;
        for (const [name, link] of players) {
          const s = seatOf(name);
          if (link && s !== null) send(s, null);
        }
      });
    },
    unserve() {
      stop();
      stop = () => undefined;
      served = null;
    },
    join(name, secret, wire) {
      const at = name === '' ? null : seatOf(name);
      if (at === null) {
        // The seats changed since the invitation: its player is no longer a person at this table. The invitation
        // was for that player, never for a seat number, so the phone gets no seat at all.
        const reason = `${name || 'The invited player'} is not a player at this table any more`;
        farewell(wire, `${reason} on the table phone, so this invitation joins nothing. Nothing is lost: scan a new invitation from the table phone.`);
        return `${reason}: the invitation was given up.`;
      }
      players.get(name)?.wire.close();
      const link: Link = { wire, secret };
      players.set(name, link);
      secrets.add(secret);
      notice.value = null;
      publish();
      wire.onMessage((data) => receive(name, link, data));
      wire.onClose(() => {
        if (players.get(name) !== link) return;
        players.set(name, null);
        publish();
      });
      send(at, null);
      return null;
    },
    used: (secret) => secrets.has(secret),
    takeBack(at) {
      const name = table.players[at] ?? '';
      if (!players.has(name)) return;
      end(name, `${name} was taken back into the handover`);
      publish();
    },
    dispose() {
      stop();
      for (const link of players.values()) link?.wire.close();
      players.clear();
      phones.value = new Map();
    },
  };
}
