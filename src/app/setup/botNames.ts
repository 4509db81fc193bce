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

/** A bot name not yet among `taken` (names compared as setup compares them), e.g. "Bramble (bot)"; numbered past the list. */
export function botName(taken: readonly string[]): string {
  const used = new Set(taken.map((n) => sameNameKey(n.trim())));
  for (let k = 0; ; k++) {
    const first = BOT_NAMES[k % BOT_NAMES.length] ?? 'Bot';
    const name = k < BOT_NAMES.length ? `${first} (bot)` : `${first} ${Math.floor(k / BOT_NAMES.length) + 1} (bot)`;
    if (!used.has(sameNameKey(name))) return name;
  }
}
