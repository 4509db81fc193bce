/**
 * The stalls along the board's edge (docs/games/ribbon-fair.md, "A round": a column per stall with its ribbon
 * count and the ribbons it has won; the gold frame round the stalls the table waits on): each stall a small
 * tile with its name whole ({@link fitTiles}: on its line, shrunk to the room it has, then on two lines between its
 * words, then on a wider tile; never broken inside a word), a rosette drawn for each ribbon won and its count against
 * the target, the judge's
 * rosette, a face-down card once it has pinned, and "Waiting" (or "Your move") in its gold frame. Gone
 * stalls stay, marked. Each ribbon's words are in the Standings sheet (Sheets.tsx), read full size there.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
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
      <div class="rf-stall-top" aria-hidden="true">
        <span class="rf-stall-name">
          <span class="rf-stall-name-text">{stall.name}</span>
        </span>
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

/**
 * Fits a stall's name to the room its box `box` (`.rf-stall-name`) has on the tile's top line, beside the count where
 * the count rides there: at its own size where it fits on one line, else shrunk in proportion down to the box's
 * `--name-least` (rem), else at that size on lines broken between its words. False when even then a word is wider than
 * the box or the name takes more than two lines: the tile must widen.
 */
function fitName(box: HTMLElement, rem: number): boolean {
  const text = box.firstElementChild;
  if (!(text instanceof HTMLElement)) return true;
  delete box.dataset['wrap'];
  delete box.dataset['cut'];
  // The size is set on the box, so its lines are as tall as the name's letters (two lines of a wrapped name no taller
  // than they must be); the words in it are measured.
  box.style.fontSize = '';
  // Boxes, not clientWidth: a name a fraction of a pixel too wide would be ellipsized.
  const room = box.getBoundingClientRect().width;
  const width = text.getBoundingClientRect().width;
  if (room <= 0 || width <= room) return true;
  const most = parseFloat(getComputedStyle(box).fontSize);
  const least = (parseFloat(getComputedStyle(box).getPropertyValue('--name-least')) || 0.7) * rem;
  const size = most * (room / width) * 0.98;
  if (size >= least) {
    box.style.fontSize = `${size}px`;
    return true;
  }
  box.style.fontSize = `${least}px`;
  box.dataset['wrap'] = '';
  return box.scrollWidth <= box.clientWidth + 0.5 && text.getClientRects().length <= 2;
}

/**
 * Keeps every stall's name whole on its tile in `tiles`: a name that does not fit its tile ({@link fitName}) widens the
 * tile to two columns, then to the whole row (the tiles after it move on, in seat order); a single word too long even
 * for the whole row stays on one line, ellipsized, as the last resort (the tile's label says it whole). True when a
 * tile was widened.
 */
function fitNames(tiles: readonly HTMLElement[], rem: number): boolean {
  // Marked in data attributes, which the tiles' own renders leave alone (their class changes with the phase).
  for (const tile of tiles) delete tile.dataset['span'];
  let widened = false;
  for (const tile of tiles) {
    const box = tile.querySelector<HTMLElement>('.rf-stall-name');
    if (!box || fitName(box, rem)) continue;
    widened = true;
    tile.dataset['span'] = 'two';
    if (fitName(box, rem)) continue;
    tile.dataset['span'] = 'row';
    if (fitName(box, rem)) continue;
    delete box.dataset['wrap'];
    box.dataset['cut'] = '';
  }
  return widened;
}

/**
 * Fits the names on the stalls' tiles in the row `list` ({@link fitNames}). Where tiles widened for their names give
 * the row more lines than the board has room for (it would scroll), every tile takes one line, as in the entries'
 * phases on a short board: the count beside the name, the rosettes' line and the tags away (the tile's label says
 * them), and the names are fitted again. Only where the board still has no room for them (eight names of twenty
 * letters and more at 360 × 640) does a widened tile go back to one column, its name on two lines at the least size
 * between its words, each word too long for the line ellipsized (`data-cut`), the longest name first, until the board
 * fits: the last resort, never a word broken.
 */
function fitTiles(list: HTMLElement): void {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const tiles = [...list.querySelectorAll<HTMLElement>('.rf-stall')];
  delete list.dataset['compact'];
  if (!fitNames(tiles, rem)) return;
  // A board that scrolls by design (very large text) lets the widened tiles take their rows.
  if (getComputedStyle(list).getPropertyValue('--board-scrolls').trim() === '1') return;
  const board = list.closest('.rf-board');
  const overflows = () => board !== null && board.scrollHeight > board.clientHeight + 1;
  if (!overflows()) return;
  list.dataset['compact'] = '';
  fitNames(tiles, rem);
  const widened = tiles.filter((t) => t.dataset['span'] !== undefined).sort((a, b) => (b.textContent ?? '').length - (a.textContent ?? '').length);
  for (const tile of widened) {
    if (!overflows()) return;
    const box = tile.querySelector<HTMLElement>('.rf-stall-name');
    if (!box) continue;
    delete tile.dataset['span'];
    box.dataset['wrap'] = '';
    box.dataset['cut'] = '';
    box.style.fontSize = `${(parseFloat(getComputedStyle(box).getPropertyValue('--name-least')) || 0.7) * rem}px`;
  }
}

/** Props of {@link StallRow}. */
export interface StallRowProps {
  view: RfView;
}

/** Every stall at the fair as a row of tiles on the board. */
export function StallRow({ view }: StallRowProps) {
  const me = view.you?.seat ?? null;
  const list = useRef<HTMLUListElement>(null);
  // What the names' room depends on: the names, and the phase (in the entries' phases the count shares their line).
  const shape = `${view.phase}|${view.stalls.map((s) => s.name).join('|')}`;
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    // What the names are fitted to: the row's width, the text's size and the columns (fewer at very large text).
    const room = () => `${el.clientWidth}|${getComputedStyle(document.documentElement).fontSize}|${getComputedStyle(el).getPropertyValue('--cols')}`;
    let fitted = '';
    const again = () => {
      fitted = room();
      fitTiles(el);
    };
    again();
    // The row changes size with the window and the text (its own tiles widening change only its height): the names
    // are fitted again when what they are fitted to has changed.
    const watch =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (room() !== fitted) again();
          });
    watch?.observe(el);
    addEventListener('resize', again);
    // Drawn before the fonts were ready, the names are measured again once they are.
    void document.fonts?.ready.then(again);
    return () => {
      watch?.disconnect();
      removeEventListener('resize', again);
    };
  }, [shape]);
  return (
    <ul ref={list} class={`rf-stalls rf-stalls-${view.stalls.length}`} aria-label="Stalls" data-board="stalls">
      {view.stalls.map((s) => (
        <Tile key={s.seat} stall={s} target={view.target} mine={s.seat === me} />
      ))}
    </ul>
  );
}
