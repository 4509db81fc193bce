/**
 * How a game of Horse Fair ends (docs/games/horse-fair.md, "Four figurines", "Basic Game Scoring",
 * "Advanced Game Scoring"): the winners, every seat's score and a one-line summary.
 */
import type { Outcome } from '../../../engine/types';
import { andList } from '../../../engine/words';
import type { HfState } from '../types';
import { fourFigurinesWinner, leaders, teamName, totals } from './scoring';

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
