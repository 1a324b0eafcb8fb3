// AZACRU in Chromium by touch: a whole 2-player game by taps (a twist and a connection change among the person's moves) on a tablet and a phone,
// a 4-player game resumed after a reload, axe on its screens, its layout at four sizes (no control overlapping or off screen, every field a finger wide).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import en from '../../src/games/azacru/texts/en.json';
import shellEn from '../../src/shell/locales/en.json';
import { baseUrl, browserTest, describeBrowser, hasWebGL, newPage, screenshot } from './chromium';
import {
  allFieldBoxes,
  type LegalMoveView,
  tableView,
  tapField,
  type TableView,
} from './azacru-helpers';
import { FINGER } from './layout-checks';
import { waitForServiceWorker } from './pwa-helpers';
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

/** Plays one move of the person by taps: the chevron, the target, the twist if asked, Move. */
async function playByTaps(page: Page, move: LegalMoveView): Promise<void> {
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
  await page.getByRole('button', { name: T.action.confirm, exact: true }).tap();
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
    await playByTaps(page, move);
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

describeBrowser('AZACRU by touch', (browser) => {
  browserTest(
    'a whole 2-player game against a bot by taps on a tablet (1024x768)',
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
    'a whole 2-player game by taps on a phone (390x844), the board panned by a finger where it is wider than the screen',
    async () => {
      const page = await newPage(browser(), {
        hasTouch: true,
        isMobile: true,
        viewport: { width: 390, height: 844 },
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
      await page.context().close();
    },
    180_000,
  );

  browserTest(
    'offline after the first visit: an AZACRU game starts and a move is played',
    async () => {
      const page = await newPage(browser(), {
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
    // Keyboard: a field, Enter (the chevron), a field, Enter (the target), Enter (Move).
    const entry = page.getByLabel(T.keyboard.label);
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
    await page.context().close();
  });

  browserTest('axe finds nothing on the set-up, the board and a twist being chosen', async () => {
    const page = await newPage(browser(), {
      hasTouch: true,
      viewport: { width: 1024, height: 768 },
    });
    await page.goto(baseUrl('?game=azacru'));
    await page.getByRole('button', { name: shellEn.menu.play, exact: true }).waitFor();
    await expectNoAxeViolations(page, "AZACRU's start screen");
    await page.getByRole('link', { name: shellEn.menu.rules }).tap();
    await page.locator('.rules').first().waitFor();
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

  browserTest('the first game with hints: the coach follows each step of a move', async () => {
    const page = await newPage(browser(), {
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    await openGame(page, '?game=azacru&tutorial=1&debug=1');
    const coach = page.locator('.azacru-coach');
    await coach.getByText(T.coach.chevron).waitFor();
    const v = await untilMineOrOver(page);
    const twisted = v.legal.find((m) => m.twist !== undefined) ?? v.legal[0]!;
    await tapField(page, twisted.from);
    await coach.getByText(/The lit fields|Ring colours/).waitFor();
    await screenshot(page, 'azacru-tutorial');
    await expectNoAxeViolations(page, 'the first game with hints');
    await page.getByRole('button', { name: T.action.cancel, exact: true }).tap();
    await coach.getByText(T.coach.chevron).waitFor();
    await playByTaps(page, twisted);
    await page.context().close();
  });

  for (const [w, h] of [
    [360, 640],
    [844, 390],
    [768, 1024],
    [1366, 1024],
  ] as const) {
    browserTest(
      `layout at ${w}x${h}: controls apart and on screen, every field a finger wide`,
      async () => {
        const page = await newPage(browser(), {
          hasTouch: true,
          isMobile: w < 800,
          viewport: { width: w, height: h },
        });
        await openGame(page, quick(4, 3));
        const v = await untilMineOrOver(page);
        // A chevron picked, so that Back and the lit targets are on show too.
        const first = v.legal[0];
        if (first) await tapField(page, first.from);
        await page.waitForTimeout(200);
        const problems = await page.evaluate(() => {
          const out: string[] = [];
          const boxes = [
            ...document.querySelectorAll(
              '.azacru-overlay button, .azacru-overlay input, .azacru-player, .azacru-choice',
            ),
          ]
            .filter((el) => el.getBoundingClientRect().width > 0)
            .map((el) => ({
              el,
              r: el.getBoundingClientRect(),
              what: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 24)}"`,
            }));
          for (const b of boxes) {
            if (
              b.r.left < -1 ||
              b.r.top < -1 ||
              b.r.right > innerWidth + 1 ||
              b.r.bottom > innerHeight + 1
            )
              out.push(`${b.what} leaves the screen`);
            if (
              (b.el.tagName === 'BUTTON' || b.el.tagName === 'INPUT') &&
              (b.r.width < 44 || b.r.height < 44)
            )
              out.push(`${b.what} is smaller than 44x44`);
          }
          for (let i = 0; i < boxes.length; i += 1)
            for (let j = i + 1; j < boxes.length; j += 1) {
              const a = boxes[i]!;
              const b = boxes[j]!;
              if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
              const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
              const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
              if (x > 1 && y > 1) out.push(`${a.what} overlaps ${b.what}`);
            }
          return out;
        });
        expect(problems).toEqual([]);
        const fields = await allFieldBoxes(page);
        const small = fields
          .map((b, f) => ({ f, w: Math.round(b.width), h: Math.round(b.height) }))
          .filter((b) => b.w < FINGER || b.h < FINGER);
        expect(small, 'fields smaller than a finger').toEqual([]);
        await screenshot(page, `azacru-layout-${w}x${h}`);
        await page.context().close();
      },
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

interface RenderInfo {
  calls: number;
  geometries: number;
  textures: number;
  frames: number;
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
      await page.waitForTimeout(300);
      const a = await info(page);
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
    const v = await untilMineOrOver(page);
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
    // The person's move draws its last frames just as the bot starts; on a loaded machine they can come
    // late, so wait until the board has settled (no frame for 250 ms) before counting.
    let a = await info(page);
    for (let i = 0; i < 12; i += 1) {
      await page.waitForTimeout(250);
      const next = await info(page);
      if (next.frames === a.frames) break;
      a = next;
    }
    await page.waitForTimeout(400);
    const b = await info(page);
    const still = await page.evaluate(() =>
      (
        globalThis as unknown as {
          __azacruGame: { actor: { getSnapshot(): { hasTag(t: string): boolean } } };
        }
      ).__azacruGame.actor
        .getSnapshot()
        .hasTag('bot-thinking'),
    );
    // The deep expert searches about two seconds: still thinking after the count, and no frame was drawn.
    expect(still).toBe(true);
    expect(b.frames).toBe(a.frames);
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
