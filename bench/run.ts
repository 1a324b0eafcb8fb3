// `npm run bench`: engine, bundle, browser and Lighthouse figures; prints a report and writes bench/results.json.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { azacruBrowserFigures } from './azacru-browser';
import { bonanzaBrowserFigures } from './bonanza-browser';
import { browserFigures } from './browser';
import { BUDGETS, bundleFigures, GAME_GOALS } from './bundle';
import { engineFigures } from './engine';
import { buildDist, previewDist } from '../scripts/dist';
import { lighthouse } from './lighthouse';
import { printRaceTable, raceFigures } from './race';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const met = (ok: boolean) => (ok ? 'goal met' : 'goal MISSED');
const skipLighthouse = process.argv.includes('--no-lighthouse');

const outDir = await buildDist('azuma-bench-');
const { url, close } = await previewDist(outDir);

try {
  const machine = `${cpus()[0]?.model ?? 'cpu'} x${cpus().length}, node ${process.version}, Chromium (Debian) with SwiftShader`;
  console.log(`AZUMA 3D benchmarks on ${machine}\n`);

  const engine = await engineFigures(3);
  console.log(
    'Engine (fast engine, bundled with esbuild, one core, 6 bots: 2 expert, 3 basic, 1 random):',
  );
  for (const e of ['azuma', 'zuma-de', 'zuma-fr'] as const) {
    console.log(
      `  ${e}: ${engine[e].gamesPerSecond} complete 6-player games/s (goal 2000: ${met(engine[e].gamesPerSecond >= 2000)})`,
    );
  }
  console.log(
    `  bot decision per pass: ${JSON.stringify(engine.passDecisionMicros)} us (goal < 20 us: ${met(Object.values(engine.passDecisionMicros).every((x) => x < 20))})\n`,
  );

  console.log(
    'Simulator as a player runs it (`npm run -s simulate`: tsx, a fresh process per edition, warm-up included):',
  );
  const simulator: Record<string, unknown> = {};
  for (const e of ['azuma', 'zuma-de', 'zuma-fr'] as const) {
    const args = [
      'run',
      '-s',
      'simulate',
      '--',
      '--edition',
      e,
      '--players',
      '6',
      '--games',
      '2000',
      '--seed',
      '1',
    ];
    const r = JSON.parse(execFileSync('npm', args, { encoding: 'utf8' })) as {
      gamesPerSecond: number;
      invariantViolations: number;
    };
    simulator[e] = { gamesPerSecond: r.gamesPerSecond, invariantViolations: r.invariantViolations };
    console.log(
      `  ${e}: gamesPerSecond ${r.gamesPerSecond} (goal 2000: ${met(r.gamesPerSecond >= 2000)}), invariantViolations ${r.invariantViolations}`,
    );
  }
  console.log('');

  console.log(
    "Races (AZUMA, 4 players, the game's own flow): share of bot-opened grab windows in which a modelled person gets a stick (windows counted):",
  );
  const races = raceFigures();
  printRaceTable(races, console.log);
  console.log('');

  // The other games of the box: their own benchmarks, each bundled and run on one core.
  const otherGames: Record<string, string> = {};
  for (const game of ['bonanza', 'azacru'] as const) {
    const text = execFileSync('npx', ['tsx', join('bench', `${game}.ts`)], { encoding: 'utf8' });
    otherGames[game] = text;
    console.log(`${game === 'bonanza' ? 'BONANZA RUMMY' : 'AZACRU'} (bench/${game}.ts):`);
    console.log(text.trimEnd().replace(/^/gm, '  '));
    console.log('');
  }

  const bundle = bundleFigures(outDir);
  console.log('Bundle (vite build, gzip -9):');
  for (const c of bundle.chunks)
    console.log(
      `  ${c.file.padEnd(48)} ${kb(c.raw).padStart(10)} raw ${kb(c.gzip).padStart(9)} gzip${c.initial ? '  (first load)' : ''}`,
    );
  for (const [id, g] of Object.entries(bundle.games)) {
    console.log(
      `  ${id}: JS before its start screen ${kb(g.start.gzip)} gzip (goal ${kb(GAME_GOALS.startJsGzip)}: ${met(g.start.gzip <= GAME_GOALS.startJsGzip)}); JS to play it, the service worker included ${kb(g.play.gzip)} gzip (goal ${kb(GAME_GOALS.playJsGzip)}: ${met(g.play.gzip <= GAME_GOALS.playJsGzip)}); npm test checks both; opening its rules page adds ${kb(g.rules.gzip)} gzip`,
    );
  }
  console.log(`  opening the settings page adds ${kb(bundle.settingsPage.gzip)} gzip (any game)`);
  console.log(
    `  the shell's entry alone: ${kb(bundle.initialJs.gzip)} gzip; all JS of the box (every game, the service worker's ${kb(bundle.serviceWorkerJs.gzip)}): ${kb(bundle.allJs.gzip)} gzip`,
  );
  console.log(
    `  texts fetched as JSON data (one language at a time): ${kb(bundle.jsonData.gzip)} gzip for ${bundle.jsonData.files.length} files (npm test guard ${kb(BUDGETS.jsonFileGzip)} per file)\n`,
  );

  const azacru = await azacruBrowserFigures(url);
  console.log('AZACRU in Chromium (1024x768, SwiftShader):');
  console.log(
    `  main thread's longest task while the expert thinks 1 s in its worker (Chromium's trace, RunTask): ${azacru.longestTaskMs} ms over ${azacru.thinkTurns.length} bot turns (wall/CPU ms: ${azacru.thinkTurns.map((t) => `${t.wallMs}/${t.cpuMs}`).join(', ')}) (goal < 16 ms: ${met(azacru.longestTaskMs < 16)})`,
  );
  console.log(
    `  draw calls with 4 players mid-game: ${azacru.drawCalls} (goal 60: ${met(azacru.drawCalls <= 60)})\n`,
  );

  const bonanza = await bonanzaBrowserFigures(url);
  const [b1, , b20] = bonanza.memory;
  console.log('BONANZA RUMMY in Chromium (1024x768, SwiftShader):');
  console.log(
    `  draw calls on a 9-player table through a hand: at most ${bonanza.drawCalls} (goal 60: ${met(bonanza.drawCalls <= 60)})`,
  );
  console.log(
    `  frames drawn in a second while the table waits for the person: ${bonanza.framesWhileWaiting} (goal 0: ${met(bonanza.framesWhileWaiting === 0)})`,
  );
  console.log(
    `  geometries and textures after hand 1 / 10 / 20: ${JSON.stringify(bonanza.memory)} (goal flat: ${met(!!b1 && !!b20 && b20.geometries <= b1.geometries && b20.textures <= b1.textures)})\n`,
  );

  const browser = await browserFigures(url);
  console.log(`Browser (${browser.viewport} CSS pixels, SwiftShader):`);
  console.log(
    `  frames/s while cards slide on a 6-player table: ${browser.tableFps}; empty R3F canvas: ${browser.emptyCanvasFps}; ratio ${browser.frameRateRatio} (goal 0.9: ${met(browser.frameRateRatio >= 0.9)})`,
  );
  console.log(
    `  table pixel ratio after its quality warm-up: ${browser.pixelRatio} (empty canvas: 1); the same table with every mesh hidden: ${browser.hiddenMeshesFps} frames/s`,
  );
  console.log(`  draw calls: ${browser.drawCalls} (goal 60: ${met(browser.drawCalls <= 60)})`);
  const [m1, m10, m20] = browser.memory;
  const noGrowth =
    !!m1 &&
    !!m10 &&
    !!m20 &&
    m20.geometries <= m1.geometries &&
    m20.textures <= m1.textures &&
    m20.jsHeapMB <= m10.jsHeapMB * 1.05;
  console.log(
    `  memory after hand 1 / 10 / 20: ${JSON.stringify(browser.memory)} (goal no growth: GPU resources hand 1 -> 20, JS heap after GC hand 10 -> 20 within 5 %: ${met(noGrowth)})`,
  );

  console.log(
    `  stick pointerdown to grab event: ${browser.grab.handlerToGrabMs} ms, same task: ${browser.grab.sameTask} (goal < 2 ms in the same task: ${met(browser.grab.sameTask && browser.grab.handlerToGrabMs < 2)})`,
  );
  console.log(
    `  navigation to an interactive start screen: ${browser.startScreenInteractiveMs} ms\n`,
  );

  const lh = skipLighthouse ? null : await lighthouse(url);
  if (lh)
    console.log(
      `Lighthouse 12 (mobile, start screen): performance ${lh.performance} (goal 0.9: ${met(lh.performance >= 0.9)}); ${JSON.stringify(lh)}`,
    );

  const results = {
    date: new Date().toISOString(),
    machine,
    engine,
    simulator,
    races,
    otherGames,
    bundle,
    azacru,
    bonanza,
    browser,
    lighthouse: lh,
  };
  writeFileSync(join(import.meta.dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwrote bench/results.json');
} finally {
  await close();
}
