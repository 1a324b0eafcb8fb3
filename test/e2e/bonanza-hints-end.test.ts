// BONANZA RUMMY's first hand with hints, at its end: practice counts in no stats, and "Play a game" asks before it replaces a saved game.
import { expect } from 'vitest';
import en from '../../src/games/bonanza/texts/en.json';
import shellEn from '../../src/shell/locales/en.json';
import { baseUrl, browserTest, describeBrowser, newPage, screenshot } from './chromium';

const T = en.bonanza;
const S = shellEn;

describeBrowser('BONANZA RUMMY: the end of the first hand with hints', (browser) => {
  browserTest(
    '390x844: its own title, no lifetime stats, and "Play a game" asks first when a game is saved',
    async () => {
      const page = await newPage(browser(), {
        hasTouch: true,
        isMobile: true,
        viewport: { width: 390, height: 844 },
      });
      // A real game's save, from the end of its first hand (played by the bots on the person's
      // behalf, at a pace that would finish the game before a tap could pause it); then the start
      // screen with that game saved.
      await page.goto(
        baseUrl(
          '?game=bonanza&autostart=1&players=3&deals=4&seed=4&pace=instant&autoplay=1&debug=1&lang=en',
        ),
      );
      const saved = await page.waitForFunction(() => localStorage.getItem('azuma3d.bonanza.save'));
      const save = (await saved.jsonValue()) as string;
      await page.goto(baseUrl('?game=bonanza&pace=instant&autoplay=1&debug=1&lang=en'));
      await page.evaluate((text) => localStorage.setItem('azuma3d.bonanza.save', text), save);
      await page.reload();
      const resume = page.getByRole('button', { name: S.menu.resume });
      await resume.waitFor();

      // The hints game from the start screen (the link's test pace and autoplay hold for it too).
      await page.getByRole('button', { name: T.tutorial }).tap();
      const end = page.getByRole('dialog', { name: T.end.tutorialTitle });
      await end.waitFor({ timeout: 60_000 });
      expect(await end.locator('.stats').count()).toBe(0);
      const statsKeys = await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.includes('bonanza') && k.includes('stats')),
      );
      expect(statsKeys).toEqual([]);
      expect(await end.getByRole('button', { name: T.end.again }).count()).toBe(0);
      await screenshot(page, 'bonanza-hints-end');

      // "Play a game" would replace the saved game: the start screen asks first, and Cancel keeps it.
      await end.getByRole('button', { name: T.end.realGame }).tap();
      const ask = page.getByRole('alertdialog', { name: S.menu.inProgress });
      await ask.waitFor();
      await screenshot(page, 'bonanza-hints-end-ask');
      await ask.getByRole('button', { name: S.app.cancel }).tap();
      await resume.waitFor();
      await page.context().close();
    },
    120_000,
  );
});
