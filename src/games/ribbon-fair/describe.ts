/** Ribbon Fair's options in a few words, for Home's saved-game rows (read without loading the game). */
import { field, present, seconds, word } from '../describe';
import { STYLE_TITLE } from './styles';

/** The themed packs' names as Home says them (the base pack goes without saying). */
const PACKS: Readonly<Record<string, string>> = { 'barnyard-kitchen': 'Barnyard & Kitchen', 'starlight-midway': 'Starlight Midway' };

/** The judging style, the themed packs and the clocks ("Crowd Favourite", "Starlight Midway", "30 s pin clock"). */
export function describe(options: unknown): string[] {
  const packs = field(options, 'themedPacks');
  const pin = seconds(field(options, 'pinClock'));
  const judge = seconds(field(options, 'judgeClock'));
  return present(
    word(STYLE_TITLE, field(options, 'style')),
    ...(Array.isArray(packs) ? packs.slice(0, 4).map((p) => word(PACKS, p)) : []),
    pin && `${pin} pin clock`,
    judge && `${judge} judging clock`,
  );
}
