/**
 * Options, targets and clock lengths (docs/games/ribbon-fair.md, "Judging styles", "Timers";
 * docs/house-rules.md "Ribbon Fair", "Target ribbons by stalls at the start").
 */
import { check } from '../../../engine/errors';
import { BOARD_BEAT_MS } from '../../contract';
import { STYLE_TITLE } from '../styles';
import type { JudgingStyle, MarigoldMode, RfOptions, ThemedPackId } from '../types';

/** Stalls at a fair (docs/games/ribbon-fair.md: "for 3 to 8 players"). */
export const MIN_STALLS = 3;
export const MAX_STALLS = 8;
/** Cards in a full hand (docs/games/ribbon-fair.md, "Setup": deal 7). */
export const HAND_SIZE = 7;
/** Clock bounds in seconds (docs/games/ribbon-fair.md, "Timers": 20–90 seconds). */
export const CLOCK_MIN_S = 20;
export const CLOCK_MAX_S = 90;
/** A clock turned off waits five minutes (ms), then the same timeout rules apply (docs/games/ribbon-fair.md, "Timers"). */
export const CLOCK_OFF_MS = 300_000;

/** The judging styles in the order the setup screen lists them, with their names. */
export const STYLES: readonly { id: JudgingStyle; title: string }[] = [
  { id: 'rotating', title: STYLE_TITLE.rotating },
  { id: 'ai', title: STYLE_TITLE.ai },
  { id: 'crowd', title: STYLE_TITLE.crowd },
];

/** How Judge Marigold may pick (AI Judge and Crowd Favourite's tie-break), with their names; at random first, the default. */
export const MARIGOLD_MODES: readonly { id: MarigoldMode; title: string }[] = [
  { id: 'random', title: 'Picks at random (as the rule text has it)' },
  { id: 'taste', title: 'Judges with taste' },
];

/** True when Judge Marigold judges with taste in this fair (absent means at random). */
export function judgesWithTaste(options: RfOptions): boolean {
  return options.marigold === 'taste';
}

/** The themed packs a table can mix in. */
export const THEMED_PACKS: readonly ThemedPackId[] = ['barnyard-kitchen', 'starlight-midway'];

/** Ribbons to win by stalls at the start (docs/house-rules.md: 3→8, 4→8, 5→7, 6→6, 7→5, 8→4). */
const TARGETS: Readonly<Record<number, number>> = { 3: 8, 4: 8, 5: 7, 6: 6, 7: 5, 8: 4 };

/**
 * The ribbon target for `stalls` stalls at the start (ribbons).
 * @throws RuleError when `stalls` is outside 3–8.
 */
export function targetFor(stalls: number): number {
  const t = TARGETS[stalls];
  check(t !== undefined, `Ribbon Fair is for ${MIN_STALLS} to ${MAX_STALLS} stalls.`);
  return t;
}

/**
 * Stalls a style needs to go on (docs/games/ribbon-fair.md, "Leaving"): AI Judge 2, the others 3.
 * Fewer crowns the fair at once.
 */
export function minimumStalls(style: JudgingStyle): number {
  return style === 'ai' ? 2 : 3;
}

/** A clock's length in ms: `seconds` × 1000, or five minutes when off (null). */
export function clockMs(seconds: number | null): number {
  return seconds === null ? CLOCK_OFF_MS : seconds * 1000;
}

/** The longest beat (ms) a fair's options may ask for before a clock starts. */
export const BEAT_MAX_MS = 20_000;

/**
 * Defaults (docs/games/ribbon-fair.md, "Timers"): Rotating Judge, no themed pack, 45 s to pin, 30 s to judge or vote,
 * and the board's beat ({@link BOARD_BEAT_MS}) before a clock that opens with a public step.
 */
export function defaultOptions(): RfOptions {
  return { style: 'rotating', themedPacks: [], pinClock: 45, judgeClock: 30, beatMs: BOARD_BEAT_MS };
}

/**
 * The options with the table's beat (ms) written in: the judging clock and Judge Marigold's award wait for it
 * (docs/house-rules.md, "Ribbon Fair"). A beat beyond {@link BEAT_MAX_MS} is cut to it.
 */
export function paced(options: RfOptions, beatMs: number): RfOptions {
  return { ...options, beatMs: Math.min(BEAT_MAX_MS, Math.max(0, Math.round(beatMs))) };
}

/**
 * Checks setup options.
 * @throws RuleError for an unknown style, Judge Marigold mode or pack, a pack named twice, a clock that is not off
 *   and not a whole number of seconds in 20–90, a beat that is not a whole number of ms in 0–{@link BEAT_MAX_MS}, or a
 *   player count outside 3–8.
 */
export function checkOptions(options: RfOptions, playerCount: number): void {
  check(playerCount >= MIN_STALLS && playerCount <= MAX_STALLS, `Ribbon Fair is for ${MIN_STALLS} to ${MAX_STALLS} stalls.`);
  check(
    STYLES.some((s) => s.id === options.style),
    `Pick a judging style: ${STYLE_TITLE.rotating}, ${STYLE_TITLE.ai} or ${STYLE_TITLE.crowd}.`,
  );
  check(options.marigold === undefined || MARIGOLD_MODES.some((m) => m.id === options.marigold), 'Judge Marigold either picks at random or judges with taste.');
  check(Array.isArray(options.themedPacks), 'Choose the themed packs to mix in.');
  for (const p of options.themedPacks) check(THEMED_PACKS.includes(p), `There is no themed pack called "${String(p)}".`);
  check(new Set(options.themedPacks).size === options.themedPacks.length, 'Each themed pack can be mixed in only once.');
  check(
    options.beatMs === undefined || (Number.isInteger(options.beatMs) && options.beatMs >= 0 && options.beatMs <= BEAT_MAX_MS),
    `The beat before a clock starts is 0 to ${BEAT_MAX_MS / 1000} seconds.`,
  );
  for (const [name, s] of [
    ['pin', options.pinClock],
    ['judging', options.judgeClock],
  ] as const) {
    check(s === null || (Number.isInteger(s) && s >= CLOCK_MIN_S && s <= CLOCK_MAX_S), `The ${name} clock is ${CLOCK_MIN_S}–${CLOCK_MAX_S} seconds, or off.`);
  }
}
