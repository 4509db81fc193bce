import * as v from 'valibot';
import type { KV } from './kv';

/**
 * Totals per player name: every own entry kept, whatever the name (valibot's `record` drops
 * "constructor", "prototype" and "__proto__", and a plain object would inherit them), each a
 * whole number 0 or more. The output is built with `Object.fromEntries`, so a "__proto__" entry
 * stays an entry.
 */
const TotalsSchema = v.pipe(
  v.custom<Record<string, number>>(
    (x) => typeof x === 'object' && x !== null && !Array.isArray(x) && Object.values(x).every((n) => Number.isInteger(n) && n >= 0),
    'totals must be whole numbers, 0 or more, by name',
  ),
  v.transform((x) => Object.fromEntries(Object.entries(x)) as Record<string, number>),
);

/** A Red Blue Gold season: a named group's prizes kept on the device across matches (docs/house-rules.md, "Season"). */
export const SeasonSchema = v.object({
  group: v.string(),
  garnets: TotalsSchema,
  tokens: TotalsSchema,
  pastWinners: v.array(v.string()),
  pastECs: v.array(v.string()),
});

/** A stored season (see {@link SeasonSchema}). */
export type StoredSeason = v.InferOutput<typeof SeasonSchema>;

const PREFIX = 'season:';

/**
 * `totals` with names that differ only in case (or spaces around them) folded into one entry, their
 * totals added so no garnet or token is lost (docs/house-rules.md "Season": one player, one record). The entry keeps
 * the first spelling that is not all lower case, else the first one seen.
 */
export function foldNames(totals: Readonly<Record<string, number>>): Record<string, number> {
  const folded = new Map<string, { name: string; total: number }>();
  for (const [name, total] of Object.entries(totals)) {
    const id = name.trim().toLowerCase();
    const had = folded.get(id);
    if (!had) folded.set(id, { name, total });
    else folded.set(id, { name: had.name === had.name.toLowerCase() && name !== name.toLowerCase() ? name : had.name, total: had.total + total });
  }
  return Object.fromEntries([...folded.values()].map((e) => [e.name, e.total]));
}

/** A stored season with each player's garnets and tokens under one name (see {@link foldNames}). */
export function foldSeason(season: StoredSeason): StoredSeason {
  return { ...season, garnets: foldNames(season.garnets), tokens: foldNames(season.tokens) };
}

/** Every stored season that reads, each folded to one record per player; unreadable ones are skipped, never deleted. */
export async function listSeasons(kv: KV): Promise<StoredSeason[]> {
  const out: StoredSeason[] = [];
  for (const [key, val] of await kv.entries()) {
    if (!key.startsWith(PREFIX)) continue;
    const parsed = v.safeParse(SeasonSchema, val);
    if (parsed.success) out.push(foldSeason(parsed.output));
  }
  return out.sort((a, b) => a.group.localeCompare(b.group));
}

/** The storage key of a group's season: `season:` and the group name trimmed and lower-cased; null for no name. */
export function seasonKey(group: string): string | null {
  const g = group.trim().toLowerCase();
  return g ? PREFIX + g : null;
}
