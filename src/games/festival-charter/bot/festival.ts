/**
 * The game of a festival as Festival Charter's bot plays it forward (docs/games/festival-charter.md): scores by
 * built set, the proposals a chair may make, and where the festival stands after a vote.
 */
import type { Seat } from '../../../engine/types';
import { PROJECTS, priorityById, type PriorityId, type ProjectId } from '../cards';
import { LAST_PROPOSAL, PLAYER_COUNT, type FcView } from '../types';

/** Where the festival stands between proposals: the part of the view the bot plays forward. */
export interface Plan {
  budget: number;
  /** Built projects as a bit mask over {@link PROJECTS} order. */
  built: number;
  number: number;
  chair: Seat;
  /** Seats whose PACKAGE marker is spent, as a bit mask. */
  spent: number;
  /** Seats on whose latest proposal the bot voted YES, as a bit mask (some planners vote as they were voted). */
  backed: number;
}

/** One proposal as a bit mask of projects, with its cost. */
export interface Offer {
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

/** The bit of project `id` in a mask. */
export const bit = (id: ProjectId): number => 1 << PROJECTS.findIndex((p) => p.id === id);
/** The mask of the projects `ids`. */
export const maskOf = (ids: readonly ProjectId[]): number => ids.reduce((m, id) => m | bit(id), 0);
/** The project ids in `mask`, in {@link PROJECTS} order. */
export const idsOf = (mask: number): ProjectId[] => PROJECTS.filter((_, i) => (mask & (1 << i)) !== 0).map((p) => p.id);

/** The game of a festival: scores by mask, the proposals a chair may make, the plan after a vote. */
export class Festival {
  /** `scores[built * 4 + seat]`: every seat's score for every built set, worked out once. */
  private readonly scores: Int16Array;
  /** `primary[mask * 4 + seat]`: symbols of each seat's primary feature in each set of projects. */
  private readonly primary: Int8Array;

  constructor(priorities: readonly PriorityId[]) {
    const points = pointsTable(priorities);
    this.scores = new Int16Array((1 << PROJECTS.length) * PLAYER_COUNT);
    this.primary = new Int8Array((1 << PROJECTS.length) * PLAYER_COUNT);
    for (let built = 0; built < 1 << PROJECTS.length; built++) {
      for (let seat = 0; seat < PLAYER_COUNT; seat++) {
        const feature = priorityById(priorities[seat] ?? 'glow-keeper').primary;
        let sum = 0;
        let symbols = 0;
        PROJECTS.forEach((p, i) => {
          if ((built & (1 << i)) === 0) return;
          sum += points[seat]?.[i] ?? 0;
          symbols += p.features[feature];
        });
        this.scores[built * PLAYER_COUNT + seat] = sum;
        this.primary[built * PLAYER_COUNT + seat] = symbols;
      }
    }
  }

  /** `seat`'s score with `built` built. */
  score(seat: Seat, built: number): number {
    return this.scores[built * PLAYER_COUNT + seat] ?? 0;
  }

  /** Symbols of `seat`'s primary feature in the projects of `mask`. */
  primarySymbols(seat: Seat, mask: number): number {
    return this.primary[mask * PLAYER_COUNT + seat] ?? 0;
  }

  /** Points `offer` adds to `seat`'s score in `plan`. */
  gain(seat: Seat, plan: Plan, offer: Offer): number {
    return this.score(seat, plan.built | offer.mask) - this.score(seat, plan.built);
  }

  /**
   * What a finished festival is worth to `seat`: its share of the win first; then, a little (a point is worth
   * 1/2000), its own score and the score of the other planner furthest behind alike. Among festivals that leave it
   * the same share of the win, the bot so prefers one where everyone has something (the bots may beat people, never
   * freeze them out): it votes for, and chairs, the build that lifts the planner left behind when that costs it no
   * share of the win.
   */
  worth(seat: Seat, built: number): number {
    let top = -1;
    let leaders = 0;
    let low = Infinity;
    for (let s = 0; s < PLAYER_COUNT; s++) {
      const v = this.score(s, built);
      if (v > top) {
        top = v;
        leaders = 1;
      } else if (v === top) leaders++;
      if (s !== seat) low = Math.min(low, v);
    }
    const mine = this.score(seat, built);
    return (mine === top ? 1 / leaders : 0) + (mine + low) / 2000;
  }

  /**
   * Whether the festival stops before the proposal of `plan` (docs/games/festival-charter.md "Rotate and stop"):
   * after proposal eight, when every project is built, or when no unbuilt project is affordable.
   */
  stops(plan: Plan): boolean {
    if (plan.number > LAST_PROPOSAL) return true;
    let cheapest = Infinity;
    PROJECTS.forEach((p, i) => {
      if ((plan.built & (1 << i)) === 0) cheapest = Math.min(cheapest, p.cost);
    });
    return cheapest > plan.budget;
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

  /**
   * The plan after `offer` is approved or rejected (docs/games/festival-charter.md "Apply the binding result", "Rotate
   * and stop"); `backedBy` is the bot's own vote when known (it marks the chair as backed or not), else null.
   */
  after(plan: Plan, offer: Offer, approved: boolean, backedBy: boolean | null = null): Plan {
    const chairBit = 1 << plan.chair;
    return {
      budget: approved ? plan.budget - offer.cost : Math.max(0, plan.budget - 1),
      built: approved ? plan.built | offer.mask : plan.built,
      number: plan.number + 1,
      chair: (plan.chair + 1) % PLAYER_COUNT,
      spent: offer.isPackage ? plan.spent | chairBit : plan.spent,
      backed: backedBy === null ? plan.backed : backedBy ? plan.backed | chairBit : plan.backed & ~chairBit,
    };
  }
}

/**
 * One {@link Festival} per order of the priority cards (at most 24): its tables depend on nothing else, so they are
 * kept between decisions.
 */
const festivals = new Map<string, Festival>();

/** The {@link Festival} of `priorities`, made once. */
export function festivalFor(priorities: readonly PriorityId[]): Festival {
  const key = priorities.join();
  let festival = festivals.get(key);
  if (festival === undefined) {
    festival = new Festival(priorities);
    festivals.set(key, festival);
  }
  return festival;
}

/** The plan of `view` as `me` sees it (`backed`: the seats on whose latest proposal `me` voted YES, from the log). */
export function planOf(view: FcView, me: Seat): Plan {
  let backed = 0;
  for (const record of view.log) {
    const chairBit = 1 << record.proposal.chair;
    backed = record.votes[me] === 'YES' ? backed | chairBit : backed & ~chairBit;
  }
  return {
    budget: view.budget,
    built: maskOf(view.built),
    number: view.proposalNumber,
    chair: view.chair,
    spent: view.packageSpent.reduce((m, spent, s) => (spent ? m | (1 << s) : m), 0),
    backed,
  };
}
