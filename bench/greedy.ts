// Greedy players for the bots' bench (bench/bots.mjs): each plays, from its own seat's view only, the move that
// looks best one step ahead by the rule text's own scoring, with no look further on and no model of the others.
// They are the league's "simple" style (bench/styles/) in three games (Ribbon Fair's is in bench/styles/ribbon-fair.ts);
// they are not shipped in the app.
import type { Seat } from '../src/engine/types';
import type { Bot } from '../src/games/contract';
import { PROJECTS, priorityById, type ProjectId } from '../src/games/festival-charter/cards';
import type { FcAction, FcView } from '../src/games/festival-charter/types';
import { countValue, horseNumber, type Card } from '../src/games/horse-fair/cards';
import type { HfAction, HfView } from '../src/games/horse-fair/types';
import type { Colour, RbgAction } from '../src/games/red-blue-gold/types';
import type { RbgView } from '../src/games/red-blue-gold/types';
import { best, nothing, pickOf } from './styles/style';

/**
 * Festival Charter: votes YES when the build raises its own score (a rejection only costs the budget a unit);
 * as chair, proposes the affordable project or package that raises its own score most among those the others
 * would pass by the same rule (the one that raises its score most when none would pass).
 */
export const festivalCharterGreedy: Bot<FcView, FcAction> = {
  decide(view, seat, random) {
    const gain = (s: Seat, ids: readonly ProjectId[]) => {
      const card = priorityById(view.priorities[s] ?? 'glow-keeper');
      let sum = 0;
      for (const p of PROJECTS) if (ids.includes(p.id)) sum += 2 * p.features[card.primary] + p.features[card.secondary];
      return sum;
    };
    const phase = view.phase;
    if (phase.kind === 'proposing' && view.chair === seat) {
      const open = PROJECTS.filter((p) => !view.built.includes(p.id) && p.cost <= view.budget);
      const offers: ProjectId[][] = open.map((p) => [p.id]);
      if (view.packageSpent[seat] !== true) {
        open.forEach((a, i) => open.slice(i + 1).forEach((b) => a.cost + b.cost <= view.budget && offers.push([a.id, b.id])));
      }
      const passes = (ids: ProjectId[]) => view.priorities.filter((_, s) => gain(s, ids) > 0).length >= 3;
      const passing = offers.filter(passes);
      const pick = pickOf(
        best(passing.length > 0 ? passing : offers, (ids) => gain(seat, ids)),
        random,
      );
      if (pick === undefined) throw nothing();
      return { type: 'announce', projects: pick };
    }
    if (phase.kind === 'speaking' && phase.speaker === seat) return { type: 'passed' };
    if (phase.kind === 'voting' && phase.voted[seat] === false) return { type: 'vote', vote: gain(seat, phase.proposal.projects) > 0 ? 'YES' : 'NO' };
    throw nothing();
  },
};

/**
 * Horse Fair: plays a card that wins a horse now when it holds one (the one collecting most of its own cards);
 * else Thumbs Down! on the horse the others have most riding on, when they have more on it than it does; else a card
 * of the horse it has most face-up cards on (so those cards come back), never Thumbs Down! on its own cards.
 */
export const horseFairGreedy: Bot<HfView, HfAction> = {
  decide(view, seat, random) {
    const hand = view.hand ?? [];
    if (view.phase !== 'playing' || view.turn !== seat || hand.length === 0) throw nothing();
    const team = view.teamOf[seat] ?? seat;
    const counts = [0, 0, 0, 0, 0];
    const mine = [0, 0, 0, 0, 0];
    const theirs = [0, 0, 0, 0, 0];
    view.faceUp.forEach((cards, s) => {
      for (const c of cards) {
        counts[c.horse] = (counts[c.horse] ?? 0) + countValue(c);
        if ((view.teamOf[s] ?? s) === team) mine[c.horse] = (mine[c.horse] ?? 0) + 1;
        else theirs[c.horse] = (theirs[c.horse] ?? 0) + 1;
      }
    });
    const value = (c: Card) => {
      const h = c.horse;
      if (c.kind === 'thumbs-down') return (theirs[h] ?? 0) - 2 * (mine[h] ?? 0) - 0.5;
      if ((counts[h] ?? 0) + countValue(c) >= horseNumber(h)) return 100 + (mine[h] ?? 0) + 1;
      return (mine[h] ?? 0) - 0.5 * (theirs[h] ?? 0);
    };
    const card = pickOf(best(hand, value), random);
    if (card === undefined) throw nothing();
    return { type: 'play', card: card.id };
  },
};

/**
 * Red Blue Gold: buys two red cards (red scores 3 against anything but red, blue 2 only against blue), gives and
 * accepts nothing, and in a play round lists every card it holds, reds first, one a game against the players
 * holding the most cards (more than one a game when it holds more cards than there are opponents); gold last.
 * A winner picks the E.C. at random among those tied, and a sole winner gives the token to the lowest score.
 */
export const redBlueGoldGreedy: Bot<RbgView, RbgAction> = {
  decide(view, seat, random) {
    const me = view.me;
    if (me === null || !view.waitingOn.includes(seat)) throw nothing();
    if (view.phase === 'round') {
      if (view.round === 1) return { type: 'submit', round: 1, buy: { red: 2, blue: 0, gold: 0 } };
      if (view.round === 2) return { type: 'submit', round: 2, gifts: [], acceptFrom: [] };
      const opponents = view.players
        .map((_, s) => s)
        .filter((s) => s !== seat && (view.counts[s] ?? 0) > 0)
        .sort((a, b) => (view.counts[b] ?? 0) - (view.counts[a] ?? 0) || a - b);
      const order: Colour[] = [
        ...Array<Colour>(me.hand.red).fill('red'),
        ...Array<Colour>(me.hand.blue).fill('blue'),
        ...Array<Colour>(me.hand.gold).fill('gold'),
      ];
      const lists = opponents.map((opponent) => ({ opponent, colours: [] as Colour[] }));
      if (lists.length > 0) order.forEach((c, i) => lists[i % lists.length]?.colours.push(c));
      return { type: 'submit', round: view.round, games: lists.filter((l) => l.colours.length > 0) };
    }
    const final = view.final;
    if (view.phase === 'ec-choice' && final !== null) {
      const pick = pickOf(final.ecTiedGarnets, random);
      if (pick !== undefined) return { type: 'choose-ec', seat: pick };
    }
    if (view.phase === 'token-gift' && final !== null) {
      const to = view.players
        .map((_, s) => s)
        .filter((s) => s !== seat && s !== final.ec)
        .sort((a, b) => (final.scores[a] ?? 0) - (final.scores[b] ?? 0))[0];
      if (to !== undefined) return { type: 'give-token', to };
    }
    throw nothing();
  },
};
