// Playing by keyboard in Chromium: the tutorial's first hand (choose, grab, score) and whole games to the end screen.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { RESOURCES } from '../games/azuma/ui/texts';
const { de } = RESOURCES;
const { en } = RESOURCES;
const { fr } = RESOURCES;
import { baseUrl, browserTest, describeBrowser, newPage, screenshot } from './chromium';
import { expectNoAxeViolations, gameState, LOCALES, storeSettings } from './ui-helpers';

const TEXTS = { en, de, fr } as const;
const EDITION = { en: 'azuma', de: 'zuma-de', fr: 'zuma-fr' } as const;

const hint = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-hint]')?.getAttribute('data-hint') ?? null);
const waitHint = (page: Page, h: string, timeout = 60_000) =>
  page.waitForFunction(
    (want) => document.querySelector('[data-hint]')?.getAttribute('data-hint') === want,
    h,
    { timeout },
  );

describeBrowser('keyboard play', (browser) => {
  browserTest(
    'one whole hand by keyboard: choose with arrows and numbers, grab with a colour key, see the score',
    async () => {
      const page = await newPage(browser(), { locale: 'en-US' });
      page.setDefaultTimeout(90_000);
      const sounds: number[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/sounds/azuma.')) sounds.push(r.status());
      });
      await page.goto(baseUrl('?tutorial=1&debug=1&noshadow=1'));
      await waitHint(page, 'choose');
      await screenshot(page, 'ui-tutorial-choose-en');

      // Arrows choose a card (the first), a number key changes it to the odd card (suit E).
      await page.keyboard.press('ArrowRight');
      const chosen = () =>
        page.evaluate(() => {
          const g = (
            globalThis as unknown as {
              __azumaGame: { actor: { getSnapshot(): { context: { chosen: (number | null)[] } } } };
            }
          ).__azumaGame;
          return g.actor.getSnapshot().context.chosen[0];
        });
      const hand = (await gameState(page))!.hand;
      expect(await chosen()).toBe(hand[0]);
      const odd = hand.findIndex((c) => c >> 2 === 4);
      await page.keyboard.press(String(odd + 1));
      expect(await chosen()).toBe(hand[odd]);
      expect(await hint(page)).toBe('ready');

      // The card from the right completes the hand: grab the yellow stick with Y.
      await waitHint(page, 'win');
      await screenshot(page, 'ui-tutorial-win-en');
      // prefers-reduced-motion: no pulsing hint, no sliding sheet.
      const motion = () =>
        page.evaluate(() => ({
          hint: getComputedStyle(document.querySelector('.hint.urgent')!).animationName,
          sheet: getComputedStyle(document.querySelector('.sheet-panel')!).transitionDuration,
        }));
      expect((await motion()).hint).toBe('pulse');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await motion()).toEqual({ hint: 'none', sheet: '0s, 0s, 0s' });
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.keyboard.press('y');
      const after = await gameState(page);
      const detail = await page.evaluate(() => {
        const g = (
          globalThis as unknown as {
            __azumaGame: { actor: { getSnapshot(): { context: unknown } } };
          }
        ).__azumaGame;
        const c = g.actor.getSnapshot().context as {
          grabs: unknown;
          log: unknown;
          refusal: unknown;
        };
        return { grabs: c.grabs, log: c.log, refusal: c.refusal };
      });
      expect(after?.grabs[0], JSON.stringify(detail)).toBe(0);
      // While the others race for the rest, the prompt says the person has a stick (it went blank).
      await waitHint(page, 'held');
      expect(await page.locator('[data-hint="held"]').textContent()).toBe(
        'You have a stick: the others race for the rest.',
      );

      // The hand is scored: 2 points in the person's yellow cell, shown on the sheet.
      await page.waitForSelector('.sheet-panel.shown .cell.fresh');
      const you = await page.$$eval('.sheet-panel tbody tr:first-child td', (tds) =>
        tds.map((td) => td.textContent?.trim() ?? ''),
      );
      expect(you[0]).toBe('2');
      expect((await gameState(page))?.rounds[0]?.[0]?.[0]).toBe(2);
      await screenshot(page, 'ui-tutorial-scored-en');

      // Hand 2: the tutorial says the race before it comes; a bot grabs first; Space grabs a stick
      // the person needs.
      await page.locator('.hint.tutorial', { hasText: 'Watch the sticks' }).waitFor();
      await waitHint(page, 'others');
      await page.keyboard.press(' ');
      await screenshot(page, 'ui-tutorial-others-en');
      const s = await gameState(page);
      expect(s?.handNo).toBe(2);
      expect(s?.grabs).toContain(0);
      // The first key unlocked the sound: the sprite was fetched.
      expect(sounds.length).toBeGreaterThan(0);
      expect(sounds.every((status) => status === 200 || status === 206)).toBe(true);
      // The game plays on with hints: from the third hand's first call (its first choice is made
      // under "that was the race"), how to collect whenever a card is to be chosen (a play-tester
      // passed card after card through a hand of 60 calls nobody won).
      await expect.poll(async () => (await gameState(page))?.handNo, { timeout: 60_000 }).toBe(3);
      // Hand 3 is dealt at random, and the person's key times come from the wall clock: a bot may
      // win at the first call, or the person's hand may win. So the person answers every prompt (a
      // card when asked, a grab when asked) until the line shows, and a timeout says where it stood.
      const collect = page.locator('.hint.tutorial', { hasText: en.hint.tutorialCollect });
      const seen: string[] = [];
      const until = Date.now() + 90_000;
      while (!(await collect.isVisible())) {
        const s3 = await gameState(page);
        const h = await hint(page);
        const line = await page.locator('.hint.tutorial').allTextContents();
        seen.push(
          `hand ${s3?.handNo} call ${s3?.calls} grabs ${s3?.grabs.join(',')} hint ${h} [${line.join('|')}]`,
        );
        if (Date.now() > until)
          throw new Error(`no collect hint; seen:\n${[...new Set(seen)].join('\n')}`);
        if (h === 'choose') await page.keyboard.press('1');
        else if (h === 'win' || h === 'others') await page.keyboard.press(' ');
        await page.waitForTimeout(150);
      }
      // It comes from the third hand's first call: before it, "that was the race" stands.
      const shown = await gameState(page);
      expect((shown?.handNo ?? 0) > 3 || (shown?.calls ?? 0) > 0, JSON.stringify(shown)).toBe(true);
      await screenshot(page, 'ui-tutorial-collect-en');
      await page.keyboard.press('1');
      await collect.waitFor({ state: 'detached', timeout: 10_000 });
      await page.context().close();
    },
    240_000,
  );

  for (const lang of ['en', 'de', 'fr'] as const) {
    browserTest(
      `${lang}: a short game to the end screen with ranking, reaction chart and lifetime stats`,
      async () => {
        const page = await newPage(browser(), { locale: LOCALES[lang] });
        page.setDefaultTimeout(90_000);
        await storeSettings(page, {
          edition: EDITION[lang],
          players: 3,
          pace: 'fast',
          bots: Array.from({ length: 5 }, () => ({ preset: 'lightning', skill: 'expert' })),
          options: { maxHandsPerRound: 1 },
        });
        await page.goto(baseUrl('?autostart=1&timing=fast&debug=1&noshadow=1&seed=3'));
        await page.waitForSelector('canvas');
        const started = Date.now();
        for (;;) {
          const s = await gameState(page);
          if (s?.over) break;
          if (Date.now() - started > 200_000) throw new Error('the game did not end');
          const h = await hint(page);
          if (h === 'win' || h === 'others') await page.keyboard.press(' ');
          else if (h === 'choose' && s && s.calls >= 5) await page.keyboard.press(' ');
          else if (h === 'choose') await page.keyboard.press('1');
          await page.waitForTimeout(120);
        }
        const dialog = page.getByRole('dialog', { name: TEXTS[lang].end.title });
        await dialog.waitFor();
        await page.waitForTimeout(500);
        await screenshot(page, `ui-end-${lang}`);
        await expectNoAxeViolations(page, `end screen (${lang})`);
        const stats = await page.evaluate(() => localStorage.getItem('azuma3d.azuma.stats'));
        expect(JSON.parse(stats ?? '{}')).toMatchObject({ games: 1 });
        expect(await page.locator('.reaction-chart svg .row').count()).toBe(3);
        await page.context().close();
      },
      300_000,
    );
  }
});
