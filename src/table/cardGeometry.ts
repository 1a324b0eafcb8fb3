// The card's shape: thick, with rounded corners; front and back faces and the edge between them.
import { BufferGeometry, Float32BufferAttribute } from 'three';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export type Triangle = readonly [Point, Point, Point];

/** Steps of each rounded corner. */
const DIVISIONS = 4;

/** A point of the quadratic Bezier curve a-c-b at t. */
function quadratic(a: Point, c: Point, b: Point, t: number): Point {
  const u = 1 - t;
  return {
    x: u * u * a.x + 2 * u * t * c.x + t * t * b.x,
    y: u * u * a.y + 2 * u * t * c.y + t * t * b.y,
  };
}

/** Each corner of a w x h rectangle centred on the origin, rounded by r: [side end, control, next side start]. */
function corners(w: number, h: number, r: number): [Point, Point, Point][] {
  const x = w / 2;
  const y = h / 2;
  return [
    [
      { x: x - r, y: -y },
      { x, y: -y },
      { x, y: -y + r },
    ],
    [
      { x, y: y - r },
      { x, y },
      { x: x - r, y },
    ],
    [
      { x: -x + r, y },
      { x: -x, y },
      { x: -x, y: y - r },
    ],
    [
      { x: -x, y: -y + r },
      { x: -x, y: -y },
      { x: -x + r, y: -y },
    ],
  ];
}

/**
 * The outline of the rounded rectangle (each corner a quadratic curve in `divisions` steps),
 * counter-clockwise from the end of the bottom edge.
 */
export function roundedRect(w: number, h: number, r: number, divisions: number): Point[] {
  const ring: Point[] = [];
  for (const [a, c, b] of corners(w, h, r))
    for (let i = 0; i <= divisions; i += 1) ring.push(quadratic(a, c, b, i / divisions));
  return ring;
}

const area2 = ([a, b, c]: Triangle) => (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y);
/** The triangle wound counter-clockwise. */
const ccw = (t: Triangle): Triangle => (area2(t) < 0 ? [t[0], t[2], t[1]] : t);

/** The face of the rounded rectangle as triangles, counter-clockwise: the outline is convex, a fan from its first point. */
export function faceTriangles(w: number, h: number, r: number, divisions: number): Triangle[] {
  const ring = roundedRect(w, h, r, divisions);
  const first = ring[0] as Point;
  const out: Triangle[] = [];
  for (let t = 1; t + 1 < ring.length; t += 1)
    out.push([first, ring[t] as Point, ring[t + 1] as Point]);
  return out.map(ccw);
}

/**
 * The card: front face (+z, side 0), back face (-z, side 1, mirrored so it reads from behind),
 * and the edge (side 2). uv spans the card 0..1 on both faces.
 */
/** A card's size in table units: width, height, thickness and corner radius. */
export interface CardSize {
  readonly w: number;
  readonly h: number;
  readonly t: number;
  readonly corner: number;
}

export function cardGeometry(size: CardSize): BufferGeometry {
  const { w: CARD_W, h: CARD_H, t: CARD_T, corner: CARD_CORNER } = size;
  const P: number[] = [];
  const N: number[] = [];
  const U: number[] = [];
  const S: number[] = [];
  const push = (
    x: number,
    y: number,
    z: number,
    n: readonly number[],
    u: number,
    v: number,
    s: number,
  ) => {
    P.push(x, y, z);
    N.push(n[0] ?? 0, n[1] ?? 0, n[2] ?? 0);
    U.push(u, v);
    S.push(s);
  };
  const face = faceTriangles(CARD_W, CARD_H, CARD_CORNER, DIVISIONS);
  for (const side of [0, 1]) {
    const z = side === 0 ? CARD_T / 2 : -CARD_T / 2;
    const normal = [0, 0, side === 0 ? 1 : -1];
    for (const [a, b, c] of face)
      for (const { x, y } of side === 0 ? [a, b, c] : [a, c, b]) {
        const u = x / CARD_W + 0.5;
        push(x, y, z, normal, side === 0 ? u : 1 - u, y / CARD_H + 0.5, side);
      }
  }
  const ring = roundedRect(CARD_W, CARD_H, CARD_CORNER, DIVISIONS);
  for (let i = 0; i < ring.length; i += 1) {
    const a = ring[i];
    const b = ring[(i + 1) % ring.length];
    if (!a || !b || Math.hypot(b.x - a.x, b.y - a.y) < 1e-6) continue;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const n = [(b.y - a.y) / len, -(b.x - a.x) / len, 0];
    const h = CARD_T / 2;
    for (const [p, z] of [
      [a, -h],
      [b, -h],
      [b, h],
      [a, -h],
      [b, h],
      [a, h],
    ] as const)
      push(p.x, p.y, z, n, 0.5, 0.5, 2);
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(P, 3));
  g.setAttribute('normal', new Float32BufferAttribute(N, 3));
  g.setAttribute('uv', new Float32BufferAttribute(U, 2));
  g.setAttribute('aSide', new Float32BufferAttribute(S, 1));
  g.computeBoundingSphere();
  return g;
}
