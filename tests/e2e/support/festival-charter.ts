/** Festival Charter steps the browser tests share, driven through the UI like a table would. */
import type { Page } from 'playwright-core';
import { putRecords } from './idb';

/** What a voter's private screen shows and no handover screen may hold. */
export const VOTE_SECRETS = ['Your vote', 'your secret vote', 'Your secret vote', 'Pick YES or NO', 'Vote YES', 'Vote NO', '(locked)', 'fc-ballot'];

/** The chair announces the first affordable project (a single proposal) with its one button; the discussion opens. */
export async function announceFirstProject(page: Page): Promise<void> {
  await page.locator('button.fc-pick:not([disabled])').first().click();
  await page.getByRole('button', { name: /^Announce / }).click();
  await page.locator('#fc-discuss').waitFor();
}

/** From the chair's turn: announce, then one tap opens the vote; ends on the first voter's handover. */
export async function openFirstVote(page: Page): Promise<void> {
  await announceFirstProject(page);
  await page.getByRole('button', { name: 'Open the vote' }).click();
}

/** In an open private ballot: the choice, then the one button that names it ("Vote NO"). */
export async function castVote(page: Page, vote: 'YES' | 'NO'): Promise<void> {
  await page.getByRole('radio', { name: vote }).click();
  await page.getByRole('button', { name: `Vote ${vote}` }).click();
}

/** Writes a saved-game record straight into IndexedDB (a second game to compare with). */
export async function putSavedGame(page: Page, record: { id: string }): Promise<void> {
  await putRecords(page, [record]);
}

/**
 * Where on the project cards a picture, the cost coin or a badge ("Picked", "Proposed", BUILT) lies over a
 * card's name: one line per card whose name's letters (their text boxes) meet one of them; none when every
 * name is clear.
 */
export async function coveredProjectNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const meets = (a: DOMRect, b: DOMRect) =>
      a.width > 0 &&
      a.height > 0 &&
      b.width > 0 &&
      b.height > 0 &&
      a.left < b.right - 0.5 &&
      b.left < a.right - 0.5 &&
      a.top < b.bottom - 0.5 &&
      b.top < a.bottom - 0.5;
    const covered: string[] = [];
    for (const tile of document.querySelectorAll('.fc-tiles .fc-tile')) {
      const name = tile.querySelector('.fc-tile-name');
      if (!name) continue;
      const range = document.createRange();
      range.selectNodeContents(name);
      const letters = [...range.getClientRects()];
      for (const over of tile.querySelectorAll('.fc-scene, .fc-cost, .fc-picked, .fc-built-mark')) {
        const box = over.getBoundingClientRect();
        if (letters.some((l) => meets(l, box))) covered.push(`"${name.textContent ?? ''}" under its ${over.getAttribute('class') ?? ''}`);
      }
    }
    return covered;
  });
}
