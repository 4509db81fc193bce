// Draws the app icons (a rosette on the fair's red) as PNG files with node:zlib, no image tools needed.
// Run: node scripts/make-icons.mjs  (writes public/icons/*.png)
import { deflateSync } from 'node:zlib';
import { writeFileSync, mkdirSync } from 'node:fs';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const c = Buffer.alloc(4);
  c.writeUInt32BE(crc(td));
  return Buffer.concat([len, td, c]);
};

function png(size, pixel) {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x / size, y / size);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
      raw[o + 3] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const RED = [138, 43, 15, 255];
const CREAM = [251, 246, 236, 255];
const GOLD = [212, 160, 23, 255];
const BLUE = [30, 80, 160, 255];

// A rosette: scalloped gold ring, cream band, blue centre, two ribbon tails. `scale` shrinks it for the maskable safe zone.
function rosette(scale, rounded) {
  return (u, v) => {
    const x = (u - 0.5) / scale,
      y = (v - 0.5) / scale;
    if (rounded) {
      const cx = Math.abs(u - 0.5) - 0.5 + 0.18,
        cy = Math.abs(v - 0.5) - 0.5 + 0.18;
      if (cx > 0 && cy > 0 && Math.hypot(cx, cy) > 0.18) return [0, 0, 0, 0];
    }
    const r = Math.hypot(x, y - 0.08 * 0);
    const a = Math.atan2(y, x);
    const tail = y > 0.1 && y < 0.46 && (Math.abs(x + 0.12 - (y - 0.1) * 0.25) < 0.07 || Math.abs(x - 0.12 + (y - 0.1) * 0.25) < 0.07);
    if (r < 0.12) return BLUE;
    if (r < 0.2) return CREAM;
    if (r < 0.3 + 0.025 * Math.cos(a * 12)) return GOLD;
    if (tail) return BLUE;
    return RED;
  };
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', png(192, rosette(1, true)));
writeFileSync('public/icons/icon-512.png', png(512, rosette(1, true)));
writeFileSync('public/icons/maskable-512.png', png(512, rosette(0.78, false)));
console.log('icons written');
