// How a chevron sits in its field at any angle: its outline's box centred on the field, so a diagonal one keeps clear of the field's edges.

/**
 * The chevron's outline seen from above, pointing north, in cells: x east, n north, anticlockwise
 * (tip, wing, back, notch, back, wing). The mesh is built from it (meshes.ts).
 */
export const CHEVRON_OUTLINE: readonly (readonly [number, number])[] = [
  [0, 0.4],
  [-0.36, -0.02],
  [-0.36, -0.3],
  [0, 0.08],
  [0.36, -0.3],
  [0.36, -0.02],
];

/** Where the chevron's origin goes from the field's centre (world x, z per cell) at an angle. */
export interface ChevronFit {
  readonly dx: number;
  readonly dz: number;
}

/**
 * The shift, in cells, that centres the outline's box on the field when the chevron is turned by
 * `angle` about y (three's rotation: north, -z, turns towards -x for a positive angle). Facing
 * straight the box is nearly centred already; facing a corner the tip reaches less far than the
 * backs of the wings, which pushed a diagonal chevron into the field's back corner and over the
 * board's rim at the corner fields.
 */
export function chevronFit(angle: number): ChevronFit {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  let minX = Infinity;
  let maxX = -Infinity;
  let minZ = Infinity;
  let maxZ = -Infinity;
  for (const [x, n] of CHEVRON_OUTLINE) {
    // The outline's point in world axes (z = -n), turned about y by the angle.
    const z = -n;
    const wx = x * c + z * s;
    const wz = -x * s + z * c;
    minX = Math.min(minX, wx);
    maxX = Math.max(maxX, wx);
    minZ = Math.min(minZ, wz);
    maxZ = Math.max(maxZ, wz);
  }
  return { dx: -(minX + maxX) / 2, dz: -(minZ + maxZ) / 2 };
}
