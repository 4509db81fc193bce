/**
 * The standings under the ribbon (docs/games/ribbon-fair.md, "A round"): a column per stall with its ribbon
 * count and the ribbons it has won, a gold frame (class "rf-col-waiting") around the stalls the table waits on,
 * gone stalls marked. Hover, focus, or press and hold a won ribbon to read it full size.
 */
import { useRef, useState } from 'preact/hooks';
import type { Card, RfView, StallView } from '../types';
import { PaintedCard } from './PaintedCard';
import { Icon } from '../../../ui/Icon';

/** How long a press must be held to show a ribbon full size (ms). */
const HOLD_MS = 350;

function WonRibbon({ card, index, count, onShow, onHide }: { card: Card; index: number; count: number; onShow(): void; onHide(): void }) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  return (
    <button
      type="button"
      class="btn"
      aria-label={`Ribbon ${index + 1} of ${count}: ${card.text}. Show full size`}
      onMouseEnter={onShow}
      onMouseLeave={onHide}
      onFocus={onShow}
      onBlur={onHide}
      onClick={onShow}
      onPointerDown={() => {
        clear();
        timer.current = setTimeout(onShow, HOLD_MS);
      }}
      onPointerUp={clear}
      onPointerCancel={() => {
        clear();
        onHide();
      }}
      onContextMenu={(e) => e.preventDefault()}
    >
      <Icon name="rosette" /> {card.text}
    </button>
  );
}

function Column({ stall, target, mine, onShow, onHide }: { stall: StallView; target: number; mine: boolean; onShow(c: Card): void; onHide(): void }) {
  const n = stall.won.length;
  return (
    <li
      class={`rf-col${stall.waiting ? ' rf-col-waiting' : ''}${stall.gone ? ' rf-col-gone' : ''}`}
      aria-label={`${stall.name}: ${n} of ${target} ribbons${stall.gone ? ', left the fair' : ''}${stall.waiting ? ', the table is waiting on this stall' : ''}`}
    >
      <div class="rf-col-name">{stall.name}</div>
      <div class="rf-col-count" aria-hidden="true">
        {n} / {target}
      </div>
      <div class="rf-tags">
        {stall.judge && !stall.gone && <span class="rf-tag">✿ Judge</span>}
        {stall.gone && <span class="rf-tag">✕ Gone</span>}
        {stall.pinned && <span class="rf-tag">▣ Pinned</span>}
        {stall.waiting && <span class="rf-tag rf-tag-wait">◷ {mine ? 'Your move' : 'Waiting'}</span>}
      </div>
      {n > 0 && (
        <div class="rf-won">
          {stall.won.map((c, i) => (
            <WonRibbon key={c.text} card={c} index={i} count={n} onShow={() => onShow(c)} onHide={onHide} />
          ))}
        </div>
      )}
    </li>
  );
}

/** Props of {@link Standings}. */
export interface StandingsProps {
  view: RfView;
}

/** The standings columns, and the won ribbon being read full size (if any). */
export function Standings({ view }: StandingsProps) {
  const [shown, setShown] = useState<Card | null>(null);
  const me = view.you?.seat ?? null;
  return (
    <section aria-label="Standings">
      <ul class="rf-standings">
        {view.stalls.map((s) => (
          <Column key={s.seat} stall={s} target={view.target} mine={s.seat === me} onShow={setShown} onHide={() => setShown(null)} />
        ))}
      </ul>
      {shown !== null && (
        <div role="status" aria-label={`Ribbon full size: ${shown.text}`}>
          <PaintedCard card={shown} kind="ribbon" big />
          <button type="button" class="btn btn-block" onClick={() => setShown(null)}>
            Close
          </button>
        </div>
      )}
    </section>
  );
}
