// Instance matrices written only when they change, so a resting part does not look changed to the table cache.
import type { InstancedMesh, Matrix4 } from 'three';

/**
 * Sets instance `index` to `matrix` if it differs from what is stored (the store holds 32-bit floats,
 * so the comparison rounds the same way); true if it did (then upload the matrices).
 */
export function setInstanceMatrix(mesh: InstancedMesh, index: number, matrix: Matrix4): boolean {
  const stored = mesh.instanceMatrix.array;
  const at = index * 16;
  for (let i = 0; i < 16; i += 1) {
    if (stored[at + i] !== Math.fround(matrix.elements[i] as number)) {
      mesh.setMatrixAt(index, matrix);
      return true;
    }
  }
  return false;
}
