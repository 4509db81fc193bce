/**
 * Ribbon Fair's bot plays with people: it reads the judge now judging from the public log (never Judge Marigold's
 * taste data), judges and votes on the cards alone, takes its fresh hand when its hand is poor for the judge, and a
 * stall pinning at random still wins fairs at a table of Sharp bots under Judge Marigold with taste.
 */
import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/engine/rng';
import { bot, judgeAmong, pastPicks, readJudge } from '../../../src/games/ribbon-fair/bot';
import { deckSample, wantsFreshHand } from '../../../src/games/ribbon-fair/bot/fresh';
import { keepValues, ribbonsLeft } from '../../../src/games/ribbon-fair/bot/keep';
import { fit, wordFit } from '../../../src/games/ribbon-fair/bot/words';
import { def as rules } from '../../../src/games/ribbon-fair/def';
import type { Card, RfState, RfView } from '../../../src/games/ribbon-fair/types';
import { def, fair, NAMES, T0 } from './helpers';

const card = (text: string): Card => ({ pack: 'base', text });
const LONG = ['A penguin in a bow tie at a wedding', 'An octopus with eight odd socks on', 'A walrus wearing a monocle to tea'];
const SHORT = ['A kite', 'A drum', 'A mop'];

/** Seat 1's view in a fair of `style` whose ribbon is `ribbon` and hand `hand`, with `log` after the opening line. */
function viewWith(style: 'rotating' | 'crowd' | 'ai', ribbon: string, hand: string[], log: string[], fresh = false): RfView {
  const s = fair(3, { style, pinClock: null, judgeClock: null });
  const state: RfState = {
    ...s,
    round: { ...s.round, ribbon: card(ribbon), clocks: s.round.clocks.map(() => T0 + 600_000) },
    stalls: s.stalls.map((st, i) => ({ ...st, hand: i === 1 ? hand.map(card) : st.hand, freshHand: i === 1 ? fresh : st.freshHand })),
  };
  const view = def.view(state, 1);
  return { ...view, log: [...view.log, ...log], roundNo: 10 };
}

/** Judge Marigold's awards on the log: each ribbon won by its entry, with her sentence before it. */
const marigold = (wins: [string, string][]) =>
  wins.flatMap(([ribbon, entry], i) => [
    `Ribbon ${i + 1}: “${ribbon}”.`,
    `Judge Marigold: ${entry} fits best.`,
    `Bo wins “${ribbon}” with “${entry}” (${i + 1} ribbons).`,
  ]);

/** A crowd's awards on the log. */
const crowd = (wins: [string, string][]) =>
  wins.flatMap(([ribbon, entry], i) => [`Ribbon ${i + 1}: “${ribbon}”.`, `Cy wins “${ribbon}” with “${entry}” (${i + 1} ribbons).`]);

describe('reading the judge from the public log', () => {
  it('reads Judge Marigold’s awards, not an entry that won alone on the table', () => {
    const log = [...marigold([['Sleepiest', LONG[0] ?? '']]), 'Ribbon 2: “Shiniest”.', 'Cy wins “Shiniest” with “A mop” (1 ribbon).'];
    expect(pastPicks(viewWith('ai', 'Most Squeaky', SHORT, log)).map((p) => p.entry)).toEqual([LONG[0]]);
  });

  it.each([
    ['long', LONG, 1],
    ['short', SHORT, -1],
  ] as const)('a judge whose winners were %s leans that way by length', (_name, winners, sign) => {
    const hand = ['A rubber duck', 'A grumpy goose', 'A sleepy sloth', 'A tidy raccoon'];
    const wins = winners.map((w, i): [string, string] => [`Ribbon ${i}`, w]);
    for (const style of ['crowd', 'ai'] as const) {
      const log = style === 'ai' ? marigold(wins) : crowd(wins);
      const { leans } = readJudge(viewWith(style, 'Most Squeaky', hand, log), hand);
      expect(Math.sign(leans[1] ?? 0)).toBe(sign);
    }
  });

  it.each([
    ['long', LONG, 'A walrus wearing a monocle'],
    ['short', SHORT, 'A yo-yo'],
  ] as const)('pins the entry that stands where the judge’s winners stood: %s', (_name, winners, want) => {
    const hand = ['A yo-yo', 'A grumpy goose', 'A walrus wearing a monocle'];
    const wins = winners.map((w, i): [string, string] => [`Ribbon ${i}`, w]);
    for (const [style, log] of [
      ['ai', marigold(wins)],
      ['crowd', crowd(wins)],
    ] as const) {
      for (const strength of ['sharp', 'relaxed'] as const) {
        expect(bot.decide(viewWith(style, 'Most Squeaky', hand, log, true), 1, makeRandom('r'), strength)).toEqual({ type: 'pin', entry: want });
      }
    }
  });

  it('with nothing to read, does not know Judge Marigold’s taste: her favourite is no likelier than another entry', () => {
    // Her taste rates the rubber duck far above the goldfish for "Most Squeaky"; a bot with no award to read pins either
    // (neither shares a word with a printed ribbon, so neither is worth more kept).
    const pinned = new Set<string>();
    const random = makeRandom('pins');
    for (let k = 0; k < 30; k++) {
      const move = bot.decide(viewWith('ai', 'Most Squeaky', ['A rubber duck', 'A goldfish named Gerald'], []), 1, random);
      if (move.type === 'pin') pinned.add(move.entry);
    }
    expect([...pinned].sort()).toEqual(['A goldfish named Gerald', 'A rubber duck']);
  });
});

describe('judging and voting on the cards alone', () => {
  it.each([
    ['Shiniest', ['A rubber duck', 'A shiny new penny', 'A drum'], ['A shiny new penny']],
    ['Sleepiest', ['A sleepy sloth', 'A kite'], ['A sleepy sloth']],
    // No entry shares a word with the ribbon: any may win, Judge Marigold's favourite (the duck) no likelier.
    ['Most Squeaky', ['A rubber duck', 'A grumpy goose', 'A kite'], ['A grumpy goose', 'A kite', 'A rubber duck']],
  ])('%s among %j: picks from %j', (ribbon, texts, picks) => {
    const seen = new Set<string>();
    const random = makeRandom('judge');
    for (let k = 0; k < 40; k++) seen.add(texts[judgeAmong(ribbon, texts, random)] ?? '');
    expect([...seen].sort()).toEqual(picks);
  });
});

describe('the fresh hand', () => {
  const wins = LONG.map((w, i): [string, string] => [`Ribbon ${i}`, w]);

  it('a Sharp bot takes it when its hand is poor for a judge it has read, and keeps a good hand', () => {
    expect(bot.decide(viewWith('ai', 'Most Squeaky', SHORT, marigold(wins)), 1, makeRandom('f'))).toEqual({ type: 'fresh-hand' });
    expect(bot.decide(viewWith('ai', 'Most Squeaky', [...SHORT, 'A walrus wearing a monocle'], marigold(wins)), 1, makeRandom('f')).type).toBe('pin');
  });

  it('not with nothing read, not once taken, never when Relaxed', () => {
    expect(bot.decide(viewWith('ai', 'Most Squeaky', SHORT, []), 1, makeRandom('f')).type).toBe('pin');
    expect(bot.decide(viewWith('ai', 'Most Squeaky', SHORT, marigold(wins), true), 1, makeRandom('f')).type).toBe('pin');
    expect(bot.decide(viewWith('ai', 'Most Squeaky', SHORT, marigold(wins)), 1, makeRandom('f'), 'relaxed').type).toBe('pin');
  });

  it('weighs its hand against printed entries it has not seen', () => {
    const view = viewWith('ai', 'Most Squeaky', ['A rubber duck'], marigold([['Sleepiest', 'A sleepy sloth']]));
    const deck = deckSample(view);
    expect(deck.length).toBeGreaterThan(30);
    expect(deck).not.toContain('A rubber duck');
    expect(deck).not.toContain('A sleepy sloth');
    expect(wantsFreshHand(view, ['A rubber duck'], (texts) => texts.map(() => 0))).toBe(false);
  });
});

describe('a person at a table of Sharp bots', () => {
  it('under Judge Marigold with taste, a stall pinning at random wins some of 30 seeded fairs (bots that knew her taste: none)', () => {
    let won = 0;
    for (let g = 0; g < 30; g++) {
      const seed = `person-${g}`;
      const random = makeRandom(seed);
      let now = T0;
      let state = rules.setup(NAMES.slice(0, 5), { style: 'ai', marigold: 'taste', themedPacks: [], pinClock: 45, judgeClock: 30 }, seed, now);
      const person = g % 5;
      for (let i = 0; i < 5000 && rules.outcome(state) === null; i++) {
        now += 1000;
        const seat = state.phase === 'award' ? undefined : rules.waitingOn(state)[0];
        if (seat === undefined) {
          const move = rules.randomAction(state, random, now);
          if (move !== null && typeof move.actor !== 'number' && move.action.type !== 'leave') state = rules.apply(state, move.actor, move.action, now);
          else state = rules.tick(state, rules.nextDeadline(state) ?? now);
          continue;
        }
        const view = rules.view(state, seat);
        const hand = view.you?.hand ?? [];
        const action =
          seat !== person
            ? bot.decide(view, seat, random)
            : view.you?.needsOpen === true
              ? ({ type: 'open' } as const)
              : ({ type: 'pin', entry: hand[Math.floor(random() * hand.length)]?.text ?? '' } as const);
        state = rules.apply(state, seat, action, now);
      }
      if (rules.outcome(state)?.winners.includes(person) === true) won++;
    }
    expect(won).toBeGreaterThanOrEqual(3);
  });
});

describe('pinning for a crowd that fits by words, keeping entries for the ribbons to come', () => {
  const HAND = ['Your best friend', 'A rubber duck', 'A goldfish named Gerald'];

  it('reads words as a table skimming the cards does: framing words and words that begin alike', () => {
    expect(wordFit('Best Hugger', 'Your best friend')).toBe(1);
    expect(fit('Best Hugger', 'Your best friend')).toBe(0);
    expect(wordFit('Wobbliest', 'A wobbly jellyfish')).toBeGreaterThan(0);
    expect(wordFit('Most Squeaky', 'A rubber duck')).toBe(0);
  });

  it('an entry fitting many of the printed ribbons still to come is worth keeping; one fitting none is not', () => {
    const view = viewWith('crowd', 'Most Squeaky', HAND, crowd([['Best Hugger', 'A kite']]));
    const left = ribbonsLeft(view);
    expect(left).not.toContain('Most Squeaky');
    expect(left).not.toContain('Best Hugger');
    const [friend, duck] = keepValues(left, HAND);
    expect(friend).toBeGreaterThan(0.5);
    expect(duck).toBe(0);
  });

  it.each(['sharp', 'relaxed'] as const)('%s: pins “Your best friend” to a Best ribbon, and keeps it when the ribbon fits nothing', (strength) => {
    const pins = (ribbon: string) => {
      const seen = new Set<string>();
      const random = makeRandom(`keep-${ribbon}`);
      for (let k = 0; k < 30; k++) {
        const move = bot.decide(viewWith('crowd', ribbon, HAND, [], true), 1, random, strength);
        if (move.type === 'pin') seen.add(move.entry);
      }
      return [...seen].sort();
    };
    expect(pins('Best Hugger')).toEqual(['Your best friend']);
    expect(pins('Most Squeaky')).toEqual(['A goldfish named Gerald', 'A rubber duck']);
  });
});
