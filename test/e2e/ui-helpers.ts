// Helpers for the UI browser tests: axe-core checks, stored settings before load, the running game's state.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE = join(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core on the page (or part of it) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, what: string, include?: string) {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ path: AXE });
  // A panel fading in is judged once it has come (its colours mid-fade fail contrast): finite CSS
  // animations and transitions are let finish first, for at most two seconds.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((r) => setTimeout(r, 2000)),
    ]),
  );
  const violations = await page.evaluate(async (sel) => {
    const axe = (
      globalThis as unknown as {
        axe: { run: (c: unknown, o: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const context = sel ? { include: [sel] } : document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 4)
        .map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, include ?? null);
  expect(violations, `axe on ${what}:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/**
 * Stores AZUMA's settings before the app loads (merged over nothing: its codec fills the rest), the
 * box's way: `{ shell, games: { azuma } }`.
 */
export async function storeSettings(page: Page, settings: Record<string, unknown>) {
  await page.addInitScript((s) => {
    if (!sessionStorage.getItem('azuma-test-seeded')) {
      localStorage.setItem(
        'azuma3d.settings.v2',
        JSON.stringify({ shell: {}, games: { azuma: s } }),
      );
      sessionStorage.setItem('azuma-test-seeded', '1');
    }
  }, settings);
}

/** A few facts about the running game (needs ?debug=1). */
export async function gameState(page: Page) {
  return page.evaluate(() => {
    const g = (
      globalThis as unknown as {
        __azumaGame?: {
          actor: {
            getSnapshot(): { context: Record<string, unknown>; hasTag(t: string): boolean };
          };
          clock: { paused: boolean };
        };
      }
    ).__azumaGame;
    if (!g) return null;
    const s = g.actor.getSnapshot();
    const c = s.context as {
      handNo: number;
      calls: number;
      grabs: { player: number }[];
      book: { rounds: { cells: (number | 'X' | null)[][] }[]; montezuma: number[] };
      hands: number[][];
    };
    return {
      handNo: c.handNo,
      calls: c.calls,
      grabs: c.grabs.map((x) => x.player),
      rounds: c.book.rounds.map((r) => r.cells),
      hand: c.hands[0] ?? [],
      over: s.hasTag('over'),
      passing: s.hasTag('passing'),
      window: s.hasTag('grab-window'),
      paused: g.clock.paused,
    };
  });
}

/** Sets document.visibilityState and fires visibilitychange, as a tab switch would. */
export async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((v) => {
    Object.defineProperty(document, 'visibilityState', { value: v, configurable: true });
    Object.defineProperty(document, 'hidden', { value: v === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

export const LOCALES = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' } as const;

/**
 * AZUMA by touch: taps the first of the person's cards the scene offers once a press there takes it
 * (no card takes a press while the hand is dealt); none offered within 10 s: nothing.
 */
export async function tapFirstCard(page: Page): Promise<void> {
  const card = await page
    .waitForFunction(
      () => {
        const scene = (
          globalThis as unknown as {
            __azumaScene: {
              targets(): { id: string; x: number; y: number }[];
              pick(x: number, y: number): string | null;
            };
          }
        ).__azumaScene;
        const t = scene.targets().find((t) => t.id.startsWith('card:'));
        return t && scene.pick(t.x, t.y) === t.id ? t : null;
      },
      null,
      { timeout: 10_000 },
    )
    .then((h) => h.jsonValue())
    .catch(() => null);
  if (card) await page.touchscreen.tap(card.x, card.y);
}
