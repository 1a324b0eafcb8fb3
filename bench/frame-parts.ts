// Where a frame of the sliding table goes: frame rates with parts of the scene switched off, pixel ratio pinned.
// npx tsx bench/frame-parts.ts [--url http://127.0.0.1:4173/] [--dpr 0.5] [--rounds 2] (about 2 minutes)
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/chromium';
import { emptyCanvasFps, VIEW } from './browser';
import { serve } from './serve';
import { benchPage } from './page';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) ? v : fallback;
};
const DPR = arg('dpr', 0.5);
const ROUNDS = arg('rounds', 2);
const SECONDS = 4;

const hide = (test: string) =>
  `scene.scene().traverse((o) => { if (o.isMesh && (${test})) o.visible = false; })`;
/** Each part: a change made to the scene once the table is up. */
const PARTS: { name: string; change?: string }[] = [
  { name: 'the table as played' },
  { name: 'without the halo and glows', change: hide("o.layers.mask === 2 && o.name !== 'cards'") },
  { name: 'without the cards', change: hide("o.name === 'cards'") },
  { name: 'without cards, halo and glows', change: hide('o.layers.mask === 2') },
  { name: 'every mesh hidden (cache still copied)', change: hide('true') },
];

const g = `const g = window.__azumaGame; const s = g.actor.getSnapshot(); const scene = window.__azumaScene;`;

async function partFps(browser: Browser, url: string, part: (typeof PARTS)[number]) {
  const page = await benchPage(browser, { viewport: VIEW, hasTouch: true });
  const run = (expr: string) => page.evaluate(`(() => { ${g} return ${expr}; })()`);
  const params = `?autostart=1&debug=1&seed=7&players=6&bots=relaxed&pace=fast&timing=fast&dpr=${DPR}`;
  await page.goto(`${url}${params}`);
  await page.waitForFunction(
    'window.__azumaScene && window.__azumaGame && window.__azumaScene.settled()',
    null,
    { timeout: 120_000 },
  );
  if (part.change) await run(part.change);
  // Warm up as the app does on a slow device: frames back to back for a while (shaders, JIT).
  await run('scene.spin(1500)');
  await page.waitForTimeout(1500);
  const f0 = (await run('scene.stats.frames')) as number;
  await run(`scene.spin(${SECONDS * 1000})`);
  const until = Date.now() + SECONDS * 1000;
  while (Date.now() < until) {
    await run(
      `s.hasTag('passing') && s.context.chosen[0] === null ? g.actor.send({ type: 'CHOOSE', player: 0, card: s.context.hands[0][0] }) : null`,
    );
    await page.waitForTimeout(50);
  }
  const fps = (((await run('scene.stats.frames')) as number) - f0) / SECONDS;
  await page.close();
  return fps;
}

const { url, close } = await serve();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const fps = new Map<string, number[]>();
  const empty: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    empty.push(await emptyCanvasFps(browser, SECONDS));
    for (const part of PARTS) {
      const list = fps.get(part.name) ?? [];
      list.push(await partFps(browser, url, part));
      fps.set(part.name, list);
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const base = mean(empty);
  console.log(
    `Frame rate while cards slide, ${VIEW.width}x${VIEW.height}, pixel ratio ${DPR}, ${ROUNDS} rounds of ${SECONDS} s:`,
  );
  console.log(`  empty R3F canvas (pixel ratio 1): ${base.toFixed(1)} frames/s`);
  for (const [name, list] of fps) {
    const f = mean(list);
    console.log(
      `  ${name.padEnd(40)} ${f.toFixed(1).padStart(5)} frames/s  ${(1000 / f).toFixed(1).padStart(5)} ms  ratio ${(f / base).toFixed(2)}  (${list.map((x) => x.toFixed(1)).join(', ')})`,
    );
  }
} finally {
  await browser.close();
  await close();
}
