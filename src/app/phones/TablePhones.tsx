import { useState } from 'preact/hooks';
import type { Seat } from '../../engine/types';
import type { TablePhones as Phones } from '../../net/host';
import { lazyScreen } from '../shell/lazy';
import { ErrorBar } from '../../ui/ErrorBar';

const Invite = lazyScreen('invitation', () => import('./Invite').then((m) => m.Invite));

/** Props of {@link TablePhones}. */
export interface TablePhonesProps {
  phones: Phones;
  players: readonly string[];
  /** Seats no phone is invited for: the bots' (and, at setup, the seats with no name yet). */
  bots: readonly Seat[];
}

/**
 * The table's phones, one tap away under the board: *Invite a phone* for a seat, which phones are here or away,
 * and *Take back into the handover* for a seat whose phone is away (or is to be passed round again), and the last
 * phone let go and why. Whom the table waits on among the phones is in sight above the board (PhoneMarks).
 */
export function TablePhones({ phones, players, bots }: TablePhonesProps) {
  const joined = phones.phones.value;
  // The player being invited, by name: the invitation follows them if the seats change while it is open.
  const [inviting, setInviting] = useState<string | null>(null);
  const free = players.map((_, s) => s).filter((s) => !bots.includes(s) && joined.get(s) !== 'here');
  const [pick, setPick] = useState<Seat>(free[0] ?? 0);
  const seat = free.includes(pick) ? pick : (free[0] ?? null);
  const away = [...joined].filter(([, st]) => st === 'away').map(([s]) => s);
  const name = (s: Seat) => players[s] ?? '';
  if (inviting !== null) return <Invite phones={phones} players={players} name={inviting} bots={bots} onClose={() => setInviting(null)} />;
  return (
    <>
      {phones.notice.value && (
        <p class="banner phones-notice" role="status">
          {phones.notice.value}
        </p>
      )}
      <ErrorBar message={phones.problem.value} />
      <details class="panel phones" open={away.length > 0}>
        <summary>Phones at the table{joined.size > 0 ? ` (${joined.size})` : ''}</summary>
        <p class="muted">Players can make their moves on their own phones, on this phone’s hotspot or any Wi-Fi, with no internet.</p>
        {joined.size > 0 && (
          <ul class="phones-list">
            {[...joined].map(([s, st]) => (
              <li key={s}>
                <span>
                  {name(s)}: {st === 'here' ? 'on their phone' : 'phone away'}
                </span>
                <button type="button" class="btn" onClick={() => phones.takeBack(s)}>
                  Take {name(s)} back into the handover
                </button>
                {st === 'away' && (
                  <button type="button" class="btn" onClick={() => setInviting(name(s))}>
                    Invite {name(s)}’s phone again
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {seat !== null && (
          <div class="btn-row">
            <label for="invite-seat">Seat</label>
            <select id="invite-seat" value={seat} onChange={(e) => setPick(Number(e.currentTarget.value))}>
              {free.map((s) => (
                <option key={s} value={s}>
                  {name(s)}
                </option>
              ))}
            </select>
            <button type="button" class="btn btn-primary" onClick={() => setInviting(name(seat))}>
              Invite a phone
            </button>
          </div>
        )}
      </details>
    </>
  );
}
