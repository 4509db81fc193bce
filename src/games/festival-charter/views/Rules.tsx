/**
 * The rules in short, faithful to docs/games/festival-charter.md.
 */
import { PROJECTS, PRIORITIES, featureWords } from '../cards';

/** Festival Charter in a page. */
export function Rules() {
  return (
    <article class="stack">
      <h2>Festival Charter</h2>
      <p>Four planners share a budget of 12 planning units. Each has a public priority card. Highest score at the end wins; tied leaders share.</p>
      <h3>Propose</h3>
      <p>
        The chair proposes one unbuilt project whose cost fits the budget, or spends their PACKAGE marker to propose two different unbuilt projects whose
        combined cost fits. The marker is spent when the pair is announced, pass or fail. The chair cannot pass while something is affordable, and cannot change
        an announced proposal.
      </p>
      <h3>Discuss</h3>
      <p>
        Each player, from the chair's left, may speak or pass; then open discussion. Promises about later votes do not bind. One tap on the table opens the
        vote. With the discussion limit on, the discussion has about two minutes from the announcement, and anyone may ask for extra time.
      </p>
      <h3>Vote</h3>
      <p>
        Everyone, the chair too, votes YES or NO in secret. All votes are revealed together. 3 or 4 YES: pay the full cost and build every proposed card.
        Otherwise the cards stay unbuilt and the budget drops by 1 (never below 0). A vote not cast counts as NO.
      </p>
      <h3>Rotate and stop</h3>
      <p>The chair passes clockwise. The game stops after proposal 8, or when no unbuilt project is affordable, or when all are built.</p>
      <h3>Score</h3>
      <p>Add each feature over the BUILT cards. You score 2 per symbol of your primary feature and 1 per symbol of your secondary.</p>
      <ul>
        {PRIORITIES.map((p) => (
          <li key={p.id}>
            {p.name}: {p.primary} ×2, {p.secondary} ×1
          </li>
        ))}
      </ul>
      <h3>Projects</h3>
      <ul>
        {PROJECTS.map((p) => (
          <li key={p.id}>
            {p.name}, cost {p.cost}: {featureWords(p)}
          </li>
        ))}
      </ul>
    </article>
  );
}
