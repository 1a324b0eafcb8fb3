// quote: any value of untrusted input in at most 60 characters, without ever throwing.
import { describe, expect, it } from 'vitest';
import { QUOTE_MAX, quote } from '../../src/lib/quote';

describe('quote', () => {
  it('writes small values as JSON', () => {
    expect(quote('fakse')).toBe('"fakse"');
    expect(quote({ type: 5 })).toBe('{"type":5}');
    expect(quote(null)).toBe('null');
    expect(quote(undefined)).toBe('undefined');
    expect(quote(Number.NaN)).toBe('NaN');
    expect(quote(Number.NEGATIVE_INFINITY)).toBe('-Infinity');
  });

  it('cuts long values to 60 characters, a 5 MB text too', () => {
    for (const value of [
      'x'.repeat(5 * 1024 * 1024),
      { k: 'y'.repeat(1000) },
      [...Array(500).keys()],
    ]) {
      const q = quote(value);
      expect(q.length).toBeLessThanOrEqual(QUOTE_MAX);
      expect(q.endsWith('...')).toBe(true);
    }
  });

  it('names what JSON cannot write: 100,000 levels of nesting, a cycle, a bigint', () => {
    let deep: unknown[] = [];
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(quote(deep)).toBe('an array');
    expect(quote(cycle)).toBe('an object');
    expect(quote(10n)).toBe('bigint');
  });
});
