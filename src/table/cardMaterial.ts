// The card material: one for all cards, reading each instance's atlas cell (face, or the back).
import {
  CanvasTexture,
  DataTexture,
  InstancedBufferAttribute,
  MeshPhongMaterial,
  SRGBColorSpace,
  type Texture,
} from 'three';

/** A card atlas: a grid of cells, one of which is the back. */
export interface CardAtlas {
  readonly cols: number;
  readonly rows: number;
  readonly backCell: number;
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

export function cardMaterial(map: Texture, atlas: CardAtlas): MeshPhongMaterial {
  const { cols, rows, backCell } = atlas;
  const m = new MeshPhongMaterial({ map, shininess: 30, specular: '#222222' });
  // The shader differs per atlas: three's program cache must not share it between atlases.
  m.customProgramCacheKey = () => `card-atlas:${cols}x${rows}:${backCell}`;
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
  float cell = aSide < 0.5 ? aCell : ${backCell.toFixed(1)};
  vec2 cuv = aSide > 1.5 ? vec2(0.03, 0.5) : uv;
  float col = mod(cell, ${cols.toFixed(1)});
  float row = floor(cell / ${cols.toFixed(1)} + 0.001);
  vMapUv = vec2((col + cuv.x) / ${cols.toFixed(1)}, 1.0 - (row + 1.0 - cuv.y) / ${rows.toFixed(1)});
}`,
      );
  };
  return m;
}
