/**
 * Festival Charter's bot (docs/games/festival-charter.md; docs/house-rules.md "Bots"): it chairs and votes for its own score as
 * the rule text counts it (highest individual score wins; tied leaders share), weighing what a build gives it
 * against the budget it costs, what the others will pass, and when a package pays.
 *
 * Everything but the current votes is public, so it looks ahead over the rest of the festival from its own view.
 * It reads the other planners as planners who vote YES on a build that raises their own score, and who, as chair,
 * propose what raises their own score most among what the table would pass (their priority cards are public).
 * Against that, a Sharp bot searches its own choices to the end of the festival: every proposal it may make as
 * chair (single or package) and each of its votes, by the end each leads to (its share of the win, then its score).
 * A Relaxed bot weighs only the choice in front of it that way, taking its own later choices to be the simple ones
 * (YES on what raises its score).
 */
import { RuleError } from '../../engine/errors';
import type { Seat } from '../../engine/types';
import type { Bot, BotStrength } from '../contract';
import { PROJECTS, priorityById, type PriorityId, type ProjectId } from './cards';
import { stopReason } from './rules/scoring';
import { PLAYER_COUNT, type FcAction, type FcView } from './types';

/** Where the festival stands between proposals: the part of the view the bot plays forward. */
interface Plan {
  budget: number;
  /** Built projects as a bit mask over {@link PROJECTS} order. */
  built: number;
  number: number;
  chair: Seat;
  /** Seats whose PACKAGE marker is spent, as a bit mask. */
  spent: number;
}

/** One proposal as a bit mask of projects, with its cost. */
interface Offer {
  mask: number;
  cost: number;
  isPackage: boolean;
}

/** Points each project gives each priority: 2 per primary symbol, 1 per secondary (docs/games/festival-charter.md "Count the festival"). */
function pointsTable(priorities: readonly PriorityId[]): number[][] {
  return priorities.map((id) => {
    const card = priorityById(id);
    return PROJECTS.map((p) => 2 * p.features[card.primary] + p.features[card.secondary]);
  });
}

const bit = (id: ProjectId) => 1 << PROJECTS.findIndex((p) => p.id === id);
const maskOf = (ids: readonly ProjectId[]) => ids.reduce((m, id) => m | bit(id), 0);
const idsOf = (mask: number) => PROJECTS.filter((_, i) => (mask & (1 << i)) !== 0).map((p) => p.id);

/** The game of a festival: scores by mask, the proposals a chair may make, the plan after a vote. */
class Festival {
  /** `scores[built * 4 + seat]`: every seat's score for every built set, worked out once. */
  private readonly scores: Int16Array;

  constructor(priorities: readonly PriorityId[]) {
    const points = pointsTable(priorities);
    this.scores = new Int16Array((1 << PROJECTS.length) * PLAYER_COUNT);
    for (let built = 0; built < 1 << PROJECTS.length; built++) {
      for (let seat = 0; seat < PLAYER_COUNT; seat++) {
        let sum = 0;
        for (let i = 0; i < PROJECTS.length; i++) if ((built & (1 << i)) !== 0) sum += points[seat]?.[i] ?? 0;
        this.scores[built * PLAYER_COUNT + seat] = sum;
      }
    }
  }

  score(seat: Seat, built: number): number {
    return this.scores[built * PLAYER_COUNT + seat] ?? 0;
  }

  /** What a finished festival is worth to `seat`: its share of the win, plus a little for its own score. */
  worth(seat: Seat, built: number): number {
    const scores = Array.from({ length: PLAYER_COUNT }, (_, s) => this.score(s, built));
    const top = Math.max(...scores);
    const leaders = scores.filter((v) => v === top).length;
    return (scores[seat] === top ? 1 / leaders : 0) + (scores[seat] ?? 0) / 1000;
  }

  /** Every proposal the chair may make in `plan`: affordable unbuilt singles, and pairs while its marker is unspent. */
  offers(plan: Plan): Offer[] {
    const singles = PROJECTS.flatMap((p, i) =>
      (plan.built & (1 << i)) === 0 && p.cost <= plan.budget ? [{ mask: 1 << i, cost: p.cost, isPackage: false }] : [],
    );
    if ((plan.spent & (1 << plan.chair)) !== 0) return singles;
    const pairs: Offer[] = [];
    singles.forEach((a, i) => {
      for (const b of singles.slice(i + 1)) if (a.cost + b.cost <= plan.budget) pairs.push({ mask: a.mask | b.mask, cost: a.cost + b.cost, isPackage: true });
    });
    return [...singles, ...pairs];
  }

  /** The plan after `offer` is approved or rejected (docs/games/festival-charter.md "Apply the binding result", "Rotate and stop"). */
  after(plan: Plan, offer: Offer, approved: boolean): Plan {
    return {
      budget: approved ? plan.budget - offer.cost : Math.max(0, plan.budget - 1),
      built: approved ? plan.built | offer.mask : plan.built,
      number: plan.number + 1,
      chair: (plan.chair + 1) % PLAYER_COUNT,
      spent: offer.isPackage ? plan.spent | (1 << plan.chair) : plan.spent,
    };
  }
}

/**
 * One {@link Festival} per order of the priority cards (at most 24): its tables depend on nothing else, so they are
 * kept between decisions.
 */
const festivals = new Map<string, Festival>();
function festivalFor(priorities: readonly PriorityId[]): Festival {
  const key = priorities.join();
  let festival = festivals.get(key);
  if (festival === undefined) {
    festival = new Festival(priorities);
    festivals.set(key, festival);
  }
  return festival;
}

function planOf(view: FcView): Plan {
  return {
    budget: view.budget,
    built: maskOf(view.built),
    number: view.proposalNumber,
    chair: view.chair,
    spent: view.packageSpent.reduce((m, spent, s) => (spent ? m | (1 << s) : m), 0),
  };
}

/**
 * The festival from one bot's seat, reading the others as planners who vote YES on what raises their own score and
 * chair for their own score among what would pass: the worth of every plan to `me`, searched and kept.
 */
class Foresight {
  private readonly values = new Map<number, number>();

  constructor(
    private readonly festival: Festival,
    private readonly me: Seat,
    /** True: the bot's own later choices are searched too (Sharp); false: they are the simple ones (Relaxed). */
    private readonly deep: boolean,
  ) {}

  /** Points `offer` adds to `seat`'s score. */
  gain(seat: Seat, plan: Plan, offer: Offer): number {
    return this.festival.score(seat, plan.built | offer.mask) - this.festival.score(seat, plan.built);
  }

  /** YES votes from the planners other than `me` on `offer`, read as voting for their own score. */
  othersYes(plan: Plan, offer: Offer): number {
    let yes = 0;
    for (let s = 0; s < PLAYER_COUNT; s++) if (s !== this.me && this.gain(s, plan, offer) > 0) yes++;
    return yes;
  }

  /**
   * What another chair proposes: what raises its own score most among what the table would pass (all of them when
   * several do so alike, each as likely).
   */
  othersOffers(plan: Plan): Offer[] {
    let best: Offer[] = [];
    let top = -Infinity;
    for (const offer of this.festival.offers(plan)) {
      let yes = 0;
      for (let s = 0; s < PLAYER_COUNT; s++) if (this.gain(s, plan, offer) > 0) yes++;
      const value = (yes >= 3 ? 100 : 0) + this.gain(plan.chair, plan, offer);
      if (value > top) {
        top = value;
        best = [offer];
      } else if (value === top) best.push(offer);
    }
    return best;
  }

  /** The worth to `me` of the festival once `offer` is voted on in `plan`, with `me` voting `yes`. */
  voted(plan: Plan, offer: Offer, yes: boolean): number {
    const pass = this.othersYes(plan, offer) + (yes ? 1 : 0) >= 3;
    return this.value(this.festival.after(plan, offer, pass));
  }

  /** The worth to `me` of `offer` on the table: its best vote when searching, else the simple one. */
  onTable(plan: Plan, offer: Offer): number {
    if (!this.deep) return this.voted(plan, offer, this.gain(this.me, plan, offer) > 0);
    return Math.max(this.voted(plan, offer, true), this.voted(plan, offer, false));
  }

  /** The worth to `me` of the festival from `plan` on: its share of the win at the end, then its score (memoized). */
  value(plan: Plan): number {
    const key = plan.budget | (plan.built << 4) | (plan.number << 12) | (plan.chair << 16) | (plan.spent << 18);
    const known = this.values.get(key);
    if (known !== undefined) return known;
    let result: number;
    if (stopReason(plan.number, plan.budget, idsOf(plan.built)) !== null) result = this.festival.worth(this.me, plan.built);
    else if (plan.chair === this.me && this.deep) {
      result = -Infinity;
      for (const offer of this.festival.offers(plan)) result = Math.max(result, this.onTable(plan, offer));
    } else {
      const offers = this.othersOffers(plan);
      if (offers.length === 0) result = this.festival.worth(this.me, plan.built);
      else {
        result = 0;
        for (const offer of offers) result += this.onTable(plan, offer) / offers.length;
      }
    }
    this.values.set(key, result);
    return result;
  }
}

/** One {@link Foresight} per order of the priority cards, seat and strength, kept between decisions. */
const foresights = new Map<string, Foresight>();
function foresightFor(priorities: readonly PriorityId[], me: Seat, deep: boolean): Foresight {
  const key = `${priorities.join()}|${me}|${deep ? 1 : 0}`;
  let found = foresights.get(key);
  if (found === undefined) {
    found = new Foresight(festivalFor(priorities), me, deep);
    foresights.set(key, found);
  }
  return found;
}

/**
 * The move `seat` makes from `view` (its own view) at `strength`: as chair, the proposal (single or package) whose
 * festival ends best for it given how the others will vote; in a speak-or-pass moment (games saved before
 * announcing opened the discussion at once), a pass; in a vote, YES when the build's festival ends at least as well
 * for it as the rejection's (a build it gains nothing from is a NO when the budget it costs would buy it more).
 * @throws RuleError when the view shows nothing for `seat` to do.
 */
export function decide(view: FcView, seat: Seat, random: () => number, strength: BotStrength = 'sharp'): FcAction {
  const phase = view.phase;
  const sight = foresightFor(view.priorities, seat, strength === 'sharp');
  const festival = festivalFor(view.priorities);
  const plan = planOf(view);
  if (phase.kind === 'proposing' && view.chair === seat) {
    let best: { offer: Offer; value: number }[] = [];
    for (const offer of festival.offers(plan)) {
      const value = sight.onTable(plan, offer);
      if (best.length === 0 || value > (best[0]?.value ?? -Infinity) + 1e-9) best = [{ offer, value }];
      else if (value > (best[0]?.value ?? -Infinity) - 1e-9) best.push({ offer, value });
    }
    const pick = best[Math.floor(random() * best.length)];
    if (pick === undefined) throw new RuleError('No project is affordable.');
    return { type: 'announce', projects: idsOf(pick.offer.mask) };
  }
  if (phase.kind === 'speaking' && phase.speaker === seat) return { type: 'passed' };
  if (phase.kind === 'voting' && phase.voted[seat] === false) {
    const offer: Offer = { mask: maskOf(phase.proposal.projects), cost: phase.proposal.cost, isPackage: phase.proposal.isPackage };
    // The marker is already spent in the view; `after` would spend it again, which changes nothing.
    const chairPlan = { ...plan, chair: phase.proposal.chair };
    const pass = sight.value(festival.after(chairPlan, offer, true));
    const fail = sight.value(festival.after(chairPlan, offer, false));
    return { type: 'vote', vote: pass >= fail - 1e-9 ? 'YES' : 'NO' };
  }
  throw new RuleError('There is nothing for this planner to do now.');
}

/** Festival Charter's bot. */
export const bot: Bot<FcView, FcAction> = { decide };
