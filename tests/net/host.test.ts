import { describe, expect, it } from 'vitest';
import type { AnyGameDef, Seat } from '../../src/engine/types';
import { makeRandom } from '../../src/engine/rng';
import type { AnyGameModule } from '../../src/games/contract';
import { game as horseFair } from '../../src/games/horse-fair/index';
import type { HfState } from '../../src/games/horse-fair/types';
import { checkOutgoing, viewMessage } from '../../src/net/guard';
import { joinAsGuest, type GuestLink } from '../../src/net/guest';
import { createTablePhones, type TablePhones } from '../../src/net/host';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { wirePair, type Wire } from '../../src/net/wire';
import { replay } from '../../src/session/replay';
import { createSession, type Session } from '../../src/session/session';
import { SCHEMA_VERSION, type SavedGame } from '../../src/storage/schema';

const mod = horseFair as unknown as AnyGameModule;
const PLAYERS = ['Ana', 'Bo', 'Cy', 'Di'];
const SECRET = 'AAAAAAAAAAAAAAAAAAAAAA';

function newRecord(): SavedGame {
  const def = mod.def;
  const options = def.defaultOptions(4);
  return {
    schema: SCHEMA_VERSION,
    gameId: def.id,
    id: 'g',
    players: PLAYERS,
    options,
    seed: 'net',
    state: def.setup(PLAYERS, options, 'net', 0),
    log: [],
    createdAt: 0,
    updatedAt: 0,
  };
}

interface Table {
  phones: TablePhones;
  session: Session;
  def: AnyGameDef;
  sent: { seat: Seat; text: string; state: unknown }[];
}

function openTable(): Table {
  const sent: Table['sent'] = [];
  let session: Session | null = null;
  const phones = createTablePhones({ onSend: (seat, text) => sent.push({ seat, text, state: session?.game.value.state }) });
  const seated = phones.wrap(mod);
  session = createSession(seated.def, newRecord(), async () => undefined);
  phones.serve(session, seated.def);
  return { phones, session, def: seated.def, sent };
}

/** A guest phone joined for `seat`: its wire to the table and its link. */
function joinPhone(t: Table, seat: Seat, secret = SECRET): { guest: GuestLink; host: Wire; wire: Wire } {
  const [host, wire] = wirePair();
  const guest = joinAsGuest(seat, secret, wire);
  t.phones.join(PLAYERS[seat] ?? '', secret, host);
  return { guest, host, wire };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('guest seats on the table phone', () => {
  it('a whole Horse Fair with three phones: one drops and rejoins, one is taken back; no phone ever gets another seat’s hand; the end replays from the log', async () => {
    const t = openTable();
    const bot = mod.bot;
    if (!bot) throw new Error('Horse Fair has a bot');
    const guests = new Map<Seat, GuestLink>([1, 2, 3].map((s) => [s, joinPhone(t, s).guest]));
    await settle();
    expect([...t.phones.phones.value]).toEqual([
      [1, 'here'],
      [2, 'here'],
      [3, 'here'],
    ]);
    const random = makeRandom('net-test');
    let dropped = false;
    let takenBack = false;
    for (let i = 0; i < 5000 && t.session.outcome.value === null; i++) {
      const state = t.session.game.value.state;
      const moves = t.session.game.value.log.length;
      if (moves === 20 && !dropped) {
        // Bo's phone sleeps: "phone away"; the handover still never names Bo; a new scan brings the phone back.
        guests.get(1)?.close();
        expect(t.phones.phones.value.get(1)).toBe('away');
        const h = t.def.handover(state);
        expect(h?.seats ?? []).not.toContain(1);
        const again = joinPhone(t, 1, 'BBBBBBBBBBBBBBBBBBBBBB').guest;
        await settle();
        expect(again.message.value?.moves).toBe(moves);
        expect(again.message.value?.seatView).toEqual(mod.def.view(state, 1));
        guests.set(1, again);
        dropped = true;
      }
      if (moves === 40 && !takenBack) {
        t.phones.takeBack(2);
        guests.delete(2);
        expect(t.phones.phones.value.has(2)).toBe(false);
        takenBack = true;
      }
      const waiting = t.def.waitingOn(state);
      const seat = waiting[0];
      const guest = seat === undefined ? undefined : guests.get(seat);
      if (seat !== undefined && guest) {
        const m = guest.message.value;
        expect(m?.moves).toBe(moves);
        const refusal = await guest.act(bot.decide(m?.seatView, seat, random));
        expect(refusal).toBeNull();
      } else if (seat !== undefined) {
        if (seat !== 0 && seat !== 2) throw new Error(`the table was asked to move for seat ${seat}, which has a phone`);
        await t.session.act(seat, bot.decide(mod.def.view(state, seat), seat, random));
      } else {
        const move = mod.def.randomAction(state, random, 1000 + i);
        if (!move) throw new Error('stuck');
        await t.session.act(move.actor, move.action);
      }
    }
    expect(t.session.outcome.value).not.toBeNull();
    expect(dropped && takenBack).toBe(true);
    const end = t.session.game.value;
    expect(JSON.stringify(replay(mod.def, end))).toBe(JSON.stringify(end.state));
    // Every message: exactly its own seat's view and the table's, and no other seat's hand.
    expect(t.sent.length).toBeGreaterThan(100);
    for (const { seat, text, state } of t.sent) {
      const st = state as HfState;
      const m: unknown = JSON.parse(text);
      expect((m as { seat: number }).seat).toBe(seat);
      for (const [other, hand] of st.hands.entries()) if (other !== seat && hand.length > 0) expect(text).not.toContain(JSON.stringify(hand));
      expect(text).not.toContain('"drawPile"');
    }
    t.phones.dispose();
    t.session.dispose();
  }, 60_000);

  it('refuses a hostile or mistaken message with a clear message to that phone, and nothing changes', async () => {
    const t = openTable();
    const { guest, wire } = joinPhone(t, 1);
    await settle();
    const before = JSON.stringify(t.session.game.value);
    const ok = { v: PROTOCOL_VERSION, kind: 'act', seat: 1, secret: SECRET, action: { type: 'play', card: 'x' } };
    const cases: [string, RegExp][] = [
      ['{not json', /not JSON/],
      [JSON.stringify({ ...ok, secret: 'ZZZZZZZZZZZZZZZZZZZZZZ' }), /pairing secret is wrong/],
      [JSON.stringify({ ...ok, seat: 2 }), /another seat/],
      [JSON.stringify({ ...ok, action: 'x'.repeat(20_000) }), /far too long/],
      [JSON.stringify({ ...ok, v: 99 }), /another version/],
      [JSON.stringify({ ...ok, extra: 1 }), /not a move/],
      [JSON.stringify(ok), /./],
    ];
    for (const [text, error] of cases) {
      wire.send(text);
      await settle();
      await settle();
      expect(guest.message.value?.refusal ?? '').toMatch(error);
      expect(JSON.stringify(t.session.game.value)).toBe(before);
    }
    // The table's own error bar is not touched by a phone's refused move.
    expect(t.session.error.value).toBeNull();
    t.phones.dispose();
    t.session.dispose();
  });

  it('the secret check lets through only the seat’s own view and the table’s', () => {
    const def = mod.def;
    const rec = newRecord();
    const game = { gameId: rec.gameId, players: rec.players, state: rec.state, moves: 0 };
    const good = viewMessage(def, game, 1, null, 5);
    expect(() => checkOutgoing(def, game, 1, good)).not.toThrow();
    expect(() => checkOutgoing(def, game, 2, good)).toThrow(/seat/);
    expect(() => checkOutgoing(def, game, 1, { ...good, seatView: def.view(rec.state, 2) })).toThrow(/seatView/);
    expect(() => checkOutgoing(def, game, 1, { ...good, tableView: def.view(rec.state, 1) })).toThrow(/tableView/);
    expect(() => checkOutgoing(def, game, 1, { ...good, state: rec.state })).toThrow(/fields/);
    expect(() => checkOutgoing(def, game, 1, { ...good, players: ['Ana', 'Bo', 'Cy', 'Di', 'Eve'] })).toThrow(/players/);
  });

  it('with no phone joined, the handover is the game’s own', () => {
    const phones = createTablePhones();
    const seated = phones.wrap(mod);
    const st = newRecord().state;
    expect(seated.def.handover(st)).toEqual(mod.def.handover(st));
  });
});
