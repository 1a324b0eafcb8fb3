// The table cache (slow devices): frames drawn from it match frames drawn whole, pixel for pixel, all through a hand.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, browserTest, describeBrowser, hasWebGL, newPage, screenshot } from './chromium';

interface Comparison {
  cachedKind: string;
  hot: number;
  pixels: number;
  drawn: number;
  differing: number;
  maxDiff: number;
}

const state = (page: Page, expr: string) =>
  page.evaluate(`(() => { const s = window.__azumaGame.actor.getSnapshot(); return ${expr}; })()`);

/** Waits until the table is in `tag`, then stops the game clock there (the scene keeps its pose). */
async function pauseIn(page: Page, tag: string): Promise<void> {
  await page.waitForFunction(
    `(() => { const g = window.__azumaGame; if (!g.actor.getSnapshot().hasTag('${tag}')) return false; g.clock.pause(); return true; })()`,
    null,
    { timeout: 120_000 },
  );
}

/** Compares a cached frame with a whole one now; returns how many moving meshes were drawn over the cache. */
async function compare(page: Page, moment: string): Promise<number> {
  const c = (await page.evaluate('window.__azumaScene.compareCache()')) as Comparison;
  expect(c.cachedKind, moment).toBe('cached');
  // The whole frame drew the table (not two blank frames agreeing).
  expect(c.drawn / c.pixels, moment).toBeGreaterThan(0.2);
  expect({ moment, differing: c.differing, maxDiff: c.maxDiff }).toEqual({
    moment,
    differing: 0,
    maxDiff: 0,
  });
  return c.hot;
}

describeBrowser('table cache', (browser) => {
  browserTest(
    'cached frames equal whole frames: dealing, passing, mid-slide, the grab window, the reveal',
    async () => {
      const page = await newPage(browser(), { viewport: { width: 1024, height: 768 } });
      await page.goto(
        baseUrl('?autostart=1&debug=1&seed=3&players=6&bots=lightning&timing=fast&pace=fast'),
      );
      await page.waitForFunction('window.__azumaScene && window.__azumaGame', null, {
        timeout: 120_000,
      });
      // The person passes their first card whenever the table waits for them, so the hand goes on.
      await page.evaluate(`setInterval(() => {
        const g = window.__azumaGame;
        const s = g.actor.getSnapshot();
        if (s.hasTag('passing') && s.context.chosen[0] === null)
          g.actor.send({ type: 'CHOOSE', player: 0, card: s.context.hands[0][0] });
      }, 50)`);
      expect(await hasWebGL(page)).toBe(true);
      // SwiftShader is a software renderer: no shadows, and the cache is on.
      expect(await page.evaluate('window.__azumaScene.renderer().shadowMap.enabled')).toBe(false);

      const resume = () => page.evaluate('window.__azumaGame.clock.resume()');
      await pauseIn(page, 'dealing');
      await compare(page, 'dealing');
      await resume();
      await pauseIn(page, 'choosing');
      await page.waitForFunction('window.__azumaScene.settled()', null, { timeout: 60_000 });
      await compare(page, 'passing, at rest');
      await resume();
      await pauseIn(page, 'sliding');
      await compare(page, 'mid-slide');
      await screenshot(page, 'table-cache-slide');
      await resume();
      await pauseIn(page, 'grab-window');
      await page.waitForTimeout(300); // sticks on their way
      const hotInGrab = await compare(page, 'grab window');
      await resume();
      await pauseIn(page, 'reveal');
      await page.waitForTimeout(300);
      const hotInReveal = await compare(page, 'reveal');
      await screenshot(page, 'table-cache-reveal');
      const kinds = (await page.evaluate('window.__azumaScene.stats.frameKinds')) as Record<
        string,
        number
      >;
      expect(kinds.cached).toBeGreaterThan(kinds.rebuilt ?? 0);
      // Sticks in flight (and a bot's reaching arm) are drawn over the cache, not into it: frames
      // with moving static meshes happened, and one of the compared moments had some.
      expect(await page.evaluate('window.__azumaScene.stats.hotFrames')).toBeGreaterThan(0);
      expect(hotInGrab + hotInReveal).toBeGreaterThan(0);
      expect(await state(page, 's.context.handNo')).toBeGreaterThanOrEqual(1);
      await page.context().close();
    },
    240_000,
  );
});
