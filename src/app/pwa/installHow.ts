/**
 * Which install how-to Home shows: the steps of this browser's family, chosen by what the browser
 * supports (its install prompt event, iOS Safari's `navigator.standalone`, Gecko's and WebKit's own
 * properties); the user-agent is read only to tell Samsung Internet from other Chromium browsers,
 * which no feature does.
 */

/** The browser families with their own way to add an app to the home screen. */
export type BrowserFamily = 'safari' | 'chrome' | 'samsung' | 'firefox';

/** What {@link browserFamily} looks at (the browser's own, or a test's stand-ins). */
export interface FamilyEnv {
  /** True where the browser has an install prompt (`BeforeInstallPromptEvent`: Chromium's browsers). */
  installPrompt: boolean;
  /** True where `navigator.standalone` is defined (iOS and iPadOS Safari, and the browsers built on it). */
  iosStandalone: boolean;
  /** True in Gecko (Firefox): `window.mozInnerScreenX` is defined. */
  gecko: boolean;
  /** True in WebKit: `navigator.vendor` is Apple's and the page is not Chromium's. */
  webkit: boolean;
  /** The brands of `navigator.userAgentData`, and the user-agent string (only for Samsung Internet). */
  brands: readonly string[];
  userAgent: string;
}

/** This browser's {@link FamilyEnv}. */
export function familyEnv(): FamilyEnv {
  const nav = navigator as Navigator & { standalone?: boolean; userAgentData?: { brands?: { brand: string }[] } };
  return {
    installPrompt: 'BeforeInstallPromptEvent' in window,
    iosStandalone: nav.standalone !== undefined,
    gecko: 'mozInnerScreenX' in window,
    webkit: nav.vendor.startsWith('Apple') && !('BeforeInstallPromptEvent' in window),
    brands: nav.userAgentData?.brands?.map((b) => b.brand) ?? [],
    userAgent: nav.userAgent,
  };
}

/** The family whose how-to to show first, or null when none is recognised (then every family's steps show). */
export function browserFamily(env: FamilyEnv): BrowserFamily | null {
  if (env.iosStandalone) return 'safari';
  if (env.gecko) return 'firefox';
  if (env.installPrompt) return env.brands.some((b) => /samsung/i.test(b)) || /SamsungBrowser\//.test(env.userAgent) ? 'samsung' : 'chrome';
  if (env.webkit) return 'safari';
  return null;
}

/** One family's how-to: where it applies and the steps, each with the words to look for on screen. */
export interface InstallWay {
  family: BrowserFamily;
  /** Where this applies, e.g. "iPhone or iPad (Safari, and every browser there)". */
  where: string;
  /** The steps in order; each is text and the names of the buttons to tap (shown in bold). */
  steps: readonly (readonly [text: string, button: string])[];
}

/** Every family's how-to, in the order Home lists them. */
export const INSTALL_WAYS: readonly InstallWay[] = [
  {
    family: 'safari',
    where: 'iPhone or iPad (Safari, and every other browser there)',
    steps: [
      ['tap', 'Share'],
      ['then', 'Add to Home Screen'],
    ],
  },
  {
    family: 'chrome',
    where: 'Android (Chrome)',
    steps: [
      ['open the menu', '⋮'],
      ['then', 'Install app'],
      ['or', 'Add to Home screen'],
    ],
  },
  {
    family: 'samsung',
    where: 'Samsung Internet',
    steps: [
      ['open the menu', '≡'],
      ['then', 'Add page to'],
      ['and', 'Home screen'],
    ],
  },
  {
    family: 'firefox',
    where: 'Android (Firefox)',
    steps: [
      ['open the menu', '⋮'],
      ['then', 'Add app to Home screen'],
      ['or', 'Install'],
    ],
  },
];

/** The how-tos in the order to show them: this browser's family first (when known), then the others. */
export function waysFor(family: BrowserFamily | null): InstallWay[] {
  return [...INSTALL_WAYS].sort((a, b) => Number(b.family === family) - Number(a.family === family));
}
