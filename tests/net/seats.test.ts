/**
 * A phone is bound to its player, not to a seat number: every edit of the seats at setup after the invitation (move
 * up, move down, remove, make a bot, rename), then the game; Play again; a seat taken back. Each phone is carried
 * to its player's seat or let go with a plain message on both phones, and is never sent another player's view.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src/engine/types';
import type { AnyGameModule } from '../../src/games/contract';
import { game as horseFair } from '../../src/games/horse-fair/index';
import { joinAsGuest, type GuestLink } from '../../src/net/guest';
import { createTablePhones, type TablePhones } from '../../src/net/host';
import { parseHostMessage } from '../../src/net/protocol';
import { wirePair } from '../../src/net/wire';
import { createSession, type Session } from '../../src/session/session';
import { SCHEMA_VERSION, type SavedGame } from '../../src/storage/schema';

const mod = horseFair as unknown as AnyGameModule;
const SECRET = 'AAAAAAAAAAAAAAAAAAAAAA';
const settle = () => new Promise((r) => setTimeout(r, 0));

/** A fresh game's id each time: the players on phones are kept per game (for a reload), as in the app. */
let games = 0;

function record(players: string[], bots: Seat[] = [], id = `g${++games}`): SavedGame {
  const options = mod.def.defaultOptions(players.length);
  return {
    schema: SCHEMA_VERSION,
    gameId: mod.def.id,
    id,
    players,
    options,
    seed: `seats-${id}`,
    state: mod.def.setup(players, options, `seats-${id}`, 0),
    log: [],
    createdAt: 0,
    updatedAt: 0,
    ...(bots.length ? { bots } : {}),
  };
}

interface Phone {
  link: GuestLink;
  /** Every text this phone received. */
  inbox: string[];
}

/** Setup with `names`; `invited` get phones (for their seats at that moment). */
function setup(names: string[], invited: string[]): { phones: TablePhones; guests: Map<string, Phone> } {
  const phones = createTablePhones();
  phones.seat({ gameId: mod.def.id, players: names, bots: [] });
  const guests = new Map<string, Phone>();
  for (const name of invited) {
    const [host, wire] = wirePair();
    const inbox: string[] = [];
    wire.onMessage((d) => inbox.push(String(d)));
    const link = joinAsGuest(names.indexOf(name), SECRET, wire);
    phones.join(name, SECRET, host);
    guests.set(name, { link, inbox });
  }
  return { phones, guests };
}

/** Opens the game of `rec` on the table with `phones` (as Play does). */
function start(phones: TablePhones, rec: SavedGame): Session {
  const seated = phones.wrap(mod);
  const session = createSession(seated.def, rec, async () => undefined);
  phones.serve(session, seated.def);
  return session;
}

/** Every view `phone` received is `name`'s own: the view of the seat whose player is `name`. */
function expectOnlyOwn(phone: Phone, name: string, rec: SavedGame): number {
  let views = 0;
  for (const text of phone.inbox) {
    const parsed = parseHostMessage(text);
    if (!parsed.ok) throw new Error(parsed.error);
    const m = parsed.message;
    if (m.kind === 'end') continue;
    if (m.kind === 'seat') {
      expect(m.name).toBe(name);
      continue;
    }
    expect(m.players[m.seat]).toBe(name);
    expect(JSON.stringify(m.seatView)).toBe(JSON.stringify(mod.def.view(rec.state, rec.players.indexOf(name))));
    views++;
  }
  return views;
}

describe('a phone is bound to its player', () => {
  it('before the start, a joined phone knows whose it is and which game', async () => {
    const { guests } = setup(['Ana', 'Ben', 'Cleo'], ['Ben']);
    await settle();
    const ben = guests.get('Ben');
    expect(ben?.link.name.value).toBe('Ben');
    expect(ben?.link.gameId.value).toBe('horse-fair');
    expect(ben?.link.message.value).toBeNull();
  });

  const carried: [string, string[]][] = [
    ['move up: Ben to seat 1', ['Ben', 'Ana', 'Cleo']],
    ['move down: Ben to seat 3', ['Ana', 'Cleo', 'Ben']],
    ['remove player 1: Ben to seat 1', ['Ben', 'Cleo']],
  ];
  for (const [edit, after] of carried) {
    it(`${edit}: the phone follows its player and gets only that player’s view`, async () => {
      const { phones, guests } = setup(['Ana', 'Ben', 'Cleo'], ['Ben', 'Cleo']);
      phones.seat({ gameId: mod.def.id, players: after, bots: [] });
      await settle();
      const rec = record(after);
      const session = start(phones, rec);
      await settle();
      for (const name of ['Ben', 'Cleo']) {
        const phone = guests.get(name);
        if (!phone) throw new Error(name);
        expect(phone.link.seat.value).toBe(after.indexOf(name));
        expect(phone.link.message.value?.players[phone.link.seat.value]).toBe(name);
        expect(expectOnlyOwn(phone, name, rec)).toBeGreaterThan(0);
      }
      expect([...phones.phones.value.keys()]).toEqual(['Ben', 'Cleo'].map((n) => after.indexOf(n)).sort());
      // The handover never names Ben (on his phone), wherever he sits now.
      expect(phones.wrap(mod).def.handover(rec.state)?.seats ?? []).not.toContain(after.indexOf('Ben'));
      session.dispose();
      phones.dispose();
    });
  }

  const ended: [string, string[], Seat[], RegExp][] = [
    ['made a bot', ['Ana', 'Bramble (bot)', 'Cleo'], [1], /played by a bot/],
    ['renamed', ['Ana', 'Bea', 'Cleo'], [], /name was changed/],
    ['removed', ['Ana', 'Cleo'], [], /taken off the players/],
  ];
  for (const [edit, after, bots, why] of ended) {
    it(`Ben ${edit}: his phone is let go, told why on both phones, and is sent no view`, async () => {
      const { phones, guests } = setup(['Ana', 'Ben', 'Cleo'], ['Ben']);
      await settle();
      phones.seat({ gameId: mod.def.id, players: after, bots });
      await settle();
      const ben = guests.get('Ben');
      expect(ben?.link.ended.value).toMatch(why);
      expect(ben?.link.status.value).toBe('lost');
      expect(phones.notice.value).toMatch(/^Ben’s phone was let go/);
      expect(phones.notice.value).toMatch(why);
      const rec = record(after, bots);
      const session = start(phones, rec);
      await settle();
      expect(phones.phones.value.size).toBe(0);
      expect(ben?.link.message.value).toBeNull();
      expect(ben?.inbox.filter((t) => t.includes('"view"'))).toEqual([]);
      session.dispose();
      phones.dispose();
    });
  }

  it('a name typed at setup through Ben’s ("Ben" on the way to "Benedict") keeps Ben’s phone on Ben', async () => {
    const { phones, guests } = setup(['Ana', 'Ben', 'Cleo'], ['Ben']);
    await settle();
    for (const typed of ['B', 'Be', 'Ben', 'Bene', 'Benedict']) phones.seat({ gameId: mod.def.id, players: ['Ana', 'Ben', 'Cleo', typed], bots: [] });
    await settle();
    const ben = guests.get('Ben');
    expect(ben?.link.ended.value).toBeNull();
    expect(ben?.link.status.value).not.toBe('lost');
    expect(phones.notice.value).toBeNull();
    expect([...phones.phones.value.keys()]).toEqual([1]);
    const rec = record(['Ana', 'Ben', 'Cleo', 'Benedict']);
    const session = start(phones, rec);
    await settle();
    if (!ben) throw new Error('Ben');
    expect(ben.link.seat.value).toBe(1);
    expect(expectOnlyOwn(ben, 'Ben', rec)).toBeGreaterThan(0);
    session.dispose();
    phones.dispose();
  });

  it('a phone let go is told so in a sentence that starts with the table phone', async () => {
    const { phones, guests } = setup(['Ana', 'Ben', 'Cleo'], ['Ben']);
    await settle();
    phones.seat({ gameId: mod.def.id, players: ['Ana', 'Bramble (bot)', 'Cleo'], bots: [1] });
    await settle();
    expect(guests.get('Ben')?.link.ended.value).toMatch(/^On the table phone, Ben’s seat is played by a bot now: this phone’s link is ended\./);
    phones.dispose();
  });

  /** Ben's phone took the invitation made for him at seat 2 of Ana, Ben, Cleo; the seats change before his answer lands. */
  function invitedThenEdited(after: string[], bots: Seat[] = []): { phones: TablePhones; ben: Phone; refused: string | null } {
    const phones = createTablePhones();
    phones.seat({ gameId: mod.def.id, players: ['Ana', 'Ben', 'Cleo'], bots: [] });
    const [host, wire] = wirePair();
    const inbox: string[] = [];
    wire.onMessage((d) => inbox.push(String(d)));
    const link = joinAsGuest(1, SECRET, wire);
    phones.seat({ gameId: mod.def.id, players: after, bots });
    const refused = phones.join('Ben', SECRET, host);
    return { phones, ben: { link, inbox }, refused };
  }

  for (const [edit, after] of carried) {
    it(`the invitation is Ben’s, not seat 2’s: ${edit} while it is open, and his phone joins Ben and gets only his view`, async () => {
      const { phones, ben, refused } = invitedThenEdited(after);
      expect(refused).toBeNull();
      await settle();
      expect(ben.link.name.value).toBe('Ben');
      expect([...phones.phones.value.keys()]).toEqual([after.indexOf('Ben')]);
      const rec = record(after);
      const session = start(phones, rec);
      await settle();
      expect(ben.link.seat.value).toBe(after.indexOf('Ben'));
      expect(expectOnlyOwn(ben, 'Ben', rec)).toBeGreaterThan(0);
      session.dispose();
      phones.dispose();
    });
  }

  for (const [edit, after, bots] of ended) {
    it(`Ben ${edit} while his invitation is open: the answer joins nobody, both phones are told, no view is sent`, async () => {
      const { phones, ben, refused } = invitedThenEdited(after, bots);
      expect(refused).toMatch(/^Ben is not a player at this table any more/);
      await settle();
      expect(ben.link.ended.value).toMatch(/Ben is not a player at this table any more/);
      expect(phones.phones.value.size).toBe(0);
      const session = start(phones, record(after, bots));
      await settle();
      expect(ben.inbox.filter((t) => t.includes('"view"') || t.includes('"seat"'))).toEqual([]);
      expect(ben.link.message.value).toBeNull();
      session.dispose();
      phones.dispose();
    });
  }

  it('Play again: the phones stay on their players in the next game, whose first view comes at once', async () => {
    const { phones, guests } = setup(['Ana', 'Ben', 'Cleo'], ['Ben']);
    const first = start(phones, record(['Ana', 'Ben', 'Cleo']));
    await settle();
    phones.unserve();
    first.dispose();
    const next = record(['Cleo', 'Ana', 'Ben'], [], 'play-again');
    const session = start(phones, next);
    await settle();
    const ben = guests.get('Ben');
    expect(ben?.link.status.value).toBe('here');
    expect(ben?.link.seat.value).toBe(2);
    expect(JSON.stringify(ben?.link.message.value?.seatView)).toBe(JSON.stringify(mod.def.view(next.state, 2)));
    session.dispose();
    phones.dispose();
  });

  it('a seat taken back: its phone is told so and let go; the table says so too', async () => {
    const { phones, guests } = setup(['Ana', 'Ben', 'Cleo'], ['Ben']);
    const session = start(phones, record(['Ana', 'Ben', 'Cleo']));
    await settle();
    phones.takeBack(1);
    await settle();
    expect(guests.get('Ben')?.link.ended.value).toMatch(/taken back into the handover/);
    expect(phones.notice.value).toMatch(/taken back into the handover/);
    expect(phones.phones.value.size).toBe(0);
    session.dispose();
    phones.dispose();
  });

  it('a guest never shows a view of another player, whatever seat number it carries', async () => {
    const [host, wire] = wirePair();
    const link = joinAsGuest(1, SECRET, wire);
    const rec = record(['Ana', 'Ben', 'Cleo']);
    const view = (seat: Seat, players: string[]) =>
      JSON.stringify({
        v: 2,
        kind: 'view',
        gameId: 'horse-fair',
        seat,
        players,
        seatView: mod.def.view(rec.state, seat),
        tableView: {},
        waiting: [],
        over: null,
        moves: 0,
        at: 0,
        refusal: null,
      });
    host.send(view(1, ['Ana', 'Ben', 'Cleo']));
    await settle();
    expect(link.name.value).toBe('Ben');
    // Seat 1 is Ana's now: not shown.
    host.send(view(1, ['Ben', 'Ana', 'Cleo']));
    await settle();
    expect(link.problem.value).toMatch(/another player/);
    expect(link.message.value?.players).toEqual(['Ana', 'Ben', 'Cleo']);
    // Ben at seat 0: shown, and the phone moves there.
    host.send(view(0, ['Ben', 'Ana', 'Cleo']));
    await settle();
    expect(link.seat.value).toBe(0);
  });
});

describe('a change in the game', () => {
  it('a Ribbon Fair stall leaving: its phone keeps its own stall’s view only, and the other phones theirs', async () => {
    const { game: ribbonFair } = await import('../../src/games/ribbon-fair/index');
    const rf = ribbonFair as unknown as AnyGameModule;
    const players = ['Ana', 'Ben', 'Cleo', 'Di'];
    const options = rf.def.defaultOptions(4);
    const rec: SavedGame = {
      ...record(players),
      gameId: rf.def.id,
      options,
      seed: 'leave',
      state: rf.def.setup(players, options, 'leave', 0),
    };
    const phones = createTablePhones();
    phones.seat({ gameId: rf.def.id, players, bots: [] });
    const inboxes = new Map<Seat, string[]>();
    const links = new Map<Seat, GuestLink>();
    for (const seat of [1, 2]) {
      const [host, wire] = wirePair();
      const inbox: string[] = [];
      wire.onMessage((d) => inbox.push(String(d)));
      links.set(seat, joinAsGuest(seat, SECRET, wire));
      phones.join(players[seat] ?? '', SECRET, host);
      inboxes.set(seat, inbox);
    }
    const seated = phones.wrap(rf);
    const session = createSession(seated.def, rec, async () => undefined);
    phones.serve(session, seated.def);
    await settle();
    // The table moves on (public moves) until Ben's stall may leave, then it leaves.
    let left = false;
    for (let i = 0; i < 50 && !left; i++) {
      try {
        await session.act('table', { type: 'leave', seat: 1 });
        left = true;
      } catch {
        const move = rf.def.randomAction(session.game.value.state, () => 0.5, i);
        if (!move) break;
        await session.act(move.actor, move.action).catch(() => undefined);
      }
    }
    expect(left).toBe(true);
    await settle();
    expect(links.get(1)?.status.value).toBe('here');
    const state = session.game.value.state;
    for (const [seat, inbox] of inboxes) {
      const last = parseHostMessage(inbox[inbox.length - 1]);
      if (!last.ok || last.message.kind !== 'view') throw new Error('no view');
      expect(last.message.seat).toBe(seat);
      expect(JSON.stringify(last.message.seatView)).toBe(JSON.stringify(rf.def.view(state, seat)));
      for (const text of inbox) {
        const m = parseHostMessage(text);
        if (m.ok && m.message.kind === 'view') expect(m.message.players[m.message.seat]).toBe(players[seat]);
      }
    }
    session.dispose();
    phones.dispose();
  });
});
