/**
 * Festival Charter, how to play in a minute (src/games/contract.ts `HowToCard`; docs/games/festival-charter.md;
 * docs/house-rules.md "Festival Charter"): six cards drawn with the game's own budget coins, chair and PACKAGE
 * markers, voting cards, project scenes and feature symbols, with fixed samples from its cards.
 */
import type { HowToCard } from '../../contract';
import { FEATURES, projectById, type ProjectId } from '../cards';
import { FeatureIcon, ProjectArt } from './Art';
import { BallotMark, ChairMark, Coin, PackageMark } from './Tokens';
import './festival-charter.css';

/** A project card in small: its scene, its name and its cost. */
function Project({ id }: { id: ProjectId }) {
  const p = projectById(id);
  return (
    <span class="fc-howto-card">
      <ProjectArt id={id} />
      <span>
        {p.name} · {p.cost}
      </span>
    </span>
  );
}

/** The shared budget: twelve planning-unit coins, `spent` of them spent. */
function Budget({ spent = 0 }: { spent?: number }) {
  return (
    <span class="fc-howto-coins">
      {Array.from({ length: 12 }, (_, i) => (
        <Coin key={i} spent={i >= 12 - spent} />
      ))}
    </span>
  );
}

/** The budget of 12 and the four features a priority card scores. */
function GoalArt() {
  return (
    <div class="fc fc-howto">
      <Budget />
      <span class="fc-howto-features">
        {FEATURES.map((f) => (
          <FeatureIcon key={f} feature={f} />
        ))}
      </span>
    </div>
  );
}

/** The chair, a PACKAGE marker and the pair it puts up together. */
function ProposeArt() {
  return (
    <div class="fc fc-howto">
      <ChairMark />
      <PackageMark />
      <Project id="moon-gate" />
      <Project id="long-table" />
    </div>
  );
}

/** Four voting cards, face down until all are turned over together. */
function SecretArt() {
  return (
    <div class="fc fc-howto">
      <BallotMark cast />
      <BallotMark cast />
      <BallotMark cast />
      <BallotMark cast={false} />
    </div>
  );
}

/** A rejected proposal: the budget one unit lower. */
function VoteArt() {
  return (
    <div class="fc fc-howto">
      <Project id="evening-picnic" />
      <Budget spent={1} />
    </div>
  );
}

/** The chair moving on, and the last projects the budget may still buy. */
function EndArt() {
  return (
    <div class="fc fc-howto">
      <ChairMark />
      <Project id="maker-nook" />
      <Budget spent={9} />
    </div>
  );
}

/** A built project and the symbols it supplies for everyone's priority. */
function ScoreArt() {
  return (
    <div class="fc fc-howto">
      <Project id="moon-gate" />
      <span class="fc-howto-features">
        <FeatureIcon feature="GLOW" />
        <FeatureIcon feature="GLOW" />
      </span>
    </div>
  );
}

/** Festival Charter's six cards: the goal, a proposal, what is secret, the vote, the end, the score. */
export const howTo: readonly HowToCard[] = [
  {
    title: 'The goal',
    text: 'Exactly 4 planners share a budget of 12 planning units. Each has a public priority card that says what the festival’s features score for them. Highest score at the end wins; tied leaders share.',
    Art: GoalArt,
  },
  {
    title: 'The chair proposes',
    text: 'The chair proposes one unbuilt project whose cost fits the budget, or spends their one PACKAGE marker, pass or fail, on two that fit together and pass or fail together. Each planner may speak or pass; promises about later votes do not bind.',
    Art: ProposeArt,
  },
  {
    title: 'What is secret',
    text: 'Only the votes. Everyone, the chair too, votes YES or NO in secret, and all four are turned over together. Projects, priorities and the budget are public.',
    Art: SecretArt,
  },
  {
    title: 'The vote',
    text: '3 or 4 YES: pay the full cost and build every proposed card. Otherwise the cards stay unbuilt and the budget drops by 1. A vote not cast counts as NO.',
    Art: VoteArt,
  },
  {
    title: 'How it ends',
    text: 'The chair passes clockwise. The game stops after proposal 8, or when no unbuilt project is affordable, or when all are built.',
    Art: EndArt,
  },
  {
    title: 'How it scores',
    text: 'Add each feature over the BUILT cards. You score 2 per symbol of your primary feature and 1 per symbol of your secondary.',
    Art: ScoreArt,
  },
];
