import * as v from 'valibot';
import { NAME_MAX } from '../engine/names';
import type { Result } from '../engine/result';

/** The saved-game record's current schema version. Older versions are migrated by {@link parseSavedGame}. */
export const SCHEMA_VERSION = 1;

/** The longest status line a record keeps (characters). */
export const STATUS_MAX = 200;

/**
 * A moment (epoch ms) that a `Date` can hold: finite and within ±8.64e15 ms of 1970 (ECMA-262,
 * "Time Values"). Every time in a record is one, so formatting a record's time never throws.
 */
const TimeSchema = v.pipe(v.number(), v.finite(), v.minValue(-8.64e15), v.maxValue(8.64e15));

/** One move in a game's log: a player's or the table's action, or a clock that ran out. */
export const LogEntrySchema = v.variant('kind', [
  v.object({
    kind: v.literal('act'),
    /** When it was done (epoch ms). */
    at: TimeSchema,
    actor: v.union([v.pipe(v.number(), v.integer(), v.minValue(0)), v.literal('table')]),
    action: v.unknown(),
  }),
  v.object({
    kind: v.literal('tick'),
    at: TimeSchema,
  }),
]);

/** One move in a game's log (see {@link LogEntrySchema}). */
export type LogEntry = v.InferOutput<typeof LogEntrySchema>;

/**
 * A saved game: one IndexedDB record per game (docs/architecture.md, "Storage").
 * `state` is the game's whole state after the last move in `log`; replaying `log` from
 * `seed` at `createdAt` gives it again exactly.
 */
export const SavedGameSchema = v.object({
  schema: v.literal(SCHEMA_VERSION),
  gameId: v.pipe(v.string(), v.minLength(1)),
  id: v.pipe(v.string(), v.minLength(1)),
  // Names counted as a reader counts characters (💐 is one), as the setup screen and the rules count them.
  players: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxGraphemes(NAME_MAX))), v.minLength(1)),
  options: v.unknown(),
  seed: v.string(),
  state: v.unknown(),
  log: v.array(LogEntrySchema),
  /** Seats played by bots (docs/house-rules.md "Bots"); absent when every seat is a person's (and in records saved before bots). */
  bots: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(0)))),
  /**
   * The bot seats that play Relaxed (docs/house-rules.md "Bots": a strength per bot seat); every other bot seat plays Sharp.
   * Absent when none does, and in records saved before strengths (their bots play Sharp).
   */
  relaxed: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(0)))),
  /** Epoch ms of setup. */
  createdAt: TimeSchema,
  /** Epoch ms of the last saved move. */
  updatedAt: TimeSchema,
  /**
   * Whose turn it is or how it ended, in a few words for Home ("Ben to play", "Ana wins"), written
   * by the session at each save; absent in records saved before it was kept.
   */
  status: v.optional(v.pipe(v.string(), v.maxLength(STATUS_MAX))),
  /** True once the game is over (Home lists it under finished games); absent or false while it is on. */
  finished: v.optional(v.boolean()),
  /**
   * The PIN each seat set at setup (four digits), or null for none; absent when nobody set one. The
   * handover panel asks for it before that seat's private view (docs/house-rules.md, "All games").
   */
  pins: v.optional(v.array(v.nullable(v.pipe(v.string(), v.regex(/^\d{4}$/))))),
  /**
   * The tab that holds the game now: a random token it wrote when it opened the game
   * (docs/architecture.md, "One writer"). A save from any other tab is refused, so a tab that lost
   * the game never writes over the one that took it. Absent in a new game and in older records.
   */
  writer: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

/** A saved game record (see {@link SavedGameSchema}). */
export type SavedGame = v.InferOutput<typeof SavedGameSchema>;

/**
 * Upgrades for older records, keyed by the schema version they read. Each takes a record of
 * that version and returns one of the next version. Version 0 is a record saved before the
 * `schema` field existed, with the log under `moves`.
 */
const migrations: Record<number, (old: Record<string, unknown>) => Record<string, unknown>> = {
  0: (old) => {
    const { moves, ...rest } = old;
    return { ...rest, log: rest['log'] ?? moves ?? [], schema: 1 };
  },
};

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * Validates (and migrates, when older) a record read from storage or from an imported file.
 * Never throws: a record that is not a saved game comes back as `{ ok: false, error }`, with
 * the first problem found, e.g. "players: Invalid length".
 */
export function parseSavedGame(raw: unknown): Result<SavedGame> {
  if (!isRecord(raw)) return { ok: false, error: 'not a saved game' };
  let rec: Record<string, unknown> = raw;
  let version = typeof rec['schema'] === 'number' ? rec['schema'] : 0;
  if (version > SCHEMA_VERSION) {
    return { ok: false, error: `saved by a newer version of the app (schema ${version})` };
  }
  while (version < SCHEMA_VERSION) {
    const step = migrations[version];
    if (!step) return { ok: false, error: `no upgrade from schema ${version}` };
    rec = step(rec);
    version++;
  }
  const result = v.safeParse(SavedGameSchema, rec);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, error: describeIssue(result.issues[0]) };
}

/**
 * The first thing wrong with a record, in words a player can read ("player 2's name is longer than
 * 24 characters", "\"options\" is missing"), naming the part of the record it is about.
 */
function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((p) => String(p.key)) ?? [];
  const where = path.length > 0 ? path.join('.') : 'the record';
  if (path[0] === 'players' && path.length === 2) {
    const n = Number(path[1]) + 1;
    if (issue.type === 'max_graphemes') return `player ${n}'s name is longer than ${NAME_MAX} characters`;
    if (issue.type === 'min_length') return `player ${n} has no name`;
  }
  if (path.length > 0 && issue.input === undefined) return `"${where}" is missing`;
  return `"${where}" is not what a saved game holds (expected ${issue.expected ?? issue.type}, found ${issue.received})`;
}
