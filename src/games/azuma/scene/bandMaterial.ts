// The stick band's material: one texture of three patterns, each instance reading its own pattern cell.
import { type BufferGeometry, InstancedBufferAttribute, MeshPhysicalMaterial } from 'three';
import { bandTexture } from './textures';

export function bandMaterial() {
  const map = bandTexture();
  const material = new MeshPhysicalMaterial({
    map,
    roughness: 0.3,
    clearcoat: 1,
    clearcoatRoughness: 0.1,
  });
  material.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nattribute float aCell;')
      .replace(
        '#include <uv_vertex>',
        '#include <uv_vertex>\nvMapUv = vec2((aCell + uv.x) / 3.0, uv.y);',
      );
  };
  return {
    material,
    /** A copy of the band geometry with a per-instance pattern cell. */
    geometry(base: BufferGeometry, count: number): BufferGeometry {
      const g = base.clone();
      g.setAttribute('aCell', new InstancedBufferAttribute(new Float32Array(count), 1));
      return g;
    },
  };
}
