/**
 * Red Blue Gold's coach (docs/coach.md): the submission or prize move the Sharp bot would make from this player's
 * view, named as the game's own buttons name it ("Buy 8 cards, 2 red and 6 gold" for "Submit: buy 2 red, 6 gold", its
 * size first so that 8 of the 9 allowed reads as meant; "Submit trade", "Submit 2 games", "Give the token to Bo"), and a
 * reason read off the rules and the public record: what gold, red and blue score, how many players have played gold so
 * far, and what a card still held at the end costs.
 */
import { makeRandom } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import { coachSeed, type Suggestion } from '../../contract';
import { bot } from '../bot';
import { countColours, total } from '../rules/cards';
import { MAX_BUY } from '../rules/submit';
import type { Cards, Colour, PlayList, RbgAction, RbgView } from '../types';
import { andList } from '../../../engine/words';
import { playerName } from './words';

/** How many players have played a gold card so far, by the public exchanges. */
function goldPlayers(view: RbgView): number {
  const played = new Set<Seat>();
  for (const r of view.history)
    for (const x of r.exchanges) {
      if (x.aColour === 'gold') played.add(x.a);
      if (x.bColour === 'gold') played.add(x.b);
    }
  return played.size;
}

/** "1 card", "8 cards". */
const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What gold pays, with how many players have played gold so far: "… (no player has played gold yet)". */
function goldWords(view: RbgView): string {
  const g = goldPlayers(view);
  const sofar = g === 0 ? 'no player has played gold yet' : `${count(g, 'player')} ${g === 1 ? 'has' : 'have'} played gold so far`;
  return `gold pays 7 a card at the end if at most ${count(view.goldLimit, 'player')} play gold (${sofar})`;
}

/** The buy in words, its size first: "8 cards, 2 red and 6 gold", "6 cards, all gold", "1 card, gold". */
function buyWords(buy: Cards): string {
  const n = total(buy);
  const colours = (['red', 'blue', 'gold'] as const).filter((k) => buy[k] > 0);
  const only = colours.length === 1 ? colours[0] : undefined;
  const mix = only === undefined ? andList(colours.map((k) => `${buy[k]} ${k}`)) : n === 1 ? only : `all ${only}`;
  return `${count(n, 'card')}, ${mix}`;
}

/** A game's colours in words: "gold, gold, red". */
const colourList = (colours: readonly Colour[]) => colours.join(', ');

/** The games of a play submission in words: "against Bo gold, gold; against Cy red". */
function gamesWords(games: readonly PlayList[], players: readonly string[]): string {
  const parts = games.map((g) => `against ${playerName(players, g.opponent)} ${colourList(g.colours)}`);
  return parts.join('; ');
}

/** Why to play `games` from `view` in round 3 or 4: what its colours score, and what it leaves in hand. */
function whyPlay(view: RbgView, games: readonly PlayList[], held: number): string {
  const listed = countColours(games.flatMap((g) => g.colours));
  const scores = [
    ...(listed.gold > 0 ? [goldWords(view)] : []),
    ...(listed.red > 0 ? ['red scores 3 against any card but red'] : []),
    ...(listed.blue > 0 ? ['blue against blue gives both 2'] : []),
  ];
  const left = held - total(listed);
  const keep =
    view.round === 4
      ? left === 0
        ? 'it places every card you hold, as a card still held at the end zeroes your score'
        : `it leaves ${left} in hand, which zeroes your score unless someone plays it`
      : left === 0
        ? 'it places every card you hold'
        : `it keeps ${left} for round 4`;
  return `${scores.join(', ')}; a card is played only where both players list each other, and ${keep}`;
}

/** The Sharp bot's move for `seat` and why, or null when the player has nothing to decide now. */
export function coach(view: RbgView, seat: Seat, players: readonly string[]): Suggestion<RbgAction> | null {
  const me = view.me;
  if (me === null || me.seat !== seat || !view.waitingOn.includes(seat)) return null;
  if (view.phase === 'round' && me.submission !== null) return null;
  const action = bot.decide(view, seat, makeRandom(coachSeed(view, seat)), 'sharp');
  const name = (s: Seat) => playerName(players, s);
  if (action.type === 'submit' && action.round === 1) {
    const n = total(action.buy);
    const move = n === 0 ? 'Buy no cards' : `Buy ${buyWords(action.buy)}`;
    const red = action.buy.red > 0 ? ', and red, which scores 3 against any card but red, is for when too many do' : '';
    const fewer = n > 0 && n < MAX_BUY ? `; it stops at ${n} of the ${MAX_BUY} you may buy, as any card still held at the end zeroes your score` : '';
    return { action, sentence: `${move}: ${goldWords(view)}${red}${fewer}.` };
  }
  if (action.type === 'submit' && action.round === 2) {
    const move = action.gifts.length === 0 && action.acceptFrom.length === 0 ? 'Give no gifts and accept from nobody' : 'Trade';
    return { action, sentence: `${move}: a card received is one more to place by the end, and any card still held then zeroes your score.` };
  }
  if (action.type === 'submit') {
    const n = action.games.length;
    if (n === 0) {
      const why = view.counts.some((c, s) => s !== seat && c > 0) ? 'you hold your cards back this round' : 'nobody else holds a card';
      return { action, sentence: `Play no games: ${why}.` };
    }
    const move = `Play ${gamesWords(action.games, players)}`;
    return { action, sentence: `${move}: ${whyPlay(view, action.games, total(me.hand))}.` };
  }
  const final = view.final;
  if (action.type === 'choose-ec' && final !== null) {
    const move = final.winners.length > 1 ? `Vote for ${name(action.seat)} as E.C.` : `Make ${name(action.seat)} the E.C.`;
    const tied = andList(final.ecTiedGarnets.map(name));
    return { action, sentence: `${move}: ${tied} are tied on fewest points and fewest garnets, so any of them is a fair pick.` };
  }
  if (action.type === 'give-token' && final !== null) {
    const least = Math.min(
      ...players
        .map((_, s) => s)
        .filter((s) => s !== seat && s !== final.ec)
        .map((s) => final.scores[s] ?? 0),
    );
    const fewest = (final.scores[action.to] ?? 0) <= least ? 'the fewest points' : 'few points';
    return {
      action,
      sentence: `Give the token to ${name(action.to)}: ${name(action.to)} has ${fewest} of the players you may give it to, so it helps a rival least.`,
    };
  }
  return null;
}
