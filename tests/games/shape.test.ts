/**
 * Every game folder has the one shape src/games/README.md shows: the same files under the same names,
 * nothing else at the top, index.ts and def.ts wiring only, and imports that point down only.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shelf } from '../../src/games/registry';

const GAMES = resolve(__dirname, '../../src/games');
const SRC = resolve(GAMES, '..');

/** The game folders on disk. */
const folders = readdirSync(GAMES).filter((f) => statSync(join(GAMES, f)).isDirectory());

/** Files every game has, relative to its folder (`<id>` is the folder's name). */
const REQUIRED = [
  'index.ts',
  'meta.ts',
  'describe.ts',
  'def.ts',
  'types.ts',
  'bot.ts',
  'rules/setup.ts',
  'rules/apply.ts',
  'rules/turns.ts',
  'rules/view.ts',
  'rules/outcome.ts',
  'rules/random.ts',
  'views/Options.tsx',
  'views/Table.tsx',
  'views/Private.tsx',
  'views/Results.tsx',
  'views/Rules.tsx',
  'views/announce.ts',
  'views/moment.ts',
  'views/readAloud.ts',
  'views/words.ts',
  'views/<id>.css',
];

/** What may sit at the top of a game folder: the required files, content, a carry, a bot folder. */
const TOP = new Set([
  'index.ts',
  'meta.ts',
  'describe.ts',
  'styles.ts',
  'def.ts',
  'types.ts',
  'cards.ts',
  'packs',
  'carry.ts',
  'bot.ts',
  'bot',
  'rules',
  'views',
]);

/** Every file under `dir`, relative to it. */
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p).map((q) => `${f}/${q}`) : [f];
  });
}

/** The module specifiers a source file imports (static, dynamic and re-exports). */
function importsOf(text: string): string[] {
  return [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)import\s+['"]([^'"]+)['"]/g),
  ].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

/** The source text with its comments taken out. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('the game folders', () => {
  it('are the games on the shelf, in folders named by their ids', () => {
    expect([...folders].sort()).toEqual(shelf.map((g) => g.id).sort());
  });

  describe.each(folders)('%s', (id) => {
    const dir = join(GAMES, id);
    const files = walk(dir);
    const read = (f: string) => readFileSync(join(dir, f), 'utf8');

    it('has every file of the shape', () => {
      const missing = REQUIRED.map((f) => f.replace('<id>', id)).filter((f) => !files.includes(f));
      expect(missing).toEqual([]);
    });

    it('has nothing else at its top', () => {
      expect(readdirSync(dir).filter((f) => !TOP.has(f))).toEqual([]);
    });

    it('has its content in cards.ts or packs/ only, when it has content', () => {
      const content = files.filter((f) => f === 'cards.ts' || f.startsWith('packs/'));
      for (const f of content) expect(code(read(f)), f).not.toMatch(/from\s+['"]preact|from\s+['"][./]*\/(ui|session|storage|app|net)\//);
    });

    it('has one style sheet, views/<id>.css', () => {
      expect(files.filter((f) => f.endsWith('.css'))).toEqual([`views/${id}.css`]);
    });

    it('index.ts imports its pieces and exports the one GameModule `game`, with the same view names', () => {
      const text = code(read('index.ts'));
      expect(text).toMatch(/^export const game: GameModule</m);
      // No rule, helper or arrow of its own: imports, type re-exports and one object.
      expect(text).not.toMatch(/=>|\bfunction\b|\bclass\b/);
      expect(text.match(/^export (?!type )/gm)?.length).toBe(1);
      for (const name of ['Options', 'Table', 'Private', 'Results', 'Rules']) expect(text).toContain(`import { ${name} } from './views/${name}';`);
      for (const name of ['announce', 'moment']) expect(text).toContain(`import { ${name} } from './views/${name}';`);
      expect(text).toMatch(/import \{ readAloud(, readAloudPrivate)? \} from '\.\/views\/readAloud';/);
      expect(text).toContain("import { def } from './def';");
      expect(text).toContain("import { bot } from './bot';");
      expect(text).toMatch(/^\s+def,$/m);
      expect(text).toMatch(/^\s+bot,$/m);
    });

    it('def.ts exports the GameDef `def`, wiring the rules only', () => {
      const text = code(read('def.ts'));
      expect(text).toMatch(/^export const def: GameDef</m);
      expect(text).not.toMatch(/\bfunction\b|\bclass\b/);
      expect(text).not.toMatch(/\b(waitingOn|handover|playAgainOptions)\s*[:(]/);
    });

    it('meta.ts exports `meta` with the id and imports nothing but types', () => {
      const text = code(read('meta.ts'));
      expect(text).toMatch(/^export const meta: GameMeta = \{/m);
      expect(text).toContain(`id: '${id}',`);
      expect(text.match(/^import (?!type )/gm)).toBeNull();
    });

    it('def.ts takes its id, title and player counts from meta.ts; describe.ts exports `describe`', () => {
      const text = code(read('def.ts'));
      expect(text).toContain("import { meta } from './meta';");
      for (const k of ['id', 'title']) expect(text).toContain(`${k}: meta.${k},`);
      expect(code(read('describe.ts'))).toMatch(/^export function describe\(options: unknown\): string\[\]/m);
    });

    it('bot.ts exports `bot`, carry.ts (where there is one) exports `carry`', () => {
      expect(code(read('bot.ts'))).toMatch(/^export const bot\b/m);
      if (files.includes('carry.ts')) expect(code(read('carry.ts'))).toMatch(/^export const carry\b/m);
    });

    it('imports engine/, its own folder and (from views/) ui/ only', () => {
      const wrong: [string, string][] = [];
      for (const f of files.filter((x) => /\.tsx?$/.test(x))) {
        for (const spec of importsOf(read(f))) {
          if (!spec.startsWith('.')) {
            if (/^preact/.test(spec) && !f.startsWith('views/')) wrong.push([`${id}/${f}`, spec]);
            continue;
          }
          const target = relative(SRC, resolve(dirname(join(dir, f)), spec));
          const layer = target.split('/')[0] ?? '';
          const own = target === `games/${id}` || target.startsWith(`games/${id}/`);
          const shared = target === 'games/contract' || (f === 'describe.ts' && target === 'games/describe');
          const ok = own || shared || layer === 'engine' || (layer === 'ui' && f.startsWith('views/'));
          if (!ok) wrong.push([`${id}/${f}`, layer === 'games' ? target : layer]);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('keeps rules/ pure: no preact, no ui, no clock or randomness of its own', () => {
      for (const f of files.filter((x) => x.startsWith('rules/') || ['def.ts', 'types.ts', 'meta.ts', 'describe.ts', 'styles.ts', 'cards.ts'].includes(x))) {
        const text = code(read(f));
        expect(text, f).not.toMatch(/from\s+['"]preact|\/ui\/|Date\.now\(|Math\.random\(/);
      }
    });
  });

  it('each has its README line: src/games/README.md names every required file', () => {
    const readme = readFileSync(join(GAMES, 'README.md'), 'utf8');
    for (const f of REQUIRED) expect(readme).toContain(f.split('/').pop()?.replace('.tsx', '').replace('<id>', '<game-id>') ?? f);
    expect(existsSync(join(GAMES, 'registry.ts'))).toBe(true);
  });
});
