// A game in progress is never lost to a tap: Play asks first, and the save stays until a new game is chosen.
import { expect } from 'vitest';
import { RESOURCES } from '../games/azuma/ui/texts';
import { baseUrl, browserTest, describeBrowser, newPage, screenshot } from './chromium';

const { en } = RESOURCES;
const SAVE = 'azuma3d.azuma.save';

describeBrowser('a saved game', (browser) => {
  browserTest('Play asks before a saved game is replaced; Cancel and Resume keep it', async () => {
    const page = await newPage(browser());
    await page.goto(baseUrl('?autostart=1&timing=fast&debug=1&seed=9&players=3'));
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, SAVE);
    const saved = await page.evaluate((key) => localStorage.getItem(key), SAVE);

    await page.goto(baseUrl('?debug=1'));
    await page.getByRole('button', { name: en.menu.play, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: en.menu.inProgress });
    await dialog.waitFor();
    await screenshot(page, 'saved-game-ask');
    expect(await page.evaluate((key) => localStorage.getItem(key), SAVE)).toBe(saved);
    await dialog.getByRole('button', { name: en.app.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate((key) => localStorage.getItem(key), SAVE)).toBe(saved);

    // Resume continues that game (same seed).
    await page.getByRole('button', { name: en.menu.play, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: en.menu.resume }).click();
    await page.waitForFunction(() => '__azumaGame' in globalThis);
    const seed = await page.evaluate(
      () =>
        (globalThis as unknown as { __azumaGame: { config: { seed: number } } }).__azumaGame.config
          .seed,
    );
    expect(seed).toBe((JSON.parse(saved ?? '{}') as { config: { seed: number } }).config.seed);
  });
});
