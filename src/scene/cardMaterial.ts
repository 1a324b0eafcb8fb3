// One shared card geometry (thick, rounded corners) and one material that reads each instance's atlas cell.
import {
  BufferGeometry,
  CanvasTexture,
  DataTexture,
  Float32BufferAttribute,
  InstancedBufferAttribute,
  MeshPhongMaterial,
  SRGBColorSpace,
  type Texture,
} from 'three';
import { ATLAS, BACK_CELL } from './atlas';
import { CARD_CORNER, CARD_H, CARD_T, CARD_W } from './constants';

interface Point {
  readonly x: number;
  readonly y: number;
}

/** A point of the quadratic Bezier curve a-c-b at t. */
function quadratic(a: Point, c: Point, b: Point, t: number): Point {
  const u = 1 - t;
  return {
    x: u * u * a.x + 2 * u * t * c.x + t * t * b.x,
    y: u * u * a.y + 2 * u * t * c.y + t * t * b.y,
  };
}

/**
 * The outline of a w x h rectangle centred on the origin with corners rounded by radius r (each a
 * quadratic curve in `divisions` steps), counter-clockwise from the start of the bottom edge.
 */
function roundedRect(w: number, h: number, r: number, divisions: number): Point[] {
  const x = -w / 2;
  const y = -h / 2;
  // Each side's end, the corner's control point, then the next side's start.
  const corners: [Point, Point, Point][] = [
    [
      { x: x + w - r, y },
      { x: x + w, y },
      { x: x + w, y: y + r },
    ],
    [
      { x: x + w, y: y + h - r },
      { x: x + w, y: y + h },
      { x: x + w - r, y: y + h },
    ],
    [
      { x: x + r, y: y + h },
      { x, y: y + h },
      { x, y: y + h - r },
    ],
    [
      { x, y: y + r },
      { x, y },
      { x: x + r, y },
    ],
  ];
  const ring: Point[] = [];
  for (const [a, c, b] of corners)
    for (let i = 0; i <= divisions; i += 1) ring.push(quadratic(a, c, b, i / divisions));
  return ring;
}

/**
 * The card: front face (+z, side 0), back face (-z, side 1, mirrored so it reads from behind),
 * and the edge (side 2). uv spans the card 0..1 on both faces.
 */
export function cardGeometry(): BufferGeometry {
  // The outline is convex: its faces are fans of triangles from its first point.
  const ring = roundedRect(CARD_W, CARD_H, CARD_CORNER, 4);
  const P: number[] = [];
  const N: number[] = [];
  const U: number[] = [];
  const S: number[] = [];
  const push = (x: number, y: number, z: number, n: number[], u: number, v: number, s: number) => {
    P.push(x, y, z);
    N.push(n[0] ?? 0, n[1] ?? 0, n[2] ?? 0);
    U.push(u, v);
    S.push(s);
  };
  for (const side of [0, 1]) {
    const z = side === 0 ? CARD_T / 2 : -CARD_T / 2;
    for (let t = 1; t + 1 < ring.length; t += 1) {
      const order = side === 0 ? [0, t, t + 1] : [0, t + 1, t];
      for (const k of order) {
        const { x, y } = ring[k] as Point;
        const u = x / CARD_W + 0.5;
        push(x, y, z, [0, 0, side === 0 ? 1 : -1], side === 0 ? u : 1 - u, y / CARD_H + 0.5, side);
      }
    }
  }
  for (let i = 0; i < ring.length; i += 1) {
    const a = ring[i];
    const b = ring[(i + 1) % ring.length];
    if (!a || !b || Math.hypot(b.x - a.x, b.y - a.y) < 1e-6) continue;
    const n = [b.y - a.y, -(b.x - a.x), 0];
    const len = Math.hypot(n[0] ?? 0, n[1] ?? 0);
    const nn = [(n[0] ?? 0) / len, (n[1] ?? 0) / len, 0];
    const h = CARD_T / 2;
    for (const [p, z] of [
      [a, -h],
      [b, -h],
      [b, h],
      [a, -h],
      [b, h],
      [a, h],
    ] as const)
      push(p.x, p.y, z, nn, 0.5, 0.5, 2);
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(P, 3));
  g.setAttribute('normal', new Float32BufferAttribute(N, 3));
  g.setAttribute('uv', new Float32BufferAttribute(U, 2));
  g.setAttribute('aSide', new Float32BufferAttribute(S, 1));
  g.computeBoundingSphere();
  return g;
}

/** Per-instance atlas cell of the face (the back and edge always use the back cell). */
export function cellAttribute(count: number): InstancedBufferAttribute {
  return new InstancedBufferAttribute(new Float32Array(count), 1);
}

export function atlasTexture(canvas: HTMLCanvasElement | null): Texture {
  if (!canvas) return new DataTexture(new Uint8Array([255, 255, 255, 255]), 1, 1);
  const t = new CanvasTexture(canvas);
  t.colorSpace = SRGBColorSpace;
  t.anisotropy = 1;
  return t;
}

export function cardMaterial(map: Texture): MeshPhongMaterial {
  const m = new MeshPhongMaterial({ map, shininess: 30, specular: '#222222' });
  m.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace(
        '#include <common>',
        `#include <common>
attribute float aSide;
attribute float aCell;`,
      )
      .replace(
        '#include <uv_vertex>',
        `#include <uv_vertex>
{
  float cell = aSide < 0.5 ? aCell : ${BACK_CELL.toFixed(1)};
  vec2 cuv = aSide > 1.5 ? vec2(0.03, 0.5) : uv;
  float col = mod(cell, ${ATLAS.cols.toFixed(1)});
  float row = floor(cell / ${ATLAS.cols.toFixed(1)} + 0.001);
  vMapUv = vec2((col + cuv.x) / ${ATLAS.cols.toFixed(1)}, 1.0 - (row + 1.0 - cuv.y) / ${ATLAS.rows.toFixed(1)});
}`,
      );
  };
  return m;
}
