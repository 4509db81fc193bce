import { useEffect, useRef, useState } from 'preact/hooks';
import { makeQrReader } from '../../net/scan';

/** How often a camera frame is read for a QR code (ms). */
const SCAN_EVERY_MS = 250;

/**
 * The camera, reading QR codes: calls `onCode` with the first code's text it sees (each distinct text once).
 * Without a camera (none, or permission refused) it says so, and the text box beside it is the way in.
 */
export function Scanner({ label, onCode }: { label: string; onCode(text: string): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const handler = useRef(onCode);
  handler.current = onCode;
  useEffect(() => {
    let live = true;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last = '';
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('This browser gives no camera here.');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (!live || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play();
      const reader = await makeQrReader();
      const look = async () => {
        if (!live || !video.current) return;
        try {
          const [text] = await reader.read(video.current);
          if (text !== undefined && text !== last) {
            last = text;
            handler.current(text);
          }
        } catch {
          /* a frame not ready yet: the next one */
        }
        if (live) timer = setTimeout(() => void look(), SCAN_EVERY_MS);
      };
      void look();
    })().catch((e: unknown) => live && setProblem(cameraProblem(e)));
    return () => {
      live = false;
      if (timer !== null) clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);
  return (
    <div class="scanner">
      {problem ? (
        <p class="muted" role="status">
          {problem}
        </p>
      ) : (
        <video ref={video} class="scanner-video" aria-label={label} muted playsInline />
      )}
    </div>
  );
}

/**
 * Why the camera cannot scan, in a player's words (a browser's own message, such as "Requested device not found",
 * says nothing to a player), and what to do instead.
 */
function cameraProblem(e: unknown): string {
  const name = typeof e === 'object' && e !== null && 'name' in e ? String(e.name) : '';
  const why =
    name === 'NotAllowedError' || name === 'SecurityError'
      ? 'The camera is not allowed for Fairground.'
      : name === 'NotFoundError' || name === 'OverconstrainedError'
        ? 'This phone has no camera to scan with.'
        : name === 'NotReadableError'
          ? 'The camera is busy in another app.'
          : 'The camera cannot scan here.';
  return `${why} Paste the code's text instead.`;
}
