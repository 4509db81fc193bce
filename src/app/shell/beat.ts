/**
 * The table's beat as Settings set it: how long each public moment holds the board, and the options a new game starts
 * with so that its clocks wait as long (docs/house-rules.md, "Each public step gets its beat").
 */
import { boardBeatMs, type AnyGameModule } from '../../games/contract';
import { pacedOptions } from '../../session/newGame';
import { settings } from './services';

/** The board's beat now (ms): 4 s, or 8 s with Settings' *Slower moments* on (contract.ts `boardBeatMs`). */
export function tableBeatMs(): number {
  return boardBeatMs(settings.value.slowMoments);
}

/**
 * `options` for a game about to start (setup, or *Play again*) with {@link tableBeatMs} written in, for a game whose
 * rules time the beat (Ribbon Fair's judging clock waits for it); any other game's options as they are.
 */
export function pacedForTable(game: AnyGameModule, options: unknown): unknown {
  return pacedOptions(game, options, tableBeatMs());
}
