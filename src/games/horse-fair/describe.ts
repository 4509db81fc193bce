/** Horse Fair's options in a few words, for Home's saved-game rows (read without loading the game). */
import { field, present } from '../describe';

/** The scoring, the hands and partnerships ("Advanced scoring", "3 hands", "Partnerships"). */
export function describe(options: unknown): string[] {
  const hands = field(options, 'hands');
  const scoring = field(options, 'scoring');
  return present(
    scoring === 'basic' ? 'Basic scoring' : scoring === 'advanced' ? 'Advanced scoring' : null,
    hands === 'per-player'
      ? 'A hand per player'
      : hands === 1
        ? 'One hand'
        : typeof hands === 'number' && Number.isInteger(hands) && hands > 1 && hands < 1000
          ? `${hands} hands`
          : null,
    field(options, 'partnership') === true && 'Partnerships',
  );
}
