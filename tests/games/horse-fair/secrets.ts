/** What a Horse Fair viewer must not see, for the shelf-wide contract test: other hands and the draw pile. */
import type { Viewer } from '../../../src/engine/types';
import { def } from '../../../src/games/horse-fair/def';
import type { HfOptions, HfState } from '../../../src/games/horse-fair/types';
import { cardsIn } from './helpers';

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
