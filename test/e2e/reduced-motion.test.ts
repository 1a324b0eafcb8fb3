// Reduced motion reaches the 3D table: the box's "Reduce motion" setting or the device's preference, either one, live.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, browserTest, describeBrowser, newPage } from './chromium';

const GAME = '?autostart=1&debug=1&seed=5&timing=fast&bots=lightning';

/** Whether AZUMA's table keeps still, as its scene was told (needs ?debug=1). */
const sceneStill = (page: Page) =>
  page.evaluate(() =>
    (
      globalThis as unknown as { __azumaScene?: { reducedMotion(): boolean } }
    ).__azumaScene?.reducedMotion(),
  );

describeBrowser('reduced motion on the table', (browser) => {
  browserTest('AZUMA: the device’s preference, live, and the box’s own setting', async () => {
    const page = await newPage(browser(), { viewport: { width: 844, height: 390 } });
    await page.goto(baseUrl(GAME));
    await page.waitForFunction(() => '__azumaScene' in globalThis, null, { timeout: 30_000 });
    expect(await sceneStill(page), 'neither asks').toBe(false);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect
      .poll(() => sceneStill(page), { message: 'the device asks', timeout: 10_000 })
      .toBe(true);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect
      .poll(() => sceneStill(page), { message: 'the device no longer asks', timeout: 10_000 })
      .toBe(false);
    await page.context().close();

    // The box's setting alone (it only dimmed the overlay's hints before; the table still flew).
    const set = await newPage(browser(), { viewport: { width: 844, height: 390 } });
    await set.addInitScript(() =>
      localStorage.setItem(
        'azuma3d.settings.v2',
        JSON.stringify({ shell: { reduceMotion: true }, games: {} }),
      ),
    );
    await set.goto(baseUrl(GAME));
    await set.waitForFunction(() => '__azumaScene' in globalThis, null, { timeout: 30_000 });
    expect(await sceneStill(set), 'the setting asks').toBe(true);
    await set.context().close();
  });
});
