// AZACRU figures: bundles bench/azacru-run.ts as production-like ESM and runs it on one core; prints the figures.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

const seconds = Number(process.argv[2] ?? 3);
const dir = mkdtempSync(join(tmpdir(), 'azacru-bench-'));
const file = join(dir, 'azacru.mjs');
await build({
  entryPoints: [join(import.meta.dirname, 'azacru-run.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: file,
  logLevel: 'warning',
});
process.stdout.write(execFileSync(process.execPath, [file, String(seconds)], { encoding: 'utf8' }));
