/**
 * Judge Marigold's taste data, read once from the per-pack taste files beside the card texts
 * (src/games/ribbon-fair/packs/*.taste.ts) into lookups by card text.
 */
import { baseEntryTaste } from '../../packs/base-entries.taste';
import { baseRibbonTaste } from '../../packs/base-ribbons.taste';
import { barnyardKitchenEntryTaste, barnyardKitchenRibbonTaste } from '../../packs/barnyard-kitchen.taste';
import { starlightMidwayEntryTaste, starlightMidwayRibbonTaste } from '../../packs/starlight-midway.taste';
import { IMPLIES, traitOf, type TraitName } from './traits';

/**
 * What an entry is like: a value per trait (positive: has it; negative: has its opposite), and which
 * traits its own line names (the others are only implied; Judge Marigold never gives those as her reason).
 */
export interface Profile {
  readonly values: ReadonlyMap<TraitName, number>;
  readonly own: ReadonlySet<TraitName>;
}

/**
 * What a ribbon asks: traits with weights (negative counts against), main idea first, and whether
 * Judge Marigold may name the trait as her reason (a hint, written `word?`, only tips the balance).
 */
export type Wants = readonly (readonly [trait: TraitName, weight: number, named: boolean])[];

/** The weight of a hint (`word?` on a ribbon): enough to settle a table where nothing else fits. */
const HINT = 0.5;

/** How much an entry word counts: plain 2, `!` very (3), `?` a little (1). */
const STRENGTH: Readonly<Record<string, number>> = { '!': 3, '?': 1, '': 2 };

/** A data line split into [word, modifier] pairs. */
function words(line: string): [string, string][] {
  return line
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .map((w): [string, string] => {
      const m = /^(~?)([a-z-]+)([!?]|\*\d+)?$/.exec(w);
      return m === null ? [w, ''] : [`${m[1] ?? ''}${m[2] ?? ''}`, m[3] ?? ''];
    });
}

/**
 * The words of a data line that are not traits or synonyms (for the data tests), empty when all are.
 */
export function unknownWords(line: string): string[] {
  return words(line)
    .map(([w]) => w.replace(/^~/, ''))
    .filter((w) => traitOf(w) === null);
}

/** How much an implied trait counts, of the entry's own value (traits.ts, IMPLIES). */
const IMPLIED = 0.25;

/**
 * An entry's line as a profile; unknown words count nothing. Traits its words imply (IMPLIES) are added
 * at a quarter strength, unless the line gives that trait itself.
 */
export function parseProfile(line: string): Profile {
  const out = new Map<TraitName, number>();
  const implied = new Map<TraitName, number>();
  for (const [word, mod] of words(line)) {
    const t = traitOf(word);
    if (t === null) continue;
    const [name, sign] = t;
    const strength = STRENGTH[mod] ?? 2;
    out.set(name, (out.get(name) ?? 0) + sign * strength);
    // Implications follow the word as written ("tiny" implies light, "big" implies heavy).
    const key = Object.hasOwn(IMPLIES, word) ? word : sign > 0 ? name : null;
    for (const w of key === null ? [] : (IMPLIES[key] ?? '').split(' ')) {
      const u = traitOf(w);
      if (u !== null) implied.set(u[0], (implied.get(u[0]) ?? 0) + u[1] * strength * IMPLIED);
    }
  }
  const own = new Set(out.keys());
  for (const [name, value] of implied) if (!own.has(name)) out.set(name, value);
  return { values: out, own };
}

/** A ribbon's line as weighted wants, in the order written; unknown words count nothing. */
export function parseWants(line: string): Wants {
  const out: [TraitName, number, boolean][] = [];
  for (const [word, mod] of words(line)) {
    const against = word.startsWith('~');
    const t = traitOf(against ? word.slice(1) : word);
    if (t === null) continue;
    const [name, sign] = t;
    const weight = mod === '?' ? HINT : mod.startsWith('*') ? Number(mod.slice(1)) : 1;
    out.push([name, sign * weight * (against ? -1 : 1), mod !== '?']);
  }
  return out;
}

/** Every pack's ribbon lines by ribbon text. */
export const RIBBON_LINES: Readonly<Record<string, string>> = {
  ...baseRibbonTaste,
  ...barnyardKitchenRibbonTaste,
  ...starlightMidwayRibbonTaste,
};

/** Every pack's entry lines by entry text. */
export const ENTRY_LINES: Readonly<Record<string, string>> = {
  ...baseEntryTaste,
  ...barnyardKitchenEntryTaste,
  ...starlightMidwayEntryTaste,
};

const profiles = new Map<string, Profile>();
const wants = new Map<string, Wants>();

/** The profile of an entry by its card text; empty for a card with no taste data. */
export function profileOf(entry: string): Profile {
  let p = profiles.get(entry);
  if (p === undefined) {
    const line = Object.hasOwn(ENTRY_LINES, entry) ? ENTRY_LINES[entry] : undefined;
    p = parseProfile(line ?? '');
    profiles.set(entry, p);
  }
  return p;
}

/** What a ribbon asks by its card text; empty for a card with no taste data. */
export function wantsOf(ribbon: string): Wants {
  let w = wants.get(ribbon);
  if (w === undefined) {
    const line = Object.hasOwn(RIBBON_LINES, ribbon) ? RIBBON_LINES[ribbon] : undefined;
    w = parseWants(line ?? '');
    wants.set(ribbon, w);
  }
  return w;
}
