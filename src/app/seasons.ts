import * as v from 'valibot';
import type { KV } from '../storage/kv';

/** A Red Blue Gold season: a named group's prizes kept on the device across matches (RULINGS, "Season"). */
export const SeasonSchema = v.object({
  group: v.pipe(v.string(), v.minLength(1)),
  garnets: v.record(v.string(), v.number()),
  tokens: v.record(v.string(), v.number()),
  pastWinners: v.array(v.string()),
  pastECs: v.array(v.string()),
});

/** A stored season (see {@link SeasonSchema}). */
export type StoredSeason = v.InferOutput<typeof SeasonSchema>;

const PREFIX = 'season:';

/** Every stored season that reads; unreadable ones are skipped, never deleted. */
export async function listSeasons(kv: KV): Promise<StoredSeason[]> {
  const out: StoredSeason[] = [];
  for (const [key, val] of await kv.entries()) {
    if (!key.startsWith(PREFIX)) continue;
    const parsed = v.safeParse(SeasonSchema, val);
    if (parsed.success) out.push(parsed.output);
  }
  return out.sort((a, b) => a.group.localeCompare(b.group));
}

/** The season of `group` (case-folded), or null when the group has none yet. */
export async function loadSeason(kv: KV, group: string): Promise<StoredSeason | null> {
  const parsed = v.safeParse(SeasonSchema, await kv.get(PREFIX + group.trim().toLowerCase()));
  return parsed.success ? parsed.output : null;
}

/** Keeps a season. */
export async function saveSeason(kv: KV, season: StoredSeason): Promise<void> {
  await kv.set(PREFIX + season.group.trim().toLowerCase(), season);
}
