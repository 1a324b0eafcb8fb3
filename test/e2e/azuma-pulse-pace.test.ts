// AZUMA on a phone while the person thinks: the glow asking for a card pulses at the pulse's pace (20 frames a second), not 60, the resolution holds, and under the pause menu nothing is drawn.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, browserTest, describeBrowser, newPage, touchPage } from './chromium';
import { holdAzumaTable } from './settled';
import { tapFirstCard } from './ui-helpers';

interface Reading {
  frames: number;
  dpr: number;
  halo: boolean;
  hint: string | null;
}

const read = (page: Page) =>
  page.evaluate((): Reading => {
    const scene = (
      globalThis as unknown as {
        __azumaScene: {
          stats: { frames: number; quality: { dpr: number } };
          scene(): { getObjectByName(name: string): { visible: boolean } | undefined };
        };
      }
    ).__azumaScene;
    return {
      frames: scene.stats.frames,
      dpr: scene.stats.quality.dpr,
      halo: scene.scene().getObjectByName('wait-halo')?.visible ?? false,
      hint: document.querySelector('[data-hint]')?.getAttribute('data-hint') ?? null,
    };
  });

describeBrowser('the pace of a pulse', (browser) => {
  browserTest(
    'while the table waits for the person, its glow is drawn about 20 times a second and the resolution keeps; under the pause menu, no frame',
    async () => {
      const page = await touchPage(browser(), 390, 844);
      await page.goto(baseUrl('?autostart=1&debug=1&seed=12&players=5&bots=relaxed&lang=en'));
      // Frames are drawn back to back in the resolution's first 8 s (AdaptiveResolution's warm-up).
      await page.waitForFunction(
        () => 'stats' in ((globalThis as { __azumaScene?: object }).__azumaScene ?? {}),
      );
      const shown = Date.now();
      await page.waitForFunction(
        () => document.querySelector('[data-hint]')?.getAttribute('data-hint') === 'choose',
        null,
        { timeout: 60_000 },
      );
      // The game held where it asks for a card: nothing moves but the glow behind the fan.
      await holdAzumaTable(page);
      await page.waitForTimeout(Math.max(500, 9000 - (Date.now() - shown)));
      const before = await read(page);
      expect(before.halo, 'the glow behind the fan').toBe(true);
      expect(before.hint).toBe('choose');
      await page.waitForTimeout(3000);
      const after = await read(page);
      const drawn = after.frames - before.frames;
      console.log(`pulse: ${drawn} frames in 3 s, pixel ratio ${before.dpr} -> ${after.dpr}`);
      // 60 in 3 s at the pace; a loaded host draws fewer, never more. At every display frame: 180.
      expect(drawn, 'frames drawn in 3 s of pulsing').toBeLessThanOrEqual(81);
      expect(drawn, 'the glow still pulses').toBeGreaterThanOrEqual(15);
      // The paced frames are no frame times: the pixel ratio stays where it was.
      expect(after.dpr).toBe(before.dpr);

      // Under the pause menu the table draws nothing; on Resume the glow pulses again.
      await page.getByRole('button', { name: 'Pause' }).tap();
      await page.getByRole('dialog').waitFor();
      // The frames the tap and the dialog asked for are drawn first (late on a loaded host): up to
      // 10 s for a still 0.4 s. A pulse that went on would never give one, and fails below.
      for (let last = -1, until = Date.now() + 10_000; Date.now() < until;) {
        const now = (await read(page)).frames;
        if (now === last) break;
        last = now;
        await page.waitForTimeout(400);
      }
      const held = await read(page);
      await page.waitForTimeout(1500);
      expect((await read(page)).frames - held.frames, 'frames drawn under the pause menu').toBe(0);
      await page.getByRole('button', { name: 'Resume' }).tap();
      await expect.poll(async () => (await read(page)).frames - held.frames).toBeGreaterThan(5);
      await page.context().close();
    },
    120_000,
  );

  browserTest(
    "a bot's winning hand glows: pulsing, or lit and still where the device asks for reduced motion",
    async () => {
      for (const reduce of [true, false]) {
        const page = await newPage(browser(), {
          viewport: { width: 390, height: 844 },
          hasTouch: true,
          isMobile: true,
          reducedMotion: reduce ? 'reduce' : 'no-preference',
        });
        await page.goto(
          baseUrl('?autostart=1&debug=1&seed=5&timing=fast&pace=fast&bots=lightning&lang=en'),
        );
        await page.waitForFunction(
          () => 'stats' in ((globalThis as { __azumaScene?: object }).__azumaScene ?? {}),
        );
        const shown = Date.now();
        const lit = () =>
          page.evaluate(() => {
            const scene = (
              globalThis as unknown as {
                __azumaScene: {
                  scene(): {
                    traverse(f: (o: { name: string; visible: boolean }) => void): void;
                  };
                };
              }
            ).__azumaScene.scene();
            let any = false;
            scene.traverse((o) => {
              if (o.name.startsWith('win-glow-') && o.visible) any = true;
            });
            return any;
          });
        // The person passes a card whenever asked, until a bot's revealed hand glows.
        const until = Date.now() + 120_000;
        while (!(await lit())) {
          if (Date.now() > until) throw new Error('no winning hand was revealed');
          const hint = await page.evaluate(
            () => document.querySelector('[data-hint]')?.getAttribute('data-hint') ?? null,
          );
          if (hint === 'choose' || hint === 'win') await tapFirstCard(page);
          await page.waitForTimeout(100);
        }
        await holdAzumaTable(page);
        // Past the resolution's warm-up, whose frames are drawn back to back.
        await page.waitForTimeout(Math.max(500, 9000 - (Date.now() - shown)));
        expect(await lit(), 'the glow still lit').toBe(true);
        const before = (await read(page)).frames;
        await page.waitForTimeout(1500);
        const drawn = (await read(page)).frames - before;
        if (reduce) expect(drawn, 'frames drawn for a still glow').toBe(0);
        else expect(drawn, 'frames drawn for a pulsing glow').toBeGreaterThanOrEqual(5);
        await page.context().close();
      }
    },
    300_000,
  );
});
