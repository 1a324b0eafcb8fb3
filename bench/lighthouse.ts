// Lighthouse (12.x through npx, Debian Chromium) against a served build: mobile performance score of the start screen.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LighthouseFigures {
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  interactiveMs: number;
}

export function lighthouse(url: string, chromium = '/usr/bin/chromium'): LighthouseFigures {
  const dir = mkdtempSync(join(tmpdir(), 'azuma-lh-'));
  const out = join(dir, 'report.json');
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      url,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
    ],
    {
      env: { ...process.env, CHROME_PATH: chromium },
      stdio: ['ignore', 'ignore', 'inherit'],
      timeout: 240_000,
    },
  );
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
  };
}
