// Bundled by bench/run.mjs so the rules can be played in Node for the throughput figures.
export { game as festivalCharter } from '../src/games/festival-charter/index';
export { makeRandom } from '../src/engine/rng';
