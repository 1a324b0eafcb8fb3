// BONANZA RUMMY's opponents named at their seats on the table: every name and its chips by its seat, inside the table's room, over no card, chip, control or other name, on phones either way up and a tablet with 2, 3 and 9 players, placed anew when the phone turns; a turned tablet takes the table of its new shape.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, browserTest, describeBrowser, newPage, screenshot } from './chromium';

const quick = (players: number, seed: number) =>
  `?game=bonanza&autostart=1&players=${players}&bots=basic&pace=instant&deals=4&seed=${seed}&debug=1&lang=en`;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Seen {
  phase: string;
  /** Cards lie face up in front of some seat (a name may then wait aside). */
  showing: boolean;
  /** The opponents' names and chips as the top bar gives them, by seat. */
  plates: { seat: number; name: string; chips: string }[];
  /** The visible labels on the table. */
  labels: { seat: number; text: string; box: Box }[];
  /** The piles' tags that show (seat -1 the widow, -2 the dead hand), and whether those piles lie there. */
  tags: { seat: number; text: string; box: Box }[];
  widowOut: boolean;
  deadOut: boolean;
  slot: Box;
  /** Controls and the top bar: no label may lie over them. */
  controls: { what: string; box: Box }[];
  /** The pieces' boxes on screen as the table reports them (cards, chips, the sheet's spaces). */
  pieces: Box[];
}

type Snap = {
  context: {
    game: {
      phase: string;
      turn: number;
      pending: boolean[];
      shows: unknown[];
      played: number[];
      where: number[];
      deadHand: number | null;
    };
  };
  hasTag(t: string): boolean;
};

async function openAsked(page: Page, query: string): Promise<void> {
  await page.goto(baseUrl(query));
  await page.waitForFunction(() => '__bonanzaGame' in globalThis, null, { timeout: 30_000 });
  await page.waitForFunction(
    () => {
      const s = (
        globalThis as unknown as { __bonanzaGame: { actor: { getSnapshot(): Snap } } }
      ).__bonanzaGame.actor.getSnapshot();
      const g = s.context.game;
      const turn = ['widow', 'bidding', 'betting', 'lead'].includes(g.phase) && g.turn === 0;
      const open = (g.phase === 'showing' || g.phase === 'fives') && g.pending[0] === true;
      return s.hasTag('over') || turn || open;
    },
    null,
    { timeout: 60_000 },
  );
}

/** What the page shows once the labels have settled (the table reports its marks). */
async function seen(page: Page): Promise<Seen> {
  await page.waitForFunction(
    () =>
      (
        globalThis as unknown as { __bonanzaTable?: { marks(): unknown } }
      ).__bonanzaTable?.marks() != null,
    null,
    { timeout: 30_000 },
  );
  // The chips of the antes fly for a moment; the labels follow the framing, not the flight.
  await page.waitForTimeout(400);
  return page.evaluate(() => {
    const box = (e: Element): Box => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const s = (
      globalThis as unknown as { __bonanzaGame: { actor: { getSnapshot(): Snap } } }
    ).__bonanzaGame.actor.getSnapshot();
    const g = s.context.game;
    const marks = (
      globalThis as unknown as { __bonanzaTable: { marks(): { obstacles: Box[] } } }
    ).__bonanzaTable.marks();
    const plates = [...document.querySelectorAll('.bonanza-plate')].map((p, seat) => ({
      seat,
      name: p.querySelector('.name')?.firstChild?.textContent?.trim() ?? '',
      chips: p.querySelector('.chips [aria-hidden]')?.textContent?.trim() ?? '',
    }));
    const labels = [...document.querySelectorAll<HTMLElement>('.bonanza-seat-names li')]
      .filter((li) => getComputedStyle(li).visibility === 'visible')
      .map((li) => ({
        seat: Number(li.dataset.seat),
        text: li.innerText.trim(),
        box: box(li),
        tag: li.classList.contains('pile-tag'),
      }));
    const controls = [
      ...document.querySelectorAll(
        '.bonanza-top, .bonanza-overlay button, .bonanza-decision, .bonanza-hand, .bonanza-coach',
      ),
    ].map((e) => ({ what: e.className, box: box(e) }));
    return {
      phase: g.phase,
      showing: g.shows.length > 0 && (g.phase === 'call' || g.played.length === 0),
      plates: plates.slice(1),
      labels: labels.filter((l) => !l.tag).map(({ seat, text, box }) => ({ seat, text, box })),
      tags: labels.filter((l) => l.tag).map(({ seat, text, box }) => ({ seat, text, box })),
      // The widow's cards lie on the table (where -1) until it is swapped, bought or put out; then
      // a hand lies dead (where -2).
      widowOut: g.where.includes(-1),
      deadOut: g.deadHand !== null && g.where.includes(-2),
      slot: box(document.querySelector('.bonanza-slot')!),
      controls,
      pieces: marks.obstacles,
    };
  });
}

const apart = (a: Box, b: Box) =>
  a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;

/** Everything wrong with the names on the table, in words (empty: all well). */
function problems(s: Seen, players: number): string[] {
  const out: string[] = [];
  if (!s.showing && s.labels.length !== players - 1)
    out.push(
      `${s.labels.length} names on the table for ${players - 1} opponents (${s.phase}, room ${Math.round(s.slot.right - s.slot.left)}x${Math.round(s.slot.bottom - s.slot.top)})`,
    );
  for (const l of s.labels) {
    const plate = s.plates.find((p) => p.seat === l.seat);
    if (!plate) out.push(`a name for seat ${l.seat}, who is no opponent`);
    else if (!l.text.startsWith(plate.name)) out.push(`seat ${l.seat} reads "${l.text}"`);
    else if (
      l.text !== plate.name &&
      l.text.replace(/\s+/g, ' ') !== `${plate.name} ${plate.chips}`
    )
      out.push(`seat ${l.seat}'s chips read "${l.text}"`);
    const b = l.box;
    if (b.right - b.left < 20 || b.bottom - b.top < 12) out.push(`"${l.text}" is too small`);
    const { slot } = s;
    if (
      b.left < slot.left - 0.5 ||
      b.right > slot.right + 0.5 ||
      b.top < slot.top - 0.5 ||
      b.bottom > slot.bottom + 0.5
    )
      out.push(`"${l.text}" leaves the table's room`);
    for (const c of s.controls) if (!apart(b, c.box)) out.push(`"${l.text}" lies over ${c.what}`);
    if (s.pieces.some((p) => !apart(b, p))) out.push(`"${l.text}" lies over a piece`);
    for (const o of s.labels)
      if (o !== l && !apart(b, o.box)) out.push(`"${l.text}" lies over "${o.text}"`);
  }
  // The piles' tags: shown while their piles lie there (the dead hand's may be left out on a
  // phone's crowded table), as clear of everything as a name.
  const tagOf = (seat: number) => s.tags.find((t) => t.seat === seat);
  if (s.widowOut !== (tagOf(-1) !== undefined))
    out.push(s.widowOut ? 'the widow lies untagged' : 'a widow tag with no widow');
  const crowdedPhone = players >= 8 && s.slot.right - s.slot.left < 400;
  if (s.deadOut && !tagOf(-2) && !crowdedPhone) out.push('the dead hand lies untagged');
  if (!s.deadOut && tagOf(-2)) out.push('a dead hand tag with no dead hand');
  for (const tag of s.tags) {
    const what = tag.seat === -1 ? 'Widow' : 'Out of play';
    if (tag.text !== what) out.push(`the tag "${what}" reads "${tag.text}"`);
    const { slot } = s;
    const b = tag.box;
    if (
      b.left < slot.left - 0.5 ||
      b.right > slot.right + 0.5 ||
      b.top < slot.top - 0.5 ||
      b.bottom > slot.bottom + 0.5
    )
      out.push(`"${what}" leaves the table's room`);
    for (const c of s.controls) if (!apart(b, c.box)) out.push(`"${what}" lies over ${c.what}`);
    if (s.pieces.some((p) => !apart(b, p))) out.push(`"${what}" lies over a piece`);
    for (const o of [...s.labels, ...s.tags])
      if (o !== tag && !apart(b, o.box)) out.push(`"${what}" lies over "${o.text}"`);
  }
  return out;
}

/** The names once they have followed the table's framing as it settles (the slot, then the camera): what is seen, and what is wrong. */
async function settled(page: Page, players: number): Promise<{ s: Seen; wrong: string[] }> {
  const until = Date.now() + 6000;
  for (;;) {
    const s = await seen(page);
    const wrong = problems(s, players);
    if (wrong.length === 0 || Date.now() > until) {
      return { s, wrong };
    }
  }
}

describeBrowser("BONANZA RUMMY's names at the seats", (browser) => {
  for (const [w, h] of [
    [390, 844],
    [844, 390],
    [1024, 768],
  ] as const)
    browserTest(
      `${w}x${h}: every opponent named at its seat with 2, 3 and 9 players, covering nothing`,
      async () => {
        const page = await newPage(browser(), {
          hasTouch: true,
          isMobile: w < 800,
          viewport: { width: w, height: h },
        });
        for (const players of [2, 3, 9]) {
          await openAsked(page, quick(players, 5));
          const { s, wrong } = await settled(page, players);
          expect(wrong, `${players} players (${s.phase})`).toEqual([]);
          await screenshot(page, `bonanza-seats-${w}x${h}-${players}p`);
          expect(s.labels.length, `${players} players (${s.phase})`).toBeGreaterThan(0);
        }
        await page.context().close();
      },
      180_000,
    );

  browserTest(
    'a phone turned on its side: the names are placed anew for the turned table',
    async () => {
      const page = await newPage(browser(), {
        hasTouch: true,
        isMobile: true,
        viewport: { width: 390, height: 844 },
      });
      await openAsked(page, quick(9, 5));
      const { s: upright, wrong } = await settled(page, 9);
      expect(wrong, 'upright').toEqual([]);
      await page.setViewportSize({ width: 844, height: 390 });
      await page.waitForFunction(() => innerWidth === 844);
      const { s: turned, wrong: wrongTurned } = await settled(page, 9);
      await screenshot(page, 'bonanza-seats-turned');
      expect(wrongTurned, 'on its side').toEqual([]);
      expect(turned.labels.map((l) => l.box)).not.toEqual(upright.labels.map((l) => l.box));
      await page.context().close();
    },
  );

  browserTest(
    'a tablet turned upright takes the tall table, and on its side the wide one again',
    async () => {
      const page = await newPage(browser(), {
        hasTouch: true,
        isMobile: true,
        viewport: { width: 1024, height: 768 },
      });
      await openAsked(page, quick(4, 7));
      const orientation = () =>
        page.evaluate(() =>
          (
            globalThis as unknown as { __bonanzaTable: { orientation(): string | null } }
          ).__bonanzaTable.orientation(),
        );
      await expect.poll(orientation, { timeout: 15_000 }).toBe('landscape');
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.waitForFunction(() => innerWidth === 768);
      // The slot of this stage is wider than tall: a table kept from before the turn stayed wide.
      const slot = await page.evaluate(() => {
        const b = document.querySelector('.bonanza-slot')!.getBoundingClientRect();
        return b.height / b.width;
      });
      expect(slot).toBeLessThan(0.98);
      await expect.poll(orientation, { timeout: 15_000 }).toBe('portrait');
      const { wrong } = await settled(page, 4);
      await screenshot(page, 'bonanza-tablet-turned-upright');
      expect(wrong, 'upright').toEqual([]);
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.waitForFunction(() => innerWidth === 1024);
      await expect.poll(orientation, { timeout: 15_000 }).toBe('landscape');
      await page.context().close();
    },
  );
  browserTest(
    "a phone's top bar spreads the players' plates evenly over its rows (six as 3 + 3, not 5 + 1)",
    async () => {
      const page = await newPage(browser(), {
        viewport: { width: 360, height: 640 },
        hasTouch: true,
        isMobile: true,
      });
      const rows = () =>
        page.evaluate(() => {
          const tops = [...document.querySelectorAll('.bonanza-plate')].map((p) =>
            Math.round(p.getBoundingClientRect().top),
          );
          return [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
        });
      for (const [players, expected] of [
        [4, [4]],
        [6, [3, 3]],
        [7, [4, 3]],
        [9, [5, 4]],
      ] as const) {
        await page.goto(baseUrl(quick(players, 3)));
        await page.waitForSelector('.bonanza-plate');
        await expect.poll(rows, { message: `${players} players` }).toEqual(expected);
        if (players === 6) await screenshot(page, 'bonanza-plates-6p-360x640');
      }
      // Turned on its side, the bar beside the menu is wider: nine plates spread evenly there too.
      await page.setViewportSize({ width: 640, height: 360 });
      await expect
        .poll(async () => {
          const r = await rows();
          return Math.max(...r) - Math.min(...r);
        })
        .toBeLessThanOrEqual(1);
      await screenshot(page, 'bonanza-plates-9p-640x360');
      await page.context().close();
    },
  );
});
