// Red Blue Gold's five table styles (bench/styles/style.ts), from the rule text: buy up to 9 cards, trade, then in
// rounds 3 and 4 list cards against other players (a card is played only when both list each other); blue–blue 2
// each, red against non-red 3, gold 7 a card when few played gold; a card still held at the end zeroes the score.
import type { Seat } from '../../src/engine/types';
import type { Bot } from '../../src/games/contract';
import type { Cards, Colour, PlayList, RbgAction } from '../../src/games/red-blue-gold/types';
import type { RbgView } from '../../src/games/red-blue-gold/types';
import { redBlueGoldGreedy } from '../greedy';
import { nothing, pickOf, type Styles } from './style';

/** The colours of `hand`, reds first, then blues, then gold. */
const cardsOf = (hand: Cards): Colour[] => [
  ...Array<Colour>(hand.red).fill('red'),
  ...Array<Colour>(hand.blue).fill('blue'),
  ...Array<Colour>(hand.gold).fill('gold'),
];

/** `colours` dealt round `opponents` in turn, `each` at most per game (all of them when `each` is Infinity). */
function deal(colours: readonly Colour[], opponents: readonly Seat[], each = Infinity): PlayList[] {
  const lists = opponents.map((opponent) => ({ opponent, colours: [] as Colour[] }));
  if (lists.length === 0) return [];
  let i = 0;
  for (const c of colours) {
    const l = lists[i % lists.length];
    if (l === undefined || l.colours.length >= each) break;
    l.colours.push(c);
    i++;
  }
  return lists.filter((l) => l.colours.length > 0);
}

/** Others still holding cards. */
const holders = (view: RbgView, seat: Seat) => view.players.map((_, s) => s).filter((s) => s !== seat && (view.counts[s] ?? 0) > 0);

/** How often `seat` met each other seat in round 3's exchanges. */
function metIn3(view: RbgView, seat: Seat): number[] {
  const met = view.players.map(() => 0);
  for (const x of view.history.find((r) => r.round === 3)?.exchanges ?? []) {
    if (x.a === seat) met[x.b] = (met[x.b] ?? 0) + 1;
    if (x.b === seat) met[x.a] = (met[x.a] ?? 0) + 1;
  }
  return met;
}

interface Plan {
  buy(view: RbgView, random: () => number): Cards;
  trade?(view: RbgView, seat: Seat, random: () => number): RbgAction;
  play(view: RbgView, seat: Seat, hand: Cards, random: () => number): PlayList[];
}

/** A style from its buy, trade (none given, none accepted by default) and play lists; the end of the match as the rules ask. */
function style(plan: Plan): Bot<RbgView, RbgAction> {
  return {
    decide(view, seat, random) {
      const me = view.me;
      if (me === null || !view.waitingOn.includes(seat)) throw nothing();
      if (view.phase === 'round') {
        if (view.round === 1) return { type: 'submit', round: 1, buy: plan.buy(view, random) };
        if (view.round === 2) return plan.trade?.(view, seat, random) ?? { type: 'submit', round: 2, gifts: [], acceptFrom: [] };
        return { type: 'submit', round: view.round, games: plan.play(view, seat, me.hand, random) };
      }
      return redBlueGoldGreedy.decide(view, seat, random);
    },
  };
}

/** Copycat: four red; plays its neighbours (the nearest players still holding cards on each side), and in round 4 whoever played it in round 3 first. */
const copycat = style({
  buy: () => ({ red: 4, blue: 0, gold: 0 }),
  play(view, seat, hand) {
    const n = view.players.length;
    const held = holders(view, seat);
    const near = [...held].sort((a, b) => Math.min((a - seat + n) % n, (seat - a + n) % n) - Math.min((b - seat + n) % n, (seat - b + n) % n) || a - b);
    const met = metIn3(view, seat);
    const order = view.round === 4 ? [...near].sort((a, b) => (met[b] ?? 0) - (met[a] ?? 0)) : near;
    const back = order.filter((s) => (met[s] ?? 0) > 0);
    const targets = view.round === 4 && back.length > 0 ? back : order.slice(0, 2);
    return deal(cardsOf(hand), targets);
  },
});

/** Rule of thumb: most cards first: six cards (four red, two blue), listed two a game against the players holding most. */
const thumb = style({
  buy: () => ({ red: 4, blue: 2, gold: 0 }),
  play(view, seat, hand) {
    const most = holders(view, seat).sort((a, b) => (view.counts[b] ?? 0) - (view.counts[a] ?? 0) || a - b);
    const cards = cardsOf(hand);
    return deal(cards, most.slice(0, Math.max(1, Math.ceil(cards.length / 2))));
  },
});

/** Cautious: two red only, one card a game against the players whose counts are nearest its own; in round 4 whoever it met, then the same. */
const cautious = style({
  buy: () => ({ red: 2, blue: 0, gold: 0 }),
  play(view, seat, hand) {
    const mine = view.counts[seat] ?? 0;
    const met = metIn3(view, seat);
    const near = holders(view, seat).sort(
      (a, b) => (met[b] ?? 0) - (met[a] ?? 0) || Math.abs((view.counts[a] ?? 0) - mine) - Math.abs((view.counts[b] ?? 0) - mine) || a - b,
    );
    return deal(cardsOf(hand), near, 1);
  },
});

/** Random: any deck, gifts and acceptances at random, any lists (every card listed in round 4). */
const random = style({
  buy(_view, rnd) {
    const k = Math.floor(rnd() * 10);
    const cards = { red: 0, blue: 0, gold: 0 };
    for (let i = 0; i < k; i++) cards[pickOf(['red', 'blue', 'gold'] as const, rnd) ?? 'red']++;
    return cards;
  },
  trade(view, seat, rnd) {
    const others = view.players.map((_, s) => s).filter((s) => s !== seat);
    const hand = view.me?.hand ?? { red: 0, blue: 0, gold: 0 };
    const gifts = [];
    const to = pickOf(others, rnd);
    const colour = pickOf(cardsOf(hand), rnd);
    if (to !== undefined && colour !== undefined && rnd() < 0.3) gifts.push({ to, cards: { red: 0, blue: 0, gold: 0, [colour]: 1 } });
    return { type: 'submit', round: 2, gifts, acceptFrom: others.filter(() => rnd() < 0.3) };
  },
  play(view, seat, hand, rnd) {
    const cards = cardsOf(hand).sort(() => rnd() - 0.5);
    const keep = view.round === 3 ? Math.floor(rnd() * (cards.length + 1)) : cards.length;
    const out = new Map<Seat, Colour[]>();
    for (const c of cards.slice(0, keep)) {
      const to = pickOf(holders(view, seat), rnd);
      if (to !== undefined) out.set(to, [...(out.get(to) ?? []), c]);
    }
    return [...out].map(([opponent, colours]) => ({ opponent, colours }));
  },
});

/** Red Blue Gold's table styles. */
export const redBlueGoldStyles: Styles<RbgView, RbgAction> = { simple: redBlueGoldGreedy, copycat, thumb, cautious, random };
