/**
 * The contract every game on the shelf keeps (docs/architecture.md, "The contract every game fulfils"), checked the
 * same way for each over many seeded random games: every game ends; a refused move throws a RuleError and
 * changes nothing; the rules never mutate a state (every state handed to them is deep-frozen); every state
 * is JSON-safe; the log replays exactly through the session's own replay; and no viewer's view holds
 * another seat's secret (each game's tests/games/<game>/secrets.ts says what its secrets are).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/engine/errors';
import { makeRandom } from '../../src/engine/rng';
import type { Actor, AnyGameDef, Viewer } from '../../src/engine/types';
import { shelf } from '../../src/games/registry';
import { replay } from '../../src/session/replay';
import type { LogEntry } from '../../src/storage/schema';
import { frozen } from './frozen';
import { secrets as festivalCharter } from './festival-charter/secrets';
import { secrets as horseFair } from './horse-fair/secrets';
import { secrets as redBlueGold } from './red-blue-gold/secrets';
import { secrets as ribbonFair } from './ribbon-fair/secrets';

/** What the contract needs to know of one game beyond its GameDef. */
interface GameSecrets {
  /** The other seats' secrets (and hidden decks) that `viewer`'s view shows; empty when the view is right. */
  leaks(state: unknown, viewer: Viewer): string[];
  /** Options for `n` players, drawn with `random`, so the random games cover the variants. */
  optionsFor(n: number, random: () => number): unknown;
}

/** Per game: its secrets, and how many random games (fast-check runs) to play. */
const GAMES: Record<string, { secrets: GameSecrets; runs: number }> = {
  'festival-charter': { secrets: festivalCharter, runs: 150 },
  'ribbon-fair': { secrets: ribbonFair, runs: 8 },
  'horse-fair': { secrets: horseFair, runs: 60 },
  'red-blue-gold': { secrets: redBlueGold, runs: 15 },
};

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Max'];
const T0 = 1_700_000_000_000;
/** Steps after which a random game that has not ended counts as stalled. */
const MAX_STEPS = 3000;

/**
 * The path of the first value in `value` that a JSON round trip would not give back equal (undefined,
 * NaN, Infinity, a Map, a Date, a class instance, a function), or null when it is JSON-safe.
 */
function notJson(value: unknown, path: string): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = notJson(value[i], `${path}[${i}]`);
      if (bad !== null) return bad;
    }
    return null;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [k, v] of Object.entries(value)) {
      const bad = notJson(v, `${path}.${k}`);
      if (bad !== null) return bad;
    }
    return null;
  }
  return path;
}

/** Fails the property with `message` unless `ok`. */
function holds(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/**
 * Tries a move that may be illegal. A refusal must be a RuleError and leave `state` as it was (the
 * state is frozen, so a mutation throws a TypeError instead); an accepted move is simply dropped.
 * Returns 1 when the move was refused.
 */
function refusedChangesNothing(def: AnyGameDef, state: unknown, actor: Actor, action: unknown, now: number, what: string): number {
  const before = JSON.stringify(state);
  try {
    def.apply(state, actor, action, now);
    return 0;
  } catch (e) {
    holds(e instanceof RuleError, `${what} threw ${String(e)}, not a RuleError`);
    holds(JSON.stringify(state) === before, `${what} was refused but changed the state`);
    return 1;
  }
}

/** The figures one random game gives, for the checks that it tested something. */
interface Played {
  refused: number;
  viewsChecked: number;
}

/**
 * Plays one whole game of `def` with random legal moves and clock ticks, checking the contract after
 * every step, then replays its log. Throws on the first broken promise.
 */
function playAndCheck(def: AnyGameDef, secrets: GameSecrets, n: number, seed: string): Played {
  const random = makeRandom(`contract-${seed}`);
  const players = NAMES.slice(0, n);
  const options = secrets.optionsFor(n, random);
  let state = frozen(def.setup(players, options, seed, T0));
  let now = T0;
  const log: LogEntry[] = [];
  let last: { actor: Actor; action: unknown } | null = null;
  const played: Played = { refused: 0, viewsChecked: 0 };
  const actors: Actor[] = ['table', ...players.map((_, i) => i)];
  for (let step = 0; def.outcome(state) === null; step++) {
    holds(step < MAX_STEPS, `no end after ${MAX_STEPS} steps`);
    const unsafe = notJson(state, 'state');
    holds(unsafe === null, `the state is not JSON-safe at ${String(unsafe)}`);
    for (const viewer of actors) {
      const leaked = secrets.leaks(state, viewer);
      holds(leaked.length === 0, `viewer ${String(viewer)} sees ${leaked.join(', ')}`);
      played.viewsChecked++;
    }
    // Refused moves: an unknown move, a move made by a seat other than the one the rules chose, and the
    // last move made again.
    played.refused += refusedChangesNothing(
      def,
      state,
      actors[Math.floor(random() * actors.length)] ?? 'table',
      { type: 'no-such-move' },
      now,
      'an unknown move',
    );
    const legal = def.randomAction(state, random, now);
    if (legal !== null) {
      const other = actors.filter((a) => a !== legal.actor);
      const actor = other[Math.floor(random() * other.length)] ?? 'table';
      played.refused += refusedChangesNothing(
        def,
        state,
        actor,
        legal.action,
        now,
        `${JSON.stringify(legal.action)} by ${String(actor)} instead of ${String(legal.actor)}`,
      );
    }
    if (last !== null) played.refused += refusedChangesNothing(def, state, last.actor, last.action, now, `${JSON.stringify(last.action)} again`);
    // Time passes; sometimes a clock runs out.
    now += Math.floor(random() * 20_000);
    const deadline = def.nextDeadline(state);
    if (deadline !== null && (legal === null || random() < 0.2)) now = Math.max(now, deadline);
    const ticked = def.tick(state, now);
    if (ticked !== state) {
      state = frozen(ticked);
      log.push({ kind: 'tick', at: now });
      last = null;
      continue;
    }
    const move = def.randomAction(state, random, now);
    if (move === null) {
      holds(def.nextDeadline(state) !== null, 'random play stalled: no legal move and no clock');
      continue;
    }
    state = frozen(def.apply(state, move.actor, move.action, now));
    log.push({ kind: 'act', at: now, actor: move.actor, action: move.action });
    last = move;
  }
  holds(JSON.stringify(replay(def, { players, options, seed, createdAt: T0, log })) === JSON.stringify(state), 'the log does not replay to the same state');
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  return played;
}

describe.each(shelf.map((g) => [g.id, g] as const))('%s keeps the contract', (id, entry) => {
  const game = GAMES[id];
  it('has its secrets listed for this test', () => {
    expect(game).toBeDefined();
  });
  if (game === undefined) return;

  it('over seeded random games at every player count: each ends, refusals change nothing, states stay JSON-safe and frozen, views keep secrets, the log replays', async () => {
    const { def } = await entry.load();
    let refused = 0;
    let views = 0;
    fc.assert(
      fc.property(fc.integer({ min: def.minPlayers, max: def.maxPlayers }), fc.string({ maxLength: 10 }), (n, seed) => {
        const p = playAndCheck(def, game.secrets, n, seed);
        refused += p.refused;
        views += p.viewsChecked;
      }),
      { numRuns: game.runs, seed: 19 },
    );
    // The run tested something: many refusals and views.
    expect(refused).toBeGreaterThan(game.runs * 5);
    expect(views).toBeGreaterThan(game.runs * 20);
  }, 60_000);
});
