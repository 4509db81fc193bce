/**
 * Ribbon Fair, how to play in a minute (src/games/contract.ts `HowToCard`; docs/games/ribbon-fair.md; docs/house-rules.md
 * "Ribbon Fair"): six cards drawn with the fair's own painted ribbons, entries and rosettes, with the rule text's
 * own examples ("Most Squeaky", "A rubber duck").
 */
import type { HowToCard } from '../../contract';
import type { Card } from '../types';
import { PaintedCard } from './PaintedCard';
import { Rosette } from './Rosette';
import './ribbon-fair.css';

const RIBBON: Card = { pack: 'base', text: 'Most Squeaky' };
const DUCK: Card = { pack: 'base', text: 'A rubber duck' };
const GOOSE: Card = { pack: 'base', text: 'A grumpy goose' };

/** The ribbon up for the round, and the rosettes a stall counts toward the target. */
function GoalArt() {
  return (
    <div class="rf-howto">
      <PaintedCard card={RIBBON} kind="ribbon" />
      <Rosette size={30} />
      <Rosette size={30} />
      <Rosette size={30} class="rf-rosette-empty" />
    </div>
  );
}

/** The ribbon and two entries pinned to it, laid out face up. */
function RoundArt() {
  return (
    <div class="rf-howto">
      <PaintedCard card={RIBBON} kind="ribbon" />
      <PaintedCard card={DUCK} kind="entry" />
      <PaintedCard card={GOOSE} kind="entry" />
    </div>
  );
}

/** An entry in one stall's hand: its own, and nobody else's to see. */
function SecretArt() {
  return (
    <div class="rf-howto">
      <PaintedCard card={GOOSE} kind="entry" />
    </div>
  );
}

/** The judge's tag, as on a stall's tile, and the rosette the rotating judge holds. */
function JudgeArt() {
  return (
    <div class="rf-howto">
      <span class="rf-tag rf-tag-judge">
        ✿<span class="rf-tag-word"> Judge</span>
      </span>
      <Rosette size={56} />
    </div>
  );
}

/** A fresh hand of entries, drawn in place of the old. */
function FreshArt() {
  return (
    <div class="rf-howto">
      <PaintedCard card={DUCK} kind="entry" />
      <PaintedCard card={GOOSE} kind="entry" />
    </div>
  );
}

/** A ribbon won: the rosettes a stall holds. */
function EndArt() {
  return (
    <div class="rf-howto">
      {Array.from({ length: 4 }, (_, i) => (
        <Rosette key={i} size={30} />
      ))}
    </div>
  );
}

/** Ribbon Fair's six cards: the goal, a round, what is secret, the judge, the fresh hand, the end and its count. */
export const howTo: readonly HowToCard[] = [
  {
    title: 'The goal',
    text: 'For 3 to 8 stalls. Each round a ribbon goes up and the stalls pin one secret entry to it; the judge awards the ribbon. First stall to the target wins the fair: 8 ribbons with 3 or 4 stalls, 7 with 5, 6 with 6, 5 with 7, 4 with 8.',
    Art: GoalArt,
  },
  {
    title: 'A round',
    text: 'Pin one entry from your hand face down before the pin clock runs out (45 s by default), or sit the round out; it cannot be taken back. The entries are shuffled face up, the judge awards the ribbon, and each stall that pinned draws back up to 7 while the deck lasts.',
    Art: RoundArt,
  },
  {
    title: 'What is secret',
    text: 'Your hand of entries, and which entry is yours: the entries are laid out shuffled, so nobody can tell who played which until the award. A crowd vote is secret too.',
    Art: SecretArt,
  },
  {
    title: 'The judge',
    text: 'Rotating Judge: the stall holding the rosette sits the pin out and picks the winner, then the rosette passes clockwise. AI Judge: Judge Marigold picks at random (or with taste, if the table chose it). Crowd Favourite: every stall votes for an entry not its own; Marigold breaks ties.',
    Art: JudgeArt,
  },
  {
    title: 'Fresh hand',
    text: 'Once per fair, before you pin, you may discard your hand and draw 7 new entries. You still pin this round.',
    Art: FreshArt,
  },
  {
    title: 'How it ends and scores',
    text: 'Each ribbon won counts one. When a stall reaches the target, the fair ends at the end of that round: most ribbons wins, ties share. If stalls leave and too few remain, it is crowned at once. Running out of ribbons, or nobody holding one, means no winner.',
    Art: EndArt,
  },
];
