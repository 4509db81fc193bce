// Festival Charter's five table styles (bench/styles/style.ts), from the rule text: a chair proposes one affordable
// project or (once) a package of two, everyone votes YES or NO, three YES approve; a rejection costs the budget a unit.
import type { Seat } from '../../src/engine/types';
import type { Bot } from '../../src/games/contract';
import { PROJECTS, priorityById, type ProjectId } from '../../src/games/festival-charter/cards';
import type { FcAction, FcView } from '../../src/games/festival-charter/types';
import { festivalCharterGreedy } from '../greedy';
import { best, nothing, pickOf, type Styles } from './style';

/** What `ids` built would add to `s`'s score (twice its primary feature, once its secondary). */
function gain(view: FcView, s: Seat, ids: readonly ProjectId[]): number {
  const card = priorityById(view.priorities[s] ?? 'glow-keeper');
  let sum = 0;
  for (const p of PROJECTS) if (ids.includes(p.id)) sum += 2 * p.features[card.primary] + p.features[card.secondary];
  return sum;
}

/** Every proposal the chair `seat` may announce now: one affordable project, or a pair while its marker is unspent. */
function offers(view: FcView, seat: Seat): ProjectId[][] {
  const open = PROJECTS.filter((p) => !view.built.includes(p.id) && p.cost <= view.budget);
  const out: ProjectId[][] = open.map((p) => [p.id]);
  if (view.packageSpent[seat] !== true) open.forEach((a, i) => open.slice(i + 1).forEach((b) => a.cost + b.cost <= view.budget && out.push([a.id, b.id])));
  return out;
}

/** A style from its chair's choice and its vote; the old speak-or-pass step is passed. */
function style(
  propose: (view: FcView, seat: Seat, random: () => number) => ProjectId[] | undefined,
  vote: (view: FcView, seat: Seat, projects: readonly ProjectId[], chair: Seat, random: () => number) => boolean,
): Bot<FcView, FcAction> {
  return {
    decide(view, seat, random) {
      const phase = view.phase;
      if (phase.kind === 'proposing' && view.chair === seat) {
        const pick = propose(view, seat, random);
        if (pick === undefined) throw nothing();
        return { type: 'announce', projects: pick };
      }
      if (phase.kind === 'speaking' && phase.speaker === seat) return { type: 'passed' };
      if (phase.kind === 'voting' && phase.voted[seat] === false) {
        return { type: 'vote', vote: vote(view, seat, phase.proposal.projects, phase.proposal.chair, random) ? 'YES' : 'NO' };
      }
      throw nothing();
    },
  };
}

/** Copycat: votes as the chair voted on this player's own last proposal (YES for YES), else YES on anything that gives it points; proposes what the table approved most like (the cheapest single project that helps it). */
const copycat = style(
  (view, seat, random) => {
    const singles = offers(view, seat).filter((o) => o.length === 1);
    const helping = singles.filter((o) => gain(view, seat, o) > 0);
    const pool = helping.length > 0 ? helping : singles;
    const cost = (ids: ProjectId[]) => PROJECTS.filter((p) => ids.includes(p.id)).reduce((a, p) => a + p.cost, 0);
    return pickOf(
      best(pool, (o) => -cost(o)),
      random,
    );
  },
  (view, seat, projects, chair) => {
    const mine = [...view.log].reverse().find((r) => r.proposal.chair === seat);
    if (mine !== undefined && chair !== seat) return mine.votes[chair] === 'YES';
    return gain(view, seat, projects) > 0;
  },
);

/** Rule of thumb: as chair, the package (else the project) with the most of its primary feature; YES whenever its primary feature is in the proposal. */
const thumb = style(
  (view, seat, random) => {
    const primary = priorityById(view.priorities[seat] ?? 'glow-keeper').primary;
    const amount = (ids: ProjectId[]) => PROJECTS.filter((p) => ids.includes(p.id)).reduce((a, p) => a + p.features[primary], 0);
    return pickOf(
      best(offers(view, seat), (o) => amount(o) + o.length / 10),
      random,
    );
  },
  (view, seat, projects) => {
    const primary = priorityById(view.priorities[seat] ?? 'glow-keeper').primary;
    return PROJECTS.some((p) => projects.includes(p.id) && p.features[primary] > 0);
  },
);

/** Cautious: YES only when it gains and falls no further behind the leader than it is now; as chair, the single project with the best gain over the best rival's. */
const cautious = style(
  (view, seat, random) => {
    const lead = (o: ProjectId[]) => gain(view, seat, o) - Math.max(...[0, 1, 2, 3].filter((s) => s !== seat).map((s) => gain(view, s, o)));
    return pickOf(
      best(
        offers(view, seat).filter((o) => o.length === 1),
        lead,
      ),
      random,
    );
  },
  (view, seat, projects) => {
    const score = (s: Seat) => view.scores.find((l) => l.seat === s)?.score ?? 0;
    const others = [0, 1, 2, 3].filter((s) => s !== seat);
    const behind = Math.max(...others.map(score)) - score(seat);
    const after = Math.max(...others.map((s) => score(s) + gain(view, s, projects))) - score(seat) - gain(view, seat, projects);
    return gain(view, seat, projects) > 0 && after <= behind;
  },
);

/** Random: any affordable proposal, YES or NO at even odds. */
const random = style(
  (view, seat, rnd) => pickOf(offers(view, seat), rnd),
  (_view, _seat, _projects, _chair, rnd) => rnd() < 0.5,
);

/** Festival Charter's table styles. */
export const festivalCharterStyles: Styles<FcView, FcAction> = { simple: festivalCharterGreedy, copycat, thumb, cautious, random };
