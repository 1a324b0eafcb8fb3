// A device that refuses to store anything: the settings and the game in progress say they are not saved.
import { expect } from 'vitest';
import { RESOURCES } from '../games/azuma/ui/texts';
import { baseUrl, browserTest, describeBrowser, newPage, screenshot } from './chromium';

const { en } = RESOURCES;

describeBrowser('storage refused', (browser) => {
  browserTest('a changed setting and a running game each show their notice', async () => {
    const page = await newPage(browser());
    await page.addInitScript(() => {
      Storage.prototype.setItem = function refuse() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto(baseUrl());
    await page.getByRole('button', { name: en.menu.play, exact: true }).waitFor();
    await page.locator('.chip', { hasText: '5' }).click();
    await page.getByText(en.app.unsaved).waitFor();

    await page.goto(baseUrl('?autostart=1&timing=fast&debug=1&seed=3'));
    await page.waitForSelector('canvas');
    await page.getByText(en.app.saveRefused).waitFor();
    await screenshot(page, 'storage-refused-game');
    expect(await page.getByText(en.app.saveRefused).isVisible()).toBe(true);
  });
});
