import { renderSVG } from 'uqr';

/**
 * A pairing code as a QR code (an SVG drawn by `uqr`, shown as an image so nothing of it runs as markup),
 * large enough to scan from another phone held a hand's width away.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const svg = renderSVG(text, { ecc: 'L', border: 2 });
  return <img class="qr-code" src={`data:image/svg+xml,${encodeURIComponent(svg)}`} alt={label} width={280} height={280} />;
}
