// Lighthouse (12.x through npx, Debian Chromium) against a served build: mobile performance score of the start screen.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LighthouseFigures {
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  interactiveMs: number;
  speedIndexMs: number;
}

/** Runs asynchronously: the preview server lives in this same process, so a blocking call would starve it. */
export async function lighthouse(
  url: string,
  chromium = '/usr/bin/chromium',
): Promise<LighthouseFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'azuma-lh-'));
  const out = join(dir, 'report.json');
  const args = [
    '--yes',
    'lighthouse@12.8.2',
    url,
    '--only-categories=performance',
    '--form-factor=mobile',
    '--output=json',
    `--output-path=${out}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ];
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npx', args, {
      env: { ...process.env, CHROME_PATH: chromium },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    child.stderr.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(new Error(`lighthouse exited with ${code}: ${log.split('\n').slice(-5).join(' ')}`));
    });
  });
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number }>;
  };
  const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? NaN);
  return {
    performance: report.categories.performance.score,
    firstContentfulPaintMs: ms('first-contentful-paint'),
    largestContentfulPaintMs: ms('largest-contentful-paint'),
    totalBlockingTimeMs: ms('total-blocking-time'),
    interactiveMs: ms('interactive'),
    speedIndexMs: ms('speed-index'),
  };
}
