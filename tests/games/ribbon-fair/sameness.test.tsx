import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { apply } from '../../../src/games/ribbon-fair/rules/apply';
import type { RfState } from '../../../src/games/ribbon-fair/types';
import { announce } from '../../../src/games/ribbon-fair/views/announce';
import { moment } from '../../../src/games/ribbon-fair/views/moment';
import { readAloud } from '../../../src/games/ribbon-fair/views/readAloud';
import { Table } from '../../../src/games/ribbon-fair/views/Table';
import { NAMES, T0, def, entryOf, fair, pinAll } from './helpers';

afterEach(cleanup);

/** Everything the table shows for `s`: the rendered table, its moment, its read-aloud text and its announcement. */
function tableOf(s: RfState): { html: string; said: unknown } {
  const players = NAMES.slice(0, s.players.length);
  const view = def.view(s, 'table');
  const { container, unmount } = render(<Table view={view} players={players} now={T0 + 1000} act={async () => undefined} />);
  const html = container.innerHTML;
  unmount();
  return { html, said: { moment: moment(view), aloud: readAloud(view, players), news: announce(view) } };
}

/** The card text at `i` in `seat`'s hand. */
const card = (s: RfState, seat: number, i: number) => s.stalls[seat]?.hand[i]?.text ?? '';

/** Every hand replaced by cards no stall holds (same sizes): a fair that differs only in its hands. */
function otherHands(s: RfState): RfState {
  return { ...s, stalls: s.stalls.map((st) => ({ ...st, hand: st.hand.map((c) => ({ ...c, text: `${c.text} (another)` })) })) };
}

/** Crowd, four stalls, all pinned; the first voter out votes for the entry of `author`. */
function crowdVote(author: number): RfState {
  const s = apply(pinAll(fair(4, { style: 'crowd' })), 0, { type: 'open' }, T0);
  return apply(s, 0, { type: 'vote', entry: entryOf(s, author) }, T0);
}

describe('the table is the same whatever the stalls chose in private (docs/house-rules.md "Never leak")', () => {
  it.each<[string, () => [RfState, RfState]]>([
    ['other hands, before anyone pins', () => [fair(4, { style: 'rotating' }), otherHands(fair(4, { style: 'rotating' }))]],
    [
      'other hands, on the award panel',
      () => {
        const s = apply(pinAll(fair(4, { style: 'rotating' })), 0, { type: 'pick', entry: 1 }, T0);
        return [s, otherHands(s)];
      },
    ],
    [
      'Bo pinned his first card or his third',
      () => {
        const s = apply(fair(4, { style: 'rotating' }), 1, { type: 'open' }, T0);
        return [apply(s, 1, { type: 'pin', entry: card(s, 1, 0) }, T0), apply(s, 1, { type: 'pin', entry: card(s, 1, 2) }, T0)];
      },
    ],
    [
      'Bo and Cy pinned different cards in AI Judge, Dee still to pin',
      () => {
        const s = fair(4, { style: 'ai' });
        const pins = (i: number) =>
          apply(
            apply(apply(s, 0, { type: 'pin', entry: card(s, 0, i) }, T0), 1, { type: 'pin', entry: card(s, 1, i) }, T0),
            2,
            { type: 'pin', entry: card(s, 2, i) },
            T0,
          );
        return [pins(0), pins(4)];
      },
    ],
    ['Ana’s secret crowd vote went to Bo’s entry or to Cy’s', () => [crowdVote(1), crowdVote(2)]],
  ])('%s', (_, make) => {
    const [a, b] = make();
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    const ta = tableOf(a);
    const tb = tableOf(b);
    expect(ta.html.length).toBeGreaterThan(1000);
    expect(tb.html).toBe(ta.html);
    expect(tb.said).toEqual(ta.said);
  });
});
