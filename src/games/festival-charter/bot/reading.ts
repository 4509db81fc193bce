/**
 * How Festival Charter's bot reads the other planners: from what each has done on the public log (its votes and the
 * proposals it chaired), a weight for each of a few ways a planner may play, so the bot plays with the table it
 * has, people and bots alike, rather than taking everyone to be a bot.
 */
import type { Seat } from '../../../engine/types';
import { PLAYER_COUNT, type FcView } from '../types';
import { maskOf, type Festival, type Offer, type Plan } from './festival';

/**
 * A way of playing: `gain` votes YES on what raises its score and chairs for its score among what passes;
 * `keep-up` votes YES only on what raises its score without leaving it further behind the leader, and chairs the
 * project that puts it furthest ahead of the best other; `feature` votes YES on whatever has its primary feature and
 * chairs the most of it; `return` votes on a chair's proposal as that chair voted on its own latest one (its score
 * when it has none) and chairs the cheapest project that raises its score; `any` votes and chairs anyhow.
 */
export type Reading = 'gain' | 'keep-up' | 'feature' | 'return' | 'any';

/** Every {@link Reading}, in the order of the weights. */
export const READINGS: readonly Reading[] = ['gain', 'keep-up', 'feature', 'return', 'any'];

/** The weights before anything is on the log: most planners vote for their own score. */
const PRIOR = [0.6, 0.1, 0.1, 0.1, 0.1];

/** How often a planner does otherwise than its reading says. */
export const SLIP = 0.1;

/** Each seat's weights over {@link READINGS} (they sum to 1), and how each chair voted on each seat's latest proposal. */
export interface Readings {
  weights: number[][];
  /** `votedOn[chair][seat]`: true/false for YES/NO on `seat`'s latest proposal on the log, null when none. */
  votedOn: (boolean | null)[][];
}

/** The gap from `seat`'s score to the best other planner's with `built` built. */
function gap(festival: Festival, seat: Seat, built: number): number {
  let best = -Infinity;
  for (let s = 0; s < PLAYER_COUNT; s++) if (s !== seat) best = Math.max(best, festival.score(s, built));
  return best - festival.score(seat, built);
}

/**
 * Whether a planner of `reading` in `seat` votes YES on `offer` in `plan` (null: as likely either way);
 * `chairVoted` is how the chair voted on `seat`'s latest proposal (null when none).
 */
export function votesYes(reading: Reading, festival: Festival, seat: Seat, plan: Plan, offer: Offer, chairVoted: boolean | null): boolean | null {
  const gains = festival.gain(seat, plan, offer) > 0;
  switch (reading) {
    case 'gain':
      return gains;
    case 'keep-up':
      return gains && gap(festival, seat, plan.built | offer.mask) <= gap(festival, seat, plan.built);
    case 'feature':
      return festival.primarySymbols(seat, offer.mask) > 0;
    case 'return':
      return plan.chair === seat || chairVoted === null ? gains : chairVoted;
    case 'any':
      return null;
  }
}

/** The chance a planner of `reading` votes YES ({@link votesYes}, each rule kept but for a {@link SLIP}). */
export function yesChance(reading: Reading, festival: Festival, seat: Seat, plan: Plan, offer: Offer, chairVoted: boolean | null): number {
  const yes = votesYes(reading, festival, seat, plan, offer, chairVoted);
  return yes === null ? 0.5 : yes ? 1 - SLIP : SLIP;
}

/** The best items of `items` by `value` (ties kept). */
function bestOf<T>(items: readonly T[], value: (item: T) => number): T[] {
  let top = -Infinity;
  let out: T[] = [];
  for (const item of items) {
    const v = value(item);
    if (v > top) {
      top = v;
      out = [item];
    } else if (v === top) out.push(item);
  }
  return out;
}

/** The proposals a chair of `reading` picks among (each as likely) from `offers` in `plan`. */
export function chairPicks(reading: Reading, festival: Festival, plan: Plan, offers: readonly Offer[]): readonly Offer[] {
  const chair = plan.chair;
  const singles = offers.filter((o) => !o.isPackage);
  switch (reading) {
    case 'gain':
      return bestOf(offers, (o) => {
        let yes = 0;
        for (let s = 0; s < PLAYER_COUNT; s++) if (festival.gain(s, plan, o) > 0) yes++;
        return (yes >= 3 ? 100 : 0) + festival.gain(chair, plan, o);
      });
    case 'keep-up':
      return bestOf(singles, (o) => {
        let rival = 0;
        for (let s = 0; s < PLAYER_COUNT; s++) if (s !== chair) rival = Math.max(rival, festival.gain(s, plan, o));
        return festival.gain(chair, plan, o) - rival;
      });
    case 'feature':
      return bestOf(offers, (o) => festival.primarySymbols(chair, o.mask) + (o.isPackage ? 0.1 : 0));
    case 'return': {
      const helping = singles.filter((o) => festival.gain(chair, plan, o) > 0);
      return bestOf(helping.length > 0 ? helping : singles, (o) => -o.cost);
    }
    case 'any':
      return offers;
  }
}

/**
 * The chance a chair of `reading` proposes `offer` in `plan` among `offers`: {@link chairPicks} but for a
 * {@link SLIP}, which spreads over every offer.
 */
function chairChance(reading: Reading, festival: Festival, plan: Plan, offers: readonly Offer[], offer: Offer): number {
  const picks = chairPicks(reading, festival, plan, offers);
  const picked = picks.some((o) => o.mask === offer.mask) ? 1 / picks.length : 0;
  return (1 - SLIP) * picked + SLIP / Math.max(1, offers.length);
}

/**
 * The readings of every seat from the public log of `view`: the prior weights, times the chance of each vote cast
 * and each proposal chaired under each reading, from where the festival stood at the time.
 */
export function readTable(view: FcView, festival: Festival): Readings {
  const weights = Array.from({ length: PLAYER_COUNT }, () => PRIOR.slice());
  const votedOn: (boolean | null)[][] = Array.from({ length: PLAYER_COUNT }, () => Array.from({ length: PLAYER_COUNT }, (): boolean | null => null));
  // What was built before the log's first line (nothing, in a festival played from its start).
  const logged = view.log.reduce((m, r) => (r.approved ? m | maskOf(r.proposal.projects) : m), 0);
  let plan: Plan = {
    budget: view.log[0]?.budgetBefore ?? view.budget,
    built: maskOf(view.built) & ~logged,
    number: 1,
    chair: view.log[0]?.proposal.chair ?? view.chair,
    spent: 0,
    backed: 0,
  };
  for (const record of view.log) {
    const chair = record.proposal.chair;
    plan = { ...plan, budget: record.budgetBefore, chair };
    const offer: Offer = { mask: maskOf(record.proposal.projects), cost: record.proposal.cost, isPackage: record.proposal.isPackage };
    const offers = festival.offers(plan);
    READINGS.forEach((reading, r) => {
      const chairRow = weights[chair];
      if (chairRow !== undefined) chairRow[r] = (chairRow[r] ?? 0) * chairChance(reading, festival, plan, offers, offer);
      for (let s = 0; s < PLAYER_COUNT; s++) {
        const row = weights[s];
        if (row === undefined) continue;
        const p = yesChance(reading, festival, s, plan, offer, votedOn[chair]?.[s] ?? null);
        row[r] = (row[r] ?? 0) * (record.votes[s] === 'YES' ? p : 1 - p);
      }
    });
    for (const row of weights) {
      const sum = row.reduce((a, b) => a + b, 0);
      row.forEach((w, r) => (row[r] = sum > 0 ? w / sum : (PRIOR[r] ?? 0)));
    }
    record.votes.forEach((v, s) => {
      const row = votedOn[s];
      if (row !== undefined) row[chair] = v === 'YES';
    });
    plan = { ...plan, built: record.approved ? plan.built | offer.mask : plan.built, spent: offer.isPackage ? plan.spent | (1 << chair) : plan.spent };
  }
  return { weights, votedOn };
}

/**
 * Each seat's likeliest way of playing by `readings` (the first of {@link READINGS} among equals), `any` read as
 * `gain`: a planner that votes anyhow is as likely to vote for its score as not.
 */
export function likeliest(readings: Readings): Reading[] {
  return readings.weights.map((row) => {
    let best = 0;
    row.forEach((w, r) => {
      if (w > (row[best] ?? 0) + 1e-12) best = r;
    });
    const reading = READINGS[best] ?? 'gain';
    return reading === 'any' ? 'gain' : reading;
  });
}
