/** What a Horse Fair viewer must not see, for the shelf-wide contract test: other hands and the draw pile. */
import type { Viewer } from '../../../src/engine/types';
import { def } from '../../../src/games/horse-fair/def';
import type { HfOptions, HfState } from '../../../src/games/horse-fair/types';

/** Every card-shaped object's id anywhere in `value`. */
function cardsIn(value: unknown, out: number[] = []): number[] {
  if (Array.isArray(value)) value.forEach((v) => cardsIn(v, out));
  else if (value !== null && typeof value === 'object') {
    if ('id' in value && 'horse' in value && 'kind' in value && typeof value.id === 'number') out.push(value.id);
    Object.values(value).forEach((v) => cardsIn(v, out));
  }
  return out;
}

/** The secrets of other seats (and the draw pile) that `viewer`'s view shows: none, when the view is right. */
function leaks(state: HfState, viewer: Viewer): string[] {
  const hidden = new Set([...state.hands.flatMap((h, seat) => (seat === viewer ? [] : h)), ...state.drawPile].map((c) => c.id));
  const v = def.view(state, viewer);
  const out = cardsIn(v)
    .filter((id) => hidden.has(id))
    .map((id) => `card ${id}`);
  if (v.drawCount !== state.drawPile.length) out.push('draw count');
  if (viewer !== 'table' && v.hand?.length !== state.hands[viewer]?.length) out.push('own hand');
  return out;
}

/** Options for `n` players drawn with `random`: both scorings, partnerships where allowed, one or more hands. */
function optionsFor(n: number, random: () => number): HfOptions {
  const base = def.defaultOptions(n);
  const partnership = n === 6 || (n === 4 && random() < 0.5);
  return { ...base, scoring: random() < 0.5 ? 'basic' : 'advanced', partnership, hands: random() < 0.5 ? base.hands : 1 };
}

/** This game's secrets and options, for the shelf-wide contract test. */
export const secrets = { leaks, optionsFor };
