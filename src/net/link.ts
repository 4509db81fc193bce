/**
 * The link between two phones: the browser's own WebRTC, one ordered data channel, no ICE servers (host
 * candidates only: no STUN, no TURN, no internet), every candidate gathered before a code is made (no trickle),
 * so one offer and one answer, each carried by a QR code, are all the phones ever swap outside the channel.
 */
import type { Wire } from './wire';

/** The longest wait for the browser to gather its candidates (ms); a phone with no network gives what it has. */
const GATHER_MS = 5000;

/** What a player reads when a link cannot be made (never the browser's own text). */
export const LINK_ERRORS = {
  unreachable: 'The phones could not reach each other. Are both on the same hotspot or Wi-Fi? Then make a new invitation.',
  fingerprint:
    'The phones reached each other, but the code does not match the phone that made it (its fingerprint is wrong): it was changed on the way. Make a new invitation and scan the codes straight from the screens.',
  unusable: 'This code could not be used: it is damaged, or was made by another version of Fairground. Make a new invitation.',
  noDescription: 'This browser could not make a connection. Try another browser, or update this one.',
} as const;

/** A peer connection with no ICE servers: only this phone's own addresses on the hotspot. */
function newConnection(): RTCPeerConnection {
  return new RTCPeerConnection({ iceServers: [] });
}

/** Resolves once `pc` has gathered its candidates (or after {@link GATHER_MS}), with its local description. */
async function gathered(pc: RTCPeerConnection): Promise<string> {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, GATHER_MS);
      pc.addEventListener('icegatheringstatechange', () => {
        if (pc.iceGatheringState === 'complete') {
          clearTimeout(t);
          resolve();
        }
      });
    });
  }
  const sdp = pc.localDescription?.sdp;
  if (!sdp) throw new Error(LINK_ERRORS.noDescription);
  return sdp;
}

/** A {@link Wire} over an open data channel; it drops when the channel closes or the connection fails. */
function channelWire(pc: RTCPeerConnection, channel: RTCDataChannel): Wire {
  const closers: (() => void)[] = [];
  let open = true;
  const drop = () => {
    if (!open) return;
    open = false;
    closers.forEach((fn) => fn());
    channel.close();
    pc.close();
  };
  channel.addEventListener('close', drop);
  pc.addEventListener('connectionstatechange', () => {
    if (pc.connectionState === 'failed' || pc.connectionState === 'closed' || pc.connectionState === 'disconnected') drop();
  });
  return {
    send(text) {
      if (open && channel.readyState === 'open') channel.send(text);
    },
    onMessage(fn) {
      channel.addEventListener('message', (e: MessageEvent<unknown>) => fn(e.data));
    },
    onClose(fn) {
      closers.push(fn);
    },
    close: drop,
  };
}

/**
 * Rejects with the cause in words once `pc` fails: when the phones reached each other (ICE connected) but the
 * secure handshake failed, the code's fingerprint was not the other phone's; otherwise they could not reach each other.
 */
function whenFailed(pc: RTCPeerConnection): Promise<never> {
  let reached = false;
  return new Promise((_, reject) => {
    pc.addEventListener('iceconnectionstatechange', () => {
      if (pc.iceConnectionState === 'connected' || pc.iceConnectionState === 'completed') reached = true;
    });
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState !== 'failed') return;
      const dtls = pc.sctp?.transport.state;
      reject(new Error(reached || dtls === 'failed' ? LINK_ERRORS.fingerprint : LINK_ERRORS.unreachable));
    });
  });
}

/** Resolves with a wire once `channel` is open. */
function whenOpen(pc: RTCPeerConnection, channel: RTCDataChannel): Promise<Wire> {
  const failed = whenFailed(pc);
  failed.catch(() => undefined);
  return Promise.race([
    failed,
    new Promise<Wire>((resolve) => {
      if (channel.readyState === 'open') return resolve(channelWire(pc, channel));
      channel.addEventListener('open', () => resolve(channelWire(pc, channel)), { once: true });
    }),
  ]);
}

/** `pc.setRemoteDescription(description)`, its failure in words ({@link LINK_ERRORS}). */
async function takeRemote(pc: RTCPeerConnection, description: RTCSessionDescriptionInit): Promise<void> {
  try {
    await pc.setRemoteDescription(description);
  } catch {
    throw new Error(LINK_ERRORS.unusable);
  }
}

/** The table phone's side of one invitation. */
export interface Offer {
  /** The offer's session description, ready for a code. */
  sdp: string;
  /**
   * Takes the guest's answer; resolves with the open link.
   * @throws Error (rejects) when the answer is not a valid description or the phones cannot reach each other.
   */
  accept(answerSdp: string): Promise<Wire>;
  /** Gives the invitation up. */
  close(): void;
}

/** Starts an invitation: a connection with one data channel, and its offer once every candidate is gathered. */
export async function makeOffer(): Promise<Offer> {
  const pc = newConnection();
  const channel = pc.createDataChannel('fairground', { ordered: true });
  const opened = whenOpen(pc, channel);
  opened.catch(() => undefined);
  await pc.setLocalDescription(await pc.createOffer());
  const sdp = await gathered(pc);
  return {
    sdp,
    async accept(answerSdp) {
      await takeRemote(pc, { type: 'answer', sdp: answerSdp });
      return opened;
    },
    close: () => pc.close(),
  };
}

/** The guest phone's side: its answer to an offer, and the link once the table phone has taken it. */
export interface Answer {
  sdp: string;
  /** Resolves with the open link once the table phone has taken the answer. */
  wire: Promise<Wire>;
  close(): void;
}

/**
 * Answers the table phone's offer.
 * @throws Error (rejects) when the offer is not a valid description.
 */
export async function answerOffer(offerSdp: string): Promise<Answer> {
  const pc = newConnection();
  const failed = whenFailed(pc);
  const wire = Promise.race([
    failed,
    new Promise<Wire>((resolve, reject) => pc.addEventListener('datachannel', (e) => whenOpen(pc, e.channel).then(resolve, reject))),
  ]);
  wire.catch(() => undefined);
  await takeRemote(pc, { type: 'offer', sdp: offerSdp });
  try {
    await pc.setLocalDescription(await pc.createAnswer());
  } catch {
    throw new Error(LINK_ERRORS.unusable);
  }
  return { sdp: await gathered(pc), wire, close: () => pc.close() };
}
