/**
 * Horse Fair's guided first game (src/games/contract.ts `Guide`; docs/games/horse-fair.md; docs/house-rules.md
 * "Horse Fair"): on the board, a sentence or two as each part of a hand opens, pointing at the piece it speaks of (the
 * race, the cards face up, the figurines, the draw pile, the hand's end); in the private view of the player to play,
 * what the card they choose does, the first time each kind of choice comes.
 */
import type { Seat } from '../../../engine/types';
import { GUIDE_MAX_CHARS, type Guide, type GuideStep } from '../../contract';
import { cardLabel, DECK_SIZE, horseName, type Card } from '../cards';
import { FIGURINES_TO_WIN } from '../rules/apply';
import { handSize } from '../rules/setup';
import type { HfView } from '../types';
import { nameOf } from './words';

/** The first of `texts` that fits {@link GUIDE_MAX_CHARS} (a long name may not); the last is the short fallback. */
function fit(...texts: string[]): string {
  return texts.find((t) => t.length <= GUIDE_MAX_CHARS) ?? texts[texts.length - 1] ?? '';
}

/** What "four figurines" does at this table: wins the game at once, or ends the hand when several are played. */
function fourth(view: HfView): string {
  return view.handsTotal === 1 ? 'wins the game at once' : 'ends the hand at once';
}

/** How this table scores a hand (docs/games/horse-fair.md, "Basic Game Scoring", "Advanced Game Scoring"). */
function scoring(view: HfView): string {
  return view.scoring === 'basic' ? '1 point per collected card and 2 per figurine' : "each collected card scores its horse's number, each figurine 1";
}

/** The board's step while a hand is played: its start, a win, a Thumbs Down!, the empty draw pile, the votes. */
function playing(view: HfView, players: readonly string[]): GuideStep {
  const move = view.lastMove;
  const first = view.turn === null ? '' : nameOf(players, view.turn);
  if (move === null && view.history.length === 0) {
    const rule = 'Five horses race in the final: a horse wins when its face-up cards, among all players, reach or pass its number, a Second Look counting two.';
    return { key: 'race', point: 'race', text: fit(`${rule} ${first} plays first.`, rule) };
  }
  if (move === null) {
    const rule = `Hand ${view.handNumber} of ${view.handsTotal}: the deal moved one seat to the left. Figurines and collected piles start again empty; the totals decide.`;
    const text = fit(
      `Hand ${view.handNumber} of ${view.handsTotal}: the deal moved one seat to the left, so ${first} plays first. Figurines and piles start again empty.`,
      rule,
    );
    return { key: 'new-hand', point: view.turn === null ? 'draw-pile' : 'turn', text };
  }
  if (move.effect === 'won' && view.lastWin !== null) {
    const horse = horseName(view.lastWin.horse);
    const keep = view.partnership
      ? `${horse} won: each partnership keeps its face-up ${horse} cards in one face-down pile; the rest are discarded.`
      : `${horse} won: each player keeps their own face-up ${horse} cards in a face-down pile; the rest are discarded.`;
    const who = nameOf(players, view.lastWin.seat);
    return {
      key: 'win',
      point: 'figurines',
      text: fit(
        `${keep} ${who} takes a figurine; a fourth ${fourth(view)}.`,
        `${keep} Whoever played the winning card takes a figurine; a fourth ${fourth(view)}.`,
      ),
    };
  }
  if (move.effect === 'thumbs-down') {
    const text =
      move.discarded > 1
        ? `A Thumbs Down! is discarded at once with every face-up ${horseName(move.card.horse)} card, whoever played them. Every other card stays where it is.`
        : 'A Thumbs Down! is discarded at once with every face-up card of its horse. With none face up, as now, it is simply discarded.';
    return { key: 'thumbs-down', point: 'race', text };
  }
  if (view.drawCount === 0)
    return {
      key: 'last-cards',
      point: 'draw-pile',
      text: 'The draw pile is empty, so play goes on without drawing. The next horse to win ends the hand, as do empty hands; cards left in hands do not count.',
    };
  const rule = 'Each card laid face up stays in front of its player as a vote for its horse.';
  const after = view.partnership
    ? 'Partners pool their won cards and figurines, but must not discuss their hands.'
    : `${first} plays next: one card from the hand, then one drawn from the pile.`;
  return { key: 'votes', point: 'tableau', text: fit(`${rule} ${after}`, `${rule} Then the player draws one from the pile.`) };
}

/** The board's step once a hand has ended: its score, and the next deal or the game's end. */
function ended(view: HfView): GuideStep {
  if (view.phase === 'hand-over')
    return {
      key: 'hand-end',
      point: 'hand-end',
      text: `This hand is over and scored: ${scoring(view)}. Deal the next hand when all are ready; the totals decide.`,
    };
  const last = view.history[view.history.length - 1];
  const text =
    last?.reason === 'four-figurines' && view.handsTotal === 1
      ? 'The game is over: four figurines win it at once, whatever the points.'
      : `The game is over: the most points wins. A tie goes to more figurines${view.scoring === 'basic' ? ', then to the higher value of collected cards' : ''}.`;
  return { key: 'game-end', point: 'hand-end', text };
}

/** Whether `card`, played now, makes its horse win: its face-up count reaches or passes its number (a Second Look counts two). */
function wins(view: HfView, card: Card): boolean {
  if (card.kind === 'thumbs-down') return false;
  const track = view.tracks.find((t) => t.horse === card.horse);
  return track !== undefined && track.count + (card.kind === 'second-look' ? 2 : 1) >= track.number;
}

/** The private step for the player to play, `seat`, from its own view. */
function decision(view: HfView, seat: Seat): GuideStep | null {
  const hand = view.hand ?? [];
  if (view.phase !== 'playing' || view.turn !== seat || view.viewer !== seat || hand.length === 0) return null;
  const lead = 'Play one card from your hand:';
  const winner = hand.find((c) => wins(view, c));
  if (winner !== undefined) {
    const horse = horseName(winner.horse);
    const team = view.teamOf[seat] ?? seat;
    const we = view.partnership ? 'your partnership takes' : 'you take';
    const then =
      (view.figurines[team] ?? 0) + 1 >= FIGURINES_TO_WIN
        ? `It is ${view.partnership ? "your partnership's" : 'your'} fourth figurine, which ${fourth(view)}.`
        : view.drawCount === 0
          ? 'The draw pile is empty, so this win ends the hand.'
          : `${view.partnership ? 'Each partnership keeps its' : 'Each player keeps their'} votes for it; the others are discarded.`;
    return { key: 'winning-card', text: `${lead} ${cardLabel(winner)} makes ${horse} win now, and ${we} a figurine. ${then}` };
  }
  // The game's first round, each seat's first card: a full hand, and fewer cards played (not in a hand or the pile) than seats.
  const played = DECK_SIZE - view.drawCount - view.handSizes.reduce((a, b) => a + b, 0);
  const basic: GuideStep = {
    key: 'play-card',
    text: `${lead} it stays face up as your vote for its horse, and you draw one. When a horse wins, only the votes for it are kept; every other face-up card is discarded.`,
  };
  if (view.handNumber === 1 && hand.length === handSize(view.partnership) && played < view.players.length) return basic;
  if (view.drawCount === 0)
    return {
      key: 'no-draw',
      text: `${lead} the draw pile is empty, so it is not replaced. The next horse to win ends the hand; cards left in hands do not count.`,
    };
  if (hand.some((c) => c.kind === 'thumbs-down'))
    return {
      key: 'thumbs-down',
      text: `${lead} a Thumbs Down! is discarded at once with every face-up card of its horse, yours too. With none face up, it is simply discarded.`,
    };
  const look = hand.find((c) => c.kind === 'second-look');
  if (look !== undefined)
    return {
      key: 'second-look',
      text: `${lead} ${cardLabel(look)} counts as two ${horseName(look.horse)} cards toward its number. If ${horseName(look.horse)} wins, you keep it like any vote.`,
    };
  return basic;
}

/** Horse Fair's guide: a step for every view of the board, and one for the player to play. */
export const guide: Guide<HfView> = {
  table: (view, players) => (view.phase === 'playing' ? playing(view, players) : ended(view)),
  seat: (view, seat) => decision(view, seat),
};
