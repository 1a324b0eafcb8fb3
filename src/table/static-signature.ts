// Fingerprints of what the static layer draws (the view, lights, each mesh): a change means drawing it again.
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

/** The view: the camera's place and lens. */
export function pushCamera(out: Numbers, camera: Camera): void {
  pushMatrix(out, camera.matrixWorld);
  pushMatrix(out, camera.projectionMatrix);
}

/** A light's place, colour and strength. */
export function pushLight(out: Numbers, light: Light): void {
  pushMatrix(out, light.matrixWorld);
  pushColor(out, light.color);
  out.push(light.intensity);
}

/** What decides a static mesh's picture: its place, materials, textures and geometry, instances included. */
export function pushMesh(out: Numbers, mesh: Mesh): void {
  const materials = Array.isArray(mesh.material) ? mesh.material : [mesh.material];
  out.push(mesh.id);
  pushMatrix(out, mesh.matrixWorld);
  for (const m of materials) pushMaterial(out, m);
  pushGeometry(out, mesh.geometry);
  const instanced = mesh as Partial<InstancedMesh>;
  if (instanced.isInstancedMesh) {
    out.push(instanced.count ?? 0, instanced.instanceMatrix?.version ?? -1);
    out.push(instanced.instanceColor?.version ?? -1);
  }
}

/**
 * Visits every visible light, and every visible mesh of the static layer that draws something (hit
 * boxes and other meshes with only invisible materials draw nothing).
 */
export function visitStatic(
  scene: Object3D,
  onLight: (light: Light) => void,
  onMesh: (mesh: Mesh) => void,
): void {
  scene.traverseVisible((o: Object3D) => {
    const light = o as Light;
    if (light.isLight) return onLight(light);
    const mesh = o as Partial<Mesh>;
    if (!mesh.isMesh || (o.layers.mask & STATIC_MASK) === 0) return;
    const materials = Array.isArray(mesh.material) ? mesh.material : [mesh.material];
    if (materials.every((m) => !m || !m.visible)) return;
    onMesh(o as Mesh);
  });
}

/** Whether two fingerprints differ (and copies the new one into `last`). */
export function changed(last: Numbers, next: Numbers): boolean {
  let diff = last.length !== next.length;
  for (let i = 0; !diff && i < next.length; i += 1) diff = last[i] !== next[i];
  if (diff) {
    last.length = next.length;
    for (let i = 0; i < next.length; i += 1) last[i] = next[i] as number;
  }
  return diff;
}
