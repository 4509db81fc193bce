/**
 * Reading QR codes: the browser's own `BarcodeDetector` where it reads QR codes, else the `barcode-detector`
 * polyfill (ZXing in WebAssembly). The WebAssembly file is part of the build and precached by the service
 * worker, so scanning works offline like the rest of the app; it is loaded only when a phone first scans.
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** Reads the QR codes in one camera frame. */
export interface QrReader {
  /** The texts of the QR codes seen in `source` (none when there is none). */
  read(source: HTMLVideoElement | ImageBitmap | HTMLCanvasElement): Promise<string[]>;
}

/** The shape of a `BarcodeDetector`, native or polyfilled. */
interface Detector {
  detect(source: HTMLVideoElement | ImageBitmap | HTMLCanvasElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

/** A QR reader: native when the browser has one for QR codes, else the polyfill (loaded now, from this app's files). */
export async function makeQrReader(): Promise<QrReader> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  let detector: Detector | null = null;
  if (native) {
    try {
      if ((await native.getSupportedFormats()).includes('qr_code')) detector = new native({ formats: ['qr_code'] });
    } catch {
      detector = null;
    }
  }
  if (!detector) {
    const poly = await import('barcode-detector/ponyfill');
    poly.prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
    detector = new poly.BarcodeDetector({ formats: ['qr_code'] });
  }
  const d = detector;
  return { read: async (source) => (await d.detect(source)).map((b) => b.rawValue) };
}
