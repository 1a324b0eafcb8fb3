// Installable offline PWA (texts included), the update flow, save and resume, and a corrupted save, in Debian's Chromium.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import { RESOURCES } from '../games/azuma/ui/texts';
const { de } = RESOURCES;
const { en } = RESOURCES;
import {
  baseUrl,
  browserTest,
  describeBrowser,
  launchProfile,
  newPage,
  WITH_WORKER,
  screenshot,
} from './chromium';
import { playUntilHand, table, waitForServiceWorker } from './pwa-helpers';

const FAST = '?seed=11&players=3&edition=zuma-fr&pace=fast&bots=lightning&timing=fast&debug=1';

describeBrowser('PWA, save and resume', (browser) => {
  browserTest(
    'installable: no installability errors, and the service worker controls the page',
    async () => {
      // Installability needs a real (not incognito) profile.
      const { context, close } = await launchProfile();
      const page = await context.newPage();
      await page.goto(baseUrl());
      await waitForServiceWorker(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: unknown[];
      };
      expect(installabilityErrors).toEqual([]);
      const manifest = await page.evaluate(async () => {
        const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
        return href ? ((await (await fetch(href)).json()) as Record<string, unknown>) : null;
      });
      expect(manifest).toMatchObject({
        name: 'AZUMA 3D',
        short_name: 'AZUMA 3D',
        display: 'standalone',
      });
      await close();
    },
  );

  browserTest(
    'offline after the first visit: the game starts and a hand can be played',
    async () => {
      const page = await newPage(browser(), WITH_WORKER);
      await page.goto(baseUrl(FAST));
      await waitForServiceWorker(page);
      // Let the lazy chunks of the game and the table be fetched (and cached) once.
      await page.getByRole('button', { name: /^play$/i }).click();
      await page.waitForSelector('canvas');
      await page.context().setOffline(true);
      await page.goto(baseUrl(`${FAST}&autostart=1`));
      await page.waitForSelector('canvas');
      await playUntilHand(page, 2);
      const t = await table(page);
      expect(t?.handNo).toBeGreaterThanOrEqual(2);
      await screenshot(page, 'pwa-offline-hand');
      await page.context().close();
    },
    180_000,
  );

  browserTest('German texts are cached for offline play with the rest of the game', async () => {
    const page = await newPage(browser(), WITH_WORKER);
    // An English first visit: the service worker caches every language's texts with the game.
    await page.goto(baseUrl());
    await waitForServiceWorker(page);
    await page.context().setOffline(true);
    await page.goto(baseUrl('?lang=de'));
    await page.getByRole('button', { name: de.menu.play, exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.context().close();
  });

  browserTest(
    'an update waits until asked: "update ready", then "update now" reloads under the new worker',
    async () => {
      const sw = join(inject('distDir'), 'sw.js');
      const original = readFileSync(sw, 'utf8');
      const page = await newPage(browser(), WITH_WORKER);
      try {
        await page.goto(baseUrl());
        await waitForServiceWorker(page);
        const notice = page.getByRole('status').filter({ hasText: en.update.ready });
        expect(await notice.count()).toBe(0);
        // A new version is deployed: the browser finds a changed service worker.
        writeFileSync(sw, `${original}\n// a new version\n`);
        await page.evaluate(async () => {
          await (await navigator.serviceWorker.getRegistration())?.update();
        });
        await notice.waitFor();
        await screenshot(page, 'pwa-update-ready');
        // It waits: the page still runs under the old worker until the person says so.
        expect(
          await page.evaluate(
            async () => !!(await navigator.serviceWorker.getRegistration())?.waiting,
          ),
        ).toBe(true);
        await page.evaluate(() => ((globalThis as { beforeUpdate?: boolean }).beforeUpdate = true));
        await Promise.all([
          page.waitForEvent('load'),
          notice.getByRole('button', { name: en.update.apply }).click(),
        ]);
        expect(await page.evaluate(() => 'beforeUpdate' in globalThis)).toBe(false);
        const after = await page.evaluate(async () => {
          const r = await navigator.serviceWorker.getRegistration();
          return { waiting: !!r?.waiting, controlled: navigator.serviceWorker.controller !== null };
        });
        expect(after).toEqual({ waiting: false, controlled: true });
      } finally {
        writeFileSync(sw, original);
        await page.context().close();
      }
    },
    120_000,
  );

  browserTest(
    'reload in the middle of the game: "Resume game" restores the sheet exactly',
    async () => {
      const page = await newPage(browser(), WITH_WORKER);
      await page.goto(baseUrl(`${FAST}&autostart=1`));
      await page.waitForSelector('canvas');
      await playUntilHand(page, 2);
      // Freeze the table (as a closed tab would) and read the sheet and the stored save together.
      const before = await page.evaluate(() => {
        const g = (
          globalThis as unknown as {
            __azumaGame: {
              clock: { pause(): void };
              actor: { getSnapshot(): { context: { handNo: number; book: unknown } } };
            };
          }
        ).__azumaGame;
        g.clock.pause();
        const c = g.actor.getSnapshot().context;
        const saved = JSON.parse(localStorage.getItem('azuma3d.azuma.save') ?? 'null') as {
          handNo: number;
          book: unknown;
        } | null;
        return {
          handNo: c.handNo,
          book: JSON.stringify(c.book),
          savedHand: saved?.handNo,
          savedBook: JSON.stringify(saved?.book),
        };
      });
      expect(before.handNo).toBeGreaterThanOrEqual(2);
      expect(before.savedHand).toBeGreaterThanOrEqual(before.handNo);
      await page.goto(baseUrl(FAST));
      await page.getByRole('button', { name: /resume game/i }).click();
      await page.waitForFunction(() => '__azumaGame' in globalThis);
      const after = await table(page);
      expect(after?.handNo).toBe(before.savedHand);
      expect(after?.book).toBe(before.savedBook);
      if (before.savedHand === before.handNo) expect(after?.book).toBe(before.book);
      await screenshot(page, 'pwa-resumed');
      await page.context().close();
    },
    180_000,
  );

  browserTest(
    'a corrupted save: a clear message, a new game can start, the broken save is kept aside',
    async () => {
      const page = await newPage(browser(), WITH_WORKER);
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          // Stored under the key of the version before the game box: moved to AZUMA's own key first.
          localStorage.setItem(
            'azuma3d.save',
            '{"format":"azuma3d-save","version":1,"config":{oops',
          );
          sessionStorage.setItem('seeded', '1');
        }
      });
      await page.goto(baseUrl('?debug=1'));
      const alert = page.getByRole('alert');
      await expect
        .poll(async () => (await alert.textContent()) ?? '')
        .toMatch(/could not be resumed/i);
      await screenshot(page, 'pwa-corrupted-save');
      // The broken save is still there while the person reads the message.
      expect(await page.evaluate(() => localStorage.getItem('azuma3d.azuma.save'))).toContain(
        'oops',
      );
      expect(await page.evaluate(() => localStorage.getItem('azuma3d.save'))).toBeNull();
      await page.getByRole('button', { name: /^play$/i }).click();
      await page.waitForSelector('canvas');
      await page.waitForFunction(() => '__azumaGame' in globalThis);
      expect(
        await page.evaluate(() => localStorage.getItem('azuma3d.azuma.save.broken')),
      ).toContain('oops');
      await page.context().close();
    },
  );
});
