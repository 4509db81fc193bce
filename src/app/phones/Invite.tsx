import { messageOf } from '../../engine/errors';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Seat } from '../../engine/types';
import { decodeCode, encodeCode, newSecret } from '../../net/code';
import type { TablePhones } from '../../net/host';
import { makeOffer, type Offer } from '../../net/link';
import { CodeText, PasteCode } from './CodeText';
import { QrCode } from './QrCode';
import { Scanner } from './Scanner';
import { ErrorBar } from '../../ui/ErrorBar';

/** Props of {@link Invite}. */
export interface InviteProps {
  phones: TablePhones;
  /** The players now, in seat order (at setup they may change while the invitation is open). */
  players: readonly string[];
  /** The player invited: the invitation is theirs wherever they sit, never a seat number's. */
  name: string;
  /** Seats no phone may join: the bots' (and, at setup, the seats with no name yet). */
  bots: readonly Seat[];
  onClose(): void;
}

type Step = { at: 'making' } | { at: 'showing'; code: string } | { at: 'joining' } | { at: 'slow' } | { at: 'failed'; error: string };

/** How long the link may take to open before the players are told what to try (ms). */
const SLOW_MS = 6000;

/** The seat of the person named `name` in `players` now, or null when none (removed, renamed, a bot, or two of that name). */
function personSeat(players: readonly string[], bots: readonly Seat[], name: string): Seat | null {
  const seats = players.flatMap((n, s) => (n === name && !bots.includes(s) ? [s] : []));
  return seats.length === 1 ? (seats[0] ?? null) : null;
}

/**
 * *Invite a phone* for one player, on the table phone: shows the offer as a QR code (and its text), then scans the
 * guest phone's answer (or takes its pasted text). The answer must carry this invitation's one-time secret and
 * seat, so a stranger on the same hotspot cannot take the seat. The invitation is the player's: when the seats are
 * reordered while it is open the phone joins its player wherever they sit, and when its player is removed, renamed
 * or made a bot the invitation is given up and says so. Once the link is open the player's seat is the phone's.
 */
export function Invite({ phones, players, name, bots, onClose }: InviteProps) {
  const [step, setStep] = useState<Step>({ at: 'making' });
  const [wrong, setWrong] = useState<string | null>(null);
  const offer = useRef<{ offer: Offer; secret: string; seat: Seat } | null>(null);
  // Each new invitation made here (*Make a new invitation*) is a new round; a join of an earlier round that ends late
  // is let go unseen.
  const [round, setRound] = useState(0);
  const roundNow = useRef(0);
  roundNow.current = round;
  const seatNow = personSeat(players, bots, name);
  const gone = `${name} is not a player at this table any more (removed, renamed or made a bot), so this invitation is given up. Close it and invite a phone for the player as the seats are now.`;
  useEffect(() => {
    const seat = personSeat(players, bots, name);
    if (seat === null) return;
    let live = true;
    const secret = newSecret();
    makeOffer().then(
      (o) => {
        if (!live) return o.close();
        offer.current = { offer: o, secret, seat };
        setStep({ at: 'showing', code: encodeCode({ kind: 'offer', seat, secret, sdp: o.sdp }) });
      },
      (e: unknown) => live && setStep({ at: 'failed', error: messageOf(e) }),
    );
    return () => {
      live = false;
      // Left before the phone joined: the invitation is given up (a joined phone's link is its player's now).
      offer.current?.offer.close();
      offer.current = null;
    };
  }, [name, seatNow !== null, round]);

  /** A new invitation in place of this one (its answer was stale, or the link never opened). */
  const again = () => {
    setWrong(null);
    setStep({ at: 'making' });
    setRound((r) => r + 1);
  };

  const answered = (text: string) => {
    const o = offer.current;
    if (!o) return;
    if (personSeat(players, bots, name) === null) return setWrong(gone);
    const code = decodeCode(text);
    if (!code.ok) return setWrong(code.error);
    if (code.value.kind !== 'answer') return setWrong('That is a table’s invitation, not a phone’s answer. Scan the code the guest phone shows.');
    if (phones.used(code.value.secret))
      return setWrong(
        `That answer is for an invitation already used: each invitation joins one phone. On ${name}’s phone, choose Start again and scan this invitation.`,
      );
    if (code.value.seat !== o.seat || code.value.secret !== o.secret)
      return setWrong(`That answer is for another invitation or another table. On ${name}’s phone, choose Start again and scan this invitation.`);
    setWrong(null);
    setStep({ at: 'joining' });
    const mine = round;
    // The link opens within a second or two on one hotspot; past that, the players are told what to try.
    const slow = setTimeout(() => setStep((st) => (st.at === 'joining' ? { at: 'slow' } : st)), SLOW_MS);
    o.offer.accept(code.value.sdp).then(
      (wire) => {
        clearTimeout(slow);
        if (roundNow.current !== mine) return wire.close();
        offer.current = null;
        const refused = phones.join(name, o.secret, wire);
        if (refused === null) onClose();
        else setStep({ at: 'failed', error: refused });
      },
      (e: unknown) => {
        clearTimeout(slow);
        if (roundNow.current === mine) setStep({ at: 'failed', error: messageOf(e) });
      },
    );
  };

  return (
    <section class="panel invite" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite {name}’s phone</h2>
      {seatNow === null && step.at !== 'failed' ? (
        <p class="error-bar" role="alert">
          {gone}
        </p>
      ) : (
        <InviteSteps step={step} name={name} wrong={wrong} answered={answered} edited={() => setWrong(null)} again={again} />
      )}
      <button type="button" class="btn" onClick={onClose}>
        Close
      </button>
    </section>
  );
}

/** Props of {@link InviteSteps}. */
interface InviteStepsProps {
  step: Step;
  name: string;
  wrong: string | null;
  answered(text: string): void;
  /** The answer's text was changed: the message about the last one goes. */
  edited(): void;
  /** Makes a new invitation in place of this one. */
  again(): void;
}

/** The invitation's steps: making it, its code and the answer's scanner, joining, and what went wrong. */
function InviteSteps({ step, name, wrong, answered, edited, again }: InviteStepsProps) {
  return (
    <>
      {step.at === 'making' && <p aria-busy="true">Making the invitation…</p>}
      {step.at === 'failed' && (
        <>
          <ErrorBar message={step.error} />
          <button type="button" class="btn btn-primary btn-block" onClick={again}>
            Make a new invitation
          </button>
        </>
      )}
      {step.at === 'joining' && <p aria-busy="true">Joining {name}’s phone…</p>}
      {step.at === 'slow' && (
        <>
          <p class="error-bar" role="alert">
            {name}’s phone has not answered yet. Keep both phones on the same hotspot or Wi-Fi with their screens on; if nothing comes, make a new invitation
            and scan it on {name}’s phone (Start again there).
          </p>
          <button type="button" class="btn btn-primary btn-block" onClick={again}>
            Make a new invitation
          </button>
        </>
      )}
      {step.at === 'showing' && (
        <>
          <p>
            1. On {name}’s phone, open Fairground (on the same hotspot or Wi-Fi) and choose <strong>Join a table</strong>, then scan this code.
          </p>
          <QrCode text={step.code} label={`Invitation code for ${name}’s phone`} />
          <CodeText id="invite-code" text={step.code} />
          <p>2. Then scan the code {name}’s phone shows.</p>
          <Scanner label={`Camera for ${name}’s answer`} onCode={answered} />
          <PasteCode id="invite-answer" label={`Or paste the text of ${name}’s answer`} onCode={answered} onEdit={edited} />
          <ErrorBar message={wrong} />
        </>
      )}
    </>
  );
}
