// The top bar's plates spread evenly over the rows they need.
import { describe, expect, it } from 'vitest';
import { plateColumns } from '../../../../src/games/bonanza/view/plate-columns';

/** The plates in each row, top to bottom. */
const rows = (plates: number, columns: number) =>
  Array.from({ length: Math.ceil(plates / columns) }, (_, r) =>
    Math.min(columns, plates - r * columns),
  );

describe('plateColumns', () => {
  // A phone's bar (about 350 px, 64 px plates, 4 px apart) holds five plates a row.
  const phone = (n: number) => rows(n, plateColumns(n, 350, 64, 4));

  it('six players on a phone stand 3 + 3 (not 5 + 1), seven 4 + 3, nine 5 + 4', () => {
    expect(phone(6)).toEqual([3, 3]);
    expect(phone(7)).toEqual([4, 3]);
    expect(phone(9)).toEqual([5, 4]);
  });

  it('as many as fit stand on one row', () => {
    expect(phone(2)).toEqual([2]);
    expect(phone(5)).toEqual([5]);
    expect(rows(9, plateColumns(9, 1000, 64, 4))).toEqual([9]);
  });

  it('a row too narrow for one plate still holds one; no plates, one column', () => {
    expect(plateColumns(3, 40, 64, 4)).toBe(1);
    expect(plateColumns(0, 350, 64, 4)).toBe(1);
  });

  it('takes the fewest rows, and of those the narrowest grid; two rows differ by one plate at most', () => {
    for (let n = 1; n <= 9; n += 1)
      for (let w = 60; w <= 800; w += 7) {
        const columns = plateColumns(n, w, 64, 4);
        const r = rows(n, columns);
        const fit = Math.max(1, Math.floor((w + 4) / 68));
        expect(columns).toBeLessThanOrEqual(fit);
        expect(r.length).toBe(Math.ceil(n / fit));
        // One column fewer would take another row.
        if (columns > 1) expect(rows(n, columns - 1).length).toBeGreaterThan(r.length);
        if (r.length === 2) expect(Math.abs((r[0] ?? 0) - (r[1] ?? 0))).toBeLessThanOrEqual(1);
      }
  });
});
