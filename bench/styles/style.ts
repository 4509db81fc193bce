// The league's table styles (bench/bots.mjs): for each game, five ways a person might play, each written from the
// rule text alone and deciding from its own seat's view only. They are the tables the bots are measured at; they
// are not shipped in the app, and the bots never read them.
import type { AnyGameDef, GameDef } from '../../src/engine/types';
import type { Bot } from '../../src/games/contract';

/** The five styles of the league, one small file a game. */
export const STYLE_IDS = ['simple', 'copycat', 'thumb', 'cautious', 'random'] as const;

/** One of {@link STYLE_IDS}. */
export type StyleId = (typeof STYLE_IDS)[number];

/** What each style does, in a few words (the league table's legend). */
export const STYLE_WORDS: Record<StyleId, string> = {
  simple: 'one step ahead by the rule text’s scoring',
  copycat: 'copies the table’s habits (neighbours first, plays back whoever played it)',
  thumb: 'a fixed rule of thumb of its own',
  cautious: 'keeps its risk low',
  random: 'any legal move',
};

/** A game's five styles. */
export type Styles<V, A> = Record<StyleId, Bot<V, A>>;

/**
 * A game's rules, its bot and its five styles, their types erased together for a league's list of games (the bot
 * and the styles must read the rules' own views and make its moves).
 */
export function erasedGame<O, S, A, V>(def: GameDef<O, S, A, V>, bot: Bot<V, A>, styles: Styles<V, A>) {
  return { def: def as unknown as AnyGameDef, bot: bot as unknown as Bot<unknown, unknown>, styles: styles as unknown as Styles<unknown, unknown> };
}

/** The error a style throws when its view shows nothing for it to do. */
export const nothing = () => new Error('nothing for this seat to do');

/** One of `items` at random. */
export const pickOf = <T>(items: readonly T[], random: () => number): T | undefined => items[Math.floor(random() * items.length)];

/** The best-valued items (ties kept), by `value`. */
export function best<T>(items: readonly T[], value: (item: T) => number): T[] {
  let top = -Infinity;
  let out: T[] = [];
  for (const item of items) {
    const v = value(item);
    if (v > top + 1e-9) {
      top = v;
      out = [item];
    } else if (v > top - 1e-9) out.push(item);
  }
  return out;
}
