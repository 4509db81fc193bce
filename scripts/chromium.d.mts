/** The flags Chromium starts with in the tests and benches (scripts/chromium.mjs). */
export declare const CHROMIUM_ARGS: readonly string[];
/**
 * The Chromium to drive: CHROMIUM_PATH, or Debian's package.
 * @throws Error when none is installed.
 */
export declare function chromiumPath(): string;
/**
 * Debian's Chromium, headless, in a fresh persistent profile of its own (scripts/chromium.mjs): the context and
 * the profile's folder.
 */
export declare function launchProfile(
  name: string,
  screen?: {
    width?: number;
    height?: number;
    touch?: boolean;
    prefs?: object;
    options?: import('playwright-core').LaunchOptions & import('playwright-core').BrowserContextOptions;
  },
): Promise<{ context: import('playwright-core').BrowserContext; dir: string }>;
