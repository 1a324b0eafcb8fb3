// mapPacked maps as Array.prototype.map does: same values, same order, the index passed along.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mapPacked } from '../../src/lib/packed';

describe('mapPacked', () => {
  it('gives what map gives, for any array and a function of value and index', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (xs) => {
        const f = (x: number, i: number) => x * 3 - i;
        expect(mapPacked(xs, f)).toEqual(xs.map(f));
      }),
    );
  });

  it('makes a new array and leaves the input alone', () => {
    const xs = [1, 2, 3];
    const ys = mapPacked(xs, (x) => x);
    expect(ys).not.toBe(xs);
    expect(xs).toEqual([1, 2, 3]);
    expect(mapPacked([], (x: number) => x)).toEqual([]);
  });
});
