// The card's face triangles cover exactly its rounded outline, all facing the same way; the geometry's sides.
import { describe, expect, it } from 'vitest';
import { cardGeometry, faceTriangles, type Point, roundedRect } from '../../src/table/cardGeometry';
import { CARD_CORNER, CARD_H, CARD_SIZE, CARD_W } from '../../src/games/azuma/scene/constants';

const area2 = (a: Point, b: Point, c: Point) =>
  (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y);

/** The area of a simple polygon (shoelace). */
function polygonArea(ring: readonly Point[]): number {
  let sum = 0;
  ring.forEach((p, i) => {
    const q = ring[(i + 1) % ring.length] as Point;
    sum += p.x * q.y - q.x * p.y;
  });
  return sum / 2;
}

describe('card geometry', () => {
  it('cuts the face into counter-clockwise triangles that add up to the rounded outline', () => {
    for (const divisions of [1, 2, 4, 8]) {
      const tris = faceTriangles(CARD_W, CARD_H, CARD_CORNER, divisions);
      expect(tris).toHaveLength(4 * (divisions + 1) - 2);
      for (const [a, b, c] of tris) expect(area2(a, b, c)).toBeGreaterThan(0);
      const area = tris.reduce((sum, [a, b, c]) => sum + area2(a, b, c) / 2, 0);
      const outline = polygonArea(roundedRect(CARD_W, CARD_H, CARD_CORNER, divisions));
      expect(area).toBeCloseTo(outline, 10);
      // Every vertex lies on or inside the card.
      for (const p of tris.flat()) {
        expect(Math.abs(p.x)).toBeLessThanOrEqual(CARD_W / 2 + 1e-12);
        expect(Math.abs(p.y)).toBeLessThanOrEqual(CARD_H / 2 + 1e-12);
      }
    }
  });

  it('has a front, a mirrored back and an edge, with uv across the card on both faces', () => {
    const g = cardGeometry(CARD_SIZE);
    const side = g.getAttribute('aSide');
    const uv = g.getAttribute('uv');
    const pos = g.getAttribute('position');
    const count = [0, 0, 0];
    for (let i = 0; i < side.count; i += 1) {
      const s = side.getX(i);
      count[s] = (count[s] ?? 0) + 1;
      if (s < 2) {
        const u = pos.getX(i) / CARD_W + 0.5;
        expect(uv.getX(i)).toBeCloseTo(s === 0 ? u : 1 - u, 6);
        expect(uv.getY(i)).toBeCloseTo(pos.getY(i) / CARD_H + 0.5, 6);
      }
    }
    expect(count[0]).toBe(count[1]);
    expect(count[2]).toBeGreaterThan(0);
    g.dispose();
  });
});
