// AZACRU in Chromium by touch: a whole 2-player game by taps (a twist and a connection change among the person's moves) on a tablet and a narrow phone,
// the last move shown after a bot's (a line and two framed fields), a 4-player game resumed after a reload, axe on its screens, its layout at four sizes (no control overlapping or off screen, every field a finger wide, or on a phone on its side all nine ranks in view and legible), the coordinates at the board's edge where a phone's rims are off screen.
import type { Page } from 'playwright-core';
import { Color } from 'three';
import { expect } from 'vitest';
import { LEGIBLE_FIELD_PX } from '../../src/games/azacru/scene/framing';
import { EARLIER_MOVE_FADE, LAST_FROM_FADE } from '../../src/games/azacru/scene/palette';
import en from '../../src/games/azacru/texts/en.json';
import { gainsOf } from '../../src/games/azacru/rules/gains';
import type { Entry } from '../../src/games/azacru/rules/record';
import { lastTurnOf } from '../../src/games/azacru/view/last-turn';
import { lookOf } from '../../src/games/azacru/view/players';
import { INSTANT_PACE } from '../../src/games/azacru/save/pace';
import shellEn from '../../src/shell/locales/en.json';
import {
  baseUrl,
  browserTest,
  describeBrowser,
  hasWebGL,
  newPage,
  screenshot,
  WITH_WORKER,
} from './chromium';
import {
  allFieldBoxes,
  fieldBox,
  fieldsOutOfSlot,
  type FieldBox,
  type LegalMoveView,
  slotBox,
  tableView,
  tapField,
  touchDrag,
  type TableView,
} from './azacru-helpers';
import { clippedProblems, controlProblems, FINGER } from './layout-checks';
import { waitForServiceWorker } from './pwa-helpers';
import { type RenderInfo, settled } from './settled';
import { expectNoAxeViolations } from './ui-helpers';

const T = en.azacru;
const quick = (players: number, seed: number) =>
  `?game=azacru&autostart=1&players=${players}&bots=random&pace=instant&seed=${seed}&debug=1`;

async function openGame(page: Page, query: string): Promise<void> {
  await page.goto(baseUrl(query));
  await page.waitForFunction(
    () => '__azacruBoard' in globalThis && '__azacruGame' in globalThis,
    null,
    { timeout: 30_000 },
  );
}

/** Waits until the person is to choose, or the game is over. */
async function untilMineOrOver(page: Page): Promise<TableView> {
  await page.waitForFunction(
    () => {
      const s = (
        globalThis as unknown as {
          __azacruGame: { actor: { getSnapshot(): { hasTag(t: string): boolean } } };
        }
      ).__azacruGame.actor.getSnapshot();
      return s.hasTag('my-turn') || s.hasTag('over');
    },
    null,
    { timeout: 60_000 },
  );
  return tableView(page);
}

async function untilStage(page: Page, stages: readonly string[]): Promise<TableView> {
  for (let i = 0; i < 100; i += 1) {
    const v = await tableView(page);
    if (stages.includes(v.stage) || !v.mine) return v;
    await page.waitForTimeout(20);
  }
  throw new Error(`the choice never reached ${stages.join(' or ')}`);
}

/**
 * Plays one move of the person by taps: the chevron, the target, the twist if asked, then Move or
 * (`again`) the target tapped a second time.
 */
async function playByTaps(
  page: Page,
  move: LegalMoveView,
  play: 'move' | 'again' = 'move',
): Promise<void> {
  await tapField(page, move.from);
  const picked = await untilStage(page, ['target']);
  expect(picked.stage).toBe('target');
  await tapField(page, move.to);
  const next = await untilStage(page, ['twist', 'confirm']);
  if (next.stage === 'twist') {
    const label = move.twist ? T.twist[move.twist] : T.twist.none;
    await page.getByRole('button', { name: label, exact: true }).tap();
    await untilStage(page, ['confirm']);
  }
  const turn = next.turn;
  if (play === 'again') await tapField(page, move.to);
  else await page.getByRole('button', { name: T.action.confirm, exact: true }).tap();
  await page.waitForFunction(
    (t) =>
      (
        globalThis as unknown as {
          __azacruGame: { actor: { getSnapshot(): { context: { game: { turn: number } } } } };
        }
      ).__azacruGame.actor.getSnapshot().context.game.turn > t,
    turn,
  );
}

/** A plain, seeded chooser: a connection change and a twist first, then any legal move. */
function chooser(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const done = { twist: false, change: false };
  return {
    done,
    pick(legal: LegalMoveView[]): LegalMoveView {
      const change = legal.find((m) => m.kind === 'connection change');
      if (!done.change && change) {
        done.change = true;
        if (change.twist) done.twist = true;
        return change;
      }
      const twisted = legal.find((m) => m.twist !== undefined);
      if (!done.twist && twisted) {
        done.twist = true;
        return twisted;
      }
      return legal[Math.floor(next() * legal.length)] ?? legal[0]!;
    },
  };
}

async function wholeGame(page: Page, name: string): Promise<void> {
  await openGame(page, quick(2, 5));
  expect(await hasWebGL(page)).toBe(true);
  const choose = chooser(5);
  let moves = 0;
  for (;;) {
    const v = await untilMineOrOver(page);
    if (v.over) break;
    if (moves === 0) await screenshot(page, `${name}-start`);
    const move = choose.pick(v.legal);
    // Every other move is played by a second tap on its target rather than by Move.
    await playByTaps(page, move, moves % 2 === 1 ? 'again' : 'move');
    moves += 1;
    if (moves === 3) await screenshot(page, `${name}-mid`);
    expect(moves).toBeLessThan(200);
  }
  expect(choose.done).toEqual({ twist: true, change: true });
  const end = page.getByRole('dialog', { name: T.end.title });
  await end.waitFor();
  await screenshot(page, `${name}-end`);
  await expectNoAxeViolations(page, `AZACRU's end (${name})`);
  // Play again starts a new game.
  await page.getByRole('button', { name: T.end.again }).tap();
  await page.waitForFunction(() => document.querySelector('.azacru-end') === null);
}

/** The share of a field's pixels on screen within a few steps of a colour (#rrggbb). */
async function shareOfColour(page: Page, box: FieldBox, hex: string): Promise<number> {
  const clip = {
    x: box.x - box.width / 2,
    y: box.y - box.height / 2,
    width: box.width,
    height: box.height,
  };
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(
    async ({ png, hex }) => {
      const bitmap = await createImageBitmap(
        await (await fetch(`data:image/png;base64,${png}`)).blob(),
      );
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d');
      if (!ctx) return 0;
      ctx.drawImage(bitmap, 0, 0);
      const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      let near = 0;
      for (let i = 0; i < data.length; i += 4)
        if (want.every((c, k) => Math.abs((data[i + k] ?? 0) - c) <= 14)) near += 1;
      return near / (data.length / 4);
    },
    { png, hex },
  );
}

/** The latest entry of the move list, and the seat names (tests read the table through ?debug=1). */
async function lastEntry(page: Page) {
  return page.evaluate(() => {
    const g = (
      globalThis as unknown as {
        __azacruGame: {
          config: { seats: { name: string }[] };
          actor: {
            getSnapshot(): {
              context: { moves: { from?: string; to?: string; twist?: string; pass?: true }[] };
            };
          };
        };
      }
    ).__azacruGame;
    const moves = g.actor.getSnapshot().context.moves;
    return {
      entry: moves.at(-1) ?? null,
      count: moves.length,
      names: g.config.seats.map((s) => s.name),
      moves,
    };
  });
}

/** The edge labels on show (their texts). */
async function edgeLabelsShown(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.azacru-edge-coords span')]
      .filter((el) => getComputedStyle(el).visibility === 'visible')
      .map((el) => el.textContent ?? ''),
  );
}

/**
 * How many pixels of a field show a chevron's colour (strongly saturated: the fields are grey, the
 * labels brown and cream), read off a screenshot of the field.
 */
async function chevronPixels(page: Page, field: number): Promise<number> {
  const f = await fieldBox(page, field);
  const clip = { x: f.x - f.width / 2, y: f.y - f.height / 2, width: f.width, height: f.height };
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const g = canvas.getContext('2d');
    if (!g) return 0;
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 0; i + 2 < d.length; i += 4) {
      const [r, gr, b] = [d[i] ?? 0, d[i + 1] ?? 0, d[i + 2] ?? 0];
      if (Math.max(r, gr, b) - Math.min(r, gr, b) > 60) n += 1;
    }
    return n;
  }, png);
}

/** What is wrong with the rank labels: each of 1-9 shown, in the slot, at its left edge and within its row. */
async function rankLabelProblems(
  page: Page,
  slot: { left: number; top: number; right: number; bottom: number },
): Promise<string[]> {
  const fields = await allFieldBoxes(page);
  const labels = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.azacru-edge-coords [data-rank]')].map((el) => {
      const r = el.getBoundingClientRect();
      return {
        rank: Number(el.dataset.rank),
        text: el.textContent,
        shown: getComputedStyle(el).visibility === 'visible',
        pointer: getComputedStyle(el).pointerEvents,
        box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
      };
    }),
  );
  const problems: string[] = [];
  if (labels.length !== 9) problems.push(`${labels.length} rank labels`);
  for (const l of labels) {
    const what = `rank ${l.rank}`;
    if (!l.shown) {
      problems.push(`${what} hidden`);
      continue;
    }
    if (l.text !== String(l.rank)) problems.push(`${what} reads ${l.text}`);
    if (l.pointer !== 'none') problems.push(`${what} takes pointers`);
    const b = l.box;
    if (
      b.left < slot.left - 1 ||
      b.right > slot.right + 1 ||
      b.top < slot.top - 1 ||
      b.bottom > slot.bottom + 1
    )
      problems.push(`${what} leaves the slot`);
    if (b.left > slot.left + 8) problems.push(`${what} is not at the slot's left edge`);
    // Its row: the field of file e on that rank (rank r is fields (r-1)*9 ... (r-1)*9+8).
    const row = fields[(l.rank - 1) * 9 + 4];
    if (!row) continue;
    if (b.top < row.y - row.height / 2 - 1 || b.bottom > row.y + row.height / 2 + 1)
      problems.push(
        `${what} (${Math.round(b.top)}-${Math.round(b.bottom)}) is outside its row (${Math.round(row.y - row.height / 2)}-${Math.round(row.y + row.height / 2)})`,
      );
  }
  return problems;
}

describeBrowser('AZACRU by touch', (browser) => {
  browserTest(
    'a whole 2-player game against a bot by taps on a tablet (1024x768), every other move played by a second tap on its target',
    async () => {
      const page = await newPage(browser(), {
        hasTouch: true,
        viewport: { width: 1024, height: 768 },
      });
      await wholeGame(page, 'azacru-tablet');
      await page.context().close();
    },
    240_000,
  );

  browserTest(
    'a whole 2-player game by taps on a narrow phone (360x780), the board panned by a finger where it is wider than the screen, every other move played by a second tap on its target',
    async () => {
      const page = await newPage(browser(), {
        hasTouch: true,
        isMobile: true,
        viewport: { width: 360, height: 780 },
      });
      await wholeGame(page, 'azacru-phone');
      await page.context().close();
    },
    240_000,
  );

  browserTest(
    'a 4-player game resumed after a reload: the same position, and play goes on',
    async () => {
      const page = await newPage(browser(), {
        hasTouch: true,
        viewport: { width: 1024, height: 768 },
      });
      await openGame(page, quick(4, 9));
      const choose = chooser(9);
      for (let i = 0; i < 2; i += 1) {
        const v = await untilMineOrOver(page);
        await playByTaps(page, choose.pick(v.legal));
      }
      const before = await untilMineOrOver(page);
      await page.goto(baseUrl('?game=azacru&debug=1'));
      await page.getByRole('button', { name: shellEn.menu.resume }).tap();
      await page.waitForFunction(
        () => '__azacruGame' in globalThis && '__azacruBoard' in globalThis,
      );
      const after = await untilMineOrOver(page);
      expect({ colours: after.colours, chevrons: after.chevrons, turn: after.turn }).toEqual({
        colours: before.colours,
        chevrons: before.chevrons,
        turn: before.turn,
      });
      await screenshot(page, 'azacru-resumed');
      await playByTaps(page, choose.pick(after.legal));
      // The browser's (the phone's) Back pauses the game, and again after a resume; the page stays.
      const url = page.url();
      for (let i = 0; i < 2; i += 1) {
        await page.goBack();
        await page.getByRole('dialog', { name: shellEn.pause.title }).waitFor();
        expect(page.url()).toBe(url);
        expect(await page.locator('.azacru-board, canvas').count()).toBeGreaterThan(0);
        if (i === 0) {
          await page.getByRole('button', { name: shellEn.pause.resume }).tap();
          await page
            .getByRole('dialog', { name: shellEn.pause.title })
            .waitFor({ state: 'detached' });
        }
      }
      // A saved game is left at once from the pause, and can be resumed from the start screen.
      await page.getByRole('button', { name: shellEn.pause.leave }).tap();
      await page.getByRole('button', { name: shellEn.menu.resume }).waitFor();
      await page.context().close();
    },
    180_000,
  );

  browserTest(
    'offline after the first visit: an AZACRU game starts and a move is played',
    async () => {
      const page = await newPage(browser(), {
        ...WITH_WORKER,
        hasTouch: true,
        viewport: { width: 1024, height: 768 },
      });
      await page.goto(baseUrl('?game=azacru'));
      await waitForServiceWorker(page);
      await page.context().setOffline(true);
      await openGame(page, quick(2, 13));
      const v = await untilMineOrOver(page);
      await playByTaps(page, v.legal[0]!);
      await page.context().close();
    },
  );

  browserTest(
    "after a bot's move: a line under the board names it, and the board frames its two fields in the bot's colour",
    async () => {
      const page = await newPage(browser(), {
        hasTouch: true,
        viewport: { width: 768, height: 1024 },
      });
      await openGame(page, quick(2, 5));
      const v = await untilMineOrOver(page);
      const line = page.locator('.azacru-last');
      // Before the first move the line is empty, but its room is kept: the board does not move.
      expect((await line.textContent())?.trim()).toBe('');
      const height = (await line.boundingBox())?.height;
      expect(height).toBeGreaterThan(10);
      await playByTaps(page, v.legal.find((m) => !m.twist) ?? v.legal[0]!);
      const after = await untilMineOrOver(page);
      expect(after.over).toBe(false);
      const { entry, count, names } = await lastEntry(page);
      // Two entries: the person's move, then the bot's (player 2).
      expect(count).toBe(2);
      if (!entry?.from || !entry.to) throw new Error('the bot did not move');
      const bot = names[1] ?? '';
      await expect
        .poll(() => line.textContent())
        .toBe(
          `${T.last.who.replace('{{name}}', bot)} ${entry.from} ${T.last.to} ${entry.to}` +
            (entry.twist
              ? `, ${T.last.turned.replace('{{side}}', T.side[entry.twist as 'left' | 'right'])}`
              : ''),
        );
      expect((await line.boundingBox())?.height).toBe(height);
      // The frames: the bot's dark tone round the end field, faded round the start field, on no other field.
      await page.waitForTimeout(300);
      const index = (name: string) => (Number(name[1]) - 1) * 9 + 'abcdefghi'.indexOf(name[0]!);
      const from = index(entry.from);
      const to = index(entry.to);
      const look = lookOf(1);
      const dark = `#${new Color(look.dark).getHexString()}`;
      const faded = `#${new Color(look.dark).lerp(new Color('#ffffff'), LAST_FROM_FADE).getHexString()}`;
      expect(await shareOfColour(page, await fieldBox(page, to), dark)).toBeGreaterThan(0.05);
      expect(await shareOfColour(page, await fieldBox(page, from), faded)).toBeGreaterThan(0.1);
      const quiet = after.colours.findIndex(
        (c, f) =>
          c === null && f !== from && f !== to && !after.chevrons.some((x) => x.field === f),
      );
      const box = await fieldBox(page, quiet);
      expect(await shareOfColour(page, box, dark)).toBeLessThan(0.01);
      expect(await shareOfColour(page, box, faded)).toBeLessThan(0.01);
      await screenshot(page, 'azacru-last-move');
      await page.context().close();
    },
  );

  browserTest(
    'a connection change is told in the line with the fields it took (+3), whole on a phone, and the fields it took are framed',
    async () => {
      const page = await newPage(browser(), {
        hasTouch: true,
        isMobile: true,
        viewport: { width: 390, height: 844 },
      });
      // At the fast pace the bot still thinks a moment: the person's move stays the latest on show.
      // The seed gives the person a change that takes fields by the 12th move.
      await openGame(page, quick(2, 22).replace('pace=instant', 'pace=fast'));
      const line = page.locator('.azacru-last');
      /** The fields a move passes over, in order (they lie on a line, rank * 9 + file). */
      const passed = (m: { from: number; to: number }) => {
        const [r1, c1, r2, c2] = [
          Math.floor(m.from / 9),
          m.from % 9,
          Math.floor(m.to / 9),
          m.to % 9,
        ];
        const [dr, dc] = [Math.sign(r2 - r1), Math.sign(c2 - c1)];
        const out: number[] = [];
        for (let r = r1 + dr, c = c1 + dc; r !== r2 || c !== c2; r += dr, c += dc)
          out.push(r * 9 + c);
        return out;
      };
      let told = false;
      for (let i = 0; i < 60 && !told; i += 1) {
        const v = await untilMineOrOver(page);
        if (v.over) break;
        // The person makes a connection change over a field not yet theirs as soon as one is there.
        const change = v.legal.find(
          (m) =>
            m.kind === 'connection change' && !m.twist && passed(m).some((f) => v.colours[f] !== 0),
        );
        await playByTaps(page, change ?? v.legal.find((m) => !m.twist) ?? v.legal[0]!);
        if (!change) continue;
        const { moves } = await lastEntry(page);
        // The person's entry is the latest (entries go round from the person's, player 1).
        expect(moves.length % 2).toBe(1);
        const turn = lastTurnOf(moves as Entry[], moves.length, 2, gainsOf(2, moves as Entry[]));
        const n = turn.move?.converted ?? 0;
        // A change over fields already the mover's takes none: nothing is told.
        if (n === 0) {
          expect(await line.textContent()).not.toMatch(/\+\d/);
          continue;
        }
        const words = n === 1 ? T.last.takesOne : T.last.takes.replace('{{count}}', `${n}`);
        await expect
          .poll(() => line.textContent(), { timeout: 5_000 })
          .toContain(`+${n}, ${words}`);
        // The line stays whole on a phone.
        const cut = await page.evaluate(() => {
          const el = document.querySelector('.azacru-last .text');
          return el !== null && el.scrollWidth > el.clientWidth + 1;
        });
        expect(cut, 'the line cut short').toBe(false);
        // The fields it took are framed with the move, in the person's dark tone (only its start and
        // end were: a newcomer did not see which field changed hands).
        const dark = `#${new Color(lookOf(0).dark).getHexString()}`;
        for (const f of turn.move?.taken ?? []) {
          const box = await fieldBox(page, f);
          expect(await shareOfColour(page, box, dark), `taken field ${f}`).toBeGreaterThan(0.05);
        }
        await screenshot(page, 'azacru-last-move-gain-390x844');
        told = true;
      }
      expect(told, 'a connection change by the person, told').toBe(true);
      await page.context().close();
    },
    180_000,
  );

  browserTest(
    "at a table of four, every bot's move since the person's is framed in its bot's colour and told in the line until the person moves, whole on a phone on its side too, as is every player's count",
    async () => {
      const page = await newPage(browser(), {
        hasTouch: true,
        viewport: { width: 768, height: 1024 },
      });
      // A seed where a bot's move ends in a turn (the line draws it).
      await openGame(page, quick(4, 5));
      const v = await untilMineOrOver(page);
      await playByTaps(page, v.legal.find((m) => !m.twist) ?? v.legal[0]!);
      const after = await untilMineOrOver(page);
      expect(after.over).toBe(false);
      await page.waitForTimeout(300);
      const moves = await page.evaluate(
        () =>
          (
            globalThis as unknown as {
              __azacruGame: {
                actor: {
                  getSnapshot(): {
                    context: { moves: { from?: string; to?: string; twist?: string }[] };
                  };
                };
              };
            }
          ).__azacruGame.actor.getSnapshot().context.moves,
      );
      // The three bots' entries after the person's first move: each move's end field in its bot's tone.
      const index = (name: string) => (Number(name[1]) - 1) * 9 + 'abcdefghi'.indexOf(name[0]!);
      const bots = moves.slice(-3).map((m, k) => ({ ...m, player: k + 1 }));
      const framed = bots.filter((m) => m.from && m.to);
      expect(framed.length, 'bots that moved').toBeGreaterThan(1);
      for (const m of framed) {
        const to = index(m.to!);
        const later = framed.filter((x) => x.player > m.player);
        // A field a later move framed, or left, shows that move's frame instead.
        if (later.some((x) => index(x.from!) === to || index(x.to!) === to)) continue;
        const fade = (framed.length - 1 - framed.indexOf(m)) * EARLIER_MOVE_FADE;
        const tone = `#${new Color(lookOf(m.player).dark).lerp(new Color('#ffffff'), fade).getHexString()}`;
        expect(
          await shareOfColour(page, await fieldBox(page, to), tone),
          `player ${m.player + 1}'s move to ${m.to}`,
        ).toBeGreaterThan(0.05);
      }
      // The line under the board tells them all, each by its mover's mark, in the order played.
      const line = await page.locator('.azacru-last.several .one').allTextContents();
      expect(line.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(
        framed.map((m) => expect.stringContaining(`${m.from} to ${m.to}`)),
      );
      expect(
        framed.some((m) => m.twist),
        "a bot's move ending in a turn",
      ).toBe(true);
      // A turn at a move's end is drawn beside it (a hooked arrow to that side), not only told to screen readers.
      const marks = await page
        .locator('.azacru-last.several .one')
        .evaluateAll((ones) =>
          ones.map((o) => o.querySelector('.twist-mark')?.getAttribute('class') ?? ''),
        );
      expect(marks).toEqual(
        framed.map((m) =>
          m.twist === 'left' || m.twist === 'right' ? `twist-mark ${m.twist}` : '',
        ),
      );
      await screenshot(page, 'azacru-last-moves-4p');
      // Each score says what it counts under it ("fields"): a newcomer saw 0 become 1 unexplained.
      const units = await page.$$eval('.azacru-player', (players) =>
        players.map((p) => {
          const unit = p.querySelector('.score-unit')?.getBoundingClientRect();
          const score = p.querySelector('.score')?.getBoundingClientRect();
          const text = p.querySelector('.score-unit')?.textContent ?? '';
          return unit && score && unit.top >= score.bottom - 2 && unit.right > score.left
            ? text
            : '';
        }),
      );
      expect(units.map((u) => /^fields?$/.test(u))).toEqual([true, true, true, true]);
      // A phone on its side keeps the line in the narrow column beside the board: every move is
      // there whole, on as many lines as it takes, none cut off at the column's edge; and each
      // player's count of chevrons in the other column is whole too.
      for (const [w, h] of [
        [844, 390],
        [667, 375],
      ] as const) {
        await page.setViewportSize({ width: w, height: h });
        await page.waitForTimeout(300);
        const cut = await page.evaluate(() => {
          const line = document.querySelector('.azacru-last.several');
          if (!line) return ['no line of the moves since yours'];
          const box = line.getBoundingClientRect();
          const out = [...line.querySelectorAll('.one')]
            .map((one, i) => ({ i, b: one.getBoundingClientRect() }))
            .filter(({ b }) => b.left < box.left - 1 || b.right > box.right + 1)
            .map(({ i }) => `move ${i + 1} runs past the line's edge`);
          if (line.scrollWidth > line.clientWidth + 1) out.push('the line is cut short');
          document.querySelectorAll('.azacru-player .sub').forEach((sub, i) => {
            if (sub.scrollWidth > sub.clientWidth) out.push(`player ${i + 1}'s count is cut`);
            // The score's unit beside it, when it is shown, never paints over it.
            const unit = sub.parentElement?.querySelector('.score-unit')?.getBoundingClientRect();
            const b = sub.getBoundingClientRect();
            if (
              unit &&
              unit.width > 0 &&
              unit.left < b.right &&
              unit.top < b.bottom &&
              unit.bottom > b.top
            )
              out.push(`player ${i + 1}'s unit lies over the count`);
          });
          return out;
        });
        expect(cut, `${w}x${h}`).toEqual([]);
        await screenshot(page, `azacru-last-moves-4p-${w}x${h}`);
      }
      await page.context().close();
    },
  );

  browserTest(
    'a touch phone keeps the coordinate field out of sight: a screen reader finds it, focus shows it',
    async () => {
      const page = await newPage(browser(), {
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      await openGame(page, quick(2, 17));
      await untilMineOrOver(page);
      const width = async () => (await page.locator('.azacru-entry').boundingBox())?.width ?? 0;
      // Tapping it would open the on-screen keyboard over the board a finger plays on.
      expect(await width(), 'the field on a touch phone').toBeLessThanOrEqual(1);
      const entry = page.getByLabel(T.keyboard.label);
      expect(await entry.count()).toBe(1);
      await entry.focus();
      expect(await width(), 'the field focused').toBeGreaterThan(40);
      await page.context().close();
    },
  );

  browserTest('keyboard play by coordinates, the hint, and undo (a setting)', async () => {
    const page = await newPage(browser(), { viewport: { width: 1024, height: 768 } });
    // Undo is off by default: switched on in the stored settings before the app loads.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('azacru-test-seeded')) {
        localStorage.setItem(
          'azuma3d.settings.v2',
          JSON.stringify({ shell: {}, games: { azacru: { undo: true } } }),
        );
        sessionStorage.setItem('azacru-test-seeded', '1');
      }
    });
    await openGame(page, quick(2, 17));
    const v = await untilMineOrOver(page);
    const move = v.legal.find(
      (m) => !m.twist && v.legal.filter((x) => x.from === m.from && x.to === m.to).length === 1,
    )!;
    const name = (f: number) => `${'abcdefghi'[f % 9]}${Math.floor(f / 9) + 1}`;
    // Keyboard: a field, Enter (the chevron), a field, Enter (the target), Enter (Move). With a
    // mouse at hand the field is in sight.
    const entry = page.getByLabel(T.keyboard.label);
    expect((await page.locator('.azacru-entry').boundingBox())?.width).toBeGreaterThan(40);
    await entry.fill(name(move.from));
    await entry.press('Enter');
    await untilStage(page, ['target']);
    await entry.fill(name(move.to));
    await entry.press('Enter');
    await untilStage(page, ['confirm']);
    await entry.press('Enter');
    await page.waitForFunction(
      (t) =>
        (
          globalThis as unknown as {
            __azacruGame: { actor: { getSnapshot(): { context: { game: { turn: number } } } } };
          }
        ).__azacruGame.actor.getSnapshot().context.game.turn > t,
      v.turn,
    );
    const after = await untilMineOrOver(page);
    expect(after.chevrons.some((c) => c.player === 0 && c.field === move.to)).toBe(true);
    // Screen readers heard the moves in coordinates (the bot's, after the person's).
    await expect
      .poll(() => page.locator('p.sr-only[aria-live="polite"]').first().textContent())
      .toMatch(/[a-i][1-9] to [a-i][1-9]/);
    // The hint lays out the expert's move as the person's choice, to confirm.
    await page.getByRole('button', { name: T.hud.hint }).click();
    await untilStage(page, ['confirm']);
    expect((await tableView(page)).stage).toBe('confirm');
    await page.getByRole('button', { name: T.action.cancel, exact: true }).click();
    // Undo takes the person's last move back (and the bot's after it).
    await page.getByRole('button', { name: T.hud.undo }).click();
    await page.waitForFunction((t) => {
      const g = (
        globalThis as unknown as {
          __azacruGame: {
            actor: {
              getSnapshot(): { context: { game: { turn: number } }; hasTag(t: string): boolean };
            };
          };
        }
      ).__azacruGame.actor.getSnapshot();
      return g.context.game.turn === t && g.hasTag('my-turn');
    }, v.turn);
    const back = await tableView(page);
    expect({ colours: back.colours, chevrons: back.chevrons }).toEqual({
      colours: v.colours,
      chevrons: v.chevrons,
    });
    // The board draws the position taken back to, with no tap (it kept the undone move until one).
    const drawn = () =>
      page.evaluate(() =>
        (globalThis as unknown as { __azacruBoard: { drawnChevrons(): number[] } }).__azacruBoard
          .drawnChevrons()
          .sort((a, b) => a - b),
      );
    await expect
      .poll(drawn, { timeout: 5_000 })
      .toEqual(v.chevrons.map((c) => c.field).sort((a, b) => a - b));
    await page.context().close();
  });

  browserTest('axe finds nothing on the set-up, the board and a twist being chosen', async () => {
    const page = await newPage(browser(), {
      hasTouch: true,
      viewport: { width: 1024, height: 768 },
    });
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await page.goto(baseUrl('?game=azacru'));
    await page.getByRole('button', { name: shellEn.menu.play, exact: true }).waitFor();
    await expectNoAxeViolations(page, "AZACRU's start screen");
    expect(
      fetched.filter((u) => /rules-page/.test(u)),
      'rules before they are opened',
    ).toEqual([]);
    await page.getByRole('link', { name: shellEn.menu.rules }).tap();
    await page.locator('.rules').first().waitFor();
    expect(fetched.some((u) => /\/rules-page-[\w-]+\.js$/.test(u))).toBe(true);
    await screenshot(page, 'azacru-rules');
    await expectNoAxeViolations(page, "AZACRU's rules page");
    await openGame(page, quick(2, 5));
    const v = await untilMineOrOver(page);
    await expectNoAxeViolations(page, 'the AZACRU board');
    const twisted = v.legal.find((m) => m.twist !== undefined);
    if (twisted) {
      await tapField(page, twisted.from);
      await tapField(page, twisted.to);
      await page.getByRole('button', { name: T.twist.left }).waitFor();
      await screenshot(page, 'azacru-twist');
      await expectNoAxeViolations(page, 'the twist being chosen');
    }
    await page.context().close();
  });

  for (const [w, h] of [
    [360, 640],
    [768, 1024],
  ] as const)
    browserTest(
      `the opponents on the start screen at ${w}x${h}, before any game: each name above its selects, the selects in one column`,
      async () => {
        // The set-up's styles come with the game's module: its table (and the table's styles) is not loaded yet.
        const page = await newPage(browser(), {
          hasTouch: true,
          viewport: { width: w, height: h },
        });
        // Every language: a longer skill name must not be cut off beside the think time.
        for (const lang of ['de', 'fr', 'en']) {
          await page.goto(baseUrl(`?game=azacru&lang=${lang}`));
          await page.locator('.azacru-bot select').first().waitFor();
          await page.locator('fieldset.players label').nth(2).tap();
          await page.locator('.azacru-bot select').first().selectOption('expert');
          const rows = await page.$$eval('.azacru-bot', (bots) =>
            bots.map((bot) => {
              const name = bot.querySelector('.azacru-bot-name')!.getBoundingClientRect();
              const mark = bot.querySelector('.player-mark')!.getBoundingClientRect();
              const text = document.createRange();
              text.selectNodeContents(bot.querySelector('.azacru-bot-name')!.lastChild!);
              const words = text.getBoundingClientRect();
              const selects = [...bot.querySelectorAll('select')].map((s) =>
                s.getBoundingClientRect(),
              );
              const plate = getComputedStyle(bot.querySelector('.azacru-bot-name')!);
              return {
                // A name plate as at the table: the mark alone beside the name read as a checkbox.
                onPlate:
                  plate.backgroundColor !== 'rgba(0, 0, 0, 0)' &&
                  mark.left - name.left >= 4 &&
                  name.right - words.right >= 4,
                markBeforeWords: Math.round(words.left - mark.right),
                markCentred:
                  Math.abs((mark.top + mark.bottom) / 2 - (words.top + words.bottom) / 2) < 2,
                selectsBelowName: selects.every((s) => s.top >= name.bottom - 1),
                firstSelectLeft: Math.round(selects[0]!.left),
                // Each select shows its whole choice (a longer skill name was cut off beside the think time).
                cut: [...bot.querySelectorAll('select')].filter((s) => {
                  const style = getComputedStyle(s);
                  const pen = document.createElement('canvas').getContext('2d')!;
                  pen.font = style.font;
                  const words = pen.measureText(s.selectedOptions[0]?.text ?? '').width;
                  const room = s.clientWidth - parseFloat(style.paddingLeft) - 24;
                  return words > room;
                }).length,
                inside: selects.every((s) => s.right <= innerWidth),
              };
            }),
          );
          expect(rows).toHaveLength(3);
          for (const r of rows) {
            expect(r.onPlate, `${lang}: the mark and the name on a plate`).toBe(true);
            expect(r.cut, `${lang}: selects whose choice is cut off`).toBe(0);
            expect(
              r.markBeforeWords,
              'room between the colour mark and the name',
            ).toBeGreaterThanOrEqual(4);
            expect(r.markCentred, 'the mark centred on the name').toBe(true);
            expect(r.selectsBelowName).toBe(true);
            expect(r.inside).toBe(true);
          }
          expect(
            new Set(rows.map((r) => r.firstSelectLeft)).size,
            'skill selects in one column',
          ).toBe(1);
        }
        await screenshot(page, `azacru-setup-${w}x${h}`);
        await page.context().close();
      },
    );

  browserTest('the first game with hints: the coach follows each step of a move', async () => {
    const page = await newPage(browser(), {
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    // The rules page is a chunk of its own, loaded when opened: not to play (bench/bundle.ts).
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await openGame(page, '?game=azacru&tutorial=1&debug=1');
    const coach = page.locator('.azacru-coach');
    await coach.getByText(T.coach.chevron).waitFor();
    const v = await untilMineOrOver(page);
    const twisted = v.legal.find((m) => m.twist !== undefined) ?? v.legal[0]!;
    // The board's room does not change as the coach's words do (the board jumped under the finger).
    const room = await slotBox(page);
    await tapField(page, twisted.from);
    await coach.getByText(/The lit fields|Ring colours/).waitFor();
    await page.waitForTimeout(100);
    expect(await slotBox(page), 'the board moved when the coach spoke on').toEqual(room);
    await screenshot(page, 'azacru-tutorial');
    await expectNoAxeViolations(page, 'the first game with hints');
    await page.getByRole('button', { name: T.action.cancel, exact: true }).tap();
    await coach.getByText(T.coach.chevron).waitFor();
    await playByTaps(page, twisted);
    await untilMineOrOver(page);
    await page.waitForTimeout(100);
    expect(await slotBox(page), 'the board moved during a move and a reply').toEqual(room);
    expect(fetched.filter((u) => /rules-page/.test(u))).toEqual([]);
    // The game with hints is never saved: the pause says so, Leave asks at the first tap and leaves
    // at the second, on the same spot (the first tap's note pushed the buttons down, and a second
    // tap there opened the rules).
    await page.getByRole('button', { name: T.hud.menu }).tap();
    await page.getByText(shellEn.pause.notSaved, { exact: true }).waitFor();
    const buttons = () =>
      page.locator('.dialog-buttons button').evaluateAll((all) =>
        all.map((b) => {
          const r = b.getBoundingClientRect();
          return [b.textContent, Math.round(r.x), Math.round(r.y)];
        }),
      );
    const before = await buttons();
    const leave = page.getByRole('button', { name: shellEn.pause.leave });
    const spot = await leave.boundingBox();
    if (!spot) throw new Error('no Leave button');
    await leave.tap();
    await page.getByRole('alert').getByText(shellEn.pause.unsaved).waitFor();
    expect(await page.locator('.azacru-coach').count(), 'still in the game').toBe(1);
    expect(await buttons(), 'the buttons where the first tap found them').toEqual(before);
    await screenshot(page, 'azacru-tutorial-leave');
    await page.touchscreen.tap(spot.x + spot.width / 2, spot.y + spot.height / 2);
    await page.getByRole('button', { name: shellEn.menu.play, exact: true }).waitFor();
    await page.context().close();
  });

  browserTest(
    "a narrow phone (360x780) whose side rims are off screen: ranks 1-9 at the board's visible left edge, each in its row, also after a pan by touch",
    async () => {
      const page = await newPage(browser(), {
        hasTouch: true,
        isMobile: true,
        viewport: { width: 360, height: 780 },
      });
      // Two players: the players' strip is one row, the nine ranks fit finger-wide, and the board
      // is wider than the slot; nine legible files do not fit 360 px, so it pans (at 390 px, or
      // with four players, the nine ranks and files are framed whole, nothing to pan: next tests).
      await openGame(page, quick(2, 3));
      await untilMineOrOver(page);
      await page.waitForTimeout(200);
      const slot = await slotBox(page);
      if (!slot) throw new Error('no board slot');
      const before = await fieldBox(page, 0);
      expect(await rankLabelProblems(page, slot)).toEqual([]);
      // The board larger than its slot says so, at the slot's top (a newcomer saw the files cut
      // and did not know the board pans), until the person drags it.
      const cue = page.locator('.azacru-pan-cue');
      expect(await cue.isVisible()).toBe(true);
      expect(await cue.innerText()).toBe(en.azacru.hud.panCue);
      const at = (await cue.boundingBox())!;
      expect(at.y).toBeGreaterThanOrEqual(slot.top);
      expect(at.y + at.height).toBeLessThan((slot.top + slot.bottom) / 2);
      expect(at.x).toBeGreaterThanOrEqual(slot.left);
      expect(at.x + at.width).toBeLessThanOrEqual(slot.right);
      await screenshot(page, 'azacru-ranks-phone');
      // A small drag to the right: the board moves, the rim stays out of view, the labels follow their rows.
      await touchDrag(page, { x: 180, y: (slot.top + slot.bottom) / 2 }, 24, 14);
      await page.waitForTimeout(100);
      const after = await fieldBox(page, 0);
      expect(Math.abs(after.x - before.x)).toBeGreaterThan(5);
      expect(await cue.isVisible(), 'the cue, once the board was dragged').toBe(false);
      expect(await rankLabelProblems(page, slot)).toEqual([]);
      await screenshot(page, 'azacru-ranks-phone-panned');
      // Dragged far to the left the right rim shows the ranks itself: no labels then.
      await touchDrag(page, { x: 280, y: (slot.top + slot.bottom) / 2 }, -200, 0);
      await page.waitForTimeout(100);
      expect(await edgeLabelsShown(page)).toEqual([]);
      await page.context().close();
    },
  );

  // Two players too: a newcomer saw the a and i files cut in half there, chevrons on them.
  for (const players of [2, 4])
    browserTest(
      `a phone (390x844) at a table of ${players}: all nine ranks and files in view from the start, fields legible, the ranks labelled in their rows`,
      async () => {
        const page = await newPage(browser(), {
          hasTouch: true,
          isMobile: true,
          viewport: { width: 390, height: 844 },
        });
        await openGame(page, quick(players, 3));
        await untilMineOrOver(page);
        await page.waitForTimeout(200);
        const slot = await slotBox(page);
        if (!slot) throw new Error('no board slot');
        const fields = await allFieldBoxes(page);
        const out = fieldsOutOfSlot(fields, slot, 1);
        expect(out, 'fields out of view').toEqual([]);
        expect(Math.min(...fields.map((b) => Math.min(b.width, b.height)))).toBeGreaterThanOrEqual(
          LEGIBLE_FIELD_PX,
        );
        expect(await rankLabelProblems(page, slot)).toEqual([]);
        await screenshot(page, `azacru-ranks-phone-${players}p`);
        if (players === 4) {
          // The labels stand in the i file's fields, where chevrons start (i3, i5, i7): each chevron
          // shows at least 90 % of itself round its rank's label (a filled tag hid 15 % of a wing).
          for (const field of [26, 44, 62]) {
            const shown = await chevronPixels(page, field);
            await page.addStyleTag({ content: '.azacru-edge-coords { display: none }' });
            const whole = await chevronPixels(page, field);
            await page.evaluate(() => document.querySelector('style:last-of-type')?.remove());
            expect(whole, `a chevron on field ${field}`).toBeGreaterThan(100);
            expect(shown / whole, `field ${field}: ${shown} of ${whole}`).toBeGreaterThanOrEqual(
              0.9,
            );
          }
        }
        await page.context().close();
      },
    );

  // On its side a tablet's board fits with its near and far rims a little past the slot, drawn
  // there and seen: the files were labelled twice (on the rim and in the fields).
  for (const [width, height] of [
    [768, 1024],
    [1024, 768],
  ] as const)
    browserTest(`no edge labels where the whole board fits (${width}x${height})`, async () => {
      const page = await newPage(browser(), {
        hasTouch: true,
        viewport: { width, height },
      });
      await openGame(page, quick(4, 3));
      await untilMineOrOver(page);
      await page.waitForTimeout(200);
      expect(await edgeLabelsShown(page)).toEqual([]);
      await page.context().close();
    });

  browserTest(
    'no edge labels on a phone with the coordinates switched off (a setting)',
    async () => {
      const page = await newPage(browser(), {
        hasTouch: true,
        isMobile: true,
        viewport: { width: 390, height: 844 },
      });
      await page.addInitScript(() => {
        localStorage.setItem(
          'azuma3d.settings.v2',
          JSON.stringify({ shell: {}, games: { azacru: { coordinates: false } } }),
        );
      });
      await openGame(page, quick(4, 3));
      await untilMineOrOver(page);
      await page.waitForTimeout(200);
      expect(await page.locator('.azacru-edge-coords').count()).toBe(0);
      await page.context().close();
    },
  );

  for (const [w, h] of [
    [360, 640],
    [844, 390],
    [768, 1024],
    [1366, 1024],
  ] as const) {
    // A phone on its side: 390 px hold no nine finger-wide ranks, so all nine are shown, legible.
    const side = h < 400;
    browserTest(
      `layout at ${w}x${h}: controls apart and on screen, ${side ? 'all nine ranks in view from the start, every field legible' : 'every field a finger wide'}`,
      async () => {
        // A plain 4-player game, and the first game with hints (the coach's words take room too).
        for (const [name, query] of [
          ['game', quick(4, 3)],
          ['hints', '?game=azacru&tutorial=1&debug=1'],
        ] as const) {
          const page = await newPage(browser(), {
            hasTouch: true,
            isMobile: w < 800,
            viewport: { width: w, height: h },
          });
          await openGame(page, query);
          let v = await untilMineOrOver(page);
          // With hints, a move first: the last turn over the coach's longest words (how a chevron
          // moves) takes its room too. Nothing cut by the column it lies in (beside the board the
          // last turn lay above the screen, where no scrolling reached it), but the coach's words,
          // which may scroll.
          const columnParts =
            '.azacru-overlay button, .azacru-overlay input, .azacru-player, .azacru-choice, .azacru-last, .azacru-coach';
          if (name === 'hints') {
            await moveDirect(page, v.legal[0]!);
            v = await untilMineOrOver(page);
            await page.waitForTimeout(200);
            expect(await clippedProblems(page, columnParts), 'a chevron to pick').toEqual([]);
            await screenshot(page, `azacru-layout-${w}x${h}-${name}-pick`);
          }
          if (side) {
            // From the start, before any pan: every field wholly in the board's slot.
            await page.waitForTimeout(200);
            const slot = await slotBox(page);
            if (!slot) throw new Error('no board slot');
            const out = (await allFieldBoxes(page))
              .map((b, f) => ({ b, f }))
              .filter(
                ({ b }) =>
                  b.x - b.width / 2 < slot.left - 1 ||
                  b.x + b.width / 2 > slot.right + 1 ||
                  b.y - b.height / 2 < slot.top - 1 ||
                  b.y + b.height / 2 > slot.bottom + 1,
              )
              .map(({ f }) => f);
            expect(out, `${name}: fields out of view at the start`).toEqual([]);
            await screenshot(page, `azacru-layout-${w}x${h}-${name}-start`);
          }
          // The fullest moment of a move: a chevron and a target across a border picked, a twist
          // chosen, so the twists, Back and Move are all on show (else a chevron picked, with Back).
          const twisted = v.legal.find((m) => m.twist !== undefined);
          const first = twisted ?? v.legal[0];
          if (first) await tapField(page, first.from);
          if (twisted) {
            await untilStage(page, ['target']);
            await tapField(page, twisted.to);
            await untilStage(page, ['twist']);
            await page
              .getByRole('button', { name: T.twist[twisted.twist ?? 'none'], exact: true })
              .tap();
            expect((await untilStage(page, ['confirm'])).stage).toBe('confirm');
          }
          await page.waitForTimeout(200);
          const problems = await controlProblems(
            page,
            '.azacru-overlay button, .azacru-overlay input, .azacru-player, .azacru-choice, .azacru-last, .azacru-coach',
          );
          expect(problems, name).toEqual([]);
          expect(await clippedProblems(page, columnParts), name).toEqual([]);
          // A player's card is as tall as its two lines (in a column they stretched to its foot,
          // the score far from what it counts).
          const tall = await page.evaluate(() =>
            [...document.querySelectorAll('.azacru-player')]
              .map((el) => {
                const lines = ['.name', '.sub'].map(
                  (sel) => el.querySelector(sel)?.getBoundingClientRect().height ?? 0,
                );
                return { h: el.getBoundingClientRect().height, words: lines[0]! + lines[1]! };
              })
              .filter((b) => b.h > b.words + 24),
          );
          expect(tall, `${name}: players' cards taller than their words`).toEqual([]);
          const fields = await allFieldBoxes(page);
          const least = side ? LEGIBLE_FIELD_PX : FINGER;
          const small = fields
            .map((b, f) => ({ f, w: Math.round(b.width), h: Math.round(b.height) }))
            .filter((b) => b.w < least || b.h < least);
          expect(small, `fields smaller than ${least} px`).toEqual([]);
          await screenshot(page, `azacru-layout-${w}x${h}-${name}`);
          await page.context().close();
        }
      },
    );
  }
});

/** The end of the game as the person sees it: what is wrong (off screen, overlapping, cut short). */
async function endProblems(page: Page): Promise<string[]> {
  const problems = await controlProblems(
    page,
    '.azacru-overlay > header button, .azacru-player, .azacru-last, .azacru-coach, .azacru-end, .azacru-end button',
  );
  const cut = await page.evaluate(() =>
    ['.azacru-end', '.azacru-last .text', '.azacru-coach']
      .map((sel) => ({ sel, el: document.querySelector(sel) }))
      .filter(
        ({ el }) =>
          el !== null &&
          (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1),
      )
      .map(({ sel }) => `${sel} is cut short (it scrolls or ends in an ellipsis)`),
  );
  return [...problems, ...cut];
}

describeBrowser('AZACRU at the end of a game', (browser) => {
  for (const [w, h, mode] of [
    [390, 844, 'game'],
    [390, 844, 'game of four'],
    [390, 844, 'hints'],
    [844, 390, 'hints'],
    [768, 1024, 'hints'],
  ] as const) {
    browserTest(
      `${w}x${h} (${mode}): the last turn${mode === 'hints' ? ", the coach's last words" : ''} and the result with why the game ended, all on screen, none over another, the whole final board in view, a notice never over a field${mode === 'hints' ? '; no lifetime stats, and its button starts a real game' : ''}`,
      async () => {
        const page = await newPage(browser(), {
          hasTouch: true,
          isMobile: w < 800,
          viewport: { width: w, height: h },
        });
        await openGame(
          page,
          mode === 'game'
            ? quick(2, 5)
            : mode === 'game of four'
              ? quick(4, 5)
              : '?game=azacru&tutorial=1&pace=instant&debug=1',
        );
        // The link's pace holds in the first game with hints too (it was always the normal pace).
        const pace = await page.evaluate(
          () =>
            (
              globalThis as unknown as {
                __azacruGame: {
                  actor: { getSnapshot(): { context: { config: { pace: unknown } } } };
                };
              }
            ).__azacruGame.actor.getSnapshot().context.config.pace,
        );
        expect(pace).toEqual(INSTANT_PACE);
        let notices = 0;
        for (let i = 0; i < 300; i += 1) {
          const v = await untilMineOrOver(page);
          if (v.over) break;
          // A notice (a pass, the end triggered) never lies over a field: it told of moves that
          // are played on the board meanwhile, and hid them.
          const shown = page.locator('.azacru-notice');
          const notice = (await shown.count()) > 0 ? await shown.boundingBox() : null;
          if (notice) {
            notices += 1;
            const under = (await allFieldBoxes(page)).filter(
              (b) =>
                b.x < notice.x + notice.width &&
                notice.x < b.x + b.width &&
                b.y < notice.y + notice.height &&
                notice.y < b.y + b.height,
            );
            if (under.length > 0) await screenshot(page, `azacru-notice-over-board-${w}x${h}`);
            expect(under.length, 'fields under the notice').toBe(0);
          }
          await moveDirect(page, v.legal[0]!);
        }
        // Seed 5 at four: Tilde cannot move while the person still has a final turn.
        if (mode === 'game of four') expect(notices, 'a notice seen').toBeGreaterThan(0);
        await page.getByRole('dialog', { name: T.end.title }).waitFor();
        // At the end the result tells why the game ended: no notice over it.
        expect(await page.locator('.azacru-notice').count()).toBe(0);
        await page.waitForTimeout(300);
        // What happened last, and why the game ended: said beside the result.
        expect((await page.locator('.azacru-last').textContent())?.trim()).not.toBe('');
        if (mode === 'hints')
          expect(await page.locator('.azacru-coach').textContent()).toContain(T.coach.over);
        const why = await page.locator('.azacru-end .why').textContent();
        expect(why).toContain(T.end.how);
        expect(why).toMatch(/could not move, which triggered the end/);
        expect(await endProblems(page)).toEqual([]);
        // The final board whole in its slot, nothing panned away (an upright phone at a table of
        // four cut ranks 1 and 2 off under the players' cards).
        const slot = (await slotBox(page))!;
        const out = fieldsOutOfSlot(await allFieldBoxes(page), slot, 0.5);
        expect(out, 'fields out of the slot at the end').toEqual([]);
        await screenshot(page, `azacru-end-${w}x${h}-${mode.replace(/ /g, '-')}`);
        if (mode === 'hints') {
          // The hints game is practice: no lifetime stats, and its button starts a real game.
          expect(await page.locator('.azacru-end .stats').count()).toBe(0);
          const statsKeys = await page.evaluate(() =>
            Object.keys(localStorage).filter((k) => k.includes('azacru') && k.includes('stats')),
          );
          expect(statsKeys).toEqual([]);
          expect(await page.getByRole('button', { name: T.end.again }).count()).toBe(0);
          if (w === 768) {
            await page.getByRole('button', { name: T.end.realGame }).tap();
            await page.getByRole('dialog', { name: T.end.title }).waitFor({ state: 'detached' });
            await page.locator('.azacru-top').waitFor();
            expect(await page.locator('.azacru-coach').count()).toBe(0);
          } else await page.getByRole('button', { name: T.end.realGame }).waitFor();
        }
        await page.context().close();
      },
      180_000,
    );
  }
});

/** Plays the person's move straight through the table's entry (no taps: these tests count the renderer). */
async function moveDirect(page: Page, move: LegalMoveView): Promise<void> {
  await page.evaluate((m) => {
    (
      globalThis as unknown as { __azacruGame: { actor: { send(e: unknown): void } } }
    ).__azacruGame.actor.send({
      type: 'MOVE',
      player: 0,
      from: m.from,
      to: m.to,
      ...(m.twist ? { twist: m.twist } : {}),
    });
  }, move);
}

const info = (page: Page): Promise<RenderInfo> =>
  page.evaluate(() =>
    (globalThis as unknown as { __azacruBoard: { info(): RenderInfo } }).__azacruBoard.info(),
  );

describeBrowser('AZACRU on the renderer', (browser) => {
  browserTest(
    '4 players mid-game: at most 60 draw calls, and no frame drawn while nothing moves',
    async () => {
      const page = await newPage(browser(), { viewport: { width: 1024, height: 768 } });
      await openGame(page, quick(4, 21));
      const choose = chooser(21);
      for (let i = 0; i < 6; i += 1) {
        const v = await untilMineOrOver(page);
        if (v.over) break;
        await moveDirect(page, choose.pick(v.legal));
      }
      await untilMineOrOver(page);
      const a = await settled(page, () => info(page));
      // The whole board in its slot: nothing to drag, nothing said of it.
      expect(await page.locator('.azacru-pan-cue').isVisible()).toBe(false);
      expect(a.calls).toBeGreaterThan(0);
      expect(a.calls).toBeLessThanOrEqual(60);
      await page.waitForTimeout(1000);
      const b = await info(page);
      expect(b.frames, 'frames drawn while nothing moved').toBe(a.frames);
      await page.context().close();
    },
  );

  browserTest('no frame is drawn while the expert thinks in its worker', async () => {
    const page = await newPage(browser(), { viewport: { width: 1024, height: 768 } });
    await openGame(
      page,
      '?game=azacru&autostart=1&players=2&bots=expert&think=deep&pace=instant&seed=5&debug=1',
    );
    const thinking = () =>
      page.evaluate(() =>
        (
          globalThis as unknown as {
            __azacruGame: { actor: { getSnapshot(): { hasTag(t: string): boolean } } };
          }
        ).__azacruGame.actor
          .getSnapshot()
          .hasTag('bot-thinking'),
      );
    // A window counted wholly inside the expert's search. On a loaded machine the person's move can
    // take its two seconds to be drawn and settle: such a turn proves nothing, and the next is tried.
    let counted = 0;
    for (let turn = 0; turn < 4 && counted === 0; turn += 1) {
      const v = await untilMineOrOver(page);
      if (v.over) break;
      const drawn = (await info(page)).frames;
      await moveDirect(page, v.legal[0]!);
      await page.waitForFunction(() =>
        (
          globalThis as unknown as {
            __azacruGame: { actor: { getSnapshot(): { hasTag(t: string): boolean } } };
          }
        ).__azacruGame.actor
          .getSnapshot()
          .hasTag('bot-thinking'),
      );
      // The person's move draws its last frames just as the bot starts; on a loaded machine they can
      // come late, so wait until the move has been drawn and the board has settled (no part moving,
      // no frame for 250 ms) before counting.
      await page.waitForFunction(
        (n) =>
          (
            globalThis as unknown as { __azacruBoard: { info(): { frames: number } } }
          ).__azacruBoard.info().frames > n,
        drawn,
      );
      let a = await info(page);
      let still = false;
      for (let i = 0; i < 12 && !still; i += 1) {
        await page.waitForTimeout(250);
        const next = await info(page);
        still = next.frames === a.frames && next.moving.length === 0;
        a = next;
      }
      if (!still || !(await thinking())) continue;
      await page.waitForTimeout(400);
      const b = await info(page);
      // The deep expert searches about two seconds: still thinking after the count, no frame drawn.
      if (!(await thinking())) continue;
      expect(b.frames).toBe(a.frames);
      counted += 1;
    }
    expect(counted, 'a window counted inside the search').toBe(1);
    await page.context().close();
  });

  browserTest(
    'geometries and textures stay flat over 5 games',
    async () => {
      const page = await newPage(browser(), { viewport: { width: 800, height: 800 } });
      await openGame(page, quick(2, 31));
      const counts: { geometries: number; textures: number }[] = [];
      for (let game = 0; game < 5; game += 1) {
        const choose = chooser(31 + game);
        for (;;) {
          const v = await untilMineOrOver(page);
          if (v.over) break;
          await moveDirect(page, choose.pick(v.legal));
        }
        const { geometries, textures } = await info(page);
        counts.push({ geometries, textures });
        // One board at a time: the games before left no canvas (nor its WebGL context) behind.
        expect(await page.locator('canvas').count()).toBe(1);
        await page.getByRole('button', { name: T.end.again }).click();
        await page.waitForFunction(() => document.querySelector('.azacru-end') === null);
        await page.waitForFunction(() => '__azacruBoard' in globalThis);
      }
      expect(counts.every((c) => c.geometries === counts[0]?.geometries)).toBe(true);
      expect(counts.every((c) => c.textures === counts[0]?.textures)).toBe(true);
      await page.context().close();
    },
    300_000,
  );
});
