/**
 * Scoring and the end of the game (docs/games/festival-charter.md "Count the festival" and "Rotate and stop").
 */
import type { Seat } from '../../../engine/types';
import { FEATURES, PROJECTS, projectById, priorityById, type Feature, type PriorityId, type ProjectId } from '../cards';
import { LAST_PROPOSAL, type EndReason, type ScoreLine } from '../types';

/** Symbols of each feature summed over the BUILT cards (unbuilt projects and budget are ignored). */
export function featureTotals(built: readonly ProjectId[]): Record<Feature, number> {
  const totals: Record<Feature, number> = { GLOW: 0, FEAST: 0, PLAY: 0, REST: 0 };
  for (const id of built) {
    const p = projectById(id);
    for (const f of FEATURES) totals[f] += p.features[f];
  }
  return totals;
}

/** Each seat's score: 2 × its primary-feature total + its secondary-feature total over `built` (points). */
export function scoreLines(priorities: readonly PriorityId[], built: readonly ProjectId[]): ScoreLine[] {
  const totals = featureTotals(built);
  return priorities.map((id, seat) => {
    const card = priorityById(id);
    const primaryTotal = totals[card.primary];
    const secondaryTotal = totals[card.secondary];
    return { seat, priority: id, primaryTotal, secondaryTotal, score: 2 * primaryTotal + secondaryTotal };
  });
}

/** The seats with the highest score; tied leaders share (no tie-break, docs/games/festival-charter.md "Count the festival"). */
export function leaders(lines: readonly ScoreLine[]): Seat[] {
  const best = Math.max(...lines.map((l) => l.score));
  return lines.filter((l) => l.score === best).map((l) => l.seat);
}

/** The cheapest unbuilt project's cost, or null when every project is built. */
function cheapestUnbuilt(built: readonly ProjectId[]): number | null {
  const costs = PROJECTS.filter((p) => !built.includes(p.id)).map((p) => p.cost);
  return costs.length === 0 ? null : Math.min(...costs);
}

/**
 * Why the game stops before proposal `proposalNumber`, or null when it goes on: after proposal
 * eight, when every project is built, or when no unbuilt project is affordable
 * (docs/games/festival-charter.md "Rotate and stop": checked before the next proposal).
 */
export function stopReason(proposalNumber: number, budget: number, built: readonly ProjectId[]): EndReason | null {
  const cheapest = cheapestUnbuilt(built);
  if (cheapest === null) return 'all-built';
  if (proposalNumber > LAST_PROPOSAL) return 'eight-proposals';
  if (cheapest > budget) return 'nothing-affordable';
  return null;
}

/** Player-facing words for an end reason. */
export function endReasonText(reason: EndReason): string {
  switch (reason) {
    case 'eight-proposals':
      return 'Eight proposals have been made.';
    case 'all-built':
      return 'Every project is built.';
    case 'nothing-affordable':
      return 'No unbuilt project is affordable.';
  }
}
