// Outside checks of the built app: no CSP violation, no failed request and no console warning or error, from load through a hand.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, browserTest, describeBrowser, newPage, WITH_WORKER } from './chromium';

/** Collects every CSP violation the page reports, from before its first script. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) seen.push(`console: ${m.text()}`);
  });
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (globalThis as unknown as { __cspViolation: (t: string) => void })
        .__cspViolation;
      report(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return seen;
}

/** Collects failed requests (4xx, 5xx, network errors) and console warnings and errors. */
function watchTrouble(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) seen.push(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => seen.push(`failed ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') seen.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`page error: ${e.message}`));
  return seen;
}

/** Plays the person's seat by sending the first card of the hand whenever a card is wanted. */
async function playUntilHand(page: Page, hand: number): Promise<number> {
  return page.evaluate(async (until) => {
    type Snap = {
      hasTag(t: string): boolean;
      context: { handNo: number; hands: number[][]; chosen: (number | null)[] };
    };
    const g = (
      globalThis as unknown as {
        __azumaGame: { actor: { getSnapshot(): Snap; send(e: unknown): void } };
      }
    ).__azumaGame;
    const started = performance.now();
    for (;;) {
      const s = g.actor.getSnapshot();
      if (s.context.handNo >= until || s.hasTag('over')) return s.context.handNo;
      if (performance.now() - started > 90_000) return s.context.handNo;
      const card = s.context.hands[0]?.[0];
      if (s.hasTag('passing') && s.context.chosen[0] == null && card !== undefined)
        g.actor.send({ type: 'CHOOSE', player: 0, card });
      await new Promise((r) => setTimeout(r, 100));
    }
  }, hand);
}

describeBrowser('outside checks', (browser) => {
  browserTest(
    'no violation, 404 or console warning on the start screen, in German, and through a whole hand with sound',
    async () => {
      const page = await newPage(browser(), { ...WITH_WORKER, bypassCSP: false });
      const violations = await watchViolations(page);
      const trouble = watchTrouble(page);
      // The settings page and the rules page load when opened, never to start or play (bench/bundle.ts
      // counts them apart).
      const requested: string[] = [];
      page.on('request', (r) => requested.push(r.url()));
      await page.goto(baseUrl('?lang=de'));
      await page.getByRole('button', { name: 'Spielen', exact: true }).waitFor();
      const policy = await page
        .locator('meta[http-equiv="Content-Security-Policy"]')
        .getAttribute('content');
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain('unsafe-eval');
      // Played as a player plays it (no ?debug): the table's chunks load, the tests' probe never
      // (the bundle budget leaves it out of the JS loaded to play: bench/bundle.ts).
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(r.url()));
      await page.getByRole('button', { name: 'Spielen', exact: true }).click();
      await page.waitForSelector('canvas');
      await page.waitForFunction(() => document.querySelector('.hud-status') !== null);
      expect(fetched.some((u) => /\/Table3D-[\w-]+\.js$/.test(u))).toBe(true);
      expect(fetched.filter((u) => /SceneDebug/.test(u))).toEqual([]);

      await page.goto(
        baseUrl(
          '?autostart=1&timing=fast&pace=fast&debug=1&seed=3&players=3&bots=lightning&lang=fr',
        ),
      );
      await page.waitForSelector('canvas');
      await page.waitForFunction(() => '__azumaGame' in globalThis);
      // A tap unlocks the sound: the sprite is fetched and decoded under the policy too.
      await page.mouse.click(20, 200);
      expect(await playUntilHand(page, 2)).toBeGreaterThanOrEqual(2);
      expect(violations).toEqual([]);
      expect(trouble).toEqual([]);
      expect(requested.filter((u) => /SettingsScreen/.test(u))).toEqual([]);
      // Nor the rules page (bench/bundle.ts counts it apart too).
      expect(requested.filter((u) => /rules-page/.test(u))).toEqual([]);
    },
    180_000,
  );
});
