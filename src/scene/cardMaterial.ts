// One shared card geometry (thick, rounded corners) and one material that reads each instance's atlas cell.
import {
  BufferGeometry,
  CanvasTexture,
  DataTexture,
  Float32BufferAttribute,
  InstancedBufferAttribute,
  MeshPhongMaterial,
  Shape,
  ShapeGeometry,
  SRGBColorSpace,
  type Texture,
} from 'three';
import { ATLAS, BACK_CELL } from './atlas';
import { CARD_CORNER, CARD_H, CARD_T, CARD_W } from './constants';

function roundedRect(w: number, h: number, r: number): Shape {
  const s = new Shape();
  const x = -w / 2;
  const y = -h / 2;
  s.moveTo(x + r, y);
  s.lineTo(x + w - r, y);
  s.quadraticCurveTo(x + w, y, x + w, y + r);
  s.lineTo(x + w, y + h - r);
  s.quadraticCurveTo(x + w, y + h, x + w - r, y + h);
  s.lineTo(x + r, y + h);
  s.quadraticCurveTo(x, y + h, x, y + h - r);
  s.lineTo(x, y + r);
  s.quadraticCurveTo(x, y, x + r, y);
  return s;
}

/**
 * The card: front face (+z, side 0), back face (-z, side 1, mirrored so it reads from behind),
 * and the edge (side 2). uv spans the card 0..1 on both faces.
 */
export function cardGeometry(): BufferGeometry {
  const shape = roundedRect(CARD_W, CARD_H, CARD_CORNER);
  const cap = new ShapeGeometry(shape, 4).toNonIndexed();
  const pos = cap.getAttribute('position');
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
    for (let t = 0; t < pos.count; t += 3) {
      const order = side === 0 ? [0, 1, 2] : [0, 2, 1];
      for (const k of order) {
        const x = pos.getX(t + k);
        const y = pos.getY(t + k);
        const u = x / CARD_W + 0.5;
        push(x, y, z, [0, 0, side === 0 ? 1 : -1], side === 0 ? u : 1 - u, y / CARD_H + 0.5, side);
      }
    }
  }
  const ring = shape.getPoints(4);
  for (let i = 0; i < ring.length; i += 1) {
    const a = ring[i];
    const b = ring[(i + 1) % ring.length];
    if (!a || !b || a.distanceTo(b) < 1e-6) continue;
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
  cap.dispose();
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
