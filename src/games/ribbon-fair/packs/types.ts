/** Which Ribbon Fair card pack a card set is: the base pack or one of the two themed packs. */
export type PackId = 'base' | 'barnyard-kitchen' | 'starlight-midway';

/**
 * One Ribbon Fair card pack: two decks of card texts. Every text in every pack is unique
 * (compared lower-cased with punctuation and spaces folded) and at most CARD_TEXT_MAX characters.
 */
export interface Pack {
  /** Stable id, used in saved options. */
  id: PackId;
  /** Name shown on the setup screen. */
  title: string;
  /** judging categories */
  ribbons: readonly string[];
  /** things pinned to a ribbon */
  entries: readonly string[];
  /** themed packs can only be mixed into the base pack */
  themed: boolean;
}

/** The longest card text, in characters, that still fits a card at arm's length. */
export const CARD_TEXT_MAX = 40;
