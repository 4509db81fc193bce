/**
 * Red Blue Gold's public moments, revealed on the table to everyone (docs/house-rules.md "Public moments are
 * revealed"; docs/games/red-blue-gold.md "Red Blue Gold Game": "The amount of cards each player has … and the points they have will be revealed
 * after each round", "After round 3, and after round 4, everyone will know what cards were played and
 * by who"): the match opening, each round closing (counts and points; every game after rounds 3 and 4),
 * and the prizes. Built from the table view only.
 */
import type { Moment } from '../../contract';
import { andList } from '../../../engine/words';
import type { RoundRecord } from '../types';
import type { RbgView } from '../types';
import { byGame, sayGame } from './Exchanges';
import { ROUND_NAMES } from './Mark';
import { NAMED_MOST, playerName } from './words';

/** How many games a round moment names one by one; the rest are in the menu's "Rounds so far" sheet (Sheets.tsx). */
const GAMES_SHOWN = 2;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** How many players lead a round's "Most cards" or "Most points" line by name, with the next highest after them. */
const LEADERS_SHOWN = 3;
/** How many players sharing the most a line still names one by one; more are counted. */
const TIED_NAMED = 5;

/**
 * Who has the most `unit`s (cards or points) in `values`, for "Most cards: …": the three highest by name with their
 * values ("Di 5, Ana 3, and Bo 1"); where more than three share the most, every one of them, never some of a tie
 * ("Ana, Bo, Cy, and Di, 2 cards each"), and where more than five do, their count ("11 players tie with 1 card").
 */
function leaders(values: readonly number[], players: readonly string[], unit: 'card' | 'point'): string {
  const order = players.map((_, i) => i).sort((a, b) => (values[b] ?? 0) - (values[a] ?? 0) || a - b);
  const most = values[order[0] ?? 0] ?? 0;
  const tied = order.filter((s) => (values[s] ?? 0) === most);
  if (tied.length <= LEADERS_SHOWN) return andList(order.slice(0, LEADERS_SHOWN).map((s) => `${playerName(players, s)} ${values[s] ?? 0}`));
  if (tied.length <= TIED_NAMED) return `${andList(tied.map((s) => playerName(players, s)))}, ${plural(most, unit)} each`;
  return `${tied.length} players tie with ${plural(most, unit)}`;
}

/** The lines of a closed round: what changed in counts and points, and the games played. */
function roundLines(record: RoundRecord, before: RoundRecord | undefined, view: RbgView, players: readonly string[]): string[] {
  const cards = record.counts.reduce((a, b) => a + b, 0);
  const lines: string[] = [];
  if (record.round === 1) {
    const none = record.counts.filter((c) => c === 0).length;
    lines.push(
      `${plural(cards, 'card')} bought${none ? `; ${plural(none, 'player')} bought none` : ''}. Most cards: ${leaders(record.counts, players, 'card')}.`,
    );
  } else if (record.round === 2) {
    const moved = players.flatMap((p, i) => {
      const d = (record.counts[i] ?? 0) - (before?.counts[i] ?? 0);
      return d === 0 ? [] : [`${p} ${d > 0 ? '+' : '−'}${Math.abs(d)}`];
    });
    lines.push(
      moved.length
        ? `Cards changed hands: ${moved.slice(0, 6).join(', ')}${moved.length > 6 ? ` and ${moved.length - 6} more` : ''}.`
        : 'No cards changed hands.',
    );
  } else {
    const games = byGame(record.exchanges);
    const played = games.length
      ? `${plural(games.length, 'game')}, ${plural(record.exchanges.length * 2, 'card')} played${games.length > GAMES_SHOWN ? ' (all under Menu, Rounds so far)' : ''}`
      : 'No games were played';
    lines.push(`${played}. Most points: ${leaders(record.points, players, 'point')}.`);
    for (const g of games.slice(0, GAMES_SHOWN)) lines.push(`${sayGame(g, players)}.`);
  }
  if (view.phase === 'round') {
    const open = `Round ${view.round} (${ROUND_NAMES[view.round].toLowerCase()}) is open`;
    const called = players.filter((_, i) => view.called[i]);
    const idle = players.filter((_, i) => !view.called[i]);
    if (idle.length === 0) lines.push(`${open}.`);
    else if (called.length <= NAMED_MOST) lines.push(`${open} for ${andList(called)}: nobody else holds a card.`);
    else lines.push(`${open}; no cards, not called: ${idle.length <= NAMED_MOST ? andList(idle) : plural(idle.length, 'player')}.`);
  }
  return lines;
}

/** The prizes: first, second and third place, gold, the E.C. (or who chooses), the second token. */
function endMoment(view: RbgView, players: readonly string[]): Moment | null {
  const f = view.final;
  if (f === null) return null;
  const at = (place: number) => players.flatMap((p, i) => (f.places[i] === place ? [`${p} (${f.scores[i] ?? 0})`] : []));
  const top = f.scores[f.winners[0] ?? 0] ?? 0;
  const winners = f.winners.map((s) => playerName(players, s));
  // A headline stays a headline: up to three winners named in it; more are counted, and named in the lines below.
  const title =
    winners.length === 1
      ? `${winners[0] ?? ''} wins with ${plural(top, 'point')}`
      : winners.length <= NAMED_MOST
        ? `${andList(winners)} share first place`
        : `${winners.length} players share first place with ${plural(top, 'point')}`;
  const lines: string[] = [];
  const last = view.history[view.history.length - 1];
  if (last) {
    const games = byGame(last.exchanges).length;
    lines.push(
      `Round ${last.round} closed: ${games ? plural(games, 'game') : 'no games'}${view.round4Skipped ? '; round 4 is skipped' : ''}. Every card played is on the table.`,
    );
  }
  const second = at(2);
  const third = at(3);
  if (winners.length > NAMED_MOST) lines.push(`First: ${andList(winners)}.`);
  if (second.length || third.length)
    lines.push([second.length ? `Second: ${andList(second)}.` : '', third.length ? `Third: ${andList(third)}.` : ''].join(' ').trim());
  lines.push(
    f.goldPlayers === 0 ? 'Nobody played gold.' : `${plural(f.goldPlayers, 'player')} played gold: ${f.goldPays ? 'gold pays 7 a card' : 'gold pays nothing'}.`,
  );
  const zeroed = players.filter((_, i) => f.zeroed[i]);
  if (zeroed.length) lines.push(`Cards left in hand, score zero: ${andList(zeroed)}.`);
  if (f.ec === null) lines.push(`The winners choose the E.C. among ${andList(f.ecTiedGarnets.map((s) => playerName(players, s)))}.`);
  else lines.push(`E.C.: ${players[f.ec] ?? ''}.${f.stripped ? ' The winners lost their tokens of life.' : ''}`);
  if (f.tokenTo !== null) lines.push(`${winners[0] ?? ''} gave the second token of life to ${players[f.tokenTo] ?? ''}.`);
  return { key: `end:${f.ec ?? '-'}:${f.tokenTo ?? '-'}`, kind: 'end', title, lines };
}

/**
 * The latest public moment: the prizes once the rounds are over, else the last round closed (with the
 * round now open), else the opening of round 1; built from the table view only, so it holds no secret.
 */
export function moment(view: RbgView, players: readonly string[]): Moment | null {
  if (view.final) return endMoment(view, players);
  const record = view.history[view.history.length - 1];
  if (!record) {
    const clock =
      view.roundLength === null
        ? 'No round clock.'
        : `Each round lasts ${view.roundClock === '24h' ? '24 hours' : view.roundClock === '1h' ? '1 hour' : '10 minutes'}.`;
    return {
      key: 'start',
      kind: 'start',
      title: 'Round 1: buy',
      lines: [`Everyone buys up to 9 cards in secret, free: on the phone in turn, or on their own.`, clock],
    };
  }
  const before = view.history[view.history.length - 2];
  return {
    key: `round:${record.round}`,
    kind: 'round',
    at: ['round'],
    title: `Round ${record.round} closed: ${ROUND_NAMES[record.round].toLowerCase()}`,
    lines: roundLines(record, before, view, players),
  };
}
