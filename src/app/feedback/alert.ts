import { cue } from './sound';

/**
 * Tells the table a clock ran out: a short buzz (Vibration setting) and a soft two-note chime
 * (Sound setting). Public news only, so it never depends on what a private move was.
 */
export function clockRanOut(): void {
  cue('timeUp');
}
