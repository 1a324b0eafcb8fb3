// BONANZA RUMMY figures: bots-only hands per second on one core (fast loop, bundled like production) and bot decision times.
// `npx tsx bench/bonanza.ts [seconds]` bundles this file with esbuild and runs the bundle in one node process.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng, deriveSeed } from '../src/lib/rng';
import { decide } from '../src/games/bonanza/bots/decide';
import type { Skill } from '../src/games/bonanza/bots/params';
import { warmPokerOdds } from '../src/games/bonanza/bots/poker-odds';
import { presetParams } from '../src/games/bonanza/bots/presets';
import type { BonanzaEvent } from '../src/games/bonanza/rules/events';
import { tableEvent, waitingFor } from '../src/games/bonanza/rules/legal';
import { stepInPlace } from '../src/games/bonanza/rules/step';
import { cloneState, newGame } from '../src/games/bonanza/rules/state';
import { type SeatView, seatView } from '../src/games/bonanza/rules/view';
import { playBonanzaGame } from '../src/games/bonanza/sim/play';

const MIXES: Record<string, Skill[]> = {
  'expert,basic,basic,random': ['expert', 'basic', 'basic', 'random'],
  'basic x4': ['basic', 'basic', 'basic', 'basic'],
  'expert x4': ['expert', 'expert', 'expert', 'expert'],
};

/**
 * Complete 4-player bots-only hands per second for `seconds`, by the wall clock and by this
 * process's own CPU time (the machine is shared: CPU time is what one core gave us).
 */
function handsPerSecond(
  skills: readonly Skill[],
  seconds: number,
): { hands: number; perSecond: number; perCpuSecond: number } {
  const bots = skills.map((s) => presetParams('normal', s));
  let hands = 0;
  let g = 0;
  const start = performance.now();
  const cpu = process.cpuUsage();
  while (performance.now() - start < seconds * 1000) {
    hands += playBonanzaGame({ players: 4, seed: 10_000 + g, bots }).hands;
    g += 1;
  }
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  return {
    hands,
    perSecond: Math.round((hands / ms) * 1000),
    perCpuSecond: Math.round((hands / cpuMs) * 1000),
  };
}

/** A slow decision kept to time again: the seat's view (copied) and its generator's state. */
interface Slow {
  micros: number;
  view: SeatView;
  rng: number;
}

/**
 * Wall time of every decision of one skill over `games` 4-player games of that skill alone. The
 * 30 slowest are timed again 25 times each from the same view and generator: the median of those
 * is the decision's own work, without the garbage collector or another process in the way.
 */
function decisionTimes(skill: Skill, games: number): Record<string, number> {
  const bots = [0, 1, 2, 3].map(() => presetParams('normal', skill));
  const micros: number[] = [];
  const slow: Slow[] = [];
  for (let g = 0; g < games; g += 1) {
    const rngs = bots.map((_, i) => createRng(deriveSeed(50_000 + g, i)));
    const s = cloneState(newGame({ players: 4, seed: 50_000 + g }));
    while (s.phase !== 'over') {
      let e: BonanzaEvent | null = tableEvent(s);
      if (!e) {
        const seat = waitingFor(s)[0] ?? 0;
        const view = seatView(s, seat);
        const rng = rngs[seat]!;
        const before = rng.state();
        const t = performance.now();
        e = decide(view, bots[seat]!, rng);
        const took = (performance.now() - t) * 1000;
        micros.push(took);
        if (slow.length < 30 || took > slow[slow.length - 1]!.micros) {
          slow.push({ micros: took, view: structuredClone(view), rng: before });
          slow.sort((a, b) => b.micros - a.micros);
          slow.length = Math.min(slow.length, 30);
        }
      }
      if (e) stepInPlace(s, e, null);
    }
  }
  micros.sort((a, b) => a - b);
  const at = (q: number) => Number((micros[Math.floor(q * (micros.length - 1))] ?? 0).toFixed(2));
  const mean = micros.reduce((a, b) => a + b, 0) / Math.max(1, micros.length);
  let retimed = 0;
  for (const x of slow) {
    const times = Array.from({ length: 25 }, () => {
      const t = performance.now();
      decide(x.view, bots[0]!, createRng(x.rng));
      return (performance.now() - t) * 1000;
    }).sort((a, b) => a - b);
    retimed = Math.max(retimed, times[12] ?? 0);
  }
  return {
    decisions: micros.length,
    meanMicros: Number(mean.toFixed(2)),
    p50Micros: at(0.5),
    p99Micros: at(0.99),
    p999Micros: at(0.999),
    maxMicros: at(1),
    slowestRetimedMicros: Number(retimed.toFixed(2)),
  };
}

function run(seconds: number): void {
  warmPokerOdds();
  const warmUntil = performance.now() + 1500;
  for (let g = 0; performance.now() < warmUntil; g += 1) {
    for (const skills of Object.values(MIXES)) {
      playBonanzaGame({
        players: 4,
        seed: 900_000 + g,
        bots: skills.map((s) => presetParams('normal', s)),
      });
    }
  }
  const out: Record<string, unknown> = {};
  for (const [name, skills] of Object.entries(MIXES)) out[name] = handsPerSecond(skills, seconds);
  const times: Record<string, unknown> = {};
  for (const skill of ['expert', 'basic', 'random'] as const)
    times[skill] = decisionTimes(skill, 300);
  out.decisionTimes = times;
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 3);
  const { build } = await import('esbuild');
  const file = join(mkdtempSync(join(tmpdir(), 'bonanza-bench-')), 'bonanza.mjs');
  await build({
    entryPoints: [import.meta.filename],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: file,
    logLevel: 'warning',
    external: ['esbuild'],
  });
  const text = execFileSync(process.execPath, [file, '--run', String(seconds)], {
    encoding: 'utf8',
  });
  const r = JSON.parse(text) as Record<
    string,
    { hands: number; perSecond: number; perCpuSecond: number }
  > & {
    decisionTimes: Record<string, Record<string, number>>;
  };
  console.log(
    `BONANZA RUMMY, 4 players, bots only, fast loop on one core (${seconds} s per mix after a 1.5 s warm-up):`,
  );
  for (const name of Object.keys(MIXES)) {
    const m = r[name];
    if (m) {
      console.log(
        `  ${name.padEnd(26)} ${String(m.perSecond).padStart(6)} hands/s wall, ${String(m.perCpuSecond).padStart(6)} per CPU second (${m.hands} hands)`,
      );
    }
  }
  console.log(
    'Decision time per bot decision (300 games of four bots of one skill, microseconds):',
  );
  for (const [skill, t] of Object.entries(r.decisionTimes)) {
    console.log(
      `  ${skill.padEnd(7)} mean ${t.meanMicros}  p50 ${t.p50Micros}  p99 ${t.p99Micros}  p99.9 ${t.p999Micros}  max ${t.maxMicros}  (${t.decisions} decisions); the 30 slowest timed again: at most ${t.slowestRetimedMicros}`,
    );
  }
}

if (process.argv[2] === '--run') run(Number(process.argv[3] ?? 3));
else await main();
