import { useEffect, useRef, useState } from 'preact/hooks';
import type { Seat } from '../../engine/types';
import type { TablePhones as Phones } from '../../net/host';
import { lazyScreen } from '../shell/lazy';
import { ErrorBar } from '../../ui/ErrorBar';
import { Icon } from '../../ui/Icon';

const Invite = lazyScreen('invitation', () => import('./Invite').then((m) => m.Invite));

/** Props of {@link TablePhones}. */
export interface TablePhonesProps {
  phones: Phones;
  players: readonly string[];
  /** Seats no phone is invited for: the bots' (and, at setup, the seats with no name yet). */
  bots: readonly Seat[];
  /**
   * True in a game's top bar: a phone button whose panel opens over the board. Otherwise (the setup
   * screen) a panel in the page's flow, its summary in words.
   */
  inBar?: boolean;
}

/**
 * The table's phones ({@link TablePhonesProps.inBar}: in a game a phone button in the top bar whose panel
 * opens over the board, at setup a panel in the page): *Invite a phone* for a seat, which phones are here or away,
 * and *Take back into the handover* for a seat whose phone is away (or is to be passed round again), and the last
 * phone let go and why. Whom the table waits on among the phones is in sight above the board (PhoneMarks).
 */
export function TablePhones({ phones, players, bots, inBar = false }: TablePhonesProps) {
  const joined = phones.phones.value;
  // The player being invited, by name: the invitation follows them if the seats change while it is open.
  const [inviting, setInviting] = useState<string | null>(null);
  const free = players.map((_, s) => s).filter((s) => !bots.includes(s) && joined.get(s) !== 'here');
  const [pick, setPick] = useState<Seat>(free[0] ?? 0);
  const seat = free.includes(pick) ? pick : (free[0] ?? null);
  const name = (s: Seat) => players[s] ?? '';
  const panel = useRef<HTMLDetailsElement>(null);
  // In the bar the panel lies over the board like a menu: a tap anywhere else, or Escape, puts it away.
  useEffect(() => {
    if (!inBar) return;
    const away = (e: Event) => {
      const d = panel.current;
      if (d?.open && e.target instanceof Node && !d.contains(e.target)) d.open = false;
    };
    const escape = (e: KeyboardEvent) => {
      const d = panel.current;
      if (e.key === 'Escape' && d?.open) {
        d.open = false;
        d.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', away, true);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away, true);
      document.removeEventListener('keydown', escape);
    };
  }, [inBar]);
  const invite = inviting !== null && <Invite phones={phones} players={players} name={inviting} bots={bots} onClose={() => setInviting(null)} />;
  if (invite && !inBar) return invite;
  if (invite)
    return (
      <div class="table-phones">
        <div class="phones-over phones-invite">{invite}</div>
      </div>
    );
  const news = phones.notice.value !== null || phones.problem.value !== null;
  const label = `Phones at the table${joined.size > 0 ? ` (${joined.size})` : ''}`;
  // The last phone let go and why, and a problem: at setup above the panel, in a game inside it (the button turns gold).
  const newsLines = (
    <>
      {phones.notice.value && (
        <p class="banner phones-notice" role="status">
          {phones.notice.value}
        </p>
      )}
      <ErrorBar message={phones.problem.value} />
    </>
  );
  return (
    <div class={inBar ? 'table-phones' : 'setup-phones'}>
      {!inBar && newsLines}
      {/* Open by itself only for a problem (a phone going away is marked above the board, a tap from here). */}
      <details ref={panel} class={inBar ? 'phones' : 'panel phones'} open={phones.problem.value !== null ? true : undefined}>
        {/* In the bar a phone and the count, gold while there is news in the panel; its words for screen readers. */}
        {inBar ? (
          <summary class={news ? 'phones-has-news' : undefined} aria-label={label}>
            <Icon name="phone" />
            {joined.size > 0 && <span class="phones-count">{joined.size}</span>}
          </summary>
        ) : (
          <summary>{label}</summary>
        )}
        <div class={inBar ? 'phones-over panel' : 'phones-body'}>
          {inBar && newsLines}
          {inBar && <h2 class="phones-title">Phones at the table</h2>}
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
        </div>
      </details>
    </div>
  );
}
