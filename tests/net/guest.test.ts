import { describe, expect, it } from 'vitest';
import { joinAsGuest } from '../../src/net/guest';
import { PROTOCOL_VERSION, type HostMessage } from '../../src/net/protocol';
import { wirePair } from '../../src/net/wire';

const SECRET = 'AAAAAAAAAAAAAAAAAAAAAA';
const view = (over: Partial<HostMessage> = {}): HostMessage => ({
  v: PROTOCOL_VERSION,
  kind: 'view',
  gameId: 'horse-fair',
  seat: 1,
  players: ['Ana', 'Bo'],
  seatView: { hand: [1] },
  tableView: {},
  waiting: [1],
  over: null,
  moves: 3,
  at: 0,
  refusal: null,
  ...over,
});
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('a guest phone', () => {
  it('sends its seat’s move with the secret, and hears back the new view or the refusal', async () => {
    const [host, wire] = wirePair();
    const got: unknown[] = [];
    host.onMessage((d) => got.push(JSON.parse(String(d))));
    const link = joinAsGuest(1, SECRET, wire);
    host.send(JSON.stringify(view()));
    await settle();
    expect(link.message.value?.moves).toBe(3);
    const made = link.act({ type: 'play' });
    await settle();
    expect(got).toEqual([{ v: PROTOCOL_VERSION, kind: 'act', seat: 1, secret: SECRET, action: { type: 'play' } }]);
    host.send(JSON.stringify(view({ moves: 4 })));
    await expect(made).resolves.toBeNull();
    const refused = link.act({ type: 'play' });
    host.send(JSON.stringify(view({ moves: 4, refusal: 'Not your turn.' })));
    await expect(refused).resolves.toBe('Not your turn.');
  });

  it('shows nothing it cannot read or that is for another seat, and says so', async () => {
    const [host, wire] = wirePair();
    const link = joinAsGuest(1, SECRET, wire);
    host.send(JSON.stringify(view()));
    await settle();
    for (const bad of ['{oops', JSON.stringify({ ...view(), seat: 0 }), JSON.stringify({ ...view(), state: {} }), JSON.stringify({ ...view(), v: 99 })]) {
      host.send(bad);
      await settle();
      expect(link.problem.value).not.toBeNull();
      expect(link.message.value).toEqual(view());
    }
  });

  it('when the link drops, a move waiting for its answer is told so, and later moves are refused at once', async () => {
    const [host, wire] = wirePair();
    const link = joinAsGuest(1, SECRET, wire);
    const waiting = link.act({ type: 'play' });
    host.close();
    await expect(waiting).resolves.toMatch(/dropped/);
    expect(link.status.value).toBe('lost');
    await expect(link.act({ type: 'play' })).resolves.toMatch(/lost the table/);
  });
});
