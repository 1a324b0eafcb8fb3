// Every screen size by touch: nothing overlaps or leaves the screen, seats are in view, every stick and card is finger-sized.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, browserTest, describeBrowser, hasWebGL, newPage, screenshot } from './chromium';
import {
  gameLayoutProblems,
  menuLayoutProblems,
  refusalProblems,
  smallTargets,
} from './layout-checks';
import { tapFirstCard } from './ui-helpers';

/** Phones and tablets, both ways up, down to a small 360 x 640 phone. */
const SIZES = [
  [360, 640],
  [390, 844],
  [844, 390],
  [768, 1024],
  [1024, 768],
  [1366, 1024],
] as const;

/** Six players (five sticks, six seats), and ZUMA DE where the person holds eight cards. */
const TABLES = [
  { name: 'azuma-6p', query: 'edition=azuma&players=6', cards: 7 },
  { name: 'zuma-de-4p', query: 'edition=zuma-de&players=4', cards: 8 },
] as const;

/** The round strip as drawn: its computed visibility, or null when the page has none. */
function stripLook(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.querySelector('.round-strip');
    return el ? getComputedStyle(el).visibility : null;
  });
}

interface Snap {
  passing: boolean;
  window: boolean;
  chosen: number | null;
  transit: number;
  hand: number;
  handNo: number;
}

const snap = (page: Page) =>
  page.evaluate((): Snap | null => {
    const g = (
      globalThis as unknown as {
        __azumaGame?: {
          actor: {
            getSnapshot(): {
              hasTag(t: string): boolean;
              context: {
                chosen: (number | null)[];
                transit: unknown[];
                hands: number[][];
                handNo: number;
              };
            };
          };
        };
      }
    ).__azumaGame;
    if (!g) return null;
    const s = g.actor.getSnapshot();
    return {
      passing: s.hasTag('passing'),
      window: s.hasTag('grab-window'),
      chosen: s.context.chosen[0] ?? null,
      transit: s.context.transit.length,
      hand: s.context.hands[0]?.length ?? 0,
      handNo: s.context.handNo,
    };
  });

const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      (globalThis as unknown as { __azumaScene?: { settled(): boolean } }).__azumaScene?.settled(),
    null,
    { timeout: 20_000 },
  );

const setPaused = (page: Page, paused: boolean) =>
  page.evaluate((p) => {
    const g = (
      globalThis as unknown as { __azumaGame: { clock: { pause(): void; resume(): void } } }
    ).__azumaGame;
    if (p) g.clock.pause();
    else g.clock.resume();
  }, paused);

/** Taps the person's first fan card whenever the table waits for it, until `until` holds. */
async function playUntil(page: Page, until: (s: Snap) => boolean, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const s = await snap(page);
    if (s && until(s)) return s;
    if (s?.passing && s.chosen === null && s.transit === 0) await tapFirstCard(page);
    await page.waitForTimeout(40);
  }
  throw new Error('the table never got there');
}

async function expectClean(page: Page, moment: string, file: string, under: string | null = null) {
  // A tap of playUntil that lands just after a bot grabbed is refused, and its note stands for
  // 2.6 s (real time, so also while paused) over the hand: each moment is judged without it (the
  // grab window's refusal is judged on its own).
  await page.waitForFunction(() => document.querySelector('.refusal') === null, null, {
    timeout: 10_000,
  });
  await screenshot(page, file);
  const problems = [...(await gameLayoutProblems(page)), ...(await smallTargets(page, under))];
  expect(problems, `${moment}:\n${problems.join('\n')}`).toEqual([]);
}

describeBrowser('layout on every screen', (browser) => {
  for (const [w, h] of SIZES) {
    browserTest(
      `${w}x${h}: start screen, mid-hand, grab window and sheet by touch`,
      async () => {
        for (const table of TABLES) {
          const page = await newPage(browser(), {
            viewport: { width: w, height: h },
            hasTouch: true,
            isMobile: true,
          });
          const tag = `layout-${w}x${h}-${table.name}`;
          if (table === TABLES[0]) {
            await page.goto(baseUrl(''));
            await page.waitForSelector('button.play');
            await screenshot(page, `${tag}-start`);
            const menu = await menuLayoutProblems(page);
            expect(menu, `start screen:\n${menu.join('\n')}`).toEqual([]);
            // The title on one line (it wrapped to "AZUMA / 3D" on a tablet).
            const titleLines = await page.$eval('.menu h1', (title) => {
              const range = document.createRange();
              range.selectNodeContents(title);
              return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
            });
            expect(titleLines).toBe(1);
            // Each game's set-up on the start screen (its own choices: BONANZA seats up to 9).
            const games = page.locator('.game-chooser label.chip');
            for (let i = (await games.count()) - 1; i >= 0; i -= 1) {
              const name = (await games.nth(i).textContent()) ?? `game ${i}`;
              await games.nth(i).tap();
              await page.waitForTimeout(300);
              if (i === 1) await screenshot(page, `${tag}-start-${i}`);
              const each = await menuLayoutProblems(page);
              expect(each, `start screen, ${name}:\n${each.join('\n')}`).toEqual([]);
            }
            // German and French words are longer: each game's start screen in both.
            for (const lang of ['de', 'fr'])
              for (const game of ['azuma', 'bonanza', 'azacru']) {
                const other = await newPage(browser(), {
                  viewport: { width: w, height: h },
                  hasTouch: true,
                  isMobile: true,
                });
                await other.goto(baseUrl(`?game=${game}&lang=${lang}`));
                await other.waitForSelector('button.play');
                const words = await menuLayoutProblems(other);
                expect(words, `start screen, ${game} in ${lang}:\n${words.join('\n')}`).toEqual([]);
                if (game === 'azuma' && lang === 'de') {
                  // And AZUMA's table in German (the longest words), its status and prompt side by side.
                  await other.goto(
                    baseUrl(`?autostart=1&seed=5&debug=1&timing=fast&bots=lightning&lang=${lang}`),
                  );
                  await playUntil(other, (s) => s.passing && s.transit === 0 && s.hand > 0);
                  await setPaused(other, true);
                  await settled(other);
                  await expectClean(
                    other,
                    `mid-hand in ${lang}`,
                    `layout-${w}x${h}-azuma-4p-${lang}-hand`,
                  );
                }
                await other.context().close();
              }
          }
          await page.goto(
            baseUrl(
              `?autostart=1&seed=5&debug=1&timing=fast&pace=fast&bots=lightning&${table.query}`,
            ),
          );
          await page.waitForFunction(() => document.querySelector('canvas') !== null);
          expect(await hasWebGL(page)).toBe(true);
          const first = await playUntil(page, (s) => s.passing && s.transit === 0 && s.hand > 0);
          expect(first.hand).toBe(table.cards);
          await setPaused(page, true);
          await settled(page);
          await expectClean(page, 'mid-hand', `${tag}-hand`);
          // A tall phone has the round at a glance over the table from the first hand on.
          const tall = w === 390;
          if (tall) expect(await stripLook(page), 'the round strip, mid-hand').toBe('visible');
          await setPaused(page, false);

          await playUntil(page, (s) => s.window);
          await setPaused(page, true);
          await settled(page);
          await expectClean(page, 'grab window', `${tag}-grab`);
          // While the sticks count, the strip keeps away (the HUD may grow a banner into its band).
          if (tall)
            expect(await stripLook(page), 'the round strip in the grab window').not.toBe('visible');
          // A refused tap in the window (a card tapped: nothing is passed now): its note keeps off
          // the call, the HUD and every seat, and moves none of them.
          await page.evaluate(() =>
            (
              globalThis as unknown as {
                __azumaGame: { actor: { send(e: unknown): void } };
              }
            ).__azumaGame.actor.send({ type: 'CHOOSE', player: 0, card: 0 }),
          );
          await page.waitForSelector('.refusal');
          await screenshot(page, `${tag}-grab-refused`);
          // The prompt as the HUD shows it now (a line added to it pushed the call onto a seat).
          const refused = [...(await gameLayoutProblems(page)), ...(await refusalProblems(page))];
          expect(refused, `grab window, a tap refused:\n${refused.join('\n')}`).toEqual([]);
          await setPaused(page, false);

          // What each seat got from the window, under its figure (words wrapped at an edge). The
          // clock stops as the results appear, in the page (an observer's microtask comes before any
          // timer): on a loaded host a pause sent after seeing them came after the score sheet had
          // opened over the hand (2 s of game time on).
          await page.evaluate(() => {
            const pause = () =>
              (
                globalThis as unknown as { __azumaGame: { clock: { pause(): void } } }
              ).__azumaGame.clock.pause();
            if (document.querySelector('.seat-result')) return pause();
            const seen = new MutationObserver(() => {
              if (document.querySelector('.seat-result') === null) return;
              seen.disconnect();
              pause();
            });
            seen.observe(document.body, { childList: true, subtree: true });
          });
          await page.waitForSelector('.seat-result', { timeout: 20_000 });
          await settled(page);
          await expectClean(page, 'results', `${tag}-results`);
          await setPaused(page, false);

          if (table === TABLES[0]) {
            const hand = (await snap(page))!.handNo;
            await playUntil(page, (s) => s.handNo > hand && s.passing);
            // The round at a glance: over the table where the band there holds it whole (a tall
            // phone, never a low screen), each cell as the sheet has it.
            const strip = await page.evaluate(() => {
              const el = document.querySelector('.round-strip.shown');
              if (!el) return null;
              const book = (
                globalThis as unknown as {
                  __azumaGame: {
                    actor: {
                      getSnapshot(): {
                        context: {
                          book: {
                            round: number;
                            rounds: { cells: (number | string | null)[][] }[];
                          };
                        };
                      };
                    };
                  };
                }
              ).__azumaGame.actor.getSnapshot().context.book;
              return {
                shown: [...el.querySelectorAll('.strip-cell')].map((c) => c.textContent),
                sheet: (book.rounds[book.round]?.cells ?? []).flat().map((c) => String(c ?? '')),
              };
            });
            if (w === 390) expect(strip, 'the round strip on a tall phone').not.toBeNull();
            if (h < 500) expect(strip, 'the round strip on a low screen').toBeNull();
            if (strip) expect(strip.shown).toEqual(strip.sheet);
            if (strip)
              expect(
                strip.sheet.some((c) => c !== ''),
                'a cell filled',
              ).toBe(true);
            // A tap on the strip opens the whole sheet (elsewhere, the Sheet button), which takes
            // the strip's place.
            if (strip) await page.locator('.round-strip.shown').tap();
            else await page.locator('.hud-buttons button').first().tap();
            await page.waitForSelector('.sheet-panel.shown');
            if (strip)
              expect(await stripLook(page), 'the round strip under the sheet').not.toBe('visible');
            await setPaused(page, true);
            await settled(page);
            await page.waitForTimeout(400);
            await expectClean(page, 'sheet open', `${tag}-sheet`, '.sheet-panel.shown');
          }
          await page.context().close();
        }
      },
      240_000,
    );
  }
});
