/**
 * A guest phone's side of the link (docs/architecture.md, "Several phones"): a window onto one player's seat. It keeps
 * only the last message the table phone sent (the seat's view and the table's) and sends that seat's actions with
 * the pairing secret; the table phone judges every move. It holds nothing the host needs: a guest that drops loses
 * nothing. It is bound to its player, by name: the first word from the table says whose phone it is, and a view
 * of any other player is never shown, whatever seat number it carries (the table may move the player to another seat).
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { Seat } from '../engine/types';
import { PROTOCOL_VERSION, parseHostMessage, type GuestMessage, type HostMessage } from './protocol';
import type { Wire } from './wire';

/** A guest phone's link to the table. */
export interface GuestLink {
  /** The seat this phone plays now (the table may move its player to another seat before the game starts). */
  readonly seat: ReadonlySignal<Seat>;
  /** The player this phone is for, once the table phone has said (its first message), else null. */
  readonly name: ReadonlySignal<string | null>;
  /** The game the table is playing or setting up, once the table phone has said, else null. */
  readonly gameId: ReadonlySignal<string | null>;
  /** The last view the table phone sent, or null before the first (before the game starts). */
  readonly message: ReadonlySignal<HostMessage | null>;
  /** `'here'` while the link is open, `'lost'` once it dropped (a new scan joins again). */
  readonly status: ReadonlySignal<'here' | 'lost'>;
  /** Why the table phone ended this link (its own words), or null when it did not. */
  readonly ended: ReadonlySignal<string | null>;
  /** The last message the table phone sent that could not be read or shown, or null. */
  readonly problem: ReadonlySignal<string | null>;
  /**
   * Sends `action` for this seat. Resolves once the table phone answered: with null when the move was made (the
   * new view has arrived), or with the rules' message when it was refused; with a message too when the link drops.
   */
  act(action: unknown): Promise<string | null>;
  /** Closes the link from this phone. */
  close(): void;
}

/** A guest's link over `wire`, invited for `seat` and bound to the invitation's `secret`. */
export function joinAsGuest(invitedSeat: Seat, secret: string, wire: Wire): GuestLink {
  const message = signal<HostMessage | null>(null);
  const status = signal<'here' | 'lost'>('here');
  const problem = signal<string | null>(null);
  const ended = signal<string | null>(null);
  const seat = signal<Seat>(invitedSeat);
  const name = signal<string | null>(null);
  const gameId = signal<string | null>(null);
  let waiting: { moves: number; resolve: (r: string | null) => void } | null = null;

  /**
   * Whether a message whose player is `who` is this phone's player's: the first binds the phone, whatever seat it
   * names (the invitation is its player's, and the seats may have changed at setup before the phone's answer landed).
   */
  const mine = (who: string | undefined): boolean => {
    if (who === undefined) return false;
    name.value ??= who;
    return who === name.value;
  };

  wire.onMessage((data) => {
    const parsed = parseHostMessage(data);
    if (!parsed.ok) {
      problem.value = parsed.error;
      return;
    }
    const m = parsed.message;
    if (m.kind === 'end') {
      ended.value = m.reason;
      wire.close();
      return;
    }
    if (!mine(m.kind === 'seat' ? m.name : m.players[m.seat])) {
      problem.value = 'The table phone sent a view of another player; it was not shown.';
      return;
    }
    problem.value = null;
    seat.value = m.seat;
    gameId.value = m.gameId;
    if (m.kind === 'seat') {
      // A new game (Play again) or a new seat: the last game's view is not this one's.
      if (message.value && message.value.gameId !== m.gameId) message.value = null;
      return;
    }
    message.value = m;
    if (waiting && (m.refusal !== null || m.moves > waiting.moves)) {
      const w = waiting;
      waiting = null;
      w.resolve(m.refusal);
    }
  });
  wire.onClose(() => {
    status.value = 'lost';
    waiting?.resolve(ended.value ?? 'The link to the table phone dropped before it answered. Join again to see whether the move was made.');
    waiting = null;
  });

  return {
    seat,
    name,
    gameId,
    message,
    status,
    ended,
    problem,
    act(action) {
      if (status.value === 'lost') return Promise.resolve('This phone has lost the table. Join again from the table phone.');
      const out: GuestMessage = { v: PROTOCOL_VERSION, kind: 'act', seat: seat.value, secret, action };
      return new Promise((resolve) => {
        waiting?.resolve(null);
        waiting = { moves: message.value?.moves ?? 0, resolve };
        wire.send(JSON.stringify(out));
      });
    },
    close() {
      wire.close();
    },
  };
}
