// Browser tests of BONANZA RUMMY: steps more than one file takes at the table.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import en from '../../src/games/bonanza/texts/en.json';

/**
 * Closes the last hand's results if they are open: they stay open after a hand ends and hold the
 * next hand's first question until the person taps Play on.
 */
export async function closeResults(page: Page): Promise<void> {
  if ((await page.locator('.bonanza-summary').count()) === 0) return;
  const playOn = page.getByRole('button', { name: en.bonanza.summary.playOn, exact: true }).first();
  const held = await playOn.waitFor({ timeout: 1000 }).then(
    () => true,
    () => false,
  );
  if (!held) return;
  await playOn.tap();
  await expect.poll(() => page.locator('.bonanza-summary').count()).toBe(0);
}
