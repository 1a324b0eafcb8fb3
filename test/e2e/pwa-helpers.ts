// Helpers for the PWA and save browser tests: wait for the service worker, drive hands quickly by keyboard.
import type { Page } from 'playwright-core';

/** Waits until a service worker controls the page (reloading once if it only just installed). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  }
}

/** The running game's sheet and phase (needs ?debug=1). */
export async function table(page: Page) {
  return page.evaluate(() => {
    const g = (
      globalThis as unknown as {
        __azumaGame?: {
          actor: {
            getSnapshot(): {
              context: { handNo: number; book: unknown };
              hasTag(t: string): boolean;
            };
          };
        };
      }
    ).__azumaGame;
    if (!g) return null;
    const s = g.actor.getSnapshot();
    return {
      handNo: s.context.handNo,
      book: JSON.stringify(s.context.book),
      handEnd: s.hasTag('hand-end'),
      over: s.hasTag('over'),
      passing: s.hasTag('passing'),
    };
  });
}

/** Keeps choosing the first card (key 1) until the table reaches hand `handNo` or `limitMs` passes. */
export async function playUntilHand(page: Page, handNo: number, limitMs = 90_000): Promise<void> {
  const until = Date.now() + limitMs;
  for (;;) {
    const t = await table(page);
    if (t && (t.handNo >= handNo || t.over)) return;
    if (Date.now() > until) throw new Error(`hand ${handNo} not reached (at ${t?.handNo})`);
    await page.keyboard.press('1');
    await page.waitForTimeout(150);
  }
}
