// Every screen in every language: start, table set-up, settings, rules, game with sheet, pause; axe finds nothing.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { RESOURCES } from '../games/azuma/ui/texts';
const { de } = RESOURCES;
const { en } = RESOURCES;
const { fr } = RESOURCES;
import {
  baseUrl,
  browserTest,
  describeBrowser,
  newPage,
  screenshot,
  SCREENSHOTS,
} from './chromium';
import { expectNoAxeViolations, gameState, LOCALES, setVisibility } from './ui-helpers';

const TEXTS = { en, de, fr } as const;
const EDITION = { en: 'azuma', de: 'zuma-de', fr: 'zuma-fr' } as const;

describeBrowser('UI screens', (browser) => {
  for (const lang of ['en', 'de', 'fr'] as const) {
    const t = TEXTS[lang];
    const open = async (path = ''): Promise<Page> => {
      const page = await newPage(browser(), { locale: LOCALES[lang] });
      page.setDefaultTimeout(90_000);
      await page.goto(baseUrl(path));
      return page;
    };

    browserTest(`${lang}: start screen, table set-up, settings and rules pass axe`, async () => {
      const page = await open();
      // The language comes from the browser.
      await page.getByRole('button', { name: t.menu.play, exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await screenshot(page, `ui-start-${lang}`);
      await expectNoAxeViolations(page, `start screen (${lang})`);

      // The last choices are remembered on the device.
      await page.getByText(t.edition['zuma-fr'].origin).click();
      await page.locator('.chip', { hasText: '5' }).click();
      await page.reload();
      await page.getByRole('button', { name: t.menu.play, exact: true }).waitFor();
      expect(
        await page
          .getByRole('radio', { name: new RegExp(t.edition['zuma-fr'].origin) })
          .isChecked(),
      ).toBe(true);
      expect(await page.getByRole('radio', { name: '5', exact: true }).isChecked()).toBe(true);

      // "Table rules" shows an arrow that it opens (a flex summary loses the browser's triangle).
      const arrow = () =>
        page.evaluate(() => {
          const style = getComputedStyle(
            document.querySelector('.table-rules summary')!,
            '::before',
          );
          return { width: style.borderInlineStartWidth, turned: style.transform !== 'none' };
        });
      expect(await arrow()).toEqual({ width: expect.not.stringMatching(/^0/), turned: false });
      await page.getByText(t.setup.tableRules).click();
      await expect.poll(async () => (await arrow()).turned).toBe(true);
      await page
        .getByRole('button', { name: new RegExp(`^${t.bot.tune}`) })
        .first()
        .click();
      await page
        .getByRole('group', { name: t.bot.tuneTitle.replace('{{name}}', 'Mika') })
        .waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, `ui-setup-${lang}.png`), fullPage: true });
      await expectNoAxeViolations(page, `table set-up (${lang})`);

      // The settings page is fetched as it is first opened: the start screen stays until it is here
      // (no "Loading" flashes in between).
      await page.evaluate(() => {
        const w = globalThis as unknown as { __flashed: boolean };
        w.__flashed = false;
        new MutationObserver(() => {
          if (document.querySelector('.loading')) w.__flashed = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.getByRole('link', { name: t.menu.settings }).click();
      await page.getByRole('heading', { name: t.settings.title }).waitFor();
      expect(
        await page.evaluate(() => (globalThis as unknown as { __flashed: boolean }).__flashed),
      ).toBe(false);
      await screenshot(page, `ui-settings-${lang}`);
      await expectNoAxeViolations(page, `settings (${lang})`);
      await page.getByRole('button', { name: t.app.back }).click();

      await page.getByRole('link', { name: t.menu.rules }).click();
      await page
        .getByRole('button', { name: /^ZUMA ·/ })
        .first()
        .click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The rules page's own texts (fetched with the page) are in the language too.
      expect(await page.locator('#in-short').textContent()).toBe(t.rules.inShort);
      // The short version ends with what a grab without a winning hand costs in this edition.
      expect(await page.locator('.in-short li').last().textContent()).toBe(
        t.edition['zuma-de'].falseGrab,
      );
      await screenshot(page, `ui-rules-${lang}`);
      await page.screenshot({
        path: join(SCREENSHOTS, `ui-rules-full-${lang}.png`),
        fullPage: true,
      });
      await expectNoAxeViolations(page, `rules (${lang})`);

      await page.context().close();
    });

    browserTest(
      `${lang}: the game's HUD, the sheet after a hand, and pause on a hidden tab`,
      async () => {
        const page = await open(
          `?autostart=1&seed=11&timing=fast&debug=1&noshadow=1&players=4&pace=calm&edition=${EDITION[lang]}`,
        );
        await page.waitForSelector('canvas');
        await page.waitForFunction(() => document.querySelector('[data-hint]') !== null);
        await page.keyboard.press('1');
        await page.waitForTimeout(400);
        await screenshot(page, `ui-game-${lang}`);
        await expectNoAxeViolations(page, `game (${lang})`);

        // A grab with Space ends the hand at once (a false grab unless the hand wins); the sheet slides in.
        await page.keyboard.press('Space');
        await page.waitForSelector('.sheet-panel.shown', { timeout: 20_000 });
        await page.waitForTimeout(900);
        await screenshot(page, `ui-sheet-${lang}`);
        await expectNoAxeViolations(page, `score sheet (${lang})`, '.sheet-panel');

        await setVisibility(page, 'hidden');
        expect((await gameState(page))?.paused).toBe(true);
        await setVisibility(page, 'visible');
        await page.getByRole('dialog', { name: t.pause.title }).waitFor();
        await screenshot(page, `ui-pause-${lang}`);
        await expectNoAxeViolations(page, `pause (${lang})`);
        const before = await gameState(page);
        await page.waitForTimeout(600);
        expect(await gameState(page)).toEqual(before);

        // The rules from the pause: over the table (hidden from touch and screen readers meanwhile),
        // the game still paused; Back returns to the pause with its button focused.
        await page.getByRole('button', { name: t.pause.rules }).click();
        await page.locator('.in-game-page .page-bar').waitFor();
        await screenshot(page, `ui-pause-rules-${lang}`);
        await expectNoAxeViolations(page, `rules over the paused game (${lang})`);
        expect(await page.locator('.game-screen[inert][aria-hidden]').count()).toBe(1);
        expect(await gameState(page)).toEqual(before);
        await page
          .locator('.in-game-page')
          .getByRole('button', { name: t.app.back })
          .first()
          .click();
        await page.getByRole('dialog', { name: t.pause.title }).waitFor();
        expect(await page.locator('.in-game-page').count()).toBe(0);
        expect(await page.locator('.game-screen[inert]').count()).toBe(0);
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t.pause.rules);
        // By keyboard: the page takes the focus (its way back), Escape closes it, not the pause.
        await page.keyboard.press('Enter');
        await page.locator('.in-game-page .page-bar').waitFor();
        expect(
          await page.evaluate(() => document.activeElement?.closest('.in-game-page') !== null),
        ).toBe(true);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: t.pause.title }).waitFor();
        expect(await page.locator('.in-game-page').count()).toBe(0);
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t.pause.rules);
        expect(await gameState(page)).toEqual(before);

        // The settings from the pause: the box's and the game's preferences (no Play), the game still
        // paused; a change takes at once (hints off), Back returns to the pause.
        await page.getByRole('button', { name: t.settings.title, exact: true }).click();
        const settings = page.locator('.in-game-page .settings');
        await settings.waitFor();
        // Fetched at this first opening, and given the focus once it is there.
        await page.waitForFunction(
          () => document.activeElement?.closest('.in-game-page .settings') != null,
        );
        await screenshot(page, `ui-pause-settings-${lang}`);
        await expectNoAxeViolations(page, `settings over the paused game (${lang})`);
        expect(await settings.getByRole('button', { name: t.settings.play }).count()).toBe(0);
        expect(await page.locator('.game-screen[inert][aria-hidden]').count()).toBe(1);
        await settings.getByLabel(t.settings.hints).uncheck();
        await settings.getByRole('button', { name: t.app.back }).click();
        await page.getByRole('dialog', { name: t.pause.title }).waitFor();
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
          t.settings.title,
        );
        expect(await gameState(page)).toEqual(before);
        expect(await page.locator('.hud [data-hint]').count()).toBe(0);
        // By keyboard again: the settings page (fetched when first opened) takes the focus too.
        await page.keyboard.press('Enter');
        await settings.waitFor();
        await page.waitForFunction(
          () => document.activeElement?.closest('.in-game-page .settings') != null,
        );
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: t.pause.title }).waitFor();
        await page.getByRole('button', { name: t.pause.resume }).click();
        expect((await gameState(page))?.paused).toBe(false);
        await page.context().close();
      },
      300_000,
    );
  }
  browserTest(
    'a phone: Back at the foot of the rules returns to the start screen as it was left',
    async () => {
      const t = TEXTS.en;
      const page = await newPage(browser(), {
        locale: LOCALES.en,
        hasTouch: true,
        isMobile: true,
        viewport: { width: 390, height: 844 },
      });
      await page.goto(baseUrl());
      const play = page.getByRole('button', { name: t.menu.play, exact: true });
      await play.waitFor();
      await page.getByRole('link', { name: t.menu.rules }).tap();
      // The rules page itself (its Back): the start screen has a first heading too, and a scroll
      // made on it before the rules came stayed with it, Play out of view after Back.
      const back = page.getByRole('button', { name: t.app.back }).last();
      await back.waitFor();
      // The rules open at their top, and are read to their foot.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await back.tap();
      await play.waitFor();
      // Play in view (the start screen stayed scrolled as far as the rules had been: Play above it).
      expect(
        await play.evaluate((b) => {
          const r = b.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= innerHeight;
        }),
        'Play in view after Back',
      ).toBe(true);
      await page.context().close();
    },
  );
  browserTest(
    'the first hand with hints begun from the rules page leaves its address: a reload comes back to the start screen',
    async () => {
      const t = TEXTS.en;
      const page = await newPage(browser(), { locale: LOCALES.en });
      await page.goto(baseUrl('?lang=en'));
      await page.getByRole('link', { name: t.menu.rules }).click();
      await page.getByRole('button', { name: t.rules.tutorial }).click();
      await page.waitForSelector('canvas');
      expect(await page.evaluate(() => location.hash)).toBe('');
      await page.reload();
      await page.getByRole('button', { name: t.menu.play, exact: true }).waitFor();
      await page.context().close();
    },
  );
  browserTest("the set-up's heading looks the same whichever game the box opens with", async () => {
    const looks: string[] = [];
    for (const game of ['azuma', 'bonanza', 'azacru']) {
      const page = await newPage(browser(), { locale: LOCALES.en });
      await page.goto(baseUrl(`?game=${game}&lang=en`));
      const heading = page.locator('#setup-title');
      await heading.waitFor();
      looks.push(
        await heading.evaluate((h) => {
          const s = getComputedStyle(h);
          return `${s.fontSize} ${s.fontWeight} ${s.color}`;
        }),
      );
      await page.context().close();
    }
    expect(new Set(looks).size, looks.join(' / ')).toBe(1);
  });
});
