/**
 * The table phone's guest seats (docs/architecture.md, "Several phones"): a seat with a phone joined is played like a bot
 * seat whose decisions come over the wire. The host sends that phone only `view(state, seat)` and the table's view
 * after every saved move (each message through `checkOutgoing`), applies its actions through the same session
 * `act` as any move (saved before the table moves on), and sends back the rules' message for a refused move.
 * The handover never names a seat with a phone, so phones move at once where the rules let seats move in any order.
 */
import { effect, signal, type ReadonlySignal } from '@preact/signals';
import type { AnyGameDef, Seat } from '../engine/types';
import type { AnyGameModule } from '../games/contract';
import type { Session } from '../session/session';
import { checkOutgoing, viewMessage } from './guard';
import { parseGuestMessage } from './protocol';
import type { Wire } from './wire';

/** A joined phone: `'here'` while its link is open, `'away'` once it dropped (until it rejoins or is taken back). */
export type PhoneStatus = 'here' | 'away';

/** The guest seats of one running game on the table phone. */
export interface TablePhones {
  /** Seats with a phone joined, and whether it is here or away. */
  readonly phones: ReadonlySignal<ReadonlyMap<Seat, PhoneStatus>>;
  /** The last message that could not be sent to a phone (the secret check refused it), or null. */
  readonly problem: ReadonlySignal<string | null>;
  /** `game` with a handover that never names a seat with a phone (here or away); the rest is the game's own. */
  wrap(game: AnyGameModule): AnyGameModule;
  /** Starts sending views through `session` (whose `def` is `def`, as wrapped). Call once. */
  serve(session: Session, def: AnyGameDef): void;
  /**
   * Joins a phone for `seat` over `wire`, bound to `secret` (the invitation's pairing secret): it gets the current
   * view at once. A phone already joined for the seat is let go (a rejoin replaces it).
   */
  join(seat: Seat, secret: string, wire: Wire): void;
  /** Takes `seat` back into the handover: its phone is let go and the table's handover names it again. */
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

/** The table phone's guest seats; none joined at first, so pass-and-play is as before until a phone joins. */
export function createTablePhones(options: TablePhonesOptions = {}): TablePhones {
  const phones = signal<ReadonlyMap<Seat, PhoneStatus>>(new Map());
  const problem = signal<string | null>(null);
  const links = new Map<Seat, { wire: Wire; secret: string }>();
  const now = options.now ?? (() => Date.now());
  let served: { session: Session; def: AnyGameDef } | null = null;
  let stop: () => void = () => undefined;

  const setStatus = (seat: Seat, status: PhoneStatus | null) => {
    const next = new Map(phones.value);
    if (status === null) next.delete(seat);
    else next.set(seat, status);
    phones.value = next;
  };

  /** Sends the guest of `seat` its view now (with `refusal`), after the secret check. */
  function send(seat: Seat, refusal: string | null): void {
    const link = links.get(seat);
    if (!served || !link) return;
    const record = served.session.game.value;
    const game = { gameId: record.gameId, players: record.players, state: record.state, moves: record.log.length };
    const message = viewMessage(served.def, game, seat, refusal, now());
    try {
      checkOutgoing(served.def, game, seat, message);
    } catch (e) {
      problem.value = e instanceof Error ? e.message : String(e);
      return;
    }
    const text = JSON.stringify(message);
    options.onSend?.(seat, text);
    link.wire.send(text);
  }

  /** A guest's message: its seat's move through the session, or the reason it was refused sent back. */
  function receive(seat: Seat, link: { wire: Wire; secret: string }, data: unknown): void {
    if (links.get(seat) !== link || !served) return;
    const parsed = parseGuestMessage(data, seat, link.secret);
    if (!parsed.ok) return send(seat, parsed.error);
    const { session } = served;
    session.act(seat, parsed.action).catch((e: unknown) => {
      const message = e instanceof Error ? e.message : String(e);
      // The guest is told on its own phone; the table's error bar is for the table's own moves.
      if (session.error.value === message) session.clearError();
      send(seat, message);
    });
  }

  return {
    phones,
    problem,
    wrap(game) {
      const def: AnyGameDef = {
        ...game.def,
        handover(state) {
          const h = game.def.handover(state);
          const joined = phones.value;
          if (h === null || joined.size === 0) return h;
          const seats = h.seats.filter((s) => !joined.has(s));
          return seats.length === 0 ? null : { seats, anyOrder: h.anyOrder };
        },
      };
      return { ...game, def };
    },
    serve(session, def) {
      served = { session, def };
      stop = effect(() => {
        void session.game.value;
        for (const seat of links.keys()) send(seat, null);
      });
    },
    join(seat, secret, wire) {
      links.get(seat)?.wire.close();
      const link = { wire, secret };
      links.set(seat, link);
      setStatus(seat, 'here');
      wire.onMessage((data) => receive(seat, link, data));
      wire.onClose(() => {
        if (links.get(seat) !== link) return;
        links.delete(seat);
        setStatus(seat, 'away');
      });
      send(seat, null);
    },
    takeBack(seat) {
      const link = links.get(seat);
      links.delete(seat);
      link?.wire.close();
      setStatus(seat, null);
    },
    dispose() {
      stop();
      for (const { wire } of links.values()) wire.close();
      links.clear();
      phones.value = new Map();
    },
  };
}
