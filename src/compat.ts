/**
 * What the app needs of the platform and a 2021–2022 phone browser may lack (the build's target,
 * es2022, turns newer syntax into older but adds no missing functions): `Object.hasOwn` and
 * `Array.prototype.at` (Safari before 15.4, Chrome before 93, Firefox before 92), from core-js,
 * installed only where missing. `crypto.randomUUID` falls back (storage/ids.ts), `structuredClone` in storage/kv.ts
 * and `Intl.Segmenter` in engine/names.ts. Loaded by the main script only where one of the two is missing.
 */
import 'core-js/modules/es.object.has-own.js';
import 'core-js/modules/es.array.at.js';
