// A fingerprint of everything the static layer draws: when it changes, the cached table must be drawn again.
import type {
  BufferGeometry,
  Camera,
  Color,
  InstancedMesh,
  Light,
  Material,
  Mesh,
  Object3D,
  Texture,
} from 'three';
import { STATIC_LAYER } from './layers';

const STATIC_MASK = 1 << STATIC_LAYER;

type Numbers = number[];

function pushMatrix(out: Numbers, m: { elements: ArrayLike<number> }): void {
  for (let i = 0; i < 16; i += 1) out.push(m.elements[i] as number);
}

function pushColor(out: Numbers, c: Color | undefined): void {
  if (c) out.push(c.r, c.g, c.b);
}

/** What a material changes without bumping its version: colours, opacity, its textures' contents. */
function pushMaterial(out: Numbers, m: Material): void {
  const fields = m as Material & Partial<Record<string, Color | Texture | number | null>>;
  out.push(m.id, m.version, m.opacity, m.visible ? 1 : 0);
  pushColor(out, fields.color as Color | undefined);
  pushColor(out, fields.emissive as Color | undefined);
  for (const key of ['map', 'envMap', 'emissiveMap', 'alphaMap']) {
    const t = fields[key] as Texture | null | undefined;
    if (t) out.push(t.id, t.version);
  }
  if (typeof fields.envMapIntensity === 'number') out.push(fields.envMapIntensity);
}

function pushGeometry(out: Numbers, g: BufferGeometry): void {
  out.push(g.id, g.drawRange.start, g.drawRange.count);
  for (const name in g.attributes) {
    const a = g.attributes[name] as { version?: number; data?: { version: number } } | undefined;
    out.push(a?.version ?? a?.data?.version ?? -1);
  }
}

/**
 * The numbers that decide the static layer's picture: the camera, every visible static mesh's place,
 * material, textures and geometry (instances included), and the lights. Call after the scene's world
 * matrices are up to date. `out` is filled and returned (no allocation once it has grown).
 */
export function staticSignature(scene: Object3D, camera: Camera, out: Numbers = []): Numbers {
  out.length = 0;
  pushMatrix(out, camera.matrixWorld);
  pushMatrix(out, camera.projectionMatrix);
  scene.traverseVisible((o: Object3D) => {
    const light = o as Partial<Light>;
    if (light.isLight) {
      pushMatrix(out, o.matrixWorld);
      pushColor(out, light.color);
      out.push(light.intensity ?? 0);
      return;
    }
    const mesh = o as Partial<Mesh>;
    if (!mesh.isMesh || (o.layers.mask & STATIC_MASK) === 0) return;
    const materials = Array.isArray(mesh.material) ? mesh.material : [mesh.material];
    // Hit boxes and other meshes with only invisible materials draw nothing.
    if (materials.every((m) => !m || !m.visible)) return;
    out.push(o.id);
    pushMatrix(out, o.matrixWorld);
    for (const m of materials) if (m) pushMaterial(out, m);
    if (mesh.geometry) pushGeometry(out, mesh.geometry);
    const instanced = o as Partial<InstancedMesh>;
    if (instanced.isInstancedMesh) {
      out.push(instanced.count ?? 0, instanced.instanceMatrix?.version ?? -1);
      out.push(instanced.instanceColor?.version ?? -1);
    }
  });
  return out;
}

/** Whether two signatures differ (and copies the new one into `last`). */
export function changed(last: Numbers, next: Numbers): boolean {
  let diff = last.length !== next.length;
  for (let i = 0; !diff && i < next.length; i += 1) diff = last[i] !== next[i];
  if (diff) {
    last.length = next.length;
    for (let i = 0; i < next.length; i += 1) last[i] = next[i] as number;
  }
  return diff;
}
