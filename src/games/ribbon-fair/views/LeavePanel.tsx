/**
 * "A stall leaves" (docs/games/ribbon-fair.md, "Leaving"; docs/house-rules.md "Leaving"): a public table action —
 * pick the stall, then confirm. Only stalls that have not pinned or voted this round are offered. It is a sheet of its
 * own over the board (Sheets.tsx), opened from the board's "A stall leaves" button while pinning and from the menu.
 */
import { useState } from 'preact/hooks';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import type { RfAction, RfView } from '../types';

/** The title of the leaving sheet, as the menu lists it and the board's button opens it. */
export const LEAVE_SHEET = 'A stall leaves';

/** Props of {@link LeavePanel}. */
export interface LeavePanelProps {
  view: RfView;
  onLeave(action: RfAction): void;
}

/** The form of "A stall leaves": which stall, then its confirm button. */
export function LeavePanel({ view, onLeave }: LeavePanelProps) {
  const [seat, setSeat] = useState<number | null>(null);
  const can = view.stalls.filter((s) => s.canLeave);
  const chosen = can.find((s) => s.seat === seat) ?? null;
  if (can.length === 0) return <p class="rf-leave-body">No stall can leave right now: a stall that has pinned or voted waits for the next ribbon.</p>;
  return (
    <div class="stack rf-leave-body">
      <label for="rf-leave-seat">Which stall leaves?</label>
      <select
        id="rf-leave-seat"
        value={seat === null ? '' : String(seat)}
        onChange={(e) => setSeat(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
      >
        <option value="">Pick a stall…</option>
        {can.map((s) => (
          <option key={s.seat} value={String(s.seat)}>
            {s.name}
          </option>
        ))}
      </select>
      <ConfirmButton
        label={chosen === null ? 'Leave the fair' : `${chosen.name} leaves the fair`}
        question={chosen === null ? '' : `${chosen.name} leaves the fair? The ribbons stay on the standings; the hand leaves play. This cannot be taken back.`}
        confirmLabel="Yes, leave"
        danger
        disabled={chosen === null}
        onConfirm={() => {
          if (chosen !== null) onLeave({ type: 'leave', seat: chosen.seat });
          setSeat(null);
        }}
      />
    </div>
  );
}
