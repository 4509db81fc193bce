/**
 * Horse Fair scoring (docs/games/horse-fair.md, "Basic Game Scoring", "Advanced Game Scoring", several hands).
 *
 * Choices the rule text leaves open, made here:
 * - A card's face value is its horse's number for every kind; a Second Look is not doubled (cards.ts `faceValue`).
 * - Over several hands the totals decide: highest total points, then (both scorings) most figurines in total,
 *   then (Basic only) highest total face value. Teams still tied share the win (docs/house-rules.md "Ties share").
 */
import type { Outcome } from '../../../engine/types';
import { andList } from '../../../engine/words';
import { faceValue, type Card } from '../cards';
import type { HandScore, HfState, Scoring } from './types';

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
  return (state.teams[team] ?? []).map((seat) => state.players[seat] ?? `Seat ${seat + 1}`).join(' & ');
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

/**
 * How the game ended, once the last hand is over: the winning team's seats (all partners), every seat's score
 * (its team's total points), and a one-line summary. A one-hand game ended by a fourth figurine is won by the team
 * that took it, whatever the points. Null while the game is on.
 */
export function outcome(state: HfState): Outcome | null {
  if (state.phase !== 'game-over') return null;
  const all = totals(state);
  const instant = fourFigurinesWinner(state);
  if (instant !== null) {
    const name = teamName(state, instant);
    const plural = (state.teams[instant] ?? []).length > 1;
    const points = all[instant]?.points ?? 0;
    const summary = `${name} ${plural ? 'win' : 'wins'} at once with four figurines (${points} ${points === 1 ? 'point' : 'points'}).`;
    const scores = state.teamOf.map((team) => all[team]?.points ?? 0);
    const winners = state.teams[instant] ?? [];
    return state.partnership ? { winners, scores, summary, headline: `${name} win!` } : { winners, scores, summary };
  }
  const top = leaders(all, state.scoring);
  const winners = top.flatMap((team) => state.teams[team] ?? []);
  const scores = state.teamOf.map((team) => all[team]?.points ?? 0);
  const names = top.map((team) => teamName(state, team));
  const points = all[top[0] ?? 0]?.points ?? 0;
  const pts = `${points} ${points === 1 ? 'point' : 'points'}`;
  // A tie on points broken by the scoring's tie-breaks is said, with the rule that broke it.
  const tiedOnPoints = all.flatMap((s, team) => (s.points === points && !top.includes(team) ? [team] : []));
  const figs = (team: number) => all[team]?.figurines ?? 0;
  const lostOnFigurines = (team: number) => figs(team) < figs(top[0] ?? 0);
  const byFigurines = tiedOnPoints.filter(lostOnFigurines);
  const byFaceValue = tiedOnPoints.filter((team) => !lostOnFigurines(team));
  const list = (teams: number[]) => andList(teams.map((team) => teamName(state, team)));
  const tieWords =
    tiedOnPoints.length === 0
      ? ''
      : byFaceValue.length === 0
        ? ` (tied on points with ${list(byFigurines)}; won on more figurines)`
        : byFigurines.length === 0
          ? ` (tied on points with ${list(byFaceValue)}; won on higher face value)`
          : ` (tied on points with ${list(byFigurines)}, who had fewer figurines, and ${list(byFaceValue)}, who had a lower face value)`;
  const summary =
    names.length === 1
      ? `${names[0] ?? ''} ${winners.length > 1 ? 'win' : 'wins'} with ${pts}${tieWords}.`
      : `${andList(names)} share the win with ${pts} each${tieWords}.`;
  const headline = state.partnership ? (names.length === 1 ? `${names[0] ?? ''} win!` : `${andList(names)} share the win!`) : undefined;
  return headline === undefined ? { winners, scores, summary } : { winners, scores, summary, headline };
}
