/**
 * Festival Charter's bot (docs/games/festival-charter.md; docs/house-rules.md "Bots"): it proposes what its priority scores and
 * a majority can pass, and votes on what the build does to its standing.
 *
 * Everything but the current votes is public, so it looks ahead by playing the rest of the festival out from its
 * own view: in that play-out each chair proposes what raises its own standing most among the proposals a majority
 * would pass, and each planner votes YES when the build does not lower its standing (its score less the best other
 * score). At the top it weighs each proposal, and each vote, by the end of the festival it leads to.
 */
import { RuleError } from '../../engine/errors';
import type { Seat } from '../../engine/types';
import type { Bot } from '../contract';
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

/** The game of a festival from one bot's seat: scores by mask, the proposals a chair may make, play-outs. */
class Festival {
  /** `scores[built * 4 + seat]`: every seat's score for every built set, worked out once. */
  private readonly scores: Int16Array;
  private readonly ends = new Map<number, number>();

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

  /** Own score less the best other score (points). */
  standing(seat: Seat, built: number): number {
    let best = -Infinity;
    for (let s = 0; s < PLAYER_COUNT; s++) if (s !== seat) best = Math.max(best, this.score(s, built));
    return this.score(seat, built) - best;
  }

  /** What a finished festival is worth to `seat`: its share of the win, plus a little for its standing. */
  worth(seat: Seat, built: number): number {
    const scores = Array.from({ length: PLAYER_COUNT }, (_, s) => this.score(s, built));
    const top = Math.max(...scores);
    const leaders = scores.filter((v) => v === top).length;
    return (scores[seat] === top ? 1 / leaders : 0) + this.standing(seat, built) / 100;
  }

  /** Every proposal the chair may make in `plan`: affordable unbuilt singles, and pairs while its marker is unspent. */
  offers(plan: Plan): Offer[] {
    const singles = PROJECTS.flatMap((p, i) => ((plan.built & (1 << i)) === 0 && p.cost <= plan.budget ? [{ mask: 1 << i, cost: p.cost, isPackage: false }] : []));
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

  /** The one-look vote used inside play-outs: YES when the build does not lower the voter's standing. */
  quickYes(seat: Seat, plan: Plan, offer: Offer): boolean {
    return this.standing(seat, plan.built | offer.mask) >= this.standing(seat, plan.built);
  }

  /** The built set at the end of the festival played out from `plan` with one-look chairs and votes (memoized). */
  end(plan: Plan): number {
    // budget ≤ 12 (4 bits), built (8 bits), number ≤ 9 (4 bits), chair (2 bits), spent (4 bits).
    const key = plan.budget | (plan.built << 4) | (plan.number << 12) | (plan.chair << 16) | (plan.spent << 18);
    const known = this.ends.get(key);
    if (known !== undefined) return known;
    let result = plan.built;
    if (stopReason(plan.number, plan.budget, idsOf(plan.built)) === null) {
      let best: { offer: Offer; pass: boolean; value: number } | null = null;
      for (const offer of this.offers(plan)) {
        let yes = 0;
        for (let s = 0; s < PLAYER_COUNT; s++) if (this.quickYes(s, plan, offer)) yes++;
        const pass = yes >= 3;
        const value = pass ? this.standing(plan.chair, plan.built | offer.mask) : this.standing(plan.chair, plan.built) - 0.5;
        if (best === null || value > best.value) best = { offer, pass, value };
      }
      if (best !== null) result = this.end(this.after(plan, best.offer, best.pass));
    }
    this.ends.set(key, result);
    return result;
  }
}

/**
 * One {@link Festival} per order of the priority cards (at most 24): its tables and play-outs depend on nothing else,
 * so they are kept between decisions (a few thousand play-out ends at most per order).
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
 * The move `seat` makes from `view` (its own view): as chair, it announces the proposal whose festival ends best for
 * it given how the others would vote; in a speak-or-pass moment (games saved before announcing opened the discussion
 * at once), a pass; in a vote, YES when the build's festival ends at least as well for it as the rejection's.
 * @throws RuleError when the view shows nothing for `seat` to do.
 */
export function decide(view: FcView, seat: Seat, random: () => number): FcAction {
  const phase = view.phase;
  const festival = festivalFor(view.priorities);
  const plan = planOf(view);
  const ends = (offer: Offer, approved: boolean) => festival.end(festival.after(plan, offer, approved));
  if (phase.kind === 'proposing' && view.chair === seat) {
    let best: { offer: Offer; value: number }[] = [];
    for (const offer of festival.offers(plan)) {
      const built = ends(offer, true);
      const rejected = ends(offer, false);
      let yes = 0;
      for (let s = 0; s < PLAYER_COUNT; s++) if (festival.worth(s, built) >= festival.worth(s, rejected)) yes++;
      const value = festival.worth(seat, yes >= 3 ? built : rejected);
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
    const yes = festival.worth(seat, festival.end(festival.after(chairPlan, offer, true))) >= festival.worth(seat, festival.end(festival.after(chairPlan, offer, false)));
    return { type: 'vote', vote: yes ? 'YES' : 'NO' };
  }
  throw new RuleError('There is nothing for this planner to do now.');
}

/** Festival Charter's bot. */
export const bot: Bot<FcView, FcAction> = { decide };
