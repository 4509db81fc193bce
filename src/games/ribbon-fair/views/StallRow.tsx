/**
 * The stalls along the board's edge (docs/games/ribbon-fair.md, "A round": a column per stall with its ribbon
 * count and the ribbons it has won; the gold frame round the stalls the table waits on): each stall a small
 * tile with its name whole (on a line of its own, sized by its length, wrapping to a second line at most), a rosette
 * drawn for each ribbon won and its count against the target, the judge's
 * rosette, a face-down card once it has pinned, and "Waiting" (or "Your move") in its gold frame. Gone
 * stalls stay, marked. Each ribbon's words are in the Standings sheet (Sheets.tsx), read full size there.
 */
import type { RfView, StallView } from '../types';
import { Rosette } from './Rosette';

/** Rosettes drawn in a tile before the rest is a count ("+3"). */
const DRAWN = 4;

/** A tag on a tile: its mark, and its word where the tile has room for it (a narrow tile shows the mark alone). */
function Tag({ class: cls, mark, word }: { class: string; mark: string; word: string }) {
  return (
    <span class={`rf-tag ${cls}`}>
      {mark}
      <span class="rf-tag-word"> {word}</span>
    </span>
  );
}

function Tile({ stall, target, mine }: { stall: StallView; target: number; mine: boolean }) {
  const n = stall.won.length;
  const label = `${stall.name}: ${n} of ${target} ribbons${stall.judge && !stall.gone ? ', holds the rosette' : ''}${stall.gone ? ', left the fair' : ''}${stall.pinned ? ', has pinned' : ''}${stall.waiting ? ', the table is waiting on this stall' : ''}`;
  return (
    <li class={`rf-stall${stall.waiting ? ' waiting' : ''}${stall.gone ? ' rf-gone' : ''}`} aria-label={label}>
      <div class="rf-stall-top" aria-hidden="true" style={`--name-len: ${Math.max(3, [...stall.name].length)}`}>
        <span class="rf-stall-name">{stall.name}</span>
        {/* The count on the name's line in the entries' phases, when the rosettes' line gives its height to the cloth. */}
        <span class="rf-stall-count rf-stall-count-top">
          {n}/{target}
        </span>
      </div>
      <div class="rf-stall-won" aria-hidden="true">
        {stall.judge && !stall.gone && <Rosette size={14} class="rf-rosette-judge" />}
        {stall.won.slice(0, n > DRAWN ? DRAWN - 1 : DRAWN).map((c) => (
          <Rosette key={c.text} size={16} />
        ))}
        {n > DRAWN && <span class="rf-stall-more">+{n - DRAWN + 1}</span>}
        {n === 0 && <Rosette size={16} class="rf-rosette-empty" />}
        <span class="rf-stall-count">
          {n}/{target}
        </span>
      </div>
      <div class="rf-tags" aria-hidden="true">
        {stall.judge && !stall.gone && <Tag class="rf-tag-judge" mark="✿" word="Judge" />}
        {stall.gone && <Tag class="" mark="✕" word="Gone" />}
        {stall.pinned && <Tag class="rf-tag-pinned" mark="▣" word="Pinned" />}
        {stall.waiting && <Tag class="rf-tag-wait" mark="◷" word={mine ? 'Your move' : 'Waiting'} />}
      </div>
    </li>
  );
}

/** Props of {@link StallRow}. */
export interface StallRowProps {
  view: RfView;
}

/** Every stall at the fair as a row of tiles on the board. */
export function StallRow({ view }: StallRowProps) {
  const me = view.you?.seat ?? null;
  return (
    <ul class={`rf-stalls rf-stalls-${view.stalls.length}`} aria-label="Stalls" data-board="stalls">
      {view.stalls.map((s) => (
        <Tile key={s.seat} stall={s} target={view.target} mine={s.seat === me} />
      ))}
    </ul>
  );
}
