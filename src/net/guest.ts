/**
 * A guest phone's side of the link (docs/architecture.md, "Several phones"): a window onto one seat. It keeps only the last
 * message the table phone sent (the seat's view and the table's) and sends that seat's actions with the pairing
 * secret; the table phone judges every move. It holds nothing the host needs: a guest that drops loses nothing.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { Seat } from '../engine/types';
import { PROTOCOL_VERSION, parseHostMessage, type GuestMessage, type HostMessage } from './protocol';
import type { Wire } from './wire';

/** A guest phone's link to the table. */
export interface GuestLink {
  /** The seat this phone is joined for. */
  readonly seat: Seat;
  /** The last view the table phone sent, or null before the first. */
  readonly message: ReadonlySignal<HostMessage | null>;
  /** `'here'` while the link is open, `'lost'` once it dropped (a new scan joins again). */
  readonly status: ReadonlySignal<'here' | 'lost'>;
  /** The last message the table phone could not be read, or null. */
  readonly problem: ReadonlySignal<string | null>;
  /**
   * Sends `action` for this seat. Resolves once the table phone answered: with null when the move was made (the
   * new view has arrived), or with the rules' message when it was refused; with a message too when the link drops.
   */
  act(action: unknown): Promise<string | null>;
  /** Closes the link from this phone. */
  close(): void;
}

/** A guest's link for `seat` over `wire`, bound to the invitation's `secret`. */
export function joinAsGuest(seat: Seat, secret: string, wire: Wire): GuestLink {
  const message = signal<HostMessage | null>(null);
  const status = signal<'here' | 'lost'>('here');
  const problem = signal<string | null>(null);
  let waiting: { moves: number; resolve: (r: string | null) => void } | null = null;

  wire.onMessage((data) => {
    const parsed = parseHostMessage(data);
    if (!parsed.ok) {
      problem.value = parsed.error;
      return;
    }
    const m = parsed.message;
    if (m.seat !== seat) {
      problem.value = 'The table phone sent a view for another seat; it was not shown.';
      return;
    }
    problem.value = null;
    message.value = m;
    if (waiting && (m.refusal !== null || m.moves > waiting.moves)) {
      const w = waiting;
      waiting = null;
      w.resolve(m.refusal);
    }
  });
  wire.onClose(() => {
    status.value = 'lost';
    waiting?.resolve('The link to the table phone dropped before it answered. Join again to see whether the move was made.');
    waiting = null;
  });

  return {
    seat,
    message,
    status,
    problem,
    act(action) {
      if (status.value === 'lost') return Promise.resolve('This phone has lost the table. Join again from the table phone.');
      const out: GuestMessage = { v: PROTOCOL_VERSION, kind: 'act', seat, secret, action };
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
