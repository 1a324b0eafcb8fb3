// BONANZA RUMMY readable on a phone either way up: the players' names whole in their plates at a full table, the sheet's names and counts as printed on the table (at least 11 px of type on screen), the sheet close up on a tap, and the showdown's fives as cards with their hands named.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import en from '../../src/games/bonanza/texts/en.json';
import { baseUrl, browserTest, describeBrowser, newPage, screenshot, touchPage } from './chromium';

const T = en.bonanza;
const PHONES = [
  [390, 844],
  [844, 390],
] as const;

const quick = (players: number, seed: number, deals: number) =>
  `?game=bonanza&autostart=1&players=${players}&bots=basic&pace=instant&deals=${deals}&seed=${seed}&debug=1&lang=en`;

type Snap = {
  hasTag(t: string): boolean;
  context: { game: { phase: string; turn: number; pending: boolean[] } };
};

/** The phase the person is asked in, or 'over' (waits for either). */
async function asked(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () => {
      const s = (
        globalThis as unknown as { __bonanzaGame?: { actor: { getSnapshot(): Snap } } }
      ).__bonanzaGame?.actor.getSnapshot();
      if (!s) return null;
      const g = s.context.game;
      if (s.hasTag('over')) return 'over';
      const turn = ['widow', 'bidding', 'betting', 'lead'].includes(g.phase) && g.turn === 0;
      const open = (g.phase === 'showing' || g.phase === 'fives') && g.pending[0] === true;
      return turn || open ? g.phase : null;
    },
    null,
    { timeout: 60_000, polling: 50 },
  );
  return (await handle.jsonValue()) as string;
}

/** The sheet's printed names and counts on screen (CSS px), once the table's framing has settled. */
async function sheetType(
  page: Page,
): Promise<{ left: number; top: number; width: number; height: number }[]> {
  let last = '';
  for (let i = 0; i < 40; i += 1) {
    const now = await page.evaluate(() =>
      (
        globalThis as unknown as {
          __bonanzaTable?: {
            sheetType(): { left: number; top: number; width: number; height: number }[];
          };
        }
      ).__bonanzaTable?.sheetType(),
    );
    const key = JSON.stringify(now);
    if (now && now.length > 0 && key === last) return now;
    last = key;
    await page.waitForTimeout(250);
  }
  throw new Error('the sheet was never printed, or its framing never settled');
}

describeBrowser('BONANZA RUMMY readable on a phone', (browser) => {
  browserTest(
    "360x640, nine and three players: every name shows whole in its plate, the dealer's mark on its corner, clear of the screen's edge",
    async () => {
      const page = await newPage(browser(), {
        hasTouch: true,
        isMobile: true,
        viewport: { width: 360, height: 640 },
      });
      // The first dealer: Elsa at seed 1, Dmitri (the longest name) at seed 6.
      for (const [seed, dealer] of [
        [1, 'Elsa'],
        [6, 'Dmitri'],
      ] as const) {
        await page.goto(baseUrl(quick(9, seed, 9).replace('pace=instant', 'pace=normal')));
        await page.locator('.bonanza-plate .dealer').waitFor();
        const plates = await page.locator('.bonanza-plate').evaluateAll((lis) =>
          lis.map((li) => {
            const name = li.querySelector('.name')!;
            const mark = li.querySelector('.dealer')?.getBoundingClientRect();
            const plate = li.getBoundingClientRect();
            const text = name.getBoundingClientRect();
            const range = document.createRange();
            range.selectNodeContents(name);
            const glyphs = range.getBoundingClientRect();
            return {
              name: name.textContent ?? '',
              whole: name.scrollWidth <= name.clientWidth,
              // The mark within a few pixels of the plate's top right corner, clear of the name.
              mark: mark
                ? Math.abs(mark.right - plate.right) < 8 &&
                  Math.abs(mark.top - plate.top) < 8 &&
                  mark.left >= glyphs.right &&
                  text.width > 0
                : null,
              // Clear of the screen's right edge (on the last plate of a row it touched it).
              edge: mark ? innerWidth - mark.right : null,
            };
          }),
        );
        await screenshot(page, `bonanza-legible-plates-360x640-${dealer}`);
        expect(plates).toHaveLength(9);
        for (const p of plates) expect(p.whole, `${p.name} whole`).toBe(true);
        expect(plates.filter((p) => p.mark !== null)).toEqual([
          { name: dealer, whole: true, mark: true, edge: expect.any(Number) },
        ]);
        const edge = plates.find((p) => p.mark !== null)?.edge ?? 0;
        expect(edge, `${dealer}'s mark from the screen's edge`).toBeGreaterThanOrEqual(4);
      }
      // Three players: the dealer (Bruno at seed 4) on the last plate, at the screen's edge.
      await page.goto(baseUrl(quick(3, 4, 2).replace('pace=instant', 'pace=normal')));
      const mark = page.locator('.bonanza-plate .dealer');
      await mark.waitFor();
      const box = await mark.boundingBox();
      expect(await mark.evaluate((m) => m.closest('li')?.querySelector('.name')?.textContent)).toBe(
        'Bruno',
      );
      expect(360 - ((box?.x ?? 360) + (box?.width ?? 0)), 'from the edge').toBeGreaterThanOrEqual(
        4,
      );
      await page.context().close();
    },
  );

  for (const [w, h] of PHONES)
    browserTest(
      `${w}x${h}: the sheet's names and counts are at least 11 px of type on screen with 2, 4 and 9 players`,
      async () => {
        const page = await newPage(browser(), {
          hasTouch: true,
          isMobile: true,
          viewport: { width: w, height: h },
        });
        for (const players of [2, 4, 9]) {
          await page.goto(baseUrl(quick(players, 5, 4)));
          await asked(page);
          const type = await sheetType(page);
          // Each space's name, then its count.
          expect(type).toHaveLength(20);
          const least = Math.min(...type.map((t) => t.height));
          await screenshot(page, `bonanza-legible-sheet-${w}x${h}-${players}p`);
          expect(
            least,
            `${players} players: the smallest type on the sheet`,
          ).toBeGreaterThanOrEqual(11);
          for (const t of type) expect(t.width).toBeGreaterThan(0);
        }
        // A tap on the sheet opens it close up, in type a phone reads; a tap on Close closes it.
        const [joker] = await sheetType(page);
        if (!joker) throw new Error('no Joker space printed');
        await page.touchscreen.tap(joker.left + joker.width / 2, joker.top + joker.height / 2);
        const closeUp = page.locator('.bonanza-sheet');
        await closeUp.waitFor({ state: 'visible', timeout: 5_000 });
        await screenshot(page, `bonanza-legible-sheet-close-up-${w}x${h}`);
        const rows = await closeUp
          .locator('li')
          .evaluateAll((li) => li.map((e) => parseFloat(getComputedStyle(e).fontSize)));
        expect(rows).toHaveLength(10);
        for (const px of rows) expect(px).toBeGreaterThanOrEqual(16);
        // Each space says what it asks for under its name: a pair's cards, a paying card.
        const said = await closeUp.locator('li small').allInnerTexts();
        expect(said).toHaveLength(10);
        const row = (name: string) => closeUp.locator('li', { hasText: name }).first().innerText();
        expect(await row(T.space.queenJack)).toContain('Q♠ + J♦');
        expect(await row(T.space.tenTwo)).toContain('10♦ + 2♠');
        expect(await row(T.space.aceSpades)).toContain('A♠');
        for (const s of await closeUp
          .locator('li small')
          .evaluateAll((e) => e.map((x) => parseFloat(getComputedStyle(x).fontSize))))
          expect(s).toBeGreaterThanOrEqual(12);
        await closeUp.getByRole('button', { name: T.summary.close }).tap();
        await closeUp.waitFor({ state: 'detached', timeout: 5_000 });
        await page.context().close();
      },
      180_000,
    );

  browserTest(
    "390x844: the dealer's widow choice says what selling brings, its two choices alike",
    async () => {
      const page = await touchPage(browser(), 390, 844);
      // Seed 7, four players: the person deals the first hand.
      await page.goto(baseUrl(quick(4, 7, 1)));
      expect(await asked(page)).toBe('widow');
      const panel = page.locator('.bonanza-decision');
      await panel.getByText(T.widow.ask, { exact: true }).waitFor();
      // Neither is lit as the one to take (both were, like every choice but one).
      const buttons = panel.locator('.bonanza-buttons button');
      expect(await buttons.allInnerTexts()).toEqual([T.widow.swap, T.widow.sell]);
      expect(await panel.locator('.bonanza-buttons button.primary').count()).toBe(0);
      await screenshot(page, 'bonanza-widow-choice-390x844');
      await page.context().close();
    },
  );

  for (const [w, h] of PHONES)
    browserTest(
      `${w}x${h}: the showdown shows every five as cards, named, until the person closes it (or is asked)`,
      async () => {
        const page = await newPage(browser(), {
          hasTouch: true,
          isMobile: true,
          viewport: { width: w, height: h },
        });
        await page.goto(baseUrl(quick(4, 1, 1)));
        const button = (name: RegExp | string) =>
          page.getByRole('button', { name, exact: typeof name === 'string' }).first();
        // Sell the widow, pass the bids, show what is asked, the first poker action, the preselected five.
        for (let i = 0; i < 60; i += 1) {
          const phase = await asked(page);
          if (phase === 'over' || phase === 'lead') break;
          // One poker choice lit (two or three looked like the one to take).
          const lit = () =>
            page.locator('.bonanza-decision .bonanza-buttons button.primary').count();
          if (phase === 'widow') await button(T.widow.sell).tap();
          else if (phase === 'bidding') await button(T.bid.pass).tap();
          else if (phase === 'showing') await button(T.show.show).tap();
          else if (phase === 'betting') {
            expect(await lit(), 'lit poker choices').toBe(1);
            await page.locator('.bonanza-decision button').first().tap();
          } else if (phase === 'fives') {
            await button(T.poker.fiveShow).tap();
            break;
          }
          await page.waitForTimeout(150);
        }
        const panel = page.locator('.bonanza-showdown');
        // Asked again in the run-out (the instant bots lead first), the person finds the fives folded to their line.
        const line = page.locator('.bonanza-showdown-line');
        await line.waitFor({ state: 'visible', timeout: 20_000 });
        await asked(page);
        await page.waitForTimeout(200);
        if (!(await panel.isVisible())) await line.tap();
        await panel.waitFor({ state: 'visible', timeout: 20_000 });
        await screenshot(page, `bonanza-legible-showdown-${w}x${h}`);
        // Up to four fives, every one lies whole in the panel, no scroll needed (at 844x390 the fourth was cut off).
        const cut = await panel.evaluate((p) => {
          const box = p.getBoundingClientRect();
          const rows = [...p.querySelectorAll('.bonanza-fives li')];
          return {
            rows: rows.length,
            cut: rows.filter((li) => li.getBoundingClientRect().bottom > box.bottom + 0.5).length,
            scrolls: p.scrollHeight > p.clientHeight + 1,
          };
        });
        if (cut.rows <= 4)
          expect(cut, 'four fives or fewer without a scroll').toMatchObject({
            cut: 0,
            scrolls: false,
          });
        const seen = await panel.evaluate((p) => {
          const rows = [...p.querySelectorAll('.bonanza-fives li')];
          return rows.map((li) => ({
            text: (li.querySelector('p') as HTMLElement).innerText,
            font: parseFloat(getComputedStyle(li.querySelector('p') as HTMLElement).fontSize),
            won: li.classList.contains('won'),
            cards: [...li.querySelectorAll('.five-card')].map((c) => {
              const r = c.getBoundingClientRect();
              return { width: r.width, height: r.height, left: r.left };
            }),
          }));
        });
        expect(seen.length).toBeGreaterThanOrEqual(2);
        expect(seen.some((r) => r.won)).toBe(true);
        for (const row of seen) {
          expect(row.text).toMatch(/\S+\s+\S+/);
          expect(row.font).toBeGreaterThanOrEqual(14);
          expect(row.cards).toHaveLength(5);
          for (const [i, c] of row.cards.entries()) {
            // A card tall enough for its corner index to read (the index is 0.145 of its height).
            expect(c.height).toBeGreaterThanOrEqual(70);
            // Each card leaves its left 30 px (index and pip) to be seen.
            const next = row.cards[i + 1];
            if (next) expect(next.left - c.left).toBeGreaterThanOrEqual(28);
          }
        }
        await panel.getByRole('button', { name: T.summary.close }).tap();
        await panel.waitFor({ state: 'detached', timeout: 5_000 });
        await page.context().close();
      },
      180_000,
    );
});
