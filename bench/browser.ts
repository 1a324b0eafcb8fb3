// Browser figures in Debian Chromium (SwiftShader: compare ratios within one run only): frame rate while cards
// slide on a 6-player table over an empty R3F canvas, draw calls, GPU and JS memory after hand 1 and hand 20,
// pointerdown-to-grab time, and navigation to an interactive start screen.
import { join } from 'node:path';
import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/chromium';
import { benchPage } from './page';

export interface BrowserFigures {
  viewport: string;
  tableFps: number;
  emptyCanvasFps: number;
  frameRateRatio: number;
  /** The same table with every mesh hidden: what a frame costs before any pixel is shaded. */
  hiddenMeshesFps: number;
  /** The table's pixel ratio while cards slide (after its quality warm-up). */
  pixelRatio: number;
  /** While cards slide: frames drawn from the table cache, with it rebuilt, or whole. */
  frameKinds: { whole: number; rebuilt: number; cached: number };
  drawCalls: number;
  memory: { hand: number; geometries: number; textures: number; jsHeapMB: number }[];
  grab: { handlerToGrabMs: number; sameTask: boolean };
  startScreenInteractiveMs: number;
}

export const VIEW = { width: 1024, height: 768 };
const g = (page: Page, expr: string) =>
  page.evaluate(
    `(() => { const g = window.__azumaGame; const s = g.actor.getSnapshot(); const scene = window.__azumaScene; return ${expr}; })()`,
  );

export async function emptyCanvasFps(browser: Browser, seconds: number): Promise<number> {
  const out = await build({
    entryPoints: [join(import.meta.dirname, 'empty-canvas.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const page = await benchPage(browser, { viewport: VIEW });
  await page.route('http://bench.local/**', (route) =>
    route.request().url().endsWith('.js')
      ? route.fulfill({ contentType: 'text/javascript', body: out.outputFiles[0]?.text ?? '' })
      : route.fulfill({
          contentType: 'text/html',
          body: '<div id="root"></div><script type="module" src="/empty.js"></script>',
        }),
  );
  await page.goto('http://bench.local/');
  await page.waitForFunction('window.__frames > 10');
  const f0 = (await page.evaluate('window.__frames')) as number;
  await page.waitForTimeout(seconds * 1000);
  const f1 = (await page.evaluate('window.__frames')) as number;
  await page.close();
  return (f1 - f0) / seconds;
}

/** The person keeps choosing cards so that passes go on; returns when hand `hand` has started. */
async function playTo(page: Page, hand: number): Promise<void> {
  for (let i = 0; i < 4000; i += 1) {
    const [no, over] = (await g(page, '[s.context.handNo, s.hasTag("over")]')) as [number, boolean];
    if (no >= hand || over) return;
    await g(
      page,
      `s.hasTag('passing') && s.context.chosen[0] === null ? g.actor.send({ type: 'CHOOSE', player: 0, card: s.context.hands[0][0] }) : null`,
    );
    await page.waitForTimeout(100);
  }
}

async function memory(page: Page, hand: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const m = (await g(page, 'scene.memory()')) as { geometries: number; textures: number };
  const heap = (await page.evaluate('performance.memory.usedJSHeapSize')) as number;
  return { hand, ...m, jsHeapMB: Math.round((heap / 1048576) * 10) / 10 };
}

export async function browserFigures(url: string, seconds = 6): Promise<BrowserFigures> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
  });
  try {
    // Navigation to an interactive start screen: the Play button is on screen and enabled.
    const start = await benchPage(browser, { viewport: VIEW });
    await start.goto(url, { waitUntil: 'commit' });
    await start.getByRole('button', { name: /^play$/i }).waitFor();
    const startScreenInteractiveMs = Math.round(
      (await start.evaluate('performance.now()')) as number,
    );
    await start.close();

    const empty = await emptyCanvasFps(browser, seconds);

    const page = await benchPage(browser, { viewport: VIEW, hasTouch: true });
    // Listen for the person's grab first, before the app's own listeners (sound, scene, overlay).
    await page.addInitScript(`(() => {
      window.__tap = null;
      addEventListener('pointerdown', () => {
        const tap = { t: performance.now(), ended: false, grab: null };
        window.__tap = tap;
        setTimeout(() => { tap.ended = true; });
      }, { capture: true });
      window.__azumaOnGame = (game) => game.actor.on('grab', (e) => {
        const tap = window.__tap;
        if (tap && e.player === 0 && tap.grab === null) tap.grab = { t: performance.now(), inTask: !tap.ended };
      });
    })()`);
    await page.goto(
      `${url}?autostart=1&debug=1&seed=7&players=6&bots=relaxed&pace=fast&timing=fast`,
    );
    await page.waitForFunction(
      'window.__azumaScene && window.__azumaGame && window.__azumaScene.settled()',
      null,
      { timeout: 120_000 },
    );
    // The quality warm-up: frames back to back until the resolution has been decided three times.
    await page.waitForFunction('!window.__azumaScene.stats.quality.warm', null, {
      timeout: 30_000,
    });
    // Cards slide on every call while the person and the bots keep passing.
    const f0 = (await g(page, 'scene.stats.frames')) as number;
    const k0 = (await g(page, '({ ...scene.stats.frameKinds })')) as BrowserFigures['frameKinds'];
    await g(page, `scene.spin(${seconds * 1000})`);
    const until = Date.now() + seconds * 1000;
    let slides = 0;
    while (Date.now() < until) {
      const sent = await g(
        page,
        `s.hasTag('passing') && s.context.chosen[0] === null ? (g.actor.send({ type: 'CHOOSE', player: 0, card: s.context.hands[0][0] }), true) : false`,
      );
      if (sent) slides += 1;
      await page.waitForTimeout(50);
    }
    const tableFps = (((await g(page, 'scene.stats.frames')) as number) - f0) / seconds;
    const drawCalls = (await g(page, 'scene.drawCalls()')) as number;
    const pixelRatio = (await g(page, 'scene.renderer().getPixelRatio()')) as number;
    const k1 = (await g(page, '({ ...scene.stats.frameKinds })')) as BrowserFigures['frameKinds'];
    const frameKinds = {
      whole: k1.whole - k0.whole,
      rebuilt: k1.rebuilt - k0.rebuilt,
      cached: k1.cached - k0.cached,
    };
    if (slides === 0) throw new Error('no pass happened while measuring');

    // Pointerdown on a stick: the grab event is emitted inside the same input task.
    await page.waitForFunction(
      `(() => { const s = window.__azumaGame.actor.getSnapshot(); return s.hasTag('can-grab') && s.context.sticks.some((x) => x.owner === null) && !s.context.grabs.some((x) => x.player === 0); })()`,
      null,
      { timeout: 120_000 },
    );
    await g(page, 'g.clock.pause()');
    const free = (await g(page, 's.context.sticks.find((x) => x.owner === null).id')) as number;
    const at = (await g(page, `scene.project('stick', ${free})`)) as { x: number; y: number };
    await g(page, 'g.clock.resume()');
    await page.touchscreen.tap(at.x, at.y);
    await page.waitForFunction('window.__tap && window.__tap.grab !== null', null, {
      timeout: 30_000,
    });
    const tap = (await page.evaluate('window.__tap')) as {
      t: number;
      grab: { t: number; inTask: boolean };
    };
    // The floor: the same table with every mesh hidden (the frame's fixed cost without any pixels).
    await g(page, `scene.scene().traverse((o) => { if (o.isMesh) o.visible = false; })`);
    await g(page, `scene.spin(${seconds * 1000 + 500})`);
    await page.waitForTimeout(500);
    const h0 = (await g(page, 'scene.stats.frames')) as number;
    await page.waitForTimeout(seconds * 1000);
    const hiddenFps = (((await g(page, 'scene.stats.frames')) as number) - h0) / seconds;
    await page.close();

    // Memory after hand 1 and after hand 20 (lightning-fast bots, to get there).
    const mem = await benchPage(browser, { viewport: VIEW });
    await mem.goto(
      `${url}?autostart=1&debug=1&seed=9&players=4&bots=lightning&pace=fast&timing=fast`,
    );
    await mem.waitForFunction('window.__azumaScene && window.__azumaGame', null, {
      timeout: 120_000,
    });
    await playTo(mem, 2);
    const memory1 = await memory(mem, 1);
    await playTo(mem, 11);
    const memory10 = await memory(mem, 10);
    await playTo(mem, 21);
    const memory20 = await memory(mem, 20);
    await mem.close();

    return {
      viewport: `${VIEW.width}x${VIEW.height}`,
      tableFps: round(tableFps),
      emptyCanvasFps: round(empty),
      frameRateRatio: round(tableFps / empty, 3),
      hiddenMeshesFps: round(hiddenFps),
      pixelRatio,
      frameKinds,
      drawCalls,
      memory: [memory1, memory10, memory20],
      grab: { handlerToGrabMs: round(tap.grab.t - tap.t, 3), sameTask: tap.grab.inTask },
      startScreenInteractiveMs,
    };
  } finally {
    await browser.close();
  }
}

function round(x: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
