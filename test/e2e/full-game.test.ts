// A complete 3-player game against bots to game over, played by touch taps only on the real table.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, browserTest, describeBrowser, hasWebGL, newPage, screenshot } from './chromium';

const URL = '?autostart=1&players=3&edition=azuma&pace=fast&bots=quick&timing=fast&seed=23&debug=1';

interface View {
  over: boolean;
  passing: boolean;
  canGrab: boolean;
  window: boolean;
  hand: number[];
  chosen: number | null;
  mine: boolean;
  free: number[];
  needed: number[];
  placeX: boolean;
  /** The sheet's line when a round has just ended, if the sheet is up with it. */
  roundOver: string | null;
  /** Nobody has grabbed or faked in this hand yet. */
  quiet: boolean;
  /** What the urgent live region says (grabs, races, fakes). */
  urgent: string;
}

async function view(page: Page): Promise<View> {
  return page.evaluate(() => {
    type Snap = {
      hasTag(t: string): boolean;
      context: {
        hands: number[][];
        chosen: (number | null)[];
        sticks: { id: number; colour: string; owner: number | null }[];
        pendingX: { player: number }[];
        xChoices: Record<number, string>;
        grabs: unknown[];
        fakes: unknown[];
        book: { colours: string[]; round: number; phase: string; rounds: { cells: unknown[][] }[] };
      };
    };
    const g = (globalThis as unknown as { __azumaGame: { actor: { getSnapshot(): Snap } } })
      .__azumaGame;
    const s = g.actor.getSnapshot();
    const c = s.context;
    const row = c.book.rounds[c.book.round]?.cells[0];
    const needs = (colour: string) =>
      c.book.phase !== 'round' || !row || row[c.book.colours.indexOf(colour)] === null;
    return {
      over: s.hasTag('over'),
      passing: s.hasTag('passing'),
      canGrab: s.hasTag('can-grab'),
      window: s.hasTag('grab-window'),
      hand: c.hands[0] ?? [],
      chosen: c.chosen[0] ?? null,
      mine: c.sticks.some((x) => x.owner === 0),
      free: c.sticks.filter((x) => x.owner === null).map((x) => x.id),
      needed: c.sticks.filter((x) => x.owner === null && needs(x.colour)).map((x) => x.id),
      placeX:
        (s.hasTag('reveal') || s.hasTag('scoring')) &&
        c.pendingX.some((x) => x.player === 0) &&
        c.xChoices[0] === undefined,
      roundOver:
        document.querySelector('.sheet-panel.shown [data-testid="round-over"]')?.textContent ??
        null,
      quiet: c.grabs.length === 0 && c.fakes.length === 0,
      urgent: document.querySelector('[data-testid="announce-urgent"]')?.textContent ?? '',
    };
  });
}

const suit = (card: number) => (card >= 40 ? 10 : card >> 2);

function wins(hand: number[]): boolean {
  const n = new Array<number>(11).fill(0);
  hand.forEach((c) => (n[suit(c)]! += 1));
  if (n[10]! >= 3) return true;
  const four = n.slice(0, 10).findIndex((x) => x >= 4);
  return four >= 0 && n.slice(0, 10).some((x, s) => s !== four && x >= 3);
}

/** A plain choice: give away a card of the smallest group. */
function cardToPass(hand: number[]): number {
  const n = new Map<number, number>();
  hand.forEach((c) => n.set(suit(c), (n.get(suit(c)) ?? 0) + 1));
  return hand.slice().sort((a, b) => (n.get(suit(a)) ?? 0) - (n.get(suit(b)) ?? 0))[0]!;
}

async function tapObject(page: Page, kind: 'card' | 'stick', id: number): Promise<boolean> {
  const at = await page.evaluate(
    ([k, i]) => window.__azumaScene?.project(k as 'card' | 'stick', i as number) ?? null,
    [kind, id],
  );
  if (!at) return false;
  await page.touchscreen.tap(at.x, at.y);
  return true;
}

describeBrowser('a whole game by taps', (browser) => {
  browserTest(
    '3 players against bots, to game over, taps only',
    async () => {
      const page = await newPage(browser(), {
        hasTouch: true,
        isMobile: false,
        viewport: { width: 1024, height: 768 },
      });
      await page.goto(baseUrl(URL));
      await page.waitForSelector('canvas');
      await page.waitForFunction(
        () => window.__azumaScene !== undefined && '__azumaGame' in globalThis,
      );
      expect(await hasWebGL(page)).toBe(true);
      let taps = { cards: 0, sticks: 0, x: 0 };
      const until = Date.now() + 420_000;
      let shot = false;
      const roundLines = new Set<string>();
      for (;;) {
        const v = await view(page);
        if (v.roundOver !== null) {
          if (!roundLines.has(v.roundOver))
            await screenshot(page, `full-game-round-over-${roundLines.size + 1}`);
          roundLines.add(v.roundOver);
        }
        if (v.over) break;
        // A new hand does not still say the last hand's grabs (screen readers would read them).
        if (v.passing && v.quiet) expect(v.urgent).toBe('');
        if (Date.now() > until) throw new Error('the game did not end in time');
        if (v.placeX) {
          const cell = page.getByRole('button', { name: /place your x in/i }).first();
          const box = await cell.boundingBox();
          if (box) {
            await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
            taps = { ...taps, x: taps.x + 1 };
          }
        } else if (v.canGrab && !v.mine && v.free.length > 0 && (v.window || wins(v.hand))) {
          const stick = v.needed[0] ?? v.free[0]!;
          if (await tapObject(page, 'stick', stick)) taps = { ...taps, sticks: taps.sticks + 1 };
        } else if (v.passing && v.chosen === null && !wins(v.hand)) {
          if (await tapObject(page, 'card', cardToPass(v.hand)))
            taps = { ...taps, cards: taps.cards + 1 };
          if (!shot) {
            await screenshot(page, 'full-game-playing');
            shot = true;
          }
        }
        await page.waitForTimeout(60);
      }
      await page.waitForTimeout(1200);
      await screenshot(page, 'full-game-over');
      const end = await page.evaluate(() => {
        const g = (
          globalThis as unknown as {
            __azumaGame: {
              actor: {
                getSnapshot(): { context: { book: { winners: number[]; rounds: unknown[] } } };
              };
            };
          }
        ).__azumaGame;
        return g.actor.getSnapshot().context.book;
      });
      expect(end.rounds).toHaveLength(3);
      // The end of each round before the last is said over the sheet, with who leads (the third
      // too when a tie after it sends the game into a tie-break).
      const said = [...roundLines].map((l) => l.replace(/ [^.]* (leads?|level) .*$/, ''));
      expect(said.slice(0, 2)).toEqual(['Round 1 is over.', 'Round 2 is over.']);
      expect(said.slice(2)).toEqual(said.length > 2 ? ['Round 3 is over.'] : []);
      expect(end.winners.length).toBeGreaterThan(0);
      expect(taps.cards).toBeGreaterThan(5);
      expect(taps.sticks).toBeGreaterThan(0);
      await page.context().close();
    },
    480_000,
  );
});
