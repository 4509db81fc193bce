import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { Fair, leader, leave, playToTheEnd } from './support/ribbon-fair';

const STALLS = ['Ana', 'Bo', 'Cy'];

// The narrowest phone the app is made for.
const browser = useBrowser({ width: 360, height: 740 });

describe('Ribbon Fair, Crowd Favourite, in the browser at 360 px', () => {
  it('a whole fair to its results: a three-way tie broken by Judge Marigold, then most votes wins', async () => {
    const fair = new Fair(browser.page, 'rf-crowd-360');
    await fair.start(STALLS, 'Crowd Favourite', { pinClock: '90', judgeClock: 'off' });
    let s = await fair.state();
    expect(s.options).toMatchObject({ style: 'crowd', pinClock: 90, judgeClock: null });
    expect(s.round.judge).toBe(null);

    // Round 1: every stall pins, then each votes for the next stall's entry: one vote each.
    for (let i = 0; i < 3; i++) await fair.pin(i);
    s = await fair.state();
    expect(s.phase).toBe('vote');
    expect(s.round.voters).toEqual([0, 1, 2]);
    for (let v = 0; v < 3; v++) await fair.vote((v + 1) % 3);
    s = await fair.state();
    expect(s.round.award?.how).toBe('crowd-tie');
    expect(s.round.award?.tally).toEqual([1, 1, 1]);
    await fair.award();

    // Then the crowd backs the leader (a voter backs the leader among the others): one stall takes every ribbon.
    const rounds = await playToTheEnd(fair, 12, (st, voter) => leader(st, voter));
    s = await fair.results();
    expect(s.end?.reason).toBe('target');
    // The tie's winner holds one ribbon, then takes two votes of three every round: seven more rounds.
    const first = s.stalls.findIndex((st) => st.won.length === 8);
    expect(s.end?.winners).toEqual([first]);
    expect(rounds).toBe(7);
    expect(s.stalls.map((st) => st.won.length).sort()).toEqual([0, 0, 8]);
  });

  it('a stall leaving below three crowns the fair at once (after a complete round)', async () => {
    const { page } = browser;
    const fair = new Fair(page, 'rf-crowd-360-leave');
    await fair.start(STALLS, 'Crowd Favourite', { pinClock: 'off', judgeClock: 'off' });
    for (let i = 0; i < 3; i++) await fair.pin(0);
    for (let v = 0; v < 3; v++) await fair.vote(v === 0 ? 1 : 0);
    let s = await fair.award();
    expect(s.round.award?.how).toBe('crowd');
    const winner = s.round.award?.winner ?? -1;
    expect(winner).toBe(0);

    // Round 2 is pinning: Cy has not pinned, so Cy may leave; two stalls are too few for Crowd Favourite.
    await leave(fair, 'Cy');
    s = await fair.results();
    expect(s.end).toEqual({ winners: [0], reason: 'too-few' });
    expect(s.stalls[2]?.gone).toBe(true);
    await expect(page.locator('[aria-labelledby="rf-results-title"]').innerText()).resolves.toContain('Cy (left)');
  });
});
