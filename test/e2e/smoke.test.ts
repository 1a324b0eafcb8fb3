// Browser smoke test: the start screen appears and a game starts on a live WebGL canvas.
import { expect } from 'vitest';
import { baseUrl, browserTest, describeBrowser, hasWebGL, newPage, screenshot } from './chromium';

describeBrowser('smoke', (browser) => {
  browserTest('start screen, then a game on a WebGL canvas', async () => {
    const page = await newPage(browser());
    await page.goto(baseUrl());
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForSelector('canvas');
    await page.waitForTimeout(500);
    expect(await hasWebGL(page)).toBe(true);
    await screenshot(page, 'smoke-table');
  });
});
