/**
 * The coach's sentence in positions built by hand (docs/coach.md, "The sentence"), with the words beside each: the move
 * as the game's own button names it, then a reason true of what the seat sees.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src/engine/types';
import { def as fcDef } from '../../src/games/festival-charter/def';
import type { FcState } from '../../src/games/festival-charter/types';
import { coach as fcCoach } from '../../src/games/festival-charter/views/coach';
import { def as hfDef } from '../../src/games/horse-fair/def';
import type { HfState } from '../../src/games/horse-fair/types';
import { coach as hfCoach } from '../../src/games/horse-fair/views/coach';
import { def as rbgDef } from '../../src/games/red-blue-gold/def';
import type { RbgState } from '../../src/games/red-blue-gold/types';
import { coach as rbgCoach } from '../../src/games/red-blue-gold/views/coach';
import type { Card, RfState } from '../../src/games/ribbon-fair/types';
import { coach as rfCoach } from '../../src/games/ribbon-fair/views/coach';
import { PLAYERS, position as fcPosition, toVote } from './festival-charter/helpers';
import { DANDY, NAMES as HF_NAMES, position as hfPosition, RASCAL, reg, second, SNOWFLAKE, SUNDOWN, thumbs } from './horse-fair/helpers';
import { atRound, bySeat, games, play as rbgPlay, start as rbgStart } from './red-blue-gold/helpers';
import { def as rfDef, fair, NAMES as RF_NAMES, pinAll, T0 } from './ribbon-fair/helpers';

const KEEPERS = ['glow-keeper', 'feast-keeper', 'play-keeper', 'rest-keeper'] as const;

/** Horse Fair: the coach's sentence for `seat` in `state`. */
const hf = (state: HfState, seat: Seat) => hfCoach(hfDef.view(state, seat), seat, HF_NAMES.slice(0, state.players.length))?.sentence ?? null;
/** Festival Charter: the coach's sentence for `seat` in `state`. */
const fc = (state: FcState, seat: Seat) => fcCoach(fcDef.view(state, seat), seat, PLAYERS)?.sentence ?? null;
/** Ribbon Fair: the coach's sentence for `seat` in `state`. */
const rf = (state: RfState, seat: Seat) => rfCoach(rfDef.view(state, seat), seat, RF_NAMES.slice(0, state.players.length))?.sentence ?? null;
/** Red Blue Gold: the coach's sentence for `seat` in `state`. */
const rbg = (state: RbgState, seat: Seat) => rbgCoach(rbgDef.view(state, seat), seat, state.players)?.sentence ?? null;

const card = (text: string): Card => ({ pack: 'base', text });

/** A fair whose ribbon and hands are set, every clock started: seat 0 holds the rosette, the others pin. */
function ribbon(text: string, hands: string[][], style: 'rotating' | 'crowd' = 'rotating'): RfState {
  const s = fair(hands.length, { style, pinClock: null, judgeClock: null });
  return {
    ...s,
    round: { ...s.round, ribbon: card(text), clocks: s.round.clocks.map(() => T0 + 600_000) },
    stalls: s.stalls.map((st, i) => ({ ...st, hand: (hands[i] ?? []).map(card) })),
  };
}

const CASES: [string, () => string | null, string | null][] = [
  [
    'Horse Fair: Sundown wins now',
    () =>
      hf(
        hfPosition({
          players: 2,
          hands: [[reg(SUNDOWN, 0), reg(DANDY, 0)], [reg(RASCAL, 0)]],
          faceUp: [[reg(SUNDOWN, 1), reg(SUNDOWN, 2)], [reg(SUNDOWN, 3)]],
        }),
        0,
      ),
    'Play Sundown 4: it makes Sundown win now, you collect 3 Sundown cards, and you take a figurine.',
  ],
  [
    'Horse Fair: a Second Look wins now',
    () =>
      hf(
        hfPosition({
          players: 3,
          hands: [[reg(DANDY, 0), second(RASCAL), reg(SNOWFLAKE, 0), reg(SUNDOWN, 0)], [reg(DANDY, 1)], [reg(DANDY, 2)]],
          faceUp: [[], [reg(RASCAL, 0)], []],
        }),
        0,
      ),
    'Play Second Look (Rascal 3): it makes Rascal win now, and you take a figurine.',
  ],
  [
    'Horse Fair: a Second Look wins now, with a card of its horse backing it',
    () =>
      hf(
        hfPosition({
          players: 3,
          hands: [[reg(DANDY, 0), second(RASCAL), reg(SNOWFLAKE, 0), reg(SUNDOWN, 0)], [reg(DANDY, 1)], [reg(DANDY, 2)]],
          faceUp: [[reg(RASCAL, 0)], [], []],
        }),
        0,
      ),
    'Play Second Look (Rascal 3): it makes Rascal win now, you collect 2 Rascal cards, and you take a figurine.',
  ],
  [
    'Horse Fair: a fourth figurine',
    () =>
      hf(
        hfPosition({
          players: 2,
          hands: [[reg(SUNDOWN, 0), reg(DANDY, 0)], [reg(RASCAL, 0)]],
          faceUp: [[], [reg(SUNDOWN, 1), reg(SUNDOWN, 2), reg(SUNDOWN, 3)]],
          figurines: [3, 0],
        }),
        0,
      ),
    'Play Sundown 4: it makes Sundown win now and you take a fourth figurine, which wins the game at once.',
  ],
  [
    'Horse Fair: a hand of one kind',
    () => hf(hfPosition({ players: 2, hands: [[thumbs(SNOWFLAKE)], [reg(RASCAL, 0)]], faceUp: [[], [reg(SNOWFLAKE, 1), reg(SNOWFLAKE, 2)]] }), 0),
    'Play Thumbs Down! (Snowflake 6): every card in your hand is the same, so there is no other choice.',
  ],
  ['Horse Fair: not this seat’s turn', () => hf(hfPosition({ players: 2, hands: [[second(RASCAL)], [reg(RASCAL, 0)]] }), 1), null],
  [
    'Festival Charter: Glow Keeper on Moon Gate, the last proposal',
    () => fc(toVote(fcPosition({ priorities: [...KEEPERS], proposalNumber: 8, chair: 0 }), ['moon-gate']), 0),
    'Vote YES: it gives you 4 points (your primary GLOW 2); a budget of 10 if built, 11 after a NO.',
  ],
  [
    'Festival Charter: Feast Keeper on Moon Gate, the last proposal',
    () => fc(toVote(fcPosition({ priorities: [...KEEPERS], proposalNumber: 8, chair: 0 }), ['moon-gate']), 1),
    'Vote NO: it gives you no points while Ana gains 4, more than you; a budget of 10 if built, 11 after a NO.',
  ],
  [
    'Festival Charter: the chair',
    () => fc(fcPosition({ priorities: [...KEEPERS], chair: 2 }), 2),
    'Announce the package Maker Nook + Sky Lanterns (cost 8): it gives you 7 points (your primary PLAY 3 and secondary REST 1), and leaves a budget of 4 if approved.',
  ],
  ['Festival Charter: a planner who is not the chair, before the vote', () => fc(fcPosition({ priorities: [...KEEPERS], chair: 2 }), 1), null],
  [
    'Ribbon Fair: the entry that shares a word, with nothing on the record',
    () => rf(ribbon('Sleepiest', [['A kite'], ['A rubber duck', 'A sleepy sloth', 'A kite'], ['A drum']]), 1),
    'Pin “A sleepy sloth”: it shares “sleepy” with the ribbon, and nothing on the record yet shows what Ana goes by.',
  ],
  [
    'Ribbon Fair: the rotating judge',
    () => rf(pinAll(ribbon('Shiniest', [['A kite'], ['A rubber duck'], ['A shiny new penny'], ['A drum']])), 0),
    'Award “A shiny new penny”: it shares “shiny” with the ribbon, more than any other entry.',
  ],
  [
    'Red Blue Gold: the trade',
    () => rbg(atRound(2, ['rrgggggg', 'rg', 'rrgggggg', 'rg']), 0),
    'Give no gifts and accept from nobody: a card received is one more to place by the end, and any card still held then zeroes your score.',
  ],
  [
    'Red Blue Gold: the buy, at four',
    () => rbg(rbgStart(4), 0),
    'Buy 6 cards, 2 red and 4 gold: gold pays 7 a card at the end if at most 2 players play gold (no player has played gold yet), and red, which scores 3 against any card but red, is for when too many do; it stops at 6 of the 9 you may buy, as any card still held at the end zeroes your score.',
  ],
  [
    'Red Blue Gold: the buy, at five (8 of the 9 cards)',
    () => rbg(rbgStart(5), 0),
    'Buy 8 cards, 2 red and 6 gold: gold pays 7 a card at the end if at most 2 players play gold (no player has played gold yet), and red, which scores 3 against any card but red, is for when too many do; it stops at 8 of the 9 you may buy, as any card still held at the end zeroes your score.',
  ],
  [
    'Red Blue Gold: round 4, one player has played gold',
    () => rbg(rbgPlay(atRound(3, ['ggg', 'rgg', 'rg', 'rg']), bySeat([games(3, { 2: 'g' }), games(3, {}), games(3, { 0: 'r' }), games(3, {})])), 2),
    'Play against Bo gold: gold pays 7 a card at the end if at most 2 players play gold (1 player has played gold so far); a card is played only where both players list each other, and it places every card you hold, as a card still held at the end zeroes your score.',
  ],
  [
    'Red Blue Gold: round 4, two players have played gold',
    () =>
      rbg(rbgPlay(atRound(3, ['ggg', 'rgg', 'rg', 'rg']), bySeat([games(3, { 1: 'g', 2: 'g' }), games(3, { 0: 'g' }), games(3, { 0: 'r' }), games(3, {})])), 2),
    'Play against Di gold: gold pays 7 a card at the end if at most 2 players play gold (2 players have played gold so far); a card is played only where both players list each other, and it places every card you hold, as a card still held at the end zeroes your score.',
  ],
];

describe('the coach says, in positions built by hand', () => {
  it.each(CASES)('%s', (_name, said, want) => {
    expect(said()).toBe(want);
  });
});
