import type { AnyGameModule, GameMeta } from './contract';
import { meta as fcMeta } from './festival-charter/meta';
import { meta as rfMeta, STYLE_TITLE } from './ribbon-fair/meta';
import { meta as hfMeta } from './horse-fair/meta';
import { meta as rbgMeta } from './red-blue-gold/meta';

/** One game on the shelf; its code (rules, views, cards) is loaded only when it is opened. */
export interface ShelfEntry extends GameMeta {
  /**
   * The options that tell one saved game from another, in a few words each ("Crowd Favourite",
   * "Advanced scoring", "3 hands"), for Home, without loading the game's code. Defensive: options
   * of any shape (an old or a hostile record) give only the words it can read, never an error.
   */
  describe(options: unknown): string[];
  load(): Promise<AnyGameModule>;
}

/** `options[key]` when `options` is an object that has it as its own, else undefined. */
function field(options: unknown, key: string): unknown {
  return typeof options === 'object' && options !== null && Object.hasOwn(options, key) ? (options as Record<string, unknown>)[key] : undefined;
}

/** The word for `value` among `words` (own entries only), or null. */
function word(words: Readonly<Record<string, string>>, value: unknown): string | null {
  return typeof value === 'string' && Object.hasOwn(words, value) ? (words[value] ?? null) : null;
}

/** A clock in seconds as Home says it ("30 s"), "no" for off, null when unreadable. */
function seconds(value: unknown): string | null {
  if (value === null) return 'no';
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 1e6 ? `${Math.round(value)} s` : null;
}

/** The words that are there, in order. */
const present = (...words: (string | null | false)[]): string[] => words.filter((w): w is string => typeof w === 'string' && w !== '');

const FC = (o: unknown) => present(field(o, 'discussionLimit') === true && 'Discussion limit');

const RF_PACKS: Readonly<Record<string, string>> = { 'barnyard-kitchen': 'Barnyard & Kitchen', 'starlight-midway': 'Starlight Midway' };
const RF = (o: unknown) => {
  const packs = field(o, 'themedPacks');
  const pin = seconds(field(o, 'pinClock'));
  const judge = seconds(field(o, 'judgeClock'));
  return present(
    word(STYLE_TITLE, field(o, 'style')),
    ...(Array.isArray(packs) ? packs.slice(0, 4).map((p) => word(RF_PACKS, p)) : []),
    pin && `${pin} pin clock`,
    judge && `${judge} judging clock`,
  );
};

const HF = (o: unknown) => {
  const hands = field(o, 'hands');
  const scoring = field(o, 'scoring');
  return present(
    scoring === 'basic' ? 'Basic scoring' : scoring === 'advanced' ? 'Advanced scoring' : null,
    hands === 'per-player'
      ? 'A hand per player'
      : hands === 1
        ? 'One hand'
        : typeof hands === 'number' && Number.isInteger(hands) && hands > 1 && hands < 1000
          ? `${hands} hands`
          : null,
    field(o, 'partnership') === true && 'Partnerships',
  );
};

const RBG_CLOCKS: Readonly<Record<string, string>> = { '24h': '24 h rounds', '1h': '1 h rounds', '10min': '10 min rounds', none: 'No round clock' };
const RBG = (o: unknown) => {
  const group = field(field(o, 'season'), 'group');
  return present(word(RBG_CLOCKS, field(o, 'roundClock')), typeof group === 'string' && group.trim() !== '' && `Season: ${group.trim().slice(0, 40)}`);
};

/**
 * The shelf: only games that are complete are listed. Each `load` erases the game's own types
 * (`as unknown as AnyGameModule`): a component typed for one game's view cannot be typed for
 * every game's, and the session only ever hands a game its own state and views.
 */
export const shelf: readonly ShelfEntry[] = [
  { ...fcMeta, describe: FC, load: () => import('./festival-charter/index').then((m) => m.game as unknown as AnyGameModule) },
  { ...rfMeta, describe: RF, load: () => import('./ribbon-fair/index').then((m) => m.game as unknown as AnyGameModule) },
  { ...hfMeta, describe: HF, load: () => import('./horse-fair/index').then((m) => m.game as unknown as AnyGameModule) },
  { ...rbgMeta, describe: RBG, load: () => import('./red-blue-gold/index').then((m) => m.game as unknown as AnyGameModule) },
];

/** The shelf entry for `id`, or undefined for a game this version does not know. */
export function findGame(id: string): ShelfEntry | undefined {
  return shelf.find((g) => g.id === id);
}
