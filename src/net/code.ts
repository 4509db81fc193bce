/**
 * Pairing codes (docs/architecture.md, "Several phones"): the table phone's offer and the guest phone's answer, each a
 * WebRTC session description cut down to what a data channel needs, with the seat and its one-time pairing
 * secret, deflated (fflate) and written as base64url text for a QR code or a copy-and-paste.
 */
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { okay, refused, type Result } from '../engine/result';
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

/**
 * The start of every code, so a wrong QR code (a web address, a Wi-Fi code) is told apart at once; its number is
 * the codes' version (1 had no check bytes), so a code from another version of the app is named as such.
 */
export const CODE_PREFIX = 'FG2.';
/** Any version's start: `FG`, its number, a dot. */
const ANY_PREFIX = /^FG(\d{1,3})\./;
/** How many check bytes end a code (FNV-1a of the deflated fields): a damaged code is told from one made otherwise. */
const CHECK_BYTES = 4;

/** What a player reads for each way a code can be wrong (never the browser's own text). */
export const CODE_ERRORS = {
  notACode: 'This is not a Fairground pairing code. Scan the code on the other phone again, or copy all of its text.',
  damaged: 'This code is damaged: a character is wrong or missing. Scan it again, or copy all of its text.',
  tooLong: 'This text is far too long to be a pairing code.',
  otherVersion: 'This code was made by another version of Fairground. Update the app on both phones (open it online once), then make a new invitation.',
} as const;
/** The longest code text read (characters): far above a real code (a few hundred), so a pasted book is refused unread. */
export const MAX_CODE_CHARS = 4000;
/** The longest session description accepted once inflated (characters). */
const MAX_SDP_CHARS = 8000;

/** FNV-1a (32 bits) of `bytes`, as 4 bytes: the code's check (not a secret: the pairing secret and DTLS are). */
function check(bytes: Uint8Array): Uint8Array {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return Uint8Array.of(h >>> 24, (h >>> 16) & 255, (h >>> 8) & 255, h & 255);
}

/** Whether `sdp` has what a data channel's description must: its application section, ICE credentials, a SHA-256 fingerprint. */
function wholeSdp(sdp: string): boolean {
  return (
    sdp.startsWith('v=0') &&
    /^m=application /m.test(sdp) &&
    /^a=ice-ufrag:\S+/m.test(sdp) &&
    /^a=ice-pwd:\S+/m.test(sdp) &&
    /^a=fingerprint:sha-256 [0-9A-F]{2}(:[0-9A-F]{2}){31}\r?$/im.test(sdp)
  );
}

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

/** The code text for `code` (prefix + base64url of the deflated fields and their check bytes); the SDP is trimmed first. */
export function encodeCode(code: PairingCode): string {
  const fields = [code.kind === 'offer' ? 'o' : 'a', code.seat, code.secret, trimSdp(code.sdp)];
  const packed = deflateSync(strToU8(JSON.stringify(fields)), { level: 9 });
  const out = new Uint8Array(packed.length + CHECK_BYTES);
  out.set(packed);
  out.set(check(packed), packed.length);
  return CODE_PREFIX + toBase64Url(out);
}

/**
 * Reads a code text (spaces and line breaks, as a copy-and-paste may add, are ignored).
 * Never throws: a text that is not a Fairground code, is damaged (a character changed or missing), is too long, or
 * was made by another version gives a message for the player instead ({@link CODE_ERRORS}).
 */
export function decodeCode(text: string): Result<PairingCode> {
  const fail = refused;
  const t = text.replace(/\s+/g, '');
  if (t.length > MAX_CODE_CHARS) return fail(CODE_ERRORS.tooLong);
  const version = ANY_PREFIX.exec(t);
  if (!version) return fail(CODE_ERRORS.notACode);
  if (!t.startsWith(CODE_PREFIX)) return fail(CODE_ERRORS.otherVersion);
  const bytes = fromBase64Url(t.slice(CODE_PREFIX.length));
  if (bytes === null || bytes.length <= CHECK_BYTES) return fail(CODE_ERRORS.damaged);
  const packed = bytes.subarray(0, bytes.length - CHECK_BYTES);
  if (check(packed).some((b, i) => b !== bytes[packed.length + i])) return fail(CODE_ERRORS.damaged);
  let fields: unknown;
  try {
    const raw = inflateSync(packed);
    if (raw.length > MAX_SDP_CHARS) return fail(CODE_ERRORS.tooLong);
    fields = JSON.parse(strFromU8(raw));
  } catch {
    return fail(CODE_ERRORS.damaged);
  }
  if (!Array.isArray(fields) || fields.length !== 4) return fail(CODE_ERRORS.damaged);
  const [k, seat, secret, sdp] = fields as unknown[];
  if ((k !== 'o' && k !== 'a') || typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat > 99) return fail(CODE_ERRORS.damaged);
  if (typeof secret !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(secret)) return fail(CODE_ERRORS.damaged);
  if (typeof sdp !== 'string' || !wholeSdp(sdp)) return fail(CODE_ERRORS.damaged);
  return okay<PairingCode>({ kind: k === 'o' ? 'offer' : 'answer', seat, secret, sdp });
}
