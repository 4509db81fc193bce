/**
 * Making one affordable proposal (docs/games/festival-charter.md "Make one affordable proposal", "What a package does",
 * "Errors, comfort and replay").
 */
import { check } from '../../../engine/errors';
import type { Actor } from '../../../engine/types';
import { PROJECTS, isProjectId, projectById, type ProjectId } from '../cards';
import { DISCUSSION_MS, type FcState, type Proposal } from '../types';
import { fromChairsLeft } from './seats';
import { seatName } from '../../../engine/names';

/** The unbuilt projects whose cost does not exceed the budget: what the chair may propose alone. */
export function affordableSingles(state: FcState): ProjectId[] {
  return PROJECTS.filter((p) => !state.built.includes(p.id) && p.cost <= state.budget).map((p) => p.id);
}

/** Every pair of different unbuilt projects whose combined cost is affordable now (ignores the marker). */
export function affordablePairs(state: FcState): [ProjectId, ProjectId][] {
  const singles = affordableSingles(state);
  const pairs: [ProjectId, ProjectId][] = [];
  singles.forEach((a, i) => {
    for (const b of singles.slice(i + 1)) {
      if (projectById(a).cost + projectById(b).cost <= state.budget) pairs.push([a, b]);
    }
  });
  return pairs;
}

function nameOf(state: FcState, seat: number): string {
  return seatName(state.players, seat);
}

/**
 * Checks a proposal and returns it with its total cost. The chair (the actor must be the chair's
 * seat) names one unbuilt project it can afford, or, with its unused PACKAGE marker, exactly two
 * different unbuilt projects whose combined cost is affordable now.
 * @throws RuleError when it is not the proposing phase, the actor is not the chair, the list is
 *   not one or two projects, a project is unknown, named twice or already built, the marker is
 *   already spent, or the cost exceeds the budget.
 */
export function checkProposal(state: FcState, actor: Actor, projects: readonly unknown[]): Proposal {
  check(state.phase.kind !== 'over', 'The festival is over: no more proposals.');
  check(state.phase.kind === 'proposing', `Proposal ${state.proposalNumber} is already announced: the chair cannot change it.`);
  const chairName = nameOf(state, state.chair);
  check(actor === state.chair, `It is ${chairName}'s turn to chair: only ${chairName} proposes now.`);
  check(Array.isArray(projects) && (projects.length === 1 || projects.length === 2), 'Propose one project, or two with the PACKAGE marker.');
  const ids: ProjectId[] = [];
  for (const id of projects) {
    check(isProjectId(id), 'That is not one of the eight projects.');
    ids.push(id);
  }
  const cards = ids.map(projectById);
  const [first, second] = cards;
  if (first !== undefined && second !== undefined) {
    check(first.id !== second.id, `A package needs two different projects: ${first.name} is named twice.`);
  }
  for (const card of cards) check(!state.built.includes(card.id), `${card.name} is already built.`);
  const isPackage = cards.length === 2;
  if (isPackage) {
    check(!(state.packageSpent[state.chair] ?? true), `${chairName}'s PACKAGE marker is already spent: propose one project.`);
  }
  const cost = cards.reduce((sum, c) => sum + c.cost, 0);
  const what = isPackage ? `${cards.map((c) => c.name).join(' + ')} cost ${cost}` : `${first?.name ?? ''} costs ${cost}`;
  check(cost <= state.budget, `The budget is ${state.budget}: ${what}.`);
  return { chair: state.chair, projects: ids, cost, isPackage };
}

/** The PACKAGE markers after `proposal` is announced: a package spends the chair's at once (whatever the vote), a single never does. */
function markersAfter(state: FcState, proposal: Proposal): boolean[] {
  return proposal.isPackage ? state.packageSpent.map((spent, seat) => spent || seat === proposal.chair) : state.packageSpent;
}

/**
 * The state after the chair announces a valid proposal at `now` (epoch ms): a package spends the
 * chair's marker at once, a single never does; the discussion opens (docs/house-rules.md "Festival Charter",
 * "Discussion": the speaking order from the chair's left, then open discussion, all aloud). With
 * the discussion limit on, its deadline is stamped at `now + beat + DISCUSSION_MS`: the clock starts when the
 * announcement's beat on the board ends (options `beatMs`, 0 in games saved before).
 * @throws RuleError as {@link checkProposal}; nothing changes then.
 */
export function announce(state: FcState, actor: Actor, projects: readonly unknown[], now: number): FcState {
  const proposal = checkProposal(state, actor, projects);
  const deadline = state.options.discussionLimit ? now + (state.options.beatMs ?? 0) + DISCUSSION_MS : null;
  return { ...state, packageSpent: markersAfter(state, proposal), phase: { kind: 'discussion', proposal, deadline, extraTimes: 0 } };
}

/**
 * The older announcement, kept so games saved before replay exactly: the same checks and marker as
 * {@link announce}, then a speak-or-pass round with a move per speaker from the chair's left.
 * @throws RuleError as {@link checkProposal}; nothing changes then.
 */
export function propose(state: FcState, actor: Actor, projects: readonly unknown[]): FcState {
  const proposal = checkProposal(state, actor, projects);
  const speaker = fromChairsLeft(state.chair)[0] ?? state.chair;
  return { ...state, packageSpent: markersAfter(state, proposal), phase: { kind: 'speaking', proposal, speaker, turns: [] } };
}
