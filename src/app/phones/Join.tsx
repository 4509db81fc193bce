import { messageOf } from '../../engine/errors';
import { useEffect, useRef, useState } from 'preact/hooks';
import { decodeCode, encodeCode } from '../../net/code';
import { joinAsGuest, type GuestLink } from '../../net/guest';
import { answerOffer, type Answer } from '../../net/link';
import { useScreen } from '../../ui/useScreen';
import { CodeText, PasteCode } from './CodeText';
import { GuestTable } from './GuestTable';
import { QrCode } from './QrCode';
import { Scanner } from './Scanner';
import { ErrorBar } from '../../ui/ErrorBar';
import { HomeLink } from '../shell/HomeLink';

type Step =
  { at: 'scan' } | { at: 'answering' } | { at: 'answer'; code: string; slow: boolean } | { at: 'joined'; link: GuestLink } | { at: 'failed'; error: string };

/** How long this phone waits for the table phone to take its answer before saying what to try (ms). */
const SLOW_MS = 6000;

/** The secrets of the invitations this phone joined the table by (an invitation joins one phone, once). */
const answered = new Set<string>();
const ANSWERED_KEY = 'fairground.answered';

/** Whether this phone joined by the invitation of `secret` before (kept for this tab's life, also over a reload). */
function answeredBefore(secret: string): boolean {
  try {
    for (const s of JSON.parse(sessionStorage.getItem(ANSWERED_KEY) ?? '[]') as unknown[]) if (typeof s === 'string') answered.add(s);
  } catch {
    /* blocked storage: this page's memory only */
  }
  return answered.has(secret);
}

/**
 * Notes that this phone joined by the invitation of `secret`: only once the table phone took its answer, so an answer
 * made again (*Start again*, or after a failed try) for an invitation not yet taken is no "already used".
 */
function noteAnswered(secret: string): void {
  answered.add(secret);
  try {
    sessionStorage.setItem(ANSWERED_KEY, JSON.stringify([...answered].slice(-20)));
  } catch {
    /* blocked storage */
  }
}

/**
 * *Join a table*, on a guest phone: scans the table phone's invitation (or takes its pasted text), shows this
 * phone's answer as a QR code for the table phone to scan, and once the link is open shows the seat's own view.
 * The phone holds nothing the table needs: leaving or losing the link loses nothing, and a new scan joins again.
 */
export function Join() {
  const [step, setStep] = useState<Step>({ at: 'scan' });
  const [wrong, setWrong] = useState<string | null>(null);
  const answer = useRef<Answer | null>(null);
  useScreen('Join a table');
  useEffect(
    () => () => {
      answer.current?.close();
    },
    [],
  );

  const offered = (text: string) => {
    if (step.at !== 'scan') return;
    const code = decodeCode(text);
    if (!code.ok) return setWrong(code.error);
    if (code.value.kind !== 'offer') return setWrong('That is a phone’s answer, not a table’s invitation. Scan the code on the table phone.');
    const { seat, secret } = code.value;
    if (answeredBefore(secret))
      return setWrong('This invitation was already used: each invitation joins one phone, once. Ask the table phone for a new one (Phones at the table).');
    setWrong(null);
    setStep({ at: 'answering' });
    answerOffer(code.value.sdp).then(
      (a) => {
        answer.current = a;
        const answerCode = encodeCode({ kind: 'answer', seat, secret, sdp: a.sdp });
        setStep({ at: 'answer', code: answerCode, slow: false });
        // Not taken within a few seconds: the table phone has not scanned it, or the invitation was another phone's.
        const slow = setTimeout(() => setStep((st) => (st.at === 'answer' && st.code === answerCode ? { ...st, slow: true } : st)), SLOW_MS);
        a.wire.then(
          (wire) => {
            clearTimeout(slow);
            noteAnswered(secret);
            setStep({ at: 'joined', link: joinAsGuest(seat, secret, wire) });
          },
          (e: unknown) => {
            clearTimeout(slow);
            setStep({ at: 'failed', error: messageOf(e) });
          },
        );
      },
      (e: unknown) => setStep({ at: 'failed', error: messageOf(e) }),
    );
  };
  const again = () => {
    answer.current?.close();
    answer.current = null;
    setStep({ at: 'scan' });
  };

  if (step.at === 'joined') return <GuestTable link={step.link} onJoinAgain={again} />;
  return (
    <section class="panel join" aria-labelledby="join-title">
      <h1 id="join-title">Join a table</h1>
      {step.at === 'scan' && (
        <>
          <p>
            On the table phone, a player chooses <strong>Phones at the table</strong>, then <strong>Invite a phone</strong> for your seat. Scan the code it
            shows.
          </p>
          <Scanner label="Camera for the table’s invitation" onCode={offered} />
          <PasteCode id="join-offer" label="Or paste the text of the table’s invitation" onCode={offered} onEdit={() => setWrong(null)} />
        </>
      )}
      {step.at === 'answering' && <p aria-busy="true">Answering the invitation…</p>}
      {step.at === 'answer' && (
        <>
          <p>Now let the table phone scan this code.</p>
          <QrCode text={step.code} label="This phone’s answer code" />
          <CodeText id="join-answer" text={step.code} />
          <p aria-busy="true">Waiting for the table phone…</p>
          {step.slow && (
            <p class="error-bar" role="alert">
              The table phone has not taken this answer yet. Let it scan this code (or paste its text) in its invitation. If another phone already used that
              invitation, choose Start again and scan a new one from the table phone.
            </p>
          )}
        </>
      )}
      {step.at === 'failed' && <ErrorBar message={step.error} />}
      <ErrorBar message={wrong} />
      <div class="btn-row">
        {step.at !== 'scan' && (
          <button type="button" class="btn" onClick={again}>
            Start again
          </button>
        )}
        <HomeLink />
      </div>
    </section>
  );
}
