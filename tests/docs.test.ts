// @vitest-environment node
/**
 * The repository cites only itself: no source, test or bench file points at a file outside it, and every
 * `docs/…` page a comment cites exists, with the heading it names (`docs/games/horse-fair.md, "Game End"`).
 * A quotation after a colon (`docs/games/ribbon-fair.md: "for 3 to 8 players"`) is not a heading.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'dev-dist', 'test-output', 'coverage', '.git']);
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs|css|html|md)$/;

/** Every file under `dir` whose name matches `pattern`, as paths from the repository root. */
function walk(dir: string, pattern: RegExp): string[] {
  if (!existsSync(join(ROOT, dir))) return [];
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    return statSync(join(ROOT, path)).isDirectory() ? walk(path, pattern) : pattern.test(name) ? [path] : [];
  });
}

/**
 * Paths outside the repository, written in pieces so this file does not cite them itself: the rulings,
 * the rule texts, the design notes and any machine path.
 */
const OUTSIDE: readonly RegExp[] = [
  new RegExp('RUL' + 'INGS'),
  new RegExp('see' + 'ds/'),
  new RegExp('DESI' + 'GN\\.md'),
  new RegExp('STA' + 'CK\\.md'),
  new RegExp('\\.\\./' + 'shared'),
  new RegExp('\\bsha' + 'red/'),
  new RegExp('/wo' + 'rk/'),
];

/** A cited docs page, and the heading right after it when one is quoted there (`, "Heading"` or ` "Heading"`). */
const CITATION = /\bdocs\/([\w./-]+?\.md)(?:#([\w-]+))?(?:,? \\?"([^"\\\n]+)\\?")?/g;

/** The headings of every page under docs/, by its path under docs/. */
function headings(): Map<string, string[]> {
  return new Map(
    walk('docs', /\.md$/).map((p) => [relative('docs', p), [...readFileSync(join(ROOT, p), 'utf8').matchAll(/^#+\s+(.+)$/gm)].map((m) => (m[1] ?? '').trim())]),
  );
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Whether `section` names a heading of `page`: the heading itself or a part of it ("Vote" for "Vote together"), ignoring case. */
function hasSection(page: readonly string[], section: string): boolean {
  const s = section.toLowerCase();
  return page.some((h) => h.toLowerCase().includes(s));
}

/** What is wrong with the citations in `text` (a file at `path`), one line each; empty when nothing. */
function problems(path: string, text: string, docs: Map<string, string[]>): string[] {
  const out: string[] = [];
  text.split('\n').forEach((line, i) => {
    const at = `${path}:${i + 1}`;
    if (OUTSIDE.some((re) => re.test(line))) out.push(`${at}: cites a file outside the repository: ${line.trim()}`);
    for (const m of line.matchAll(CITATION)) {
      const [, page = '', hash, section] = m;
      const heads = docs.get(page);
      if (!heads) out.push(`${at}: cites docs/${page}, which does not exist`);
      else if (section !== undefined && !hasSection(heads, section)) out.push(`${at}: docs/${page} has no heading "${section}"`);
      else if (hash !== undefined && !heads.some((h) => anchor(h) === hash)) out.push(`${at}: docs/${page} has no heading #${hash}`);
    }
  });
  return out;
}

/** The first folder of every package the project depends on (`core-js/modules/…` is a package's file, not ours). */
const PACKAGES = new Set(
  Object.keys({
    ...(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies?: object }).dependencies,
    ...(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { devDependencies?: object }).devDependencies,
  }).map((name) => name.split('/')[0] ?? name),
);

/** A path to one of the project's files as a comment or a doc cites it (`src/storage/seen.ts`, `views/Board.tsx`). */
const CITED_PATH = /(?<![\w./<>-])((?:[A-Za-z0-9_-]+\/)+[A-Za-z0-9_.-]+\.(?:tsx?|mjs|js|css|md))(?![\w/])/g;

/** The text a reader takes as prose: a doc whole; in code, the comments (a path in a string or a regular expression is data). */
function prose(path: string, text: string): string[] {
  if (path.endsWith('.md')) return text.split('\n');
  return text.split('\n').map((line) => (/^\s*(\/\/|\/?\*)/.test(line) ? line : (/\/\/\s.*$/.exec(line)?.[0] ?? '')));
}

/**
 * Every path a comment or a doc cites that names no file or folder of the repository. A path is read from the
 * repository's root, from `src/`, from the citing file's folder or any folder above it, or from a game's folder
 * (`views/words.ts` in a note about Horse Fair's views); a path into a package (`core-js/…`) is not ours to check.
 */
function pathProblems(path: string, text: string): string[] {
  const games = readdirSync(join(ROOT, 'src/games')).filter((g) => statSync(join(ROOT, 'src/games', g)).isDirectory());
  const out: string[] = [];
  prose(path, text).forEach((line, i) => {
    for (const m of line.matchAll(CITED_PATH)) {
      const cited = m[1] ?? '';
      if (PACKAGES.has(cited.split('/')[0] ?? '')) continue;
      const bases = ['', 'src', ...games.map((g) => join('src/games', g))];
      for (let d = dirname(path); d !== '.' && d !== ''; d = dirname(d)) bases.push(d);
      if (!bases.some((b) => existsSync(join(ROOT, b, cited)))) out.push(`${path}:${i + 1}: cites ${cited}, which is not in the repository`);
    }
  });
  return out;
}

/** What is wrong with the relative links between docs pages (`[x](../house-rules.md#ribbon-fair)`). */
function linkProblems(path: string, text: string, docs: Map<string, string[]>): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\]\(([\w./-]+\.md)(?:#([\w-]+))?\)/g)) {
    const [, target = '', hash] = m;
    const page = relative('docs', join(dirname(path), target));
    const heads = docs.get(page);
    if (!heads) out.push(`${path}: links to ${target}, which does not exist`);
    else if (hash !== undefined && !heads.some((h) => anchor(h) === hash)) out.push(`${path}: ${target} has no heading #${hash}`);
  }
  return out;
}

describe('the repository cites only itself', () => {
  const docs = headings();
  const files = [
    ...['src', 'tests', 'bench', 'scripts', 'docs', 'public'].flatMap((d) => walk(d, SOURCE)),
    ...readdirSync(ROOT).filter((n) => SOURCE.test(n) && statSync(join(ROOT, n)).isFile()),
  ].filter((f) => f !== join('tests', 'docs.test.ts')); // its own examples of bad citations are on purpose

  it('holds the docs the code cites', () => {
    for (const page of [
      'README.md',
      'architecture.md',
      'house-rules.md',
      'games/festival-charter.md',
      'games/ribbon-fair.md',
      'games/horse-fair.md',
      'games/red-blue-gold.md',
    ]) {
      expect(docs.has(page), `docs/${page}`).toBe(true);
    }
  });

  it('no file cites a path outside the repository, a docs page that does not exist, or a heading it lacks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((f) => problems(f, readFileSync(join(ROOT, f), 'utf8'), docs))).toEqual([]);
  });

  it('every path a comment or a doc cites is in the repository', () => {
    expect(files.flatMap((f) => pathProblems(f, readFileSync(join(ROOT, f), 'utf8')))).toEqual([]);
  });

  it('the path check catches a path that moved, and passes one that is there', () => {
    expect(pathProblems('src/app/shell/x.ts', '// see src/app/PwaBar.tsx')).toHaveLength(1);
    expect(pathProblems('src/app/shell/x.ts', '/** see pwa/PwaBar.tsx and src/app/pwa/PwaBar.tsx */')).toEqual([]);
    expect(pathProblems('docs/x.md', 'the table `views/Nowhere.tsx`')).toHaveLength(1);
    expect(pathProblems('src/x.ts', "const f = 'views/Nowhere.tsx'; // a string is data")).toEqual([]);
  });

  it("the architecture's layers are the folders of src/", () => {
    const arch = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    const block = /## Layers[\s\S]*?```\n([\s\S]*?)```/.exec(arch)?.[1] ?? '';
    const layers = [...block.matchAll(/^(\w+)\/\s/gm)].map((m) => m[1]).sort();
    const folders = readdirSync(join(ROOT, 'src'))
      .filter((f) => statSync(join(ROOT, 'src', f)).isDirectory())
      .sort();
    expect(layers).toEqual(folders);
  });

  it('every link between docs pages reaches its page and heading', () => {
    expect(walk('docs', /\.md$/).flatMap((f) => linkProblems(f, readFileSync(join(ROOT, f), 'utf8'), docs))).toEqual([]);
  });

  it('the check itself catches each kind of bad citation', () => {
    const bad = [
      'RUL' + 'INGS.md "Horse Fair"',
      'see' + 'ds/003 "Game End"',
      '../' + 'shared/notes.md',
      'docs/games/chess.md',
      'docs/games/horse-fair.md, "Endgame"',
      'docs/house-rules.md#nowhere',
    ];
    for (const line of bad) expect(problems('x.ts', `// ${line}`, docs), line).toHaveLength(1);
    const good = [
      'docs/games/horse-fair.md, "Game End"',
      'docs/house-rules.md "Horse Fair", "Out of cards"',
      'docs/games/ribbon-fair.md: "for 3 to 8 players"',
      'docs/house-rules.md#horse-fair',
    ];
    for (const line of good) expect(problems('x.ts', `// ${line}`, docs), line).toEqual([]);
  });
});
