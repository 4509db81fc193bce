/**
 * Horse Fair scoring (docs/games/horse-fair.md, "Basic Game Scoring", "Advanced Game Scoring", several hands).
 *
 * Choices the rule text leaves open, made here:
 * - A card's face value is its horse's number for every kind; a Second Look is not doubled (cards.ts `faceValue`).
 * - Over several hands the totals decide: highest total points, then (both scorings) most figurines in total,
 *   then (Basic only) highest total face value. Teams still tied share the win (docs/house-rules.md "Ties share").
 */
import { faceValue, type Card } from '../cards';
import type { HandScore, HfState, Scoring } from '../types';
import { seatName } from '../../../engine/names';

/** One pile's score: Basic `cards + 2 × figurines`, Advanced `face values + 1 × figurines`. */
export function scorePile(pile: readonly Card[], figurines: number, scoring: Scoring): HandScore {
  const cards = pile.length;
  const value = pile.reduce((sum, card) => sum + faceValue(card), 0);
  const points = scoring === 'basic' ? cards + 2 * figurines : value + figurines;
  return { cards, figurines, faceValue: value, points };
}

/** Every team's score for the hand in `state` (its piles and figurines). */
export function scoreHand(state: HfState): HandScore[] {
  return state.piles.map((pile, team) => scorePile(pile, state.figurines[team] ?? 0, state.scoring));
}

/** Each team's total over `hands` (each a list of team scores), for `teamCount` teams. */
export function sumScores(hands: readonly (readonly HandScore[])[], teamCount: number): HandScore[] {
  return Array.from({ length: teamCount }, (_, team) =>
    hands.reduce<HandScore>(
      (acc, scores) => {
        const s = scores[team];
        if (!s) return acc;
        return {
          cards: acc.cards + s.cards,
          figurines: acc.figurines + s.figurines,
          faceValue: acc.faceValue + s.faceValue,
          points: acc.points + s.points,
        };
      },
      { cards: 0, figurines: 0, faceValue: 0, points: 0 },
    ),
  );
}

/**
 * Orders two scores, best first (negative when `a` is ahead): points, then figurines, then — Basic only — face value.
 * 0 means tied after every tie-break.
 */
export function compareScores(a: HandScore, b: HandScore, scoring: Scoring): number {
  if (a.points !== b.points) return b.points - a.points;
  if (a.figurines !== b.figurines) return b.figurines - a.figurines;
  if (scoring === 'basic' && a.faceValue !== b.faceValue) return b.faceValue - a.faceValue;
  return 0;
}

/** Teams (indices) sharing first place among `scores` after the tie-breaks. */
export function leaders(scores: readonly HandScore[], scoring: Scoring): number[] {
  const best = scores.reduce<HandScore | null>((top, s) => (top === null || compareScores(s, top, scoring) < 0 ? s : top), null);
  if (best === null) return [];
  return scores.flatMap((s, team) => (compareScores(s, best, scoring) === 0 ? [team] : []));
}

/** Every team's total over the finished hands of `state`. */
export function totals(state: HfState): HandScore[] {
  return sumScores(
    state.history.map((h) => h.scores),
    state.teams.length,
  );
}

/** Names of a team's seats joined with "&", e.g. "Ana & Cy". */
export function teamName(state: Pick<HfState, 'teams' | 'players'>, team: number): string {
  return (state.teams[team] ?? []).map((seat) => seatName(state.players, seat)).join(' & ');
}

/**
 * The team that won a one-hand game by collecting a fourth figurine, whatever the points (docs/games/horse-fair.md, "IMPORTANT!";
 * docs/house-rules.md "Four figurines win at once"), or null when the game was not won that way. Over several hands a
 * fourth figurine only ends that hand, which is scored as usual: null then too.
 */
export function fourFigurinesWinner(state: HfState): number | null {
  const last = state.history.at(-1);
  if (state.phase !== 'game-over' || state.handsTotal !== 1 || last?.reason !== 'four-figurines') return null;
  // Only the team that took the fourth figurine has four; every other has fewer.
  const most = Math.max(...last.scores.map((s) => s.figurines));
  const team = last.scores.findIndex((s) => s.figurines === most);
  return team >= 0 ? team : null;
}

/** The winning teams once the game is over: the four-figurine winner of a one-hand game, else the leaders on totals. */
export function winningTeams(state: HfState): number[] {
  const instant = fourFigurinesWinner(state);
  return instant !== null ? [instant] : leaders(totals(state), state.scoring);
}
