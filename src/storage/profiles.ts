import type { KV } from './kv';

/** What one player (by name, case-folded) has earned on this device across games. */
export interface Profile {
  name: string;
  /** Achievement id → how many times earned, e.g. `{ 'blue-ribbon': 2 }`. */
  awards: Record<string, { title: string; count: number }>;
  /** Ids of the games whose awards are already counted, so a result is never counted twice. */
  counted: string[];
}

/** The key a player's profile is kept under: the name trimmed and lower-cased (docs/house-rules.md: names are unique ignoring case). */
export function profileKey(name: string): string {
  return name.trim().toLowerCase();
}

function isProfile(x: unknown): x is Profile {
  if (typeof x !== 'object' || x === null) return false;
  return 'name' in x && typeof x.name === 'string' && 'awards' in x && typeof x.awards === 'object' && 'counted' in x && Array.isArray(x.counted);
}

/** Profiles (achievements) kept on the device per player name. */
export interface Profiles {
  all(): Promise<Profile[]>;
  /**
   * Adds a finished game's awards to each named player's profile, once per game id
   * (a second call for the same `gameId` changes nothing).
   */
  record(gameId: string, earned: readonly { name: string; id: string; title: string }[]): Promise<void>;
}

/** Profiles over a key-value store; a profile that does not read is treated as empty. */
export function makeProfiles(kv: KV): Profiles {
  return {
    async all() {
      const out: Profile[] = [];
      for (const [, val] of await kv.entries()) if (isProfile(val)) out.push(val);
      return out.sort((a, b) => a.name.localeCompare(b.name));
    },
    async record(gameId, earned) {
      const names = new Map<string, string>();
      for (const e of earned) names.set(profileKey(e.name), e.name);
      for (const [key, name] of names) {
        const old = await kv.get(key);
        const p: Profile = isProfile(old) ? old : { name, awards: {}, counted: [] };
        if (p.counted.includes(gameId)) continue;
        const awards = { ...p.awards };
        for (const e of earned) {
          if (profileKey(e.name) !== key) continue;
          const prev = awards[e.id];
          awards[e.id] = { title: e.title, count: (prev?.count ?? 0) + 1 };
        }
        await kv.set(key, { name, awards, counted: [...p.counted, gameId] });
      }
    },
  };
}
