/**
 * The shared scenario (scenario.ts) in each of the three engines: Chromium, Gecko and WebKit. A missing
 * browser fails its engine's run with how to install it (CI installs all three); nothing is skipped.
 * Prints each engine's result, version and time.
 */
import { afterAll, describe, it } from 'vitest';
import { scenario } from './scenario';
import { openChromium } from './support/chromium';
import type { Driver } from './support/driver';
import { openFirefox } from './support/firefox';
import { openWebKit } from './support/webkit';

const ENGINES: { name: string; open: () => Promise<Driver> }[] = [
  { name: 'chromium', open: openChromium },
  { name: 'firefox', open: openFirefox },
  { name: 'webkit', open: openWebKit },
];

const report: string[] = [];
afterAll(() => {
  console.log(['three engines, one scenario:', ...report].join('\n  '));
});

describe('one scenario in three engines', () => {
  for (const engine of ENGINES) {
    it(`${engine.name}: offline first visit, the four games to their results, a reload mid-game, export and import, larger text`, async () => {
      const t0 = Date.now();
      let stage = 'opening the browser';
      let version = '?';
      let toast = '';
      try {
        const d = await engine.open();
        version = d.version;
        try {
          await scenario(
            d,
            (name) => (stage = name),
            (text) => (toast = text.trim()),
          );
        } catch (e) {
          // What was on screen, for the report (the page may be gone).
          const seen = await d.text('main').catch(() => '(the page did not answer)');
          console.log(`${engine.name}: on screen at the failure: ${seen.replace(/\s+/g, ' ').slice(0, 400)}`);
          throw e;
        } finally {
          await d.close();
        }
        report.push(
          `${engine.name} ${version}: pass in ${((Date.now() - t0) / 1000).toFixed(1)} s (toast at the first handover: ${toast ? `"${toast.slice(0, 40)}", not over it` : 'none'})`,
        );
      } catch (e) {
        report.push(`${engine.name} ${version}: FAIL after ${((Date.now() - t0) / 1000).toFixed(1)} s at "${stage}"`);
        throw e;
      }
    });
  }
});
