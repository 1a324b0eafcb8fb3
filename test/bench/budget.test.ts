// Bundle budgets (checked without timing): JS before the start screen and all JS, gzip.
import { describe, expect, inject, it } from 'vitest';
import { BUDGETS, bundleFigures } from '../../bench/bundle';

describe('bundle budgets', () => {
  it('JS before the start screen is interactive: 120 KB gzip or less; all JS within its 380 KB gzip guard', (ctx) => {
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
    expect(f.allJs.gzip).toBeLessThanOrEqual(BUDGETS.allJsGzip);
    // three.js must not be in the first load.
    expect(f.chunks.filter((c) => c.initial).every((c) => !/three|fiber|drei/i.test(c.file))).toBe(
      true,
    );
  });
});
