import { describe, expect, it } from 'vitest';
import {
  CARD_TEXT_MAX,
  barnyardKitchenPack,
  basePack,
  packById,
  packs,
  starlightMidwayPack,
  type Pack,
  type PackId,
} from '../../../src/games/ribbon-fair/packs';

/** One card: its text, which pack and which deck it is in. */
interface Card {
  text: string;
  pack: PackId;
  kind: 'ribbon' | 'entry';
}

const cardsOf = (pack: Pack): Card[] => [
  ...pack.ribbons.map((text): Card => ({ text, pack: pack.id, kind: 'ribbon' })),
  ...pack.entries.map((text): Card => ({ text, pack: pack.id, kind: 'entry' })),
];
const allCards: Card[] = packs.flatMap(cardsOf);
const where = (c: Card): string => `${c.pack}/${c.kind}: "${c.text}"`;

/** The comparison key for "the same card": lower-case, letters and digits only. */
const fold = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Pairs of cards whose texts fold to the same key, as readable strings. */
function duplicates(cards: readonly Card[]): string[] {
  const seen = new Map<string, Card>();
  const found: string[] = [];
  for (const card of cards) {
    const key = fold(card.text);
    const first = seen.get(key);
    if (first) found.push(`${where(card)} repeats ${where(first)}`);
    else seen.set(key, card);
  }
  return found;
}

/** Why a text cannot be printed on a card, or null when it can. */
function shapeProblem(text: string): string | null {
  if (text.length === 0) return 'empty';
  if (text !== text.trim()) return 'not trimmed';
  if (/\s{2}/.test(text)) return 'double space';
  if ([...text].length > CARD_TEXT_MAX) return `longer than ${CARD_TEXT_MAX}`;
  if (/[.!?,;:]$/.test(text)) return 'ends with punctuation';
  return null;
}

/**
 * How a ribbon opens: a superlative ("Bravest", "Best"), or Most/Least/Worst/First/Last/Would.
 */
const RIBBON_OPENER = /^(?:Most|Least|Worst|First|Last|Would|[A-Z][a-z]*est)(?=[\s-]|$)/;
/**
 * How an entry opens: an article or other determiner, a number, or a possessive ("Grandpa's").
 */
const ENTRY_OPENER = /^(?:A|An|The|Some|Your|My|Our|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Twelve|\p{Lu}[\p{L}-]*'s)\s\S/u;

/** Why a text is not a ribbon (a judging category), or null when it is. */
function ribbonProblem(text: string): string | null {
  if (!/^\p{Lu}/u.test(text)) return 'does not start with a capital letter';
  if (ENTRY_OPENER.test(text)) return 'starts like an entry (article or possessive)';
  if (!RIBBON_OPENER.test(text)) {
    return 'does not open like a category (Most…, Best…, …est, Would…)';
  }
  return null;
}

/** Why a text is not an entry (a thing, creature, person or place), or null when it is. */
function entryProblem(text: string): string | null {
  if (!/^\p{Lu}/u.test(text)) return 'does not start with a capital letter';
  if (RIBBON_OPENER.test(text)) return 'starts like a ribbon (a category)';
  if (!ENTRY_OPENER.test(text)) return 'does not start with an article, number or possessive';
  if (/^A [aeio]/i.test(text) && !/^A one/i.test(text)) return '"A" before a vowel';
  if (/^An [^aeiouh]/i.test(text)) return '"An" before a consonant';
  return null;
}

/** Every card failing `check`, as readable strings. */
function problems(cards: readonly Card[], check: (text: string) => string | null): string[] {
  return cards.flatMap((c) => {
    const problem = check(c.text);
    return problem ? [`${where(c)}: ${problem}`] : [];
  });
}

describe('Ribbon Fair packs: the checks themselves catch bad cards', () => {
  const card = (text: string, kind: Card['kind'] = 'entry'): Card => ({ text, pack: 'base', kind });

  it('duplicates() finds texts equal after folding, across kinds', () => {
    expect(duplicates([card('A rubber duck'), card('A rubber-duck!', 'ribbon')])).toHaveLength(1);
    expect(duplicates([card('A rubber duck'), card('A rubber ducks')])).toEqual([]);
  });

  it('shapeProblem() refuses empty, untrimmed, over-long and punctuated texts', () => {
    for (const bad of ['', ' A rubber duck', 'A rubber duck ', 'A  rubber duck', 'A'.repeat(CARD_TEXT_MAX + 1), 'A rubber duck.']) {
      expect(shapeProblem(bad), bad).not.toBeNull();
    }
    expect(shapeProblem('A'.repeat(CARD_TEXT_MAX))).toBeNull();
  });

  it('ribbonProblem() refuses entries and lower-case texts', () => {
    for (const bad of ['A grumpy goose', "Grandpa's slippers", 'The school bus', 'most squeaky', 'Rubber duck']) {
      expect(ribbonProblem(bad), bad).not.toBeNull();
    }
    const good = ['Most Squeaky', 'Least Suspicious', 'Best Dressed for a Wedding', 'Bravest'];
    good.push('Would Win a Staring Contest', 'First to Panic', 'Oldest-Looking');
    for (const ok of good) expect(ribbonProblem(ok)).toBeNull();
  });

  it('entryProblem() refuses ribbons, bare nouns and a wrong a/an', () => {
    for (const bad of ['Most Squeaky', 'Loudest at Breakfast', 'Rubber duck', 'a rubber duck', 'A octopus', 'An goose']) {
      expect(entryProblem(bad), bad).not.toBeNull();
    }
    for (const ok of ['A rubber duck', 'An owl', 'The school bus', "Grandpa's slippers", 'Two owls']) {
      expect(entryProblem(ok)).toBeNull();
    }
  });
});

describe('Ribbon Fair packs', () => {
  it('has the three packs, base first, with unique ids', () => {
    expect(packs.map((p) => p.id)).toEqual(['base', 'barnyard-kitchen', 'starlight-midway']);
    expect(packs).toEqual([basePack, barnyardKitchenPack, starlightMidwayPack]);
  });

  it.each([
    ['base', 'Base', 150, 500, false],
    ['barnyard-kitchen', 'Barnyard & Kitchen', 40, 120, true],
    ['starlight-midway', 'Starlight Midway', 40, 120, true],
  ] as const)('%s (%s) has exactly %i ribbons and %i entries', (id, title, ribbons, entries, themed) => {
    const pack = packById(id);
    expect(pack.id).toBe(id);
    expect(pack.title).toBe(title);
    expect(pack.ribbons).toHaveLength(ribbons);
    expect(pack.entries).toHaveLength(entries);
    expect(pack.themed).toBe(themed);
  });

  it('packById throws a clear Error for an unknown id', () => {
    expect(() => packById('haunted-hayride' as PackId)).toThrowError(/Unknown Ribbon Fair pack id "haunted-hayride"/);
  });

  it('keeps the card limit at 40 characters or less', () => {
    expect(CARD_TEXT_MAX).toBeGreaterThan(0);
    expect(CARD_TEXT_MAX).toBeLessThanOrEqual(40);
  });

  it('has no two cards alike across all packs and both decks (case, spaces, punctuation folded)', () => {
    expect(allCards).toHaveLength(150 + 500 + 40 + 120 + 40 + 120);
    expect(duplicates(allCards)).toEqual([]);
  });

  it('has every text non-empty, trimmed and at most CARD_TEXT_MAX characters', () => {
    expect(problems(allCards, shapeProblem)).toEqual([]);
  });

  it('has every ribbon written as a judging category', () => {
    const ribbons = allCards.filter((c) => c.kind === 'ribbon');
    expect(problems(ribbons, ribbonProblem)).toEqual([]);
  });

  it('has every entry written as a thing with its article', () => {
    const entries = allCards.filter((c) => c.kind === 'entry');
    expect(problems(entries, entryProblem)).toEqual([]);
  });
});
