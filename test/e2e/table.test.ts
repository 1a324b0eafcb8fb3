// The 3D table by touch in Chromium: choose a card, see it leave on a call, grab a stick in a grab window.
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, browserTest, describeBrowser, hasWebGL, newPage, screenshot } from './chromium';

/** Reads the running game's snapshot in the page (debug hook). */
const game = (page: Page, expr: string) =>
  page.evaluate(`(() => { const s = window.__azumaGame.actor.getSnapshot(); return ${expr}; })()`);

const settled = (page: Page) =>
  page.waitForFunction('window.__azumaScene.settled()', null, { timeout: 60_000 });

async function shot(page: Page, name: string): Promise<void> {
  await settled(page);
  await screenshot(page, name);
}

/** Taps the screen where the scene draws a card or a stick (touch emulation). */
async function tap(page: Page, kind: 'card' | 'stick', id: number): Promise<void> {
  await settled(page);
  const at = (await page.evaluate(`window.__azumaScene.project('${kind}', ${id})`)) as {
    x: number;
    y: number;
  } | null;
  expect(at, `${kind} ${id} is on screen`).not.toBeNull();
  await page.touchscreen.tap(at!.x, at!.y);
}

/** A bot's grab of a stick now, sent as its bot sends it (the table takes a bot seat's moves only from its bot actor). */
async function botGrabs(page: Page, seat: number, stick: number): Promise<void> {
  await page.evaluate(
    `(() => { const g = window.__azumaGame; g.actor.send({ type: 'bot.move', bot: g.actor.getSnapshot().context.bots[${seat}], move: { type: 'GRAB', player: ${seat}, stick: ${stick}, at: g.clock.now() } }); })()`,
  );
  expect(await game(page, 's.hasTag("grab-window")')).toBe(true);
}

/** Pauses the game clock the moment the table emits `type` (so a screenshot shows that moment). */
const pauseOn = (page: Page, type: string) =>
  page.evaluate(
    `(() => { const g = window.__azumaGame; const sub = g.actor.on('${type}', () => { g.clock.pause(); sub.unsubscribe(); }); })()`,
  );
const setPaused = (page: Page, paused: boolean) =>
  page.evaluate(`window.__azumaGame.clock.${paused ? 'pause' : 'resume'}()`);

async function open(browser: Browser, width: number, height: number, players: number, seed = 7) {
  const page = await newPage(browser, {
    viewport: { width, height },
    hasTouch: true,
    isMobile: false,
  });
  await page.goto(
    baseUrl(`?autostart=1&debug=1&seed=${seed}&players=${players}&timing=fast&pace=fast`),
  );
  await page.waitForFunction(
    'window.__azumaScene !== undefined && window.__azumaGame !== undefined',
    null,
    {
      timeout: 60_000,
    },
  );
  expect(await hasWebGL(page)).toBe(true);
  await page.waitForFunction('window.__azumaGame.actor.getSnapshot().hasTag("choosing")', null, {
    timeout: 60_000,
  });
  return page;
}

/** Choose a card by touch, then see it slide to the left neighbour on the call. */
async function chooseAndPass(page: Page, name: string): Promise<number> {
  await shot(page, `${name}-fan`);
  const card = Number(await game(page, 's.context.hands[0][2]'));
  await setPaused(page, true); // hold the call, to see the chosen card lying face down
  await tap(page, 'card', card);
  expect(await game(page, 's.context.chosen[0]')).toBe(card);
  await shot(page, `${name}-chosen`);
  await pauseOn(page, 'slide');
  await setPaused(page, false);
  await page.waitForFunction('window.__azumaGame.clock.paused', null, { timeout: 30_000 });
  expect(await game(page, `s.context.hands[0].includes(${card})`)).toBe(false);
  expect(await game(page, `s.context.hands[1].includes(${card})`)).toBe(true);
  await shot(page, `${name}-slide`);
  await setPaused(page, false);
  return card;
}

async function reveal(page: Page, name: string): Promise<void> {
  await pauseOn(page, 'reveal');
  await setPaused(page, false);
  await page.waitForFunction('window.__azumaGame.clock.paused', null, { timeout: 30_000 });
  await shot(page, `${name}-reveal`);
  await setPaused(page, false);
}

describeBrowser('the 3D table by touch', (browser) => {
  browserTest(
    'landscape 1024x768, 6 players: choose, pass, grab a free stick in the grab window',
    async () => {
      const page = await open(browser(), 1024, 768, 6);
      await chooseAndPass(page, 'table-6p-landscape');
      await page.waitForFunction('window.__azumaGame.actor.getSnapshot().hasTag("choosing")');
      // A first grab by seat 1 opens the grab window (the clock held, so the bots cannot take every stick first).
      // Sent as that seat's bot sends it: the table takes a bot seat's moves only from its bot actor.
      await setPaused(page, true);
      await page.evaluate(
        `(() => { const g = window.__azumaGame; g.actor.send({ type: 'bot.move', bot: g.actor.getSnapshot().context.bots[1], move: { type: 'GRAB', player: 1, stick: 0, at: g.clock.now() } }); })()`,
      );
      expect(await game(page, 's.hasTag("grab-window")')).toBe(true);
      const free = Number(await game(page, 's.context.sticks.find((x) => x.owner === null).id'));
      await tap(page, 'stick', free);
      const grabs = (await game(page, 's.context.grabs')) as { player: number; stick: number }[];
      expect(grabs.some((g) => g.player === 0 && g.stick === free)).toBe(true);
      await shot(page, 'table-6p-landscape-grab');
      await reveal(page, 'table-6p-landscape');
    },
    240_000,
  );

  browserTest(
    'a race by touch: the board grabs nothing while passing, a free stick once someone grabbed; a taken globe yields to a free stick',
    async () => {
      // Tablet: a point of the board no stick reaches. Nothing grabbed yet: a press there does nothing.
      const page = await open(browser(), 768, 1024, 4);
      await setPaused(page, true);
      // The camera settles first (a point picked while the framing still moves may be a stick's later).
      await settled(page);
      const spot = (await page.evaluate(`(() => {
        const scene = window.__azumaScene;
        // Well inside: the press's neighbourhood is the board's too (a rounded touch point stays off every stick).
        const inside = (x, y) =>
          [-8, 0, 8].every((dx) => [-8, 0, 8].every((dy) => scene.pick(x + dx, y + dy) === 'board'));
        for (let deg = 0; deg < 360; deg += 5) {
          const p = scene.project('board', deg);
          if (p && inside(p.x, p.y)) return p;
        }
        return null;
      })()`)) as { x: number; y: number } | null;
      expect(spot, 'a point of the board away from the sticks').not.toBeNull();
      // On a loaded machine a bot may have grabbed before the clock was held: then the race is on already.
      if ((await game(page, 's.context.grabs.length')) === 0) {
        await page.touchscreen.tap(spot!.x, spot!.y);
        expect(await game(page, 's.context.grabs.length')).toBe(0);
        await botGrabs(page, 1, 0);
      }
      // The race: a press there takes a free stick of a colour still needed.
      await page.touchscreen.tap(spot!.x, spot!.y);
      const grabs = (await game(page, 's.context.grabs')) as { player: number; stick: number }[];
      const mine = grabs.find((g) => g.player === 0);
      expect(mine).toBeDefined();
      expect(grabs.filter((g) => g.stick === mine!.stick)).toHaveLength(1);
      await shot(page, 'table-4p-portrait-board-grab');
      // A second press grabs nothing more and is not refused (the person holds a stick).
      await page.touchscreen.tap(spot!.x, spot!.y);
      expect(((await game(page, 's.context.grabs')) as unknown[]).length).toBe(grabs.length);
      expect(await game(page, 's.context.refusal')).toBeNull();
      await page.context().close();

      // Phone: a press on the taken stick's globe takes a free stick in reach, not "too late".
      const phone = await open(browser(), 390, 844, 6);
      await setPaused(phone, true);
      if ((await game(phone, 's.context.grabs.length')) === 0) await botGrabs(phone, 1, 0);
      const taken = Number(await game(phone, 's.context.grabs[0].stick'));
      // The finger on the taken stick's globe, on its side towards the nearest free stick: sticks stand
      // about a finger's width apart on a phone, so a press right at the globe's centre is as near to
      // the taken stick as to anything (which of the two it meets then hangs on a pixel).
      await settled(phone);
      const press = (await phone.evaluate(`(() => {
        const scene = window.__azumaScene;
        const at = scene.project('stick', ${taken});
        const free = [0, 1, 2, 3, 4]
          .filter((k) => k !== ${taken})
          .map((k) => scene.project('stick', k))
          .filter(Boolean)
          .sort((a, b) => Math.hypot(a.x - at.x, a.y - at.y) - Math.hypot(b.x - at.x, b.y - at.y))[0];
        const d = Math.hypot(free.x - at.x, free.y - at.y);
        return { x: at.x + ((free.x - at.x) / d) * 12, y: at.y + ((free.y - at.y) / d) * 12 };
      })()`)) as { x: number; y: number };
      expect(await phone.evaluate(`window.__azumaScene.pick(${press.x}, ${press.y})`)).toMatch(
        /^stick:/,
      );
      await phone.touchscreen.tap(press.x, press.y);
      const race = (await game(phone, 's.context.grabs')) as { player: number; stick: number }[];
      expect(race.find((g) => g.player === 0)?.stick).toBeDefined();
      expect(race.find((g) => g.player === 0)?.stick).not.toBe(taken);
      expect(await game(phone, 's.context.refusal')).toBeNull();
      await shot(phone, 'table-6p-phone-race-grab');
    },
    240_000,
  );

  browserTest(
    'a HUD that grows in a grab window does not move the table under the finger (phone on its side)',
    async () => {
      const page = await open(browser(), 844, 390, 4);
      await setPaused(page, true);
      await settled(page);
      const reserve = () => page.evaluate('window.__azumaScene.reserveTop()') as Promise<number>;
      const stick = () =>
        page.evaluate(`window.__azumaScene.project('stick', 2)`) as Promise<{
          x: number;
          y: number;
        }>;
      const before = await reserve();
      if ((await game(page, 's.context.grabs.length')) === 0) await botGrabs(page, 1, 0);
      const at = await stick();
      // A second banner (a refusal under the hint, say) makes the HUD taller in the window.
      await page.evaluate(`(() => {
        const grow = document.createElement('div');
        grow.id = 'test-grow';
        grow.style.height = '60px';
        document.querySelector('.hud').append(grow);
      })()`);
      await page.evaluate(
        'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))',
      );
      await settled(page);
      expect(await reserve()).toBe(before);
      const still = await stick();
      expect(Math.hypot(still.x - at.x, still.y - at.y)).toBeLessThan(0.5);
      await shot(page, 'table-4p-phone-landscape-hud-held');
      // Once the window is over the table makes room for the taller HUD.
      await setPaused(page, false);
      await page.waitForFunction(
        `!window.__azumaGame.actor.getSnapshot().hasTag('grab-window') && window.__azumaScene.reserveTop() > ${before}`,
        null,
        { timeout: 60_000 },
      );
      await page.context().close();
    },
    240_000,
  );

  browserTest(
    'portrait 768x1024, 3 players: choose, pass, grab first by touch',
    async () => {
      const page = await open(browser(), 768, 1024, 3);
      await chooseAndPass(page, 'table-3p-portrait');
      await page.waitForFunction('window.__azumaGame.actor.getSnapshot().hasTag("can-grab")');
      await setPaused(page, true);
      await tap(page, 'stick', 1);
      expect(await game(page, 's.hasTag("grab-window")')).toBe(true);
      const grabs = (await game(page, 's.context.grabs')) as { player: number; stick: number }[];
      expect(grabs[0]).toMatchObject({ player: 0, stick: 1 });
      await shot(page, 'table-3p-portrait-grab');
      await reveal(page, 'table-3p-portrait');
    },
    240_000,
  );

  browserTest(
    'the dealing person turns the board by dragging it; a lost race sends the stick to the winner',
    async () => {
      const page = await open(browser(), 1024, 768, 4, 4); // seed 4: the person deals the first hand
      expect(await game(page, 's.context.dealer')).toBe(0);
      await shot(page, 'table-4p-dealer-turns');
      // The turn buttons: a pill round its buttons and words, centred in the prompt (not lopsided).
      const pill = await page.evaluate(() => {
        const box = document.querySelector('.board-turn')!.getBoundingClientRect();
        const room = document.querySelector('[data-testid="prompt"]')!.getBoundingClientRect();
        return {
          off: (box.left + box.right) / 2 - (room.left + room.right) / 2,
          spare: room.width - box.width,
        };
      });
      expect(Math.abs(pill.off)).toBeLessThan(2);
      expect(pill.spare).toBeGreaterThan(40);
      const point = async (deg: number) =>
        (await page.evaluate(`window.__azumaScene.project('board', ${deg})`)) as {
          x: number;
          y: number;
        };
      const from = await point(-90);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (const deg of [-80, -70, -60, -50, -40, -30]) {
        const p = await point(deg);
        await page.mouse.move(p.x, p.y, { steps: 2 });
      }
      await page.mouse.up();
      const rotation = Number(await game(page, 's.context.rotation'));
      expect(rotation).toBeGreaterThan(0.6);
      expect(rotation).toBeLessThan(1.5);
      await shot(page, 'table-4p-board-turned');
      // A race: the person presses stick 0, then seat 2's grab stamped earlier takes it from them.
      await setPaused(page, true);
      await tap(page, 'stick', 0);
      const mine = Number(await game(page, 's.context.grabs[0].at'));
      await page.evaluate(
        `(() => { const g = window.__azumaGame; g.actor.send({ type: 'bot.move', bot: g.actor.getSnapshot().context.bots[2], move: { type: 'GRAB', player: 2, stick: 0, at: ${mine - 50} } }); })()`,
      );
      expect(await game(page, 's.context.sticks[0].owner')).toBe(2);
      await settled(page);
      const after = (await page.evaluate(`window.__azumaScene.project('stick', 0)`)) as {
        y: number;
      } | null;
      expect(after).not.toBeNull();
      expect(after!.y).toBeLessThan(768 / 2); // at the far seat, up the screen
      await shot(page, 'table-4p-lost-race');
    },
    240_000,
  );

  browserTest(
    'portrait 6 players and landscape 3 players (ZUMA): the table at rest',
    async () => {
      for (const [w, h, players, edition] of [
        [768, 1024, 6, 'azuma'],
        [1024, 768, 3, 'zuma-de'],
      ] as const) {
        const page = await newPage(browser(), {
          viewport: { width: w, height: h },
          hasTouch: true,
        });
        await page.goto(
          baseUrl(`?autostart=1&debug=1&seed=7&players=${players}&edition=${edition}&timing=fast`),
        );
        await page.waitForFunction('window.__azumaScene !== undefined', null, { timeout: 60_000 });
        expect(await hasWebGL(page)).toBe(true);
        await page.waitForFunction('window.__azumaGame.actor.getSnapshot().hasTag("choosing")');
        await shot(page, `table-${players}p-${w > h ? 'landscape' : 'portrait'}-${edition}`);
        await page.close();
      }
    },
    180_000,
  );
});
