/**
 * Festival Charter's bot (docs/games/festival-charter.md; docs/house-rules.md "Bots"): it chairs and votes for its own score as
 * the rule text counts it (highest individual score wins; tied leaders share), weighing what a build gives it
 * against the budget it costs, what the others will pass, and when a package pays.
 *
 * Everything but the current votes is public, so it looks ahead over the rest of the festival from its own view.
 * It reads each other planner from what that planner has done on the public log (./bot/reading.ts): votes YES on
 * what raises its score, only on what keeps it up with the leader, on its primary feature, as the chair voted on its
 * own proposal, or anyhow; and chairs likewise. Against that, a Sharp bot searches its own choices to the end of the
 * festival (./bot/foresight.ts): every proposal it may make as chair (single or package) and each of its votes, by
 * the end each leads to (its share of the win, then its score and that of the planner furthest behind, so among
 * equal shares it builds what leaves everyone something). A Relaxed bot weighs only the choice in front of it that
 * way, taking its own later choices to be the simple ones (YES on what raises its score).
 */
import { RuleError } from '../../engine/errors';
import type { Seat } from '../../engine/types';
import type { Bot, BotStrength } from '../contract';
import { festivalFor, idsOf, maskOf, planOf, type Offer } from './bot/festival';
import { Foresight } from './bot/foresight';
import { likeliest, readTable } from './bot/reading';
import type { FcAction, FcView } from './types';

/**
 * The latest few {@link Foresight}s, by priorities, seat, strength and what the bot reads of the table (each seat's
 * likeliest way of playing, and who voted YES on whose latest proposal where a seat votes as it was voted): the
 * reading changes seldom, so most decisions of a festival share one.
 */
const foresights = new Map<string, Foresight>();
const KEPT = 32;

/**
 * Worths closer than this differ only by points (its own and the furthest-behind planner's, a point worth 1/2000),
 * not by its share of the win.
 */
const SAME_SHARE = 0.02;

function foresightFor(view: FcView, me: Seat, deep: boolean): Foresight {
  const festival = festivalFor(view.priorities);
  const readings = readTable(view, festival);
  const leads = likeliest(readings);
  const returns = leads.includes('return') ? JSON.stringify(readings.votedOn) : '';
  const key = `${view.priorities.join()}|${me}|${deep ? 1 : 0}|${leads.join()}|${returns}`;
  let found = foresights.get(key);
  if (found === undefined) {
    found = new Foresight(festival, me, deep, leads, readings.votedOn);
    if (foresights.size >= KEPT) {
      const oldest = foresights.keys().next();
      if (oldest.done !== true) foresights.delete(oldest.value);
    }
    foresights.set(key, found);
  }
  return found;
}

/**
 * The move `seat` makes from `view` (its own view) at `strength`: as chair, the proposal (single or package) whose
 * festival ends best for it given how the others will vote; in a speak-or-pass moment (games saved before
 * announcing opened the discussion at once), a pass; in a vote, YES when the festival ends at least as well for it
 * after a YES as after a NO (a build it gains nothing from is a NO when the budget it costs would buy it more).
 * @throws RuleError when the view shows nothing for `seat` to do.
 */
export function decide(view: FcView, seat: Seat, random: () => number, strength: BotStrength = 'sharp'): FcAction {
  const phase = view.phase;
  const sight = foresightFor(view, seat, strength === 'sharp');
  const festival = festivalFor(view.priorities);
  const plan = planOf(view, seat);
  if (phase.kind === 'proposing' && view.chair === seat) {
    const valued = festival.offers(plan).map((offer) => ({ offer, value: sight.onTable(plan, offer) }));
    const top = Math.max(...valued.map((v) => v.value));
    // Among the proposals that leave it the same share of the win (points aside), the one that does most now for the
    // planner furthest behind; then the points at the end (its own and the furthest-behind planner's).
    const near = valued.filter((v) => v.value >= top - SAME_SHARE).map((v) => ({ ...v, lift: sight.lift(plan, v.offer) }));
    const most = Math.max(...near.map((v) => v.lift));
    const lifting = near.filter((v) => v.lift === most);
    const own = Math.max(...lifting.map((v) => v.value));
    const best = lifting.filter((v) => v.value >= own - 1e-9);
    const pick = best[Math.floor(random() * best.length)];
    if (pick === undefined) throw new RuleError('No project is affordable.');
    return { type: 'announce', projects: idsOf(pick.offer.mask) };
  }
  if (phase.kind === 'speaking' && phase.speaker === seat) return { type: 'passed' };
  if (phase.kind === 'voting' && phase.voted[seat] === false) {
    const offer: Offer = { mask: maskOf(phase.proposal.projects), cost: phase.proposal.cost, isPackage: phase.proposal.isPackage };
    // The marker is already spent in the view; `after` would spend it again, which changes nothing.
    const chairPlan = { ...plan, chair: phase.proposal.chair };
    return { type: 'vote', vote: sight.vote(chairPlan, offer) ? 'YES' : 'NO' };
  }
  throw new RuleError('There is nothing for this planner to do now.');
}

/** Festival Charter's bot. */
export const bot: Bot<FcView, FcAction> = { decide };
