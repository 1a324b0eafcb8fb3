// Bundle budgets (checked without timing): JS before the start screen, all JS (service worker included), JSON texts.
import { describe, expect, inject, it } from 'vitest';
import { BUDGETS, bundleFigures } from '../../bench/bundle';

describe('bundle budgets', () => {
  it('JS before the start screen is interactive: 120 KB gzip or less; all JS 320 KB gzip or less', (ctx) => {
    const dist = inject('distDir');
    if (!dist) {
      ctx.skip('the app was not built (BUILD=0)');
      return;
    }
    const f = bundleFigures(dist);
    expect(f.initialJs.files.length).toBeGreaterThan(0);
    expect(f.initialJs.gzip, `initial JS ${f.initialJs.files.join(', ')}`).toBeLessThanOrEqual(
      BUDGETS.initialJsGzip,
    );
    // All JS counts the service worker and its workbox runtime too.
    expect(f.serviceWorkerJs.gzip).toBeGreaterThan(0);
    expect(f.chunks.some((c) => c.file === 'sw.js')).toBe(true);
    expect(f.allJs.gzip).toBeLessThanOrEqual(BUDGETS.allJsGzip);
    // Texts fetched as JSON are data, not code; their own budget keeps that from becoming a loophole.
    expect(f.jsonData.files.length).toBe(2);
    expect(f.jsonData.gzip).toBeLessThanOrEqual(BUDGETS.jsonDataGzip);
    // three.js must not be in the first load.
    expect(f.chunks.filter((c) => c.initial).every((c) => !/three|fiber|drei/i.test(c.file))).toBe(
      true,
    );
  });
});
