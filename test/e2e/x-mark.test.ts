// AZUMA's X by touch: after a false grab of a colour already crossed, the person taps the cell for the X.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, browserTest, describeBrowser, newPage, screenshot } from './chromium';

// Four players (three colours, so two stay open after one X); slow bots, so the person's grab comes first.
const URL =
  '?autostart=1&players=4&edition=azuma&pace=fast&bots=relaxed&timing=fast&seed=31&debug=1';

interface Probe {
  handNo: number;
  passing: boolean;
  grabbed: boolean;
  placing: boolean;
  /** The person's row on this round's sheet, in sheet colour order. */
  row: (number | 'X' | null)[];
  colours: string[];
  /** A free stick per colour. */
  sticks: { id: number; colour: string }[];
}

function probe(page: Page): Promise<Probe> {
  return page.evaluate(() => {
    type Snap = {
      hasTag(t: string): boolean;
      context: {
        handNo: number;
        grabs: unknown[];
        sticks: { id: number; colour: string; owner: number | null }[];
        book: { round: number; colours: string[]; rounds: { cells: (number | 'X' | null)[][] }[] };
      };
    };
    const g = (globalThis as unknown as { __azumaGame: { actor: { getSnapshot(): Snap } } })
      .__azumaGame;
    const s = g.actor.getSnapshot();
    const c = s.context;
    return {
      handNo: c.handNo,
      passing: s.hasTag('passing'),
      grabbed: c.grabs.length > 0,
      placing: s.hasTag('placing-x'),
      row: c.book.rounds[c.book.round]?.cells[0] ?? c.book.colours.map(() => null),
      colours: c.book.colours,
      sticks: c.sticks.filter((x) => x.owner === null).map(({ id, colour }) => ({ id, colour })),
    };
  });
}

/** Waits for a new hand's passing phase with nobody grabbed yet. */
async function nextPassing(page: Page, after: number): Promise<Probe> {
  for (let i = 0; i < 600; i += 1) {
    const p = await probe(page);
    if (p.handNo > after && p.passing && !p.grabbed) return p;
    await page.waitForTimeout(100);
  }
  throw new Error(`hand ${after + 1} did not start`);
}

async function tapStick(page: Page, id: number): Promise<void> {
  const at = await page.evaluate((i) => window.__azumaScene?.project('stick', i) ?? null, id);
  if (!at) throw new Error(`stick ${id} is off screen`);
  await page.touchscreen.tap(at.x, at.y);
}

describeBrowser('placing an X by touch (AZUMA)', (browser) => {
  for (const [width, height] of [
    [1024, 768],
    [844, 390],
  ] as const)
    browserTest(
      `${width}x${height}: a second false grab of the same colour asks for the X cell; the tapped cell gets it`,
      async () => {
        const page = await newPage(browser(), {
          hasTouch: true,
          viewport: { width, height },
        });
        await page.goto(baseUrl(URL));
        await page.waitForFunction(
          () => window.__azumaScene !== undefined && '__azumaGame' in globalThis,
        );
        // Hand 1: the person grabs a stick without a winning hand: the X goes into that colour.
        const first = await nextPassing(page, 0);
        const stick = first.sticks[0]!;
        const colour = stick.colour;
        const ci = first.colours.indexOf(colour);
        await page.waitForFunction(() => window.__azumaScene?.settled() === true);
        await tapStick(page, stick.id);
        await page.waitForFunction(
          (c) => {
            type Book = { round: number; rounds: { cells: unknown[][] }[] };
            const g = (
              globalThis as unknown as {
                __azumaGame: { actor: { getSnapshot(): { context: { book: Book } } } };
              }
            ).__azumaGame;
            const b = g.actor.getSnapshot().context.book;
            return b.rounds[b.round]?.cells[0]?.[c] === 'X';
          },
          ci,
          { timeout: 60_000 },
        );
        // Hand 2: the same colour again; its cell is crossed, so the person chooses among the others.
        const second = await nextPassing(page, first.handNo);
        expect(second.row[ci]).toBe('X');
        const again = second.sticks.find((x) => x.colour === colour)!;
        await page.waitForFunction(() => window.__azumaScene?.settled() === true);
        await tapStick(page, again.id);
        const cells = page.getByRole('button', { name: /place your x in/i });
        await cells.first().waitFor({ timeout: 60_000 });
        const open = second.colours.filter((_, i) => second.row[i] === null);
        expect(await cells.count()).toBe(open.length);
        // Once the sheet has slid in, every open cell is in its view, not under its scrolled edge (on
        // a phone on its side the person's row was cut in half by the fan's room).
        await page.waitForFunction(
          () => document.querySelector('.sheet-panel.shown')?.getAnimations().length === 0,
        );
        const cut = await cells.evaluateAll((all) => {
          const panel = document.querySelector('.sheet-panel.shown')!.getBoundingClientRect();
          return all.filter((b) => {
            const r = b.getBoundingClientRect();
            return r.top < panel.top || r.bottom > panel.bottom || r.bottom > innerHeight;
          }).length;
        });
        expect(cut, 'open cells cut off the sheet').toBe(0);
        await screenshot(page, `x-mark-choose-${width}x${height}`);
        // Tap the last open cell, not the default first one.
        const target = cells.last();
        const box = await target.boundingBox();
        if (!box) throw new Error('the X cell is not on screen');
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        const chosen = open[open.length - 1]!;
        await page.waitForFunction(
          ([c, hand]) => {
            type Book = { round: number; rounds: { cells: unknown[][] }[]; hands: number };
            const g = (
              globalThis as unknown as {
                __azumaGame: { actor: { getSnapshot(): { context: { book: Book } } } };
              }
            ).__azumaGame;
            const b = g.actor.getSnapshot().context.book;
            return b.hands >= hand && b.rounds[b.round]?.cells[0]?.[c] === 'X';
          },
          [second.colours.indexOf(chosen), second.handNo] as const,
          { timeout: 60_000 },
        );
        const after = await probe(page);
        expect(after.row[ci]).toBe('X');
        expect(after.row[second.colours.indexOf(chosen)]).toBe('X');
        expect(after.row.filter((c) => c === 'X')).toHaveLength(2);
        // The sheet on screen shows both Xs in the person's row (after the fresh cells' pop-in).
        const mine = page.locator('.sheet tbody tr').first().locator('td.cell-x');
        await expect.poll(() => mine.count(), { timeout: 10_000 }).toBe(2);
        // Hold the table's clock (CSS animations still run) to look at the sheet before the next deal.
        const clock = (pause: boolean) =>
          page.evaluate((p) => {
            const g = (
              globalThis as unknown as {
                __azumaGame: { clock: { pause(): void; resume(): void } };
              }
            ).__azumaGame;
            if (p) g.clock.pause();
            else g.clock.resume();
          }, pause);
        await clock(true);
        await page.waitForTimeout(1200);
        await screenshot(page, `x-mark-placed-${width}x${height}`);
        await clock(false);
        await page.context().close();
      },
      240_000,
    );
});
