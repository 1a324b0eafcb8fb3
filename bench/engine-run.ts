// Benchmark body (bundled by bench/engine.ts): complete 6-player bots-only games per second per edition on the
// fast engine after a warm-up, and bot decision time per pass, on one core.
import { presetParams } from '../src/games/azuma/bots/presets';
import { SKILLS, type Skill } from '../src/games/azuma/bots/params';
import { EDITION_IDS } from '../src/games/azuma/rules';
import { playBots } from '../src/games/azuma/sim/bots-game';
import { DEFAULT_TIMING, type TableConfig } from '../src/games/azuma/flow/types';

const seconds = Number(process.argv[2] ?? 3);

function config(
  edition: (typeof EDITION_IDS)[number],
  seed: number,
  skills: readonly Skill[] = ['expert', 'basic', 'basic', 'basic', 'random', 'expert'],
): TableConfig {
  return {
    edition,
    players: 6,
    options: {},
    seed,
    seats: skills.map((skill, i) => ({
      kind: 'bot',
      name: `b${i}`,
      bot: presetParams('normal', skill),
    })),
    timing: DEFAULT_TIMING,
  };
}

const out: Record<string, unknown> = {};
// Warm up: the engine's code is compiled and optimised for every edition before any is timed (without
// this, the edition measured first pays for the compiler, about half its speed for its first second).
const warmUntil = performance.now() + 1500;
for (let g = 0; performance.now() < warmUntil; g += 1) {
  for (const edition of EDITION_IDS) playBots(config(edition, 900_000 + g));
}
for (const edition of EDITION_IDS) {
  let games = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    playBots(config(edition, 1000 + games));
    games += 1;
  }
  const ms = performance.now() - start;
  out[edition] = { games, gamesPerSecond: Math.round((games / ms) * 1000) };
}
const decision: Record<string, number> = {};
for (const skill of SKILLS) {
  let micros = 0;
  let count = 0;
  for (let g = 0; g < 200; g += 1) {
    const r = playBots(config('azuma', 5000 + g, [skill, skill, skill, skill, skill, skill]), true);
    micros += r.actMicros.reduce((a, b) => a + b, 0);
    count += r.acts.reduce((a, b) => a + b, 0);
  }
  decision[skill] = Number((micros / count).toFixed(2));
}
out.passDecisionMicros = decision;
process.stdout.write(`${JSON.stringify(out)}\n`);
