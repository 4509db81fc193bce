// Lint: typescript-eslint's recommended rules, the house rules (no `any`, no non-null `!`), and the
// layers of the architecture (docs/): arrows point down only (app → net, session → games → engine; storage
// beneath session; ui beside games). Each layer's block names the folders it may not import, by the
// import path as written, statically or with import(): every src/ folder name is unique, so a path
// of "../" steps then a layer's folder (`../../storage/kv`) can only mean that layer.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** An import path that climbs out of its folder into one of `layers` (`../storage`, `../../../app/sound`). */
// (Written without a slash, which would end the regular expression in a selector.)
const into = (layers) => `^(\\.\\.\\W)+(${layers.join('|')})(?![\\w-])`;

/** The two rules that keep a layer's imports, static and dynamic, out of `layers`. */
function layer(name, layers, why) {
  const message = `${name} never imports ${layers.join(', ')}: ${why}`;
  return {
    'no-restricted-imports': ['error', { patterns: [{ regex: into(layers), message }] }],
    'no-restricted-syntax': ['error', { selector: `ImportExpression > Literal[value=/${into(layers)}/]`, message }],
  };
}

/** The four game folders (every other file under src/games/ is the shelf's: registry, shelf, contract). */
const GAME_FOLDERS = ['festival-charter', 'ribbon-fair', 'horse-fair', 'red-blue-gold'];
/** An import path that reaches into one game's folder (`../../games/horse-fair/types`). */
const intoAGame = `^(\\.\\.\\W)+games\\W(${GAME_FOLDERS.join('|')})(?![\\w-])`;
/**
 * The screens' fence (docs/architecture.md, "Layers"): a screen reaches storage only through the app's services
 * (`app/shell/services.ts`, which opens the stores, and `app/shell/kept.ts`, the small keepsakes; a type may be named anywhere),
 * and a game only through the shelf (`games/registry`, `games/shelf`, `games/contract`), never by its folder.
 */
function appFence() {
  const storage = 'a screen reaches storage only through app/shell/services.ts (the stores) and app/shell/kept.ts (small keepsakes)';
  const game = 'a screen reaches a game only through the shelf (games/registry, games/shelf), never by its folder';
  return {
    'no-restricted-imports': 'off',
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: into(['storage']), message: storage, allowTypeImports: true },
          { regex: intoAGame, message: game },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: `ImportExpression > Literal[value=/${into(['storage'])}/]`, message: storage },
      { selector: `ImportExpression > Literal[value=/${intoAGame}/]`, message: game },
    ],
  };
}

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'test-output/', 'node_modules/', '.scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      // tsc checks unused names (noUnusedLocals, noUnusedParameters), with `_` for a name kept on purpose.
      // A `let` given a first value that a branch then replaces reads plainly here; tsc checks the rest.
      'no-useless-assignment': 'off',
      // A test that fails on a caught error throws its own message, about what the catch found.
      'preserve-caught-error': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  { files: ['**/*.mjs', '**/*.js', 'bench/**', 'scripts/**'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['src/engine/**'], rules: layer('engine', ['app', 'net', 'session', 'storage', 'games', 'ui'], 'it is the bottom layer') },
  {
    files: ['src/games/**'],
    rules: layer('a game', ['app', 'net', 'session', 'storage'], 'a game is pure rules and views; the session reads and writes for it'),
  },
  { files: ['src/ui/**'], rules: layer('ui', ['app', 'net', 'session', 'storage', 'games'], 'shared pieces take callbacks and props') },
  {
    files: ['src/storage/**'],
    rules: layer('storage', ['app', 'net', 'session', 'games', 'ui'], 'storage keeps game-agnostic records, beneath the session'),
  },
  { files: ['src/session/**'], rules: layer('the session', ['app', 'net', 'ui'], 'the screens and the peer link sit above it') },
  { files: ['src/net/**'], rules: layer('net', ['app', 'ui'], 'the screens sit above the peer link') },
  { files: ['src/app/**'], ignores: ['src/app/shell/services.ts', 'src/app/shell/kept.ts'], rules: appFence() },
  // Type-aware: a promise nobody awaits or handles is an error, in the code and its tests (testing-library's act is
  // synchronous when its callback is).
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': ['error', { allowForKnownSafeCalls: [{ from: 'package', name: 'act', package: 'preact' }] }],
    },
  },
);
