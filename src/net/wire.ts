/**
 * One open link between the table phone and a guest phone, as the host and the guest use it: text messages
 * both ways and word when it drops. `link.ts` makes one from a WebRTC data channel; tests pass a pair in memory.
 */
export interface Wire {
  /** Sends one text message; does nothing once the link has dropped. */
  send(text: string): void;
  /** Calls `fn` with each text message that arrives (other kinds are passed as they are, for the reader to refuse). */
  onMessage(fn: (data: unknown) => void): void;
  /** Calls `fn` once when the link drops (the other phone slept, left, or closed the app). */
  onClose(fn: () => void): void;
  /** Closes the link from this side. */
  close(): void;
}

/** Two wires joined to each other in memory (for tests and the bench without peer connections). */
export function wirePair(): [Wire, Wire] {
  const make = () => ({ msg: [] as ((d: unknown) => void)[], close: [] as (() => void)[], open: true });
  const a = make();
  const b = make();
  const wire = (self: typeof a, other: typeof a): Wire => ({
    send(text) {
      if (!self.open || !other.open) return;
      queueMicrotask(() => other.msg.forEach((fn) => fn(text)));
    },
    onMessage: (fn) => void self.msg.push(fn),
    onClose: (fn) => void self.close.push(fn),
    close() {
      if (!self.open) return;
      self.open = false;
      other.open = false;
      self.close.forEach((fn) => fn());
      other.close.forEach((fn) => fn());
    },
  });
  return [wire(a, b), wire(b, a)];
}
