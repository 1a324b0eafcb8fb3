// AZACRU taps that do nothing, on a phone and a tablet: an opponent's chevron and a field the picked chevron cannot reach are explained under the board (and to screen readers), the pick stays, and the board's slot does not move.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import en from '../../src/games/azacru/texts/en.json';
import { fieldName } from '../../src/games/azacru/rules/fields';
import { baseUrl, browserTest, describeBrowser, newPage } from './chromium';
import { slotBox, tableView, tapField, type TableView } from './azacru-helpers';

const T = en.azacru;

async function openAtMyTurn(page: Page): Promise<TableView> {
  await page.goto(
    baseUrl('?game=azacru&autostart=1&players=2&bots=random&pace=instant&seed=5&debug=1'),
  );
  await page.waitForFunction(
    () => {
      const g = (
        globalThis as unknown as {
          __azacruGame?: { actor: { getSnapshot(): { hasTag(t: string): boolean } } };
        }
      ).__azacruGame;
      return '__azacruBoard' in globalThis && g?.actor.getSnapshot().hasTag('my-turn') === true;
    },
    null,
    { timeout: 60_000 },
  );
  return tableView(page);
}

/** The prompt's words and whether they are a note (a tap that did nothing). */
const prompt = (page: Page) =>
  page.locator('.azacru-choice .prompt').evaluate((p) => ({
    text: p.textContent ?? '',
    note: p.classList.contains('note'),
  }));
/** The slot once the layout has settled (two frames after the words changed: a resize is laid out by then). */
async function settledSlot(page: Page) {
  await page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
  return slotBox(page);
}
const spoken = (page: Page) => page.locator('p.sr-only[aria-live="polite"]').first().textContent();

async function taps(page: Page): Promise<void> {
  const v = await openAtMyTurn(page);
  const room = await slotBox(page);
  const at = new Set(v.chevrons.map((c) => c.field));

  // An opponent's chevron: whose it is and which colour is yours; nothing is picked.
  const rival = v.chevrons.find((c) => c.player !== 0)!;
  await tapField(page, rival.field);
  await expect.poll(() => prompt(page)).toMatchObject({ note: true });
  const said = (await prompt(page)).text;
  expect(said).toMatch(
    /^That chevron is .+'s \(blue, squares\): tap one of yours \(red, discs\)\.$/,
  );
  await expect.poll(() => spoken(page)).toBe(said);
  expect((await tableView(page)).stage).toBe('chevron');
  expect(await settledSlot(page), 'the board moved when the note came').toEqual(room);

  // A field the picked chevron cannot reach: the pick stays, the note says from where to where and why.
  const move = v.legal[0]!;
  await tapField(page, move.from);
  await expect.poll(() => prompt(page)).toMatchObject({ note: false });
  const targets = new Set(v.legal.filter((m) => m.from === move.from).map((m) => m.to));
  const away = [...Array(81).keys()].find((f) => !targets.has(f) && !at.has(f) && f > 9)!;
  await tapField(page, away);
  // It says why, in the rules' words: the rule the move breaks (here from the set-up: too far,
  // the wrong direction or off every line), then to tap a lit field.
  const [head, tail] = T.tap.unreachableWhy
    .replace('{{from}}', fieldName(move.from))
    .replace('{{to}}', fieldName(away))
    .split('{{why}}') as [string, string];
  await expect.poll(() => prompt(page)).toMatchObject({ note: true });
  const unreachable = (await prompt(page)).text;
  expect(unreachable.startsWith(head), unreachable).toBe(true);
  expect(unreachable.endsWith(tail), unreachable).toBe(true);
  const why = unreachable.slice(head.length, unreachable.length - tail.length);
  const reasons = Object.values(T.why).map(
    (w) => new RegExp(`^${w.replace(/[().]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.+')}$`),
  );
  expect(
    reasons.some((r) => r.test(why)),
    `"${why}" is one of the rules' reasons`,
  ).toBe(true);
  await expect.poll(() => spoken(page)).toBe(unreachable);
  const kept = await tableView(page);
  expect(kept.stage).toBe('target');
  expect(await settledSlot(page), 'the board moved when the note came').toEqual(room);

  // A lit field acts again: the note gives way to the next step.
  await tapField(page, move.to);
  await expect.poll(async () => (await tableView(page)).stage).not.toBe('target');
  expect((await prompt(page)).note).toBe(false);
  expect(await settledSlot(page), 'the board moved when the target was chosen').toEqual(room);
}

describeBrowser('AZACRU taps that do nothing', (browser) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
    { width: 844, height: 390 },
  ]) {
    browserTest(
      `are explained and leave the board in place (${viewport.width}x${viewport.height})`,
      async () => {
        const page = await newPage(browser(), {
          hasTouch: true,
          isMobile: viewport.width < 600 || viewport.height < 600,
          viewport,
        });
        await taps(page);
        await page.context().close();
      },
    );
  }
});
