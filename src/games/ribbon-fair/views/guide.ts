/**
 * Ribbon Fair's guided first game (src/games/contract.ts `Guide`; docs/coach.md "The guided first game";
 * docs/games/ribbon-fair.md; docs/house-rules.md "Ribbon Fair"): on the board, a step for each phase of a round in
 * the table's judging style (the ribbon turned, the stalls pinning, the rotating judge's pick, the crowd's vote and
 * its clocks, the award or a ribbon set aside, the fair's end), pointing at the piece it speaks of; in a private view,
 * the pin (with the fresh hand), the judge's pick, the crowd vote and Next ribbon, the first time each comes for a
 * stall, with what follows from it.
 */
import type { Seat } from '../../../engine/types';
import type { Guide, GuideStep } from '../../contract';
import type { AwardHow, JudgingStyle, RfView } from '../types';

/** The ribbon's step, by judging style: who pins to it and who awards it (docs/games/ribbon-fair.md, "Judging styles"). */
const RIBBON_TEXT: Readonly<Record<JudgingStyle, string>> = {
  rotating: 'This is the ribbon the round is judged on. Each stall but the judge, who holds the rosette, pins one secret entry to it face down.',
  ai: 'This is the ribbon the round is judged on. Each stall pins one secret entry to it face down, and Judge Marigold awards it.',
  crowd: 'This is the ribbon the round is judged on. Each stall pins one secret entry to it face down, then the whole crowd votes.',
};

/** What follows a pin, by judging style, once the entries are shuffled face up. */
const AFTER_PIN: Readonly<Record<JudgingStyle, string>> = {
  rotating: 'the judge holding the rosette picks the winner',
  ai: 'Judge Marigold picks the winner',
  crowd: 'every stall votes for one that is not its own',
};

/** How the ribbon was settled, said on the award's step (docs/games/ribbon-fair.md, "A round" and "Judging styles"). */
const AWARD_TEXT: Readonly<Record<AwardHow, string>> = {
  'only-entry': 'A single entry on the table wins at once, with no pick and no vote.',
  judge: 'The judge holding the rosette picked the winning entry, and its stall takes the ribbon.',
  'judge-timeout': 'Judging time ran out, so a random entry won the ribbon.',
  marigold: 'The entries were laid out face up and Judge Marigold awarded the ribbon.',
  crowd: 'The entry with the most votes takes the ribbon.',
  'crowd-tie': 'The crowd tied, so Judge Marigold picked one of the tied entries.',
  'no-entries': 'No entry was pinned, so the ribbon is set aside and nobody takes it.',
  'no-votes': 'Nobody voted, so the ribbon is set aside and nobody takes it.',
};

/** The award panel's button as it reads now: Finish the fair once a stall has reached the target, else Next ribbon. */
function nextButton(view: RfView): string {
  return view.award?.finishing === true ? 'Finish the fair' : 'Next ribbon';
}

/** True once a stall holds a ribbon: its tile on the board then counts it (StallRow). */
function anyRibbonWon(view: RfView): boolean {
  return view.stalls.some((s) => s.won.length > 0);
}

/**
 * The board's step while the stalls pin: the ribbon, until a stall holds a ribbon; then the stalls' tiles, which count
 * the ribbons won. (Both change with the round, not within it: a step that came and went within the pin would flash.)
 */
function pinStep(view: RfView): GuideStep {
  if (!anyRibbonWon(view) && view.ribbon !== null) return { key: 'ribbon', point: 'ribbon', text: RIBBON_TEXT[view.style] };
  return {
    key: 'stalls',
    point: 'stalls',
    text: `Each stall’s tile counts its ribbons against the target of ${view.target}. The gold frames are the stalls still to pin, and a stall whose pin clock runs out sits the round out.`,
  };
}

/** The board's step on the award panel: how the ribbon was settled, and the press that moves the fair on. */
function awardStep(view: RfView): GuideStep {
  const a = view.award;
  if (a === null) return { key: 'award', point: 'stalls', text: `The award is out. Press ${nextButton(view)} once everyone has seen it.` };
  if (a.winner === null) return { key: 'set-aside', point: 'award', text: `${AWARD_TEXT[a.how]} Press ${nextButton(view)} once everyone has seen it.` };
  return {
    key: 'award',
    point: 'award',
    text: `${AWARD_TEXT[a.how]} The award shows who wrote every entry; press ${nextButton(view)} once everyone has seen it.`,
  };
}

/** The board's step once the fair is over (docs/games/ribbon-fair.md, "Winning"; "Leaving"). */
function overStep(view: RfView): GuideStep {
  const end = view.end;
  const none = end !== null && end.winners.length === 0;
  let text = none
    ? 'The fair closes with nobody holding a ribbon, so it has no winner.'
    : 'The fair is over: the stall with the most ribbons wins, and stalls tied for the most share the win.';
  if (end?.reason === 'no-ribbons') text = 'No ribbon is left to turn, so the fair ends with no winner.';
  else if (end?.reason === 'too-few')
    text = `Too few stalls are left to go on, so the fair is crowned at once. ${none ? 'Nobody holds a ribbon, so there is no winner.' : 'The most ribbons win, and stalls tied for the most share the win.'}`;
  return { key: 'over', point: 'stalls', text };
}

/** The board's step for the table view: one for every phase of a round, in every judging style. */
function table(view: RfView, _players: readonly string[]): GuideStep {
  switch (view.phase) {
    case 'pin':
      return pinStep(view);
    case 'judge':
      return {
        key: 'judge',
        // The entries are drawn only while a judge holds the rosette (JudgePick); the stalls are always drawn.
        point: view.stalls.some((s) => s.judge && !s.gone) ? 'entries' : 'stalls',
        text: 'The entries are face up in a random order, with no authors. The judge holding the rosette taps the winner here, in front of everyone; if judging time runs out, a random entry wins.',
      };
    case 'vote':
      // The vote itself the first time; once a stall holds a ribbon, the voters' own clocks.
      return anyRibbonWon(view)
        ? {
            key: 'votes',
            point: 'clock',
            text: 'Each stall’s vote clock runs in its own hand, from when it opens it. A stall whose time runs out abstains, and the votes cast are counted.',
          }
        : {
            key: 'crowd',
            point: 'entries',
            text: 'The entries are face up in a random order, with no authors. Each stall votes in secret for one that is not its own, and the most votes take the ribbon.',
          };
    case 'award':
      return awardStep(view);
    case 'over':
      return overStep(view);
  }
}

/** The private view's pin step: the pin, with the fresh hand while the stall may still take it (docs/games/ribbon-fair.md, "Fresh hand"). */
function pinChoice(view: RfView, canFresh: boolean, freshTaken: boolean): GuideStep {
  if (canFresh)
    return {
      key: 'pin',
      text: 'Pin one entry to the ribbon: it goes face down and cannot be taken back. Once per fair you may first discard your whole hand and draw 7 new entries, then pin one of them.',
    };
  if (freshTaken)
    return {
      key: 'pin-fresh',
      text: 'You have taken your one fresh hand for this fair. Pin one entry to the ribbon: it goes face down and cannot be taken back.',
    };
  return {
    key: 'pin',
    text: `Pin one entry to the ribbon: it goes face down and cannot be taken back. The entries are then shuffled face up, and ${AFTER_PIN[view.style]}.`,
  };
}

/** The private view's step for `seat`: what it must decide now and what follows, from its own view only; null when nothing. */
function seat(view: RfView, seat: Seat, _players: readonly string[]): GuideStep | null {
  const you = view.you;
  if (you === null || you.seat !== seat) return null;
  const stall = view.stalls.find((s) => s.seat === seat);
  if (you.mustPin) return pinChoice(view, you.canFresh, stall?.freshHand === true);
  if (you.mustPick)
    return {
      key: 'judge',
      text: 'You hold the rosette: tap the winning entry on the table, where everyone can watch, and award it. Its stall takes the ribbon; if judging time runs out, a random entry wins.',
    };
  if (you.mustVote)
    return {
      key: 'vote',
      text: 'Vote in secret for one entry that is not your own; it cannot be taken back. The entry with the most votes takes the ribbon, and Judge Marigold breaks a tie.',
    };
  // The award panel waits on every stall still at the fair: one press on the table stands for them all.
  if (view.phase === 'award' && stall?.waiting === true && !stall.gone)
    return view.award?.finishing === true
      ? {
          key: 'next',
          text: 'A stall has reached the target: the award is on the table. Once everyone has seen it, press Finish the fair there, and the most ribbons win the fair.',
        }
      : {
          key: 'next',
          text: 'The award is on the table. Once everyone has seen it, press Next ribbon there: each stall that pinned draws back up to 7 while the deck lasts, and a new ribbon is turned.',
        };
  return null;
}

/** Ribbon Fair's guided first game: a step for every phase on the board, and each stall's decisions in its own view. */
export const guide: Guide<RfView> = { table, seat };
