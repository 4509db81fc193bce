// Bundled by bench/run.mjs so the rules can be played in Node for the throughput figures.
export { game as festivalCharter } from '../src/games/festival-charter/index';
export { game as ribbonFair } from '../src/games/ribbon-fair/index';
export { game as horseFair } from '../src/games/horse-fair/index';
export { game as redBlueGold } from '../src/games/red-blue-gold/index';
export { makeRandom } from '../src/engine/rng';
export { randomGame } from '../tests/e2e/support/random-game';
