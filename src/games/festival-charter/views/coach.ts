/**
 * Festival Charter's coach (docs/coach.md): the proposal or vote the Sharp bot would make from this planner's view,
 * named as the game's own buttons name it ("Announce Moon Gate (cost 2)", "Vote YES"), and a reason read off the
 * public cards: what the build gives this planner by its priority card, who gains more, and what it leaves in the
 * budget (a NO costs the budget 1).
 */
import { makeRandom } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import { coachSeed, type Suggestion } from '../../contract';
import { bot } from '../bot';
import { priorityById, projectById, type Feature, type ProjectId } from '../cards';
import { scoreLines } from '../rules/scoring';
import type { FcAction, FcView } from '../types';
import { nameOf } from './words';

/** What building `projects` does for each planner: points gained, by seat. */
function gains(view: FcView, projects: readonly ProjectId[]): number[] {
  const before = scoreLines(view.priorities, view.built);
  const after = scoreLines(view.priorities, [...view.built, ...projects]);
  return after.map((l, s) => l.score - (before[s]?.score ?? 0));
}

/** The symbols of `projects` this planner's card counts, e.g. "your primary PLAY 2 and secondary REST 1". */
function yourSymbols(view: FcView, seat: Seat, projects: readonly ProjectId[]): string {
  const card = priorityById(view.priorities[seat] ?? 'glow-keeper');
  const count = (f: Feature) => projects.reduce((n, id) => n + projectById(id).features[f], 0);
  const parts = [
    ...(count(card.primary) > 0 ? [`primary ${card.primary} ${count(card.primary)}`] : []),
    ...(count(card.secondary) > 0 ? [`secondary ${card.secondary} ${count(card.secondary)}`] : []),
  ];
  return `your ${parts.join(' and ')}`;
}

/** "gives you 4 points (your primary PLAY 2)", or "gives you no points". */
function forYou(view: FcView, seat: Seat, projects: readonly ProjectId[], gain: number): string {
  return gain > 0 ? `gives you ${gain} ${gain === 1 ? 'point' : 'points'} (${yourSymbols(view, seat, projects)})` : 'gives you no points';
}

/** The other planner who gains most from `projects`, if one gains more than `mine`. */
function bigger(seat: Seat, got: readonly number[], players: readonly string[], mine: number): string | null {
  let best = -1;
  got.forEach((g, s) => {
    if (s !== seat && g > mine && (best < 0 || g > (got[best] ?? 0))) best = s;
  });
  return best < 0 ? null : `${nameOf(players, best)} gains ${got[best] ?? 0}`;
}

/** The Sharp bot's proposal or vote for `seat` and why, or null when the planner has nothing to decide now. */
export function coach(view: FcView, seat: Seat, players: readonly string[]): Suggestion<FcAction> | null {
  const phase = view.phase;
  const chairing = phase.kind === 'proposing' && view.chair === seat;
  const voting = phase.kind === 'voting' && phase.voted[seat] === false;
  const speaking = phase.kind === 'speaking' && phase.speaker === seat;
  if (view.viewer !== seat || !(chairing || voting || speaking)) return null;
  const action = bot.decide(view, seat, makeRandom(coachSeed(view, seat)), 'sharp');
  if (action.type === 'passed') return { action, sentence: 'Pass: what you would say, say aloud in the open discussion that follows.' };
  if (action.type === 'announce') {
    const projects = action.projects;
    const cost = projects.reduce((n, id) => n + projectById(id).cost, 0);
    const names = projects.map((id) => projectById(id).name).join(' + ');
    const move = projects.length > 1 ? `Announce the package ${names} (cost ${cost})` : `Announce ${names} (cost ${cost})`;
    const got = gains(view, projects);
    const mine = got[seat] ?? 0;
    const other = bigger(seat, got, players, mine);
    return {
      action,
      sentence: `${move}: it ${forYou(view, seat, projects, mine)}${other ? ` while ${other}` : ''}, and leaves a budget of ${view.budget - cost} if approved.`,
    };
  }
  if (action.type === 'vote' && phase.kind === 'voting') {
    const { projects, cost } = phase.proposal;
    const got = gains(view, projects);
    const mine = got[seat] ?? 0;
    const other = bigger(seat, got, players, mine);
    const then = `a budget of ${view.budget - cost} if built, ${Math.max(0, view.budget - 1)} after a NO`;
    if (action.vote === 'YES') return { action, sentence: `Vote YES: it ${forYou(view, seat, projects, mine)}${other ? ` while ${other}` : ''}; ${then}.` };
    const but = other ? ` while ${other}, more than you` : `${mine > 0 ? ' but' : ' and'} spends ${cost} of the budget of ${view.budget}`;
    return { action, sentence: `Vote NO: it ${forYou(view, seat, projects, mine)}${but}; ${then}.` };
  }
  return null;
}
