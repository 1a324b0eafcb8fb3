// A soft room reflection for the lacquered sticks and the globes only (sampling it everywhere costs fill rate).
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import {
  type Material,
  type MeshStandardMaterial,
  PMREMGenerator,
  type Texture,
  type WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';

const cache = new WeakMap<WebGLRenderer, Texture>();

/** The room reflection, or null where it cannot be made (no float targets, a mock context in tests). */
function roomEnvironment(gl: WebGLRenderer): Texture | null {
  let env = cache.get(gl);
  if (!env) {
    const pmrem = new PMREMGenerator(gl);
    try {
      env = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
    } catch {
      return null;
    } finally {
      pmrem.dispose();
    }
    cache.set(gl, env);
  }
  return env;
}

/** Gives these materials the room reflection, computed once per renderer (no files to load). */
export function useReflections(materials: readonly MeshStandardMaterial[], intensity = 0.6): void {
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    const env = roomEnvironment(gl);
    if (!env) return;
    for (const m of materials) {
      m.envMap = env;
      m.envMapIntensity = intensity;
      (m as Material).needsUpdate = true;
    }
    invalidate();
  }, [gl, materials, intensity, invalidate]);
}
