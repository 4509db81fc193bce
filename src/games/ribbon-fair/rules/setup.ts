/**
 * Setting up a fair (docs/games/ribbon-fair.md, "Setup"; docs/house-rules.md "Ribbon Fair", "Target ribbons" and
 * "First rosette"; docs/house-rules.md "All games", "Seats").
 */
import { checkSeatNames } from '../../../engine/names';
import { seedRng, shuffle } from '../../../engine/rng';
import { checkOptions, HAND_SIZE, targetFor } from './options';
import { decksFor } from '../cards';
import { startRound } from './round';
import type { Decks, RfOptions, RfState } from '../types';

/**
 * A new fair from `decks`: the ribbons and the entries are shuffled with the seeded generator, each
 * stall is dealt 7 entries in seat order, the target is fixed from the stalls at the start, the first
 * seat holds the rosette in Rotating Judge, and the top ribbon is turned (pin step open at `now`, epoch ms).
 * @throws RuleError for 3–8 stalls not met, bad names or bad options.
 */
export function setupWith(players: readonly string[], options: RfOptions, seed: string, now: number, decks: Decks): RfState {
  checkOptions(options, players.length);
  checkSeatNames(players, 'stall');
  const target = targetFor(players.length);
  const [ribbons, rng1] = shuffle(seedRng(seed), decks.ribbons);
  const [entries, rng] = shuffle(rng1, decks.entries);
  const stalls = players.map((_, i) => ({
    hand: entries.slice(i * HAND_SIZE, (i + 1) * HAND_SIZE),
    won: [],
    gone: false,
    freshHand: false,
  }));
  const state: RfState = {
    players: players.map((p) => p.trim()),
    options: { ...options, themedPacks: options.themedPacks.slice() },
    target,
    rng,
    ribbonDeck: ribbons,
    entryDeck: entries.slice(players.length * HAND_SIZE),
    discard: [],
    setAside: [],
    outOfPlay: [],
    stalls,
    phase: 'pin',
    round: { ribbon: null, judge: null, owing: [], pinned: [], entries: [], voters: [], votes: [], clocks: [], deadline: null, award: null },
    roundNo: 0,
    end: null,
    log: [`The fair opens with ${players.length} stalls: ${target} ribbons win.`],
    dealtFrom: { ribbons: decks.ribbons.length, entries: decks.entries.length },
  };
  return startRound(state, options.style === 'rotating' ? 0 : null, now);
}

/**
 * A new fair dealt from the base pack plus the themed packs in `options` (docs/games/ribbon-fair.md,
 * "What you need" and "Setup"); see {@link setupWith}.
 * @throws RuleError as {@link setupWith}; the options are checked before the packs are looked up,
 *   so an unknown pack is a RuleError too.
 */
export function setup(players: readonly string[], options: RfOptions, seed: string, now: number): RfState {
  checkOptions(options, players.length);
  return setupWith(players, options, seed, now, decksFor(options));
}
