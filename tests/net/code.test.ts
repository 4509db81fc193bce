import { describe, expect, it } from 'vitest';
import { CODE_ERRORS, CODE_PREFIX, decodeCode, encodeCode, newSecret, trimSdp } from '../../src/net/code';

/** A data-channel offer as Chromium writes it (host candidates only). */
const SDP = [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=extmap-allow-mixed',
  'a=msid-semantic: WMS',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 0.0.0.0',
  'a=candidate:2999745851 1 udp 2122260223 10.77.0.1 54400 typ host generation 0 network-id 1',
  'a=candidate:1510613869 1 tcp 1518280447 10.77.0.1 9 typ host tcptype active generation 0 network-id 1',
  'a=ice-ufrag:9Wg4',
  'a=ice-pwd:cV0ZwZQ/TdYOO2NfWJBrcJi4',
  'a=ice-options:trickle',
  'a=fingerprint:sha-256 5B:F1:2C:70:1C:53:4E:7E:2E:AE:A1:74:3B:74:A3:83:49:E8:40:54:1A:6D:C8:14:33:5A:7C:68:F6:50:AD:39',
  'a=setup:actpass',
  'a=mid:0',
  'a=sctp-port:5000',
  'a=max-message-size:262144',
  '',
].join('\r\n');

describe('pairing codes', () => {
  it('round-trip an offer and an answer: seat, secret and the trimmed description come back', () => {
    const secret = newSecret();
    for (const kind of ['offer', 'answer'] as const) {
      const text = encodeCode({ kind, seat: 3, secret, sdp: SDP });
      expect(text.startsWith(CODE_PREFIX)).toBe(true);
      expect(text).toMatch(/^[A-Za-z0-9._-]+$/);
      expect(decodeCode(text)).toEqual({ ok: true, value: { kind, seat: 3, secret, sdp: trimSdp(SDP) } });
      // Copied through a chat, a code may come back broken over lines.
      expect(decodeCode(`  ${text.slice(0, 40)}\n${text.slice(40)} `)).toEqual(decodeCode(text));
    }
  });

  it('keep what a data channel needs and drop the rest (TCP candidates, extension notes)', () => {
    const t = trimSdp(SDP);
    for (const keep of ['a=ice-ufrag:9Wg4', 'a=ice-pwd:', 'a=fingerprint:sha-256', 'a=setup:actpass', 'a=sctp-port:5000', 'typ host', 'm=application'])
      expect(t).toContain(keep);
    for (const drop of ['tcptype', 'generation 0', 'network-id', 'extmap-allow-mixed', 'ice-options']) expect(t).not.toContain(drop);
    expect(encodeCode({ kind: 'offer', seat: 0, secret: newSecret(), sdp: SDP }).length).toBeLessThan(SDP.length);
  });

  it('make a new secret every time (16 random bytes)', () => {
    const a = newSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newSecret()).not.toBe(a);
  });

  it('refuse what is not a code with a clear message, never throwing', () => {
    const good = encodeCode({ kind: 'offer', seat: 1, secret: newSecret(), sdp: SDP });
    const cases: [string, string][] = [
      ['', CODE_ERRORS.notACode],
      ['https://example.org', CODE_ERRORS.notACode],
      ['WIFI:S:fair;T:WPA;P:x;;', CODE_ERRORS.notACode],
      ['FG1.eNqLjgUAARUAuQ', CODE_ERRORS.otherVersion],
      ['FG3.AAAA', CODE_ERRORS.otherVersion],
      [CODE_PREFIX, CODE_ERRORS.damaged],
      [`${CODE_PREFIX}!!!!`, CODE_ERRORS.damaged],
      [`${CODE_PREFIX}${'A'.repeat(30)}`, CODE_ERRORS.damaged],
      [good.slice(0, -6), CODE_ERRORS.damaged],
      [good.slice(0, -1), CODE_ERRORS.damaged],
      [CODE_PREFIX + btoa('[1,2]'), CODE_ERRORS.damaged],
      [`FG2.${'A'.repeat(5000)}`, CODE_ERRORS.tooLong],
    ];
    for (const [text, error] of cases) expect(decodeCode(text), text).toEqual({ ok: false, error });
  });

  it('tell a damaged code by its check bytes: any one character changed, anywhere, is damaged', () => {
    const good = encodeCode({ kind: 'answer', seat: 2, secret: newSecret(), sdp: SDP });
    let checked = 0;
    for (let i = CODE_PREFIX.length; i < good.length; i++) {
      const c = good[i] === 'A' ? 'B' : 'A';
      const r = decodeCode(good.slice(0, i) + c + good.slice(i + 1));
      // The last character's low bits may not be read at all (base64's padding): the code is then the same code.
      if (r.ok) expect(r).toEqual(decodeCode(good));
      else {
        expect(r.error).toBe(CODE_ERRORS.damaged);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(good.length - CODE_PREFIX.length - 2);
  });

  it('refuse a well-made code whose description lacks what a data channel needs (a fingerprint cut short)', () => {
    const sdp = SDP.replace(/(a=fingerprint:sha-256 [0-9A-F:]+):AD:39/, '$1');
    expect(decodeCode(encodeCode({ kind: 'offer', seat: 1, secret: newSecret(), sdp }))).toEqual({ ok: false, error: CODE_ERRORS.damaged });
  });
});
