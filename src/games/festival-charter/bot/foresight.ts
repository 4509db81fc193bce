/**
 * The festival from one bot's seat, played forward to its end with each other planner read from the public log
 * (./reading.ts): its likeliest way of playing says how it votes on a proposal and what it proposes as chair.
 */
import type { Seat } from '../../../engine/types';
import { PLAYER_COUNT } from '../types';
import type { Festival, Offer, Plan } from './festival';
import { chairPicks, votesYes, type Reading } from './reading';

/**
 * The worth to the bot of the festival from every plan on: its share of the win at the end, then its score and that
 * of the planner furthest behind ({@link Festival.worth}; memoized).
 */
export class Foresight {
  private readonly values = new Map<number, number>();

  constructor(
    private readonly festival: Festival,
    private readonly me: Seat,
    /** True: the bot's own later choices are searched too (Sharp); false: they are the simple ones (Relaxed). */
    private readonly deep: boolean,
    /** Each seat's likeliest way of playing (`any` read as `gain`: the likelier of a coin's two sides is no better). */
    private readonly leads: readonly Reading[],
    /** `votedOn[chair][seat]`: how `chair` voted on `seat`'s latest proposal on the log (null when none). */
    private readonly votedOn: readonly (readonly (boolean | null)[])[],
  ) {}

  /** Whether `seat` (not the bot) votes YES on `offer` in `plan`, by its reading. */
  yes(seat: Seat, plan: Plan, offer: Offer): boolean {
    const chairVoted = plan.chair === this.me ? (plan.backed & (1 << seat)) !== 0 : (this.votedOn[plan.chair]?.[seat] ?? null);
    return votesYes(this.leads[seat] ?? 'gain', this.festival, seat, plan, offer, chairVoted) === true;
  }

  /** Whether `offer` passes in `plan` with the bot voting `yes` (three YES of four approve). */
  passes(plan: Plan, offer: Offer, yes: boolean): boolean {
    let count = yes ? 1 : 0;
    for (let s = 0; s < PLAYER_COUNT; s++) if (s !== this.me && this.yes(s, plan, offer)) count++;
    return count >= 3;
  }

  /** The worth of `offer` on the table in `plan` with the bot voting `yes`. */
  voted(plan: Plan, offer: Offer, yes: boolean): number {
    return this.value(this.festival.after(plan, offer, this.passes(plan, offer, yes), yes));
  }

  /**
   * Whether the bot's vote on `offer` in `plan` is YES: whether the festival ends at least as well for it with the
   * build as without (whatever the others are read to vote, so a misread planner never carries a build it would
   * rather not see).
   */
  vote(plan: Plan, offer: Offer): boolean {
    const built = this.value(this.festival.after(plan, offer, true, true));
    const rejected = this.value(this.festival.after(plan, offer, false, false));
    return built >= rejected - 1e-9;
  }

  /** The worth of `offer` on the table in `plan`: the better vote when searching, else YES on what raises its score. */
  onTable(plan: Plan, offer: Offer): number {
    if (!this.deep) return this.voted(plan, offer, this.festival.gain(this.me, plan, offer) > 0);
    return Math.max(this.voted(plan, offer, true), this.voted(plan, offer, false));
  }

  /**
   * The lowest score among the other planners after `offer` in `plan` is voted on, the bot voting YES: what the
   * proposal does for the planner furthest behind.
   */
  lift(plan: Plan, offer: Offer): number {
    const built = this.passes(plan, offer, true) ? plan.built | offer.mask : plan.built;
    let low = Infinity;
    for (let s = 0; s < PLAYER_COUNT; s++) if (s !== this.me) low = Math.min(low, this.festival.score(s, built));
    return low;
  }

  /** What the chair of `plan` proposes (another planner, or the bot when not searching): each as likely. */
  chairs(plan: Plan): readonly Offer[] {
    const reading = plan.chair === this.me ? 'gain' : (this.leads[plan.chair] ?? 'gain');
    return chairPicks(reading, this.festival, plan, this.festival.offers(plan));
  }

  /** The worth to the bot of the festival from `plan` on: its share of the win at the end, then points ({@link Festival.worth}; memoized). */
  value(plan: Plan): number {
    const key = plan.budget | (plan.built << 4) | (plan.number << 12) | (plan.chair << 16) | (plan.spent << 18) | (plan.backed << 22);
    const known = this.values.get(key);
    if (known !== undefined) return known;
    let result: number;
    if (this.festival.stops(plan)) result = this.festival.worth(this.me, plan.built);
    else if (plan.chair === this.me && this.deep) {
      result = -Infinity;
      for (const offer of this.festival.offers(plan)) result = Math.max(result, this.onTable(plan, offer));
    } else {
      const picks = this.chairs(plan);
      if (picks.length === 0) result = this.festival.worth(this.me, plan.built);
      else {
        result = 0;
        for (const offer of picks) result += this.onTable(plan, offer) / picks.length;
      }
    }
    this.values.set(key, result);
    return result;
  }
}
