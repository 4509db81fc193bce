import { sameNameKey } from '../../engine/names';

/** First names for bot seats, tried in this order; the seat's name then says it is a bot: "Bramble (bot)". */
export const BOT_NAMES: readonly string[] = [
  'Bramble',
  'Clover',
  'Juniper',
  'Hazel',
  'Rowan',
  'Sorrel',
  'Tansy',
  'Yarrow',
  'Briar',
  'Thistle',
  'Fennel',
  'Poppy',
  'Willow',
];

/** How many first letters a bot's name may not share with a person's: "Bramble (bot)" beside "Bramblewoody" reads alike. */
const ALIKE_LETTERS = 4;

/**
 * A bot name not yet among `taken` (names compared as setup compares them), e.g. "Bramble (bot)"; numbered past the
 * list. A name that starts like one taken (its first {@link ALIKE_LETTERS} letters) is passed over while another is free.
 */
export function botName(taken: readonly string[]): string {
  const used = new Set(taken.map((n) => sameNameKey(n.trim())));
  const starts = taken.map((n) => sameNameKey(n.trim()).slice(0, ALIKE_LETTERS)).filter((s) => s.length === ALIKE_LETTERS);
  const nth = (k: number) => {
    const first = BOT_NAMES[k % BOT_NAMES.length] ?? 'Bot';
    return k < BOT_NAMES.length ? `${first} (bot)` : `${first} ${Math.floor(k / BOT_NAMES.length) + 1} (bot)`;
  };
  // First a name that neither is taken nor starts like one; else (every first name alike) one that is not taken.
  for (let k = 0; k < BOT_NAMES.length * 2; k++) {
    const name = nth(k);
    const key = sameNameKey(name);
    if (!used.has(key) && !starts.some((s) => key.startsWith(s))) return name;
  }
  for (let k = 0; ; k++) if (!used.has(sameNameKey(nth(k)))) return nth(k);
}
