/** Festival Charter steps the browser tests share, driven through the UI like a table would. */
import type { Page } from 'playwright-core';

/** The chair announces the first affordable project (a single proposal); the speak-or-pass round opens. */
export async function announceFirstProject(page: Page): Promise<void> {
  await page.locator('button.fc-pick:not([disabled])').first().click();
  await page.getByRole('button', { name: /^Announce / }).click();
  await page.getByRole('button', { name: 'Announce', exact: true }).click();
}

/** From the chair's turn: announce, everyone passes, the vote opens; ends on the first voter's handover. */
export async function openFirstVote(page: Page): Promise<void> {
  await announceFirstProject(page);
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: / passes$/ }).click();
  await page.getByRole('button', { name: 'Open the vote' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
}
