// Cheap hit areas: an exact ray-box test in the mesh's own space, with the true world distance.
import type { Box3 } from 'three';
import { type Intersection, Matrix4, type Mesh, Ray, type Raycaster, Vector3 } from 'three';

const inverse = new Matrix4();
const ray = new Ray();
const point = new Vector3();

/** A `raycast` for hit boxes (drawn with an invisible material): nearest box first, even when boxes overlap (fans). */
export function boxRaycast(this: Mesh, raycaster: Raycaster, intersects: Intersection[]): void {
  // A hidden hit box is switched off (three's raycaster itself ignores visibility).
  if (!this.visible) return;
  const g = this.geometry;
  if (!g.boundingBox) g.computeBoundingBox();
  const box = g.boundingBox as Box3;
  inverse.copy(this.matrixWorld).invert();
  ray.copy(raycaster.ray).applyMatrix4(inverse);
  if (!ray.intersectBox(box, point)) return;
  const world = point.clone().applyMatrix4(this.matrixWorld);
  const distance = world.distanceTo(raycaster.ray.origin);
  if (distance < raycaster.near || distance > raycaster.far) return;
  intersects.push({ distance, point: world, object: this });
}
