// AZACRU on a tablet either way up: the board stays where it is through the person's whole turn (chevron, target, twist, Move) and the bot's answer, in English and German.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import de from '../../src/games/azacru/texts/de.json';
import en from '../../src/games/azacru/texts/en.json';
import { baseUrl, browserTest, describeBrowser, newPage, screenshot } from './chromium';
import { type FieldBox, slotBox, stillFieldBox, tableView, tapField } from './azacru-helpers';

/** A field near the board's middle: where it is drawn tells whether the board moved. */
const MIDDLE = 40;

async function myTurn(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (
        globalThis as unknown as {
          __azacruGame?: { actor: { getSnapshot(): { hasTag(t: string): boolean } } };
        }
      ).__azacruGame?.actor
        .getSnapshot()
        .hasTag('my-turn') === true,
    null,
    { timeout: 60_000 },
  );
}

/** Where the board's slot and its middle field lie once the board stands still. */
async function where(page: Page): Promise<{ slot: unknown; field: FieldBox }> {
  // The board's probes come with its first frame (and again if it is drawn anew).
  await page.waitForFunction(
    () =>
      typeof (globalThis as unknown as { __azacruBoard?: { field?: unknown } }).__azacruBoard
        ?.field === 'function',
    null,
    { timeout: 30_000 },
  );
  const field = await stillFieldBox(page, MIDDLE);
  return { slot: await slotBox(page), field };
}

const round = (w: { slot: unknown; field: FieldBox }) => ({
  slot: JSON.stringify(w.slot, (_, v: unknown) => (typeof v === 'number' ? Math.round(v) : v)),
  x: Math.round(w.field.x),
  y: Math.round(w.field.y),
  width: Math.round(w.field.width),
});

describeBrowser('AZACRU: the board never moves on a tablet', (browser) => {
  for (const [width, height] of [
    [768, 1024],
    [1024, 768],
  ] as const)
    for (const [lang, texts] of [
      ['en', en],
      ['de', de],
    ] as const)
      browserTest(
        `${width}x${height} (${lang}): through a turn with a twist and the answer`,
        async () => {
          const page = await newPage(browser(), {
            hasTouch: true,
            isMobile: true,
            viewport: { width, height },
          });
          await page.goto(
            baseUrl(
              `?game=azacru&autostart=1&players=2&bots=random&pace=instant&seed=5&debug=1&lang=${lang}`,
            ),
          );
          await myTurn(page);
          const move = (await tableView(page)).legal.find((m) => m.twist !== undefined);
          expect(move, 'a move that crosses a border').toBeDefined();
          const seen = [round(await where(page))];
          await tapField(page, move!.from);
          seen.push(round(await where(page)));
          await tapField(page, move!.to);
          // The fullest step: the prompt, the three twists, Back.
          expect((await tableView(page)).stage).toBe('twist');
          seen.push(round(await where(page)));
          await page.getByRole('button', { name: texts.azacru.twist.left, exact: true }).tap();
          expect((await tableView(page)).stage).toBe('confirm');
          seen.push(round(await where(page)));
          await screenshot(page, `azacru-still-${width}x${height}-${lang}`);
          await page.getByRole('button', { name: texts.azacru.action.confirm, exact: true }).tap();
          await myTurn(page);
          seen.push(round(await where(page)));
          for (const step of seen) expect(step).toEqual(seen[0]);
          await page.context().close();
        },
      );
});
