import { RuleError } from '../../src/engine/errors';
import { randInt, seedRng, type RngState } from '../../src/engine/rng';
import type { AnyGameDef, GameDef, Seat } from '../../src/engine/types';
import { gameStatus } from '../../src/session/status';
import { SCHEMA_VERSION, type SavedGame } from '../../src/storage/schema';

/** A toy game for the session tests: seats take turns adding 1–3; a 10 s clock per turn skips the seat. */
export interface ToyState {
  total: number;
  turn: Seat;
  players: number;
  deadline: number | null;
  rng: RngState;
  log: string[];
  /** After 'widen' the table waits on every seat (a new step), while the same seat still moves first. */
  wide: boolean;
}
export type ToyAction = { type: 'add'; n: number } | { type: 'peek' } | { type: 'widen' };
export type ToyView = { total: number; turn: Seat; secret?: number };

export const TURN_MS = 10_000;

export const toy: GameDef<{ clock: boolean }, ToyState, ToyAction, ToyView> = {
  id: 'toy',
  title: 'Toy',
  minPlayers: 2,
  maxPlayers: 4,
  defaultOptions: () => ({ clock: true }),
  checkOptions: () => undefined,
  setup: (players, options, seed, now) => ({
    total: 0,
    turn: 0,
    players: players.length,
    deadline: options.clock ? now + TURN_MS : null,
    rng: seedRng(seed),
    log: [],
    wide: false,
  }),
  apply(state, actor, action, now) {
    if (actor !== state.turn) throw new RuleError('Not your turn.');
    if (action.type === 'peek') return { ...state, log: [...state.log, `peek ${actor}`] };
    if (action.type === 'widen') return { ...state, wide: true };
    if (action.n < 1 || action.n > 3) throw new RuleError('Add 1, 2 or 3.');
    const [bonus, rng] = randInt(state.rng, 0, 0);
    return {
      ...state,
      rng,
      total: state.total + action.n + bonus,
      turn: (state.turn + 1) % state.players,
      deadline: state.deadline === null ? null : now + TURN_MS,
      log: [...state.log, `add ${action.n}`],
    };
  },
  tick(state, now) {
    if (state.deadline === null || now < state.deadline) return state;
    return { ...state, turn: (state.turn + 1) % state.players, deadline: now + TURN_MS, log: [...state.log, 'timeout'] };
  },
  nextDeadline: (s) => (s.total >= 10 ? null : s.deadline),
  waitingOn: (s) => (s.wide ? Array.from({ length: s.players }, (_, i) => i) : [s.turn]),
  handover: (s) => (s.total >= 10 ? null : { seats: [s.turn], anyOrder: false }),
  view: (s, viewer) => (viewer === s.turn ? { total: s.total, turn: s.turn, secret: 42 } : { total: s.total, turn: s.turn }),
  outcome: (s) => (s.total >= 10 ? { winners: [s.turn], summary: 'done' } : null),
  randomAction: (s, random) => (s.total >= 10 ? null : { actor: s.turn, action: { type: 'add', n: 1 + Math.floor(random() * 3) } }),
};

/** A toy game of Ana, Bo and Cy begun at `now` (with or without its turn clock), as the session keeps it: a record with its status for Home. */
export function toyGame(now: number, clock = true): SavedGame {
  const players = ['Ana', 'Bo', 'Cy'];
  const state = toy.setup(players, { clock }, 'seed', now);
  return {
    schema: SCHEMA_VERSION,
    gameId: 'toy',
    id: 'g',
    players,
    options: { clock },
    seed: 'seed',
    state,
    log: [],
    createdAt: now,
    updatedAt: now,
    ...gameStatus(toy as unknown as AnyGameDef, players, state),
  };
}
