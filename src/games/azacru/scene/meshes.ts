// The board's shapes, made once: a tile, a chevron with an obvious point, the four marks, a highlight ring, the last move's frame, the borders.
import { BoxGeometry, BufferGeometry, CylinderGeometry, Float32BufferAttribute } from 'three';
import type { PlayerPattern } from '../view/players';
import { CHEVRON_OUTLINE } from './chevron-fit';
import { CELL } from './geometry';

export const TILE_HEIGHT = 0.012;

export const tileGeometry = (): BufferGeometry =>
  new BoxGeometry(CELL * 0.9, TILE_HEIGHT, CELL * 0.9);

/**
 * A solid chevron pointing north (-z), standing on y = 0: an arrow head with a notch behind, built
 * from its outline by hand (three's extrusion would add its shape and triangulation code to every
 * game's bundle).
 */
export function chevronGeometry(): BufferGeometry {
  const s = CELL;
  const outline = CHEVRON_OUTLINE;
  const h = 0.3 * s;
  const p = (i: number, y: number): number[] => {
    const [x, n] = outline[i % outline.length] ?? [0, 0];
    return [x * s, y, -n * s];
  };
  // The top and bottom faces: two convex wings (tip, wing, back, notch).
  const faces = [
    [0, 1, 2],
    [0, 2, 3],
    [0, 3, 4],
    [0, 4, 5],
  ];
  const out: number[] = [];
  for (const [a, b, c] of faces) {
    // The outline runs anticlockwise seen from above: the top keeps its order, the bottom turns it.
    out.push(...p(a ?? 0, h), ...p(b ?? 0, h), ...p(c ?? 0, h));
    out.push(...p(a ?? 0, 0), ...p(c ?? 0, 0), ...p(b ?? 0, 0));
  }
  for (let i = 0; i < outline.length; i += 1) {
    const [a0, b0, a1, b1] = [p(i, 0), p(i + 1, 0), p(i, h), p(i + 1, h)];
    out.push(...a0, ...b0, ...b1, ...a0, ...b1, ...a1);
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(out, 3));
  g.computeVertexNormals();
  return g;
}

/** A player's mark on a field: flat, centred, standing on y = 0. */
export function markGeometry(shape: PlayerPattern): BufferGeometry {
  const r = CELL * 0.22;
  const h = 0.006;
  let g: BufferGeometry;
  switch (shape) {
    case 'disc':
      g = new CylinderGeometry(r, r, h, 24);
      break;
    case 'square':
      g = new BoxGeometry(r * 1.6, h, r * 1.6);
      break;
    case 'triangle':
      g = new CylinderGeometry(r * 1.2, r * 1.2, h, 3);
      g.rotateY(Math.PI);
      break;
    case 'diamond':
      g = new CylinderGeometry(r * 1.15, r * 1.15, h, 4);
      break;
  }
  g.translate(0, h / 2, 0);
  return g;
}

/** A flat ring round a field (targets, the selected chevron), lying on y = 0, facing up; radii in cells (inner 0: a disc). */
export function ringGeometry(innerCells = 0.3, outerCells = 0.42): BufferGeometry {
  const inner = CELL * innerCells;
  const outer = CELL * outerCells;
  const steps = 28;
  const out: number[] = [];
  const at = (r: number, k: number) => {
    const a = (k / steps) * Math.PI * 2;
    return [Math.cos(a) * r, 0, Math.sin(a) * r];
  };
  for (let k = 0; k < steps; k += 1) {
    const [i0, o0, i1, o1] = [at(inner, k), at(outer, k), at(inner, k + 1), at(outer, k + 1)];
    out.push(...i0, ...i1, ...o1, ...i0, ...o1, ...o0);
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(out, 3));
  g.computeVertexNormals();
  return g;
}

/**
 * A flat square frame along a tile's edge (the last move's fields), lying on y = 0, facing up:
 * square where the highlights are rings, an outline where the owners' colours fill the tile.
 */
export function frameGeometry(): BufferGeometry {
  const outer = CELL * 0.45;
  const inner = CELL * 0.36;
  // The four corners of each square, anticlockwise seen from above (x east, z south).
  const corner = (r: number, k: number): number[] => {
    const [x, z] = (
      [
        [-1, -1],
        [-1, 1],
        [1, 1],
        [1, -1],
      ] as const
    )[k % 4] ?? [0, 0];
    return [x * r, 0, z * r];
  };
  const out: number[] = [];
  for (let k = 0; k < 4; k += 1) {
    const [i0, o0, i1, o1] = [
      corner(inner, k),
      corner(outer, k),
      corner(inner, k + 1),
      corner(outer, k + 1),
    ];
    out.push(...i0, ...o0, ...o1, ...i0, ...o1, ...i1);
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(out, 3));
  g.computeVertexNormals();
  return g;
}
