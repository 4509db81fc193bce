/**
 * Judge Marigold's taste data (src/games/ribbon-fair/packs/*.taste.ts): every card of every pack has a
 * line, every word is a trait she knows, every ribbon asks for something some entry has.
 */
import { describe, expect, it } from 'vitest';
import { barnyardKitchenPack, basePack, starlightMidwayPack, type Pack } from '../../../src/games/ribbon-fair/packs';
import { baseEntryTaste } from '../../../src/games/ribbon-fair/packs/base-entries.taste';
import { baseRibbonTaste } from '../../../src/games/ribbon-fair/packs/base-ribbons.taste';
import { barnyardKitchenEntryTaste, barnyardKitchenRibbonTaste } from '../../../src/games/ribbon-fair/packs/barnyard-kitchen.taste';
import { starlightMidwayEntryTaste, starlightMidwayRibbonTaste } from '../../../src/games/ribbon-fair/packs/starlight-midway.taste';
import { parseProfile, parseWants, unknownWords } from '../../../src/games/ribbon-fair/rules/taste/data';
import { IMPLIES, TRAITS, traitOf } from '../../../src/games/ribbon-fair/rules/taste/traits';

type Lines = Readonly<Record<string, string>>;
const PACKS: readonly [Pack, Lines, Lines][] = [
  [basePack, baseRibbonTaste, baseEntryTaste],
  [barnyardKitchenPack, barnyardKitchenRibbonTaste, barnyardKitchenEntryTaste],
  [starlightMidwayPack, starlightMidwayRibbonTaste, starlightMidwayEntryTaste],
];

/** Cards of `texts` with no line in `lines`, and lines in `lines` for no card of `texts`. */
function mismatch(texts: readonly string[], lines: Lines): { missing: string[]; stray: string[] } {
  const cards = new Set(texts);
  return { missing: texts.filter((t) => !Object.hasOwn(lines, t)), stray: Object.keys(lines).filter((k) => !cards.has(k)) };
}

const allEntries = PACKS.flatMap(([p]) => p.entries);
const allProfiles = PACKS.flatMap(([, , e]) => Object.values(e)).map(parseProfile);

describe.each(PACKS)('taste data of the $title pack', (pack, ribbons, entries) => {
  it('has a line for every ribbon and no line for a card it does not hold', () => {
    expect(mismatch(pack.ribbons, ribbons)).toEqual({ missing: [], stray: [] });
  });

  it('has a line for every entry and no line for a card it does not hold', () => {
    expect(mismatch(pack.entries, entries)).toEqual({ missing: [], stray: [] });
  });

  it('uses only traits and synonyms Judge Marigold knows', () => {
    const unknown = Object.entries({ ...ribbons, ...entries }).flatMap(([card, line]) => unknownWords(line).map((w) => `${card}: ${w}`));
    expect(unknown).toEqual([]);
  });

  it('gives every entry at least one trait', () => {
    expect(pack.entries.filter((e) => parseProfile(entries[e] ?? '').own.size === 0)).toEqual([]);
  });

  it('maps every ribbon to something she can judge: a named idea first, asked of some entry of the packs', () => {
    const unjudgeable = pack.ribbons.filter((r) => {
      const wants = parseWants(ribbons[r] ?? '');
      const main = wants[0];
      if (main === undefined) return true;
      const named = TRAITS[main[0]].more !== null || TRAITS[main[0]].less !== null;
      const somebodyFits = allProfiles.some((p) => wants.some(([t, w]) => w * (p.values.get(t) ?? 0) > 0));
      return !named || !somebodyFits;
    });
    expect(unjudgeable).toEqual([]);
  });
});

it('a card with no taste data is caught: an entry added to a pack without a line', () => {
  expect(mismatch([...basePack.entries, 'A brand-new card'], baseEntryTaste).missing).toEqual(['A brand-new card']);
  expect(allEntries.length).toBe(740);
});

it('implies only traits and synonyms Judge Marigold knows', () => {
  const words = Object.entries(IMPLIES).flatMap(([k, v]) => [k, ...v.split(' ')]);
  expect(words.filter((w) => traitOf(w) === null)).toEqual([]);
});
