// A chevron sits centred in its field at every angle, well clear of the field's edges (a diagonal one had reached into its back corner).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHEVRON_OUTLINE, chevronFit } from '../../../../src/games/azacru/scene/chevron-fit';
import { facingAngle } from '../../../../src/games/azacru/scene/geometry';

/** The outline turned by `angle` (three's rotation about y) and shifted: its points, in cells. */
function placed(angle: number, shift: { dx: number; dz: number }): [number, number][] {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return CHEVRON_OUTLINE.map(([x, n]) => [x * c - n * s + shift.dx, -x * s - n * c + shift.dz]);
}

const reach = (points: readonly [number, number][]): number =>
  Math.max(...points.map(([x, z]) => Math.max(Math.abs(x), Math.abs(z))));

describe('a chevron in its field', () => {
  it('at every angle its box is centred on the field and within 0.4 of a cell from the centre', () => {
    fc.assert(
      fc.property(fc.double({ min: -2 * Math.PI, max: 2 * Math.PI, noNaN: true }), (angle) => {
        const points = placed(angle, chevronFit(angle));
        const xs = points.map(([x]) => x);
        const zs = points.map(([, z]) => z);
        expect(Math.min(...xs) + Math.max(...xs)).toBeCloseTo(0, 9);
        expect(Math.min(...zs) + Math.max(...zs)).toBeCloseTo(0, 9);
        expect(reach(points)).toBeLessThanOrEqual(0.4);
      }),
    );
  });

  it('facing a corner it moves towards its point; unshifted it reached nearly to the field’s edge', () => {
    for (const direction of [1, 3, 5, 7]) {
      const angle = facingAngle(direction);
      expect(reach(placed(angle, { dx: 0, dz: 0 })), `direction ${direction}`).toBeGreaterThan(
        0.46,
      );
      const fit = chevronFit(angle);
      // The point's direction in world x, z (the model points north, -z).
      const ahead = [-Math.sin(angle), -Math.cos(angle)] as const;
      expect(fit.dx * ahead[0] + fit.dz * ahead[1], `direction ${direction}`).toBeGreaterThan(0.1);
    }
  });

  it('facing straight it moves by at most a twentieth of a cell', () => {
    for (const direction of [0, 2, 4, 6]) {
      const fit = chevronFit(facingAngle(direction));
      expect(Math.hypot(fit.dx, fit.dz)).toBeLessThanOrEqual(0.05 + 1e-12);
    }
  });
});
