// Table plane to world space: seat frames (in, right, up), poses, and the pose builders the layout uses.
import { Matrix4, Quaternion, Vector3 } from 'three';
import { type Point, seatAngle, seatPoint } from '../lib/round-table';

/** Where and how an object sits: position, orientation, uniform scale. */
export interface Pose {
  readonly position: Vector3;
  readonly quaternion: Quaternion;
  readonly scale: number;
  /** Thickness factor (z scale relative to `scale`), 1 unless given. */
  readonly thin?: number;
}

export const UP = new Vector3(0, 1, 0);

/** A point of the table plane (y "north") in world space (x right, y up, z towards the person). */
export function toWorld(p: Point, height = 0): Vector3 {
  return new Vector3(p.x, height, -p.y);
}

/** A seat's frame: `inward` points to the centre, `right` is the right hand of whoever sits there. */
export interface SeatFrame {
  readonly inward: Vector3;
  readonly right: Vector3;
  /** The seat's point at `radius` from the centre, on the table top. */
  at(radius: number, height?: number, side?: number): Vector3;
}

export function seatFrame(seat: number, players: number): SeatFrame {
  const a = seatAngle(seat, players);
  const outward = new Vector3(Math.cos(a), 0, -Math.sin(a));
  const inward = outward.clone().negate();
  const right = new Vector3().crossVectors(inward, UP).normalize();
  return {
    inward,
    right,
    at(radius, height = 0, side = 0) {
      const p = toWorld(seatPoint(seat, players, radius), height);
      return p.addScaledVector(right, side);
    },
  };
}

/** The rotation whose local x, y, z axes are the given (orthonormal) world directions. */
export function basis(x: Vector3, y: Vector3, z: Vector3): Quaternion {
  return new Quaternion().setFromRotationMatrix(new Matrix4().makeBasis(x, y, z));
}

/** A card lying on the table. Face down: back up, top towards the centre, seen from the seat. */
export function lyingQuat(frame: SeatFrame, faceUp: boolean): Quaternion {
  const down = UP.clone().negate();
  return faceUp
    ? basis(frame.right, frame.inward, UP)
    : basis(frame.right.clone().negate(), frame.inward, down);
}

/**
 * An orientation facing `towards` (its local +z points there), upright as far as possible:
 * local x stays horizontal.
 */
export function facing(towards: Vector3): Quaternion {
  const z = towards.clone().normalize();
  const x = new Vector3().crossVectors(UP, z);
  if (x.lengthSq() < 1e-8) x.set(1, 0, 0);
  x.normalize();
  const y = new Vector3().crossVectors(z, x).normalize();
  return basis(x, y, z);
}

/** A rotation of `angle` about the local z axis, applied after `q`. */
export function rollZ(q: Quaternion, angle: number): Quaternion {
  return q.clone().multiply(new Quaternion().setFromAxisAngle(new Vector3(0, 0, 1), angle));
}

/** A rotation of `angle` about the local x axis, applied after `q` (positive tips the top back). */
export function pitchX(q: Quaternion, angle: number): Quaternion {
  return q.clone().multiply(new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), angle));
}

export function pose(position: Vector3, quaternion: Quaternion, scale: number, thin = 1): Pose {
  return { position, quaternion, scale, thin };
}
