/**
 * Pairing codes (docs/architecture.md, "Several phones"): the table phone's offer and the guest phone's answer, each a
 * WebRTC session description cut down to what a data channel needs, with the seat and its one-time pairing
 * secret, deflated (fflate) and written as base64url text for a QR code or a copy-and-paste.
 */
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import type { Seat } from '../engine/types';

/** What a pairing code says: which side made it, for which seat, with which secret, and its session description. */
export interface PairingCode {
  /** `'offer'`: made by the table phone for a seat; `'answer'`: the guest phone's reply to that offer. */
  kind: 'offer' | 'answer';
  /** The seat the code is bound to. */
  seat: Seat;
  /** The one-time pairing secret of this invitation (base64url, 16 random bytes). */
  secret: string;
  /** The session description (SDP), already cut down by {@link trimSdp}. */
  sdp: string;
}

/** A parse result: the value, or a message for the player (chessops' `parseFen` style). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** The start of every code, so a wrong QR code (a web address, a Wi-Fi code) is told apart at once. */
export const CODE_PREFIX = 'FG1.';
/** The longest code text read (characters): far above a real code (a few hundred), so a pasted book is refused unread. */
export const MAX_CODE_CHARS = 4000;
/** The longest session description accepted once inflated (characters). */
const MAX_SDP_CHARS = 8000;

/** Session description lines a data channel does without; the rest is kept as the browser wrote it. */
const DROP = [/^a=extmap-allow-mixed/, /^a=msid-semantic/, /^a=ice-options/, /^a=candidate:\S+ \d+ tcp /i];

/**
 * The session description with the lines a data channel does not need removed (TCP candidates, extension
 * notes), and the candidates' optional tail (generation, network id and cost) cut. Never throws.
 */
export function trimSdp(sdp: string): string {
  return sdp
    .split(/\r?\n/)
    .filter((line) => line !== '' && !DROP.some((re) => re.test(line)))
    .map((line) => (line.startsWith('a=candidate:') ? line.replace(/ (generation|network-id|network-cost|ufrag) \S+/g, '') : line))
    .join('\r\n')
    .concat('\r\n');
}

/** Bytes as base64url text, no padding. */
function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url text as bytes; null when it is not base64url. */
function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const s = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4));
    return Uint8Array.from(s, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A new one-time pairing secret: 16 random bytes from the browser's cryptography, as base64url. */
export function newSecret(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}

/** The code text for `code` (prefix + base64url of the deflated fields); the SDP is trimmed first. */
export function encodeCode(code: PairingCode): string {
  const fields = [code.kind === 'offer' ? 'o' : 'a', code.seat, code.secret, trimSdp(code.sdp)];
  return CODE_PREFIX + toBase64Url(deflateSync(strToU8(JSON.stringify(fields)), { level: 9 }));
}

/**
 * Reads a code text (spaces and line breaks, as a copy-and-paste may add, are ignored).
 * Never throws: a text that is not a Fairground code, is damaged, or is too long gives a message instead.
 */
export function decodeCode(text: string): Parsed<PairingCode> {
  const bad = { ok: false, error: 'This is not a Fairground pairing code. Scan the code on the other phone again, or copy all of its text.' } as const;
  const t = text.replace(/\s+/g, '');
  if (t.length > MAX_CODE_CHARS) return { ok: false, error: 'This text is far too long to be a pairing code.' };
  if (!t.startsWith(CODE_PREFIX)) return bad;
  const bytes = fromBase64Url(t.slice(CODE_PREFIX.length));
  if (bytes === null || bytes.length === 0) return bad;
  let fields: unknown;
  try {
    const raw = inflateSync(bytes);
    if (raw.length > MAX_SDP_CHARS) return bad;
    fields = JSON.parse(strFromU8(raw));
  } catch {
    return bad;
  }
  if (!Array.isArray(fields) || fields.length !== 4) return bad;
  const [k, seat, secret, sdp] = fields as unknown[];
  if ((k !== 'o' && k !== 'a') || typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat > 99) return bad;
  if (typeof secret !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(secret)) return bad;
  if (typeof sdp !== 'string' || !sdp.startsWith('v=0')) return bad;
  return { ok: true, value: { kind: k === 'o' ? 'offer' : 'answer', seat, secret, sdp } };
}
