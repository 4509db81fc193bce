/** The flags Chromium starts with in the tests and benches (scripts/chromium.mjs). */
export declare const CHROMIUM_ARGS: readonly string[];
/**
 * The Chromium to drive: CHROMIUM_PATH, or Debian's package.
 * @throws Error when none is installed.
 */
export declare function chromiumPath(): string;
