// Engine figures: bundles bench/engine-run.ts as production-like ESM (no dev transforms) and runs it on one core.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

export interface EngineFigures {
  azuma: { games: number; gamesPerSecond: number };
  'zuma-de': { games: number; gamesPerSecond: number };
  'zuma-fr': { games: number; gamesPerSecond: number };
  passDecisionMicros: Record<string, number>;
}

export async function engineFigures(seconds = 3): Promise<EngineFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'azuma-bench-'));
  const file = join(dir, 'engine.mjs');
  await build({
    entryPoints: [join(import.meta.dirname, 'engine-run.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: file,
    logLevel: 'warning',
  });
  // One process, one core: the engine is single-threaded.
  const text = execFileSync(process.execPath, [file, String(seconds)], { encoding: 'utf8' });
  return JSON.parse(text) as EngineFigures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  engineFigures(Number(process.argv[2] ?? 3)).then((f) => console.log(JSON.stringify(f, null, 2)));
}
