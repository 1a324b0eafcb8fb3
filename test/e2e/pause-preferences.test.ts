// A game's own preferences from the pause, by touch: they take at once, and the game goes on where it was.
import { expect } from 'vitest';
import { baseUrl, browserTest, describeBrowser, screenshot, touchPage } from './chromium';
import { smallTargets } from './layout-checks';

describeBrowser("a game's preferences from the pause", (browser) => {
  browserTest(
    "390x844, AZUMA: 'Always show card and stick buttons' turned on from the pause shows them in the same game",
    async () => {
      const page = await touchPage(browser(), 390, 844);
      page.setDefaultTimeout(60_000);
      await page.goto(baseUrl('?autostart=1&debug=1&seed=12&players=4&bots=relaxed&lang=en'));
      await page.waitForSelector('canvas');
      await page.waitForSelector('.handbar');
      expect(await page.locator('.handbar.shown').count()).toBe(0);
      // The running game is marked, to know it is the same one after the settings.
      await page.evaluate(() => {
        (globalThis as unknown as { __azumaGame: { mark?: number } }).__azumaGame.mark = 7;
      });

      await page.locator('.hud-buttons').getByRole('button', { name: 'Pause' }).tap();
      const pause = page.getByRole('dialog', { name: 'Paused' });
      await pause.waitFor();
      await pause.getByRole('button', { name: 'Settings', exact: true }).tap();
      const settings = page.locator('.in-game-page .settings');
      await settings.waitFor();
      const option = settings.getByLabel('Always show card and stick buttons');
      expect(await option.isChecked()).toBe(false);
      await option.tap();
      expect(await option.isChecked()).toBe(true);
      // Play is offered from the start screen only: over a game, Back alone.
      expect(await settings.getByRole('button', { name: 'Play', exact: true }).count()).toBe(0);
      await screenshot(page, 'pause-preferences-390x844');
      await settings.getByRole('button', { name: 'Back' }).tap();
      await pause.getByRole('button', { name: 'Resume' }).tap();

      await page.waitForSelector('.handbar.shown');
      const same = await page.evaluate(
        () => (globalThis as unknown as { __azumaGame: { mark?: number } }).__azumaGame.mark,
      );
      expect(same, 'the same game goes on').toBe(7);
      // Kept for the next game too: the stored preference.
      const stored = await page.evaluate(() => localStorage.getItem('azuma3d.settings.v2') ?? '');
      expect(JSON.parse(stored).games.azuma.cardButtons).toBe(true);
      // The table makes room for the buttons: the fan lies above them, each card in the open to tap.
      await page.waitForFunction(() =>
        (globalThis as unknown as { __azumaScene: { settled(): boolean } }).__azumaScene.settled(),
      );
      await screenshot(page, 'pause-preferences-buttons-390x844');
      expect(await smallTargets(page)).toEqual([]);
      await page.context().close();
    },
  );

  browserTest(
    '390x844, AZUMA: the hidden card buttons reached by Tab show with the fan above them, and give the room back when the focus leaves',
    async () => {
      const page = await touchPage(browser(), 390, 844);
      page.setDefaultTimeout(60_000);
      await page.goto(baseUrl('?autostart=1&debug=1&seed=12&players=4&bots=relaxed&lang=en'));
      await page.waitForSelector('.handbar .card');
      expect(await page.locator('.handbar.shown').count()).toBe(0);
      // Once the cards are to pass (a focus given while they were still dealt was lost under load).
      await page.waitForFunction(() =>
        (
          globalThis as unknown as {
            __azumaGame?: { actor: { getSnapshot(): { hasTag(t: string): boolean } } };
          }
        ).__azumaGame?.actor
          .getSnapshot()
          .hasTag('passing'),
      );
      // Focus arrives as by Tab (no key is pressed, so the buttons are not turned on).
      await page.locator('.handbar .card').first().focus();
      await page.waitForFunction(
        () => (document.querySelector('.handbar')?.getBoundingClientRect().height ?? 0) > 40,
      );
      await page.waitForFunction(() =>
        (globalThis as unknown as { __azumaScene: { settled(): boolean } }).__azumaScene.settled(),
      );
      await screenshot(page, 'pause-preferences-tabbed-390x844');
      expect(await smallTargets(page)).toEqual([]);
      const reserve = () =>
        page.evaluate(() =>
          (
            globalThis as unknown as { __azumaScene: { reserveBottom(): number } }
          ).__azumaScene.reserveBottom(),
        );
      expect(await reserve()).toBeGreaterThan(40);
      // The focused card chosen by a tap on its button and passed at the call: its button leaves
      // with the focus (no blur event comes), the bar hides and gives the table its room back.
      await page.locator('.handbar .card').first().tap();
      await page.waitForFunction(() => document.querySelector('.handbar:focus-within') === null);
      await page.waitForFunction(
        () =>
          (
            globalThis as unknown as { __azumaScene: { reserveBottom(): number } }
          ).__azumaScene.reserveBottom() === 0,
        null,
        { timeout: 5_000 },
      );
      expect(await page.locator('.handbar.shown').count()).toBe(0);
      await page.context().close();
    },
  );
});
