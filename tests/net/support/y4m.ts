/**
 * A camera picture for Chromium's fake capture (`--use-file-for-fake-video-capture`): a QR code of `text`, drawn
 * with the app's own QR encoder, black on white in the middle of a 640 × 480 frame, as a Y4M file (YUV 4:2:0).
 */
import { writeFileSync } from 'node:fs';
import { encode } from 'uqr';

const W = 640;
const H = 480;

/** Writes a two-frame Y4M file at `path` showing `text` as a QR code (each module 4 × 4 px, with a quiet zone). */
export function writeQrVideo(path: string, text: string): void {
  const qr = encode(text, { ecc: 'L', border: 4 });
  const scale = Math.max(1, Math.floor(Math.min(W, H) / qr.size));
  const side = qr.size * scale;
  const x0 = Math.floor((W - side) / 2);
  const y0 = Math.floor((H - side) / 2);
  const y = Buffer.alloc(W * H, 235);
  for (let r = 0; r < qr.size; r++)
    for (let c = 0; c < qr.size; c++)
      if (qr.data[r]?.[c])
        for (let dy = 0; dy < scale; dy++) y.fill(16, (y0 + r * scale + dy) * W + x0 + c * scale, (y0 + r * scale + dy) * W + x0 + (c + 1) * scale);
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F5:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}
