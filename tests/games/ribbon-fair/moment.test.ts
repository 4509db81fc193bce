import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/engine/rng';
import { apply } from '../../../src/games/ribbon-fair/rules/apply';
import type { RfOptions, RfState } from '../../../src/games/ribbon-fair/types';
import { moment } from '../../../src/games/ribbon-fair/views/moment';
import { T0, def, entryOf, fair, pinAll, pinBy, withRibbons } from './helpers';

const STYLES: RfOptions['style'][] = ['rotating', 'ai', 'crowd'];
/** The moment the table shows for `s`. */
const at = (s: RfState) => moment(def.view(s, 'table'));
const ribbonOf = (s: RfState) => s.round.ribbon?.text ?? s.round.award?.ribbon.text ?? '?';
/** Five stalls, Rotating Judge: Ana holds the rosette. */
const five = () => fair(5, { style: 'rotating' });
const pick = (s: RfState, entry = 0) => apply(s, s.round.judge ?? 0, { type: 'pick', entry }, T0);
const leave = (s: RfState, seat: number) => apply(s, 'table', { type: 'leave', seat }, T0);
const next = (s: RfState) => apply(s, 'table', { type: 'next' }, T0);

describe('moments on the table (docs/house-rules.md "Public moments are revealed")', () => {
  it('the first ribbon opens the fair on the table', () => {
    const s = five();
    expect(at(s)).toEqual({
      key: 'ribbon:1',
      kind: 'start',
      at: ['ribbon'],
      title: `Ribbon 1: ${ribbonOf(s)}`,
      lines: ['First to 7 ribbons wins the fair.', 'Ana holds the rosette; everyone else pins an entry in secret.'],
    });
  });

  it('a pin is no news: the key stays', () => {
    expect(at(pinBy(five(), [1, 2]))?.key).toBe('ribbon:1');
  });

  it('a stall leaving during the pin is news, and stays the news through the pins after it', () => {
    const s = leave(pinBy(five(), [1]), 3);
    expect(at(s)).toEqual({
      key: 'ribbon:1:left:3',
      kind: 'turn',
      title: 'Dee leaves the fair',
      lines: ['Dee’s 0 ribbons stay on the standings.', 'Ana holds the rosette; everyone else pins an entry in secret.'],
    });
    expect(at(pinBy(s, [2]))?.key).toBe('ribbon:1:left:3');
  });

  it('the entries laid face up: how many, for which ribbon, and who picks', () => {
    const s = pinAll(five());
    expect(at(s)).toEqual({
      key: 'entries:1',
      kind: 'play',
      at: ['entries'],
      title: '4 entries, face up',
      lines: [`For “${ribbonOf(s)}”, shuffled, with no authors.`, 'Ana picks the winner on the table.'],
    });
  });

  it('the last entrant leaving lays the entries out: the leaving is the headline, the entries the line under it', () => {
    const s = leave(pinBy(five(), [1, 2, 3]), 4);
    expect(s.phase).toBe('judge');
    expect(at(s)).toEqual({
      key: 'entries:1:left:4',
      kind: 'turn',
      title: 'Eli leaves the fair',
      lines: ['Eli’s 0 ribbons stay on the standings.', '3 entries, face up: Ana picks the winner on the table.'],
    });
  });

  it('the award: ribbon, winning entry, who won it and their count', () => {
    const s = pick(pinAll(withRibbons(five(), { 1: 2, 2: 2, 3: 2, 4: 2 })), 1);
    const win = s.round.entries[1];
    const name = s.players[win?.seat ?? 0] ?? '';
    expect(at(s)).toEqual({
      key: 'award:1',
      kind: 'award',
      at: ['ribbon'],
      title: `${name} wins “${ribbonOf(s)}”`,
      lines: [`With “${win?.card.text ?? ''}”.`, `${name} now holds 3 ribbons of 7.`, 'The judge picked it.'],
    });
  });

  it('the award that reaches the target says the fair is crowned next', () => {
    const s = pick(pinAll(withRibbons(five(), { 1: 6, 2: 6, 3: 6, 4: 6 })));
    expect(at(s)?.lines).toContain('The target is reached: the fair is crowned next.');
  });

  it('Crowd Favourite: the entries, then the award with the winner’s votes', () => {
    let s = pinAll(fair(4, { style: 'crowd' }));
    expect(at(s)?.lines[1]).toBe('Everyone votes in secret for an entry not their own.');
    const favourite = entryOf(s, 3);
    for (const v of [0, 1, 2]) s = apply(s, v, { type: 'vote', entry: favourite }, T0);
    expect(at(s)?.key).toBe('entries:1');
    s = apply(s, 3, { type: 'vote', entry: entryOf(s, 0) }, T0);
    expect(at(s)).toMatchObject({ key: 'award:1', title: `Dee wins “${ribbonOf(s)}”` });
    expect(at(s)?.lines[2]).toBe('The crowd’s favourite. 3 votes.');
  });

  it('AI Judge: the award comes with the entries laid out face up as its lead, shown first', () => {
    const s = pinAll(fair(4, { style: 'ai' }));
    const m = at(s);
    expect(m?.kind).toBe('award');
    expect(m?.lead).toEqual({
      key: 'entries:1',
      kind: 'play',
      at: ['entries'],
      title: '4 entries, face up',
      lines: [`For “${ribbonOf(s)}”, shuffled.`, 'Judge Marigold picks one at random.'],
    });
    // Under the other styles the laying out is a step of its own: no lead.
    expect(at(pinAll(fair(4, { style: 'crowd' })))?.lead).toBeUndefined();
  });

  it('a ribbon set aside', () => {
    let s = fair(3, { style: 'ai' });
    for (const seat of [0, 1, 2]) s = apply(s, seat, { type: 'open' }, T0);
    s = def.tick(s, T0 + 45_000);
    expect(at(s)).toEqual({
      key: 'award:1',
      kind: 'award',
      at: ['ribbon'],
      title: `“${ribbonOf(s)}” is set aside`,
      lines: ['No entries: the ribbon is set aside.'],
    });
  });

  it('a stall leaving on the award panel is news; the award stands', () => {
    const s0 = fair(4, { style: 'ai' });
    const s = leave(def.tick(pinBy(apply(s0, 3, { type: 'open' }, T0), [0, 1, 2]), T0 + 45_000), 3);
    expect(s.phase).toBe('award');
    expect(at(s)?.key).toBe('award:1:left:3');
    expect(at(s)?.title).toBe('Dee leaves the fair');
    const w = s.round.award?.winner ?? 0;
    expect(at(s)?.lines).toEqual(['Dee’s 0 ribbons stay on the standings.', `${s.players[w] ?? ''} wins “${ribbonOf(s)}”.`]);
  });

  it('the next ribbon is turned', () => {
    const s = next(pick(pinAll(five())));
    expect(at(s)).toMatchObject({ key: 'ribbon:2', kind: 'turn', title: `Ribbon 2: ${ribbonOf(s)}` });
    expect(at(s)?.lines).toEqual(['Bo holds the rosette; everyone else pins an entry in secret.']);
  });

  it('the judge leaving: the ribbon is set aside and the next one turned, both told', () => {
    const s = leave(pinAll(five()), 0);
    expect(s.roundNo).toBe(2);
    expect(at(s)?.key).toBe('ribbon:2');
    expect(at(s)?.lines.slice(0, 2)).toEqual(['Ana leaves the fair.', expect.stringMatching(/^The judge left: the entries go back and “.*” is set aside\.$/)]);
  });

  it('the end: who won and why', () => {
    expect(at(leave(fair(3, { style: 'crowd' }), 1))).toEqual({
      key: 'end',
      kind: 'end',
      title: 'The fair ends with no winner',
      lines: ['Bo left: too few stalls are left to go on.'],
    });
    const won = next(pick(pinAll(withRibbons(five(), { 1: 6, 2: 6, 3: 6, 4: 6 }))));
    const w = won.end?.winners[0] ?? 0;
    expect(at(won)).toEqual({ key: 'end', kind: 'end', title: `${won.players[w] ?? ''} wins the fair!`, lines: [`${won.players[w] ?? ''} holds 7 ribbons.`] });
  });

  it.each(STYLES)(
    '%s: over random fairs the key changes exactly when the phase, the round or the stalls at the fair change',
    (style) => {
      const random = makeRandom(`moment-${style}`);
      let changes = 0;
      for (let g = 0; g < 20; g++) {
        let s = fair(3 + (g % 6), { style }, `m${g}`);
        let now = T0;
        for (let step = 0; step < 400 && s.phase !== 'over'; step++) {
          const deadline = def.nextDeadline(s);
          let after: RfState;
          if (deadline !== null && random() < 0.1) after = def.tick(s, (now = deadline));
          else {
            const move = def.randomAction(s, random, (now += 500));
            if (move === null) break;
            after = def.apply(s, move.actor, move.action, now);
          }
          const sig = (x: RfState) => `${x.phase} ${x.roundNo} ${x.stalls.filter((st) => st.gone).length}`;
          const news = sig(after) !== sig(s);
          if ((at(after)?.key !== at(s)?.key) !== news) throw new Error(`key ${at(s)?.key} → ${at(after)?.key} on ${sig(s)} → ${sig(after)}`);
          if (news) changes++;
          s = after;
        }
      }
      expect(changes).toBeGreaterThan(100);
    },
    20_000,
  );
});
