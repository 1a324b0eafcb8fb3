// Puts the camera where framing.ts says for the canvas' aspect ratio; adapts the pixel ratio once, early on.
import { PerformanceMonitor } from '@react-three/drei';
import { type RootState, useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useState } from 'react';
import type { Material, Mesh, PerspectiveCamera } from 'three';
import { softwareRenderer } from './gpu';
import { useCommitCount, useFrameLayout } from './store';

/**
 * Pixel ratio on a slow device. A software rasteriser (SwiftShader, llvmpipe: a blocklisted or
 * missing GPU) pays for every pixel on the CPU; there the table renders at three quarters of the CSS
 * resolution and is scaled up, for a higher frame rate (figures in the README).
 */
const slowDpr = () => (softwareRenderer() ? 0.75 : 1);

export function CameraRig({ players }: { players: number }) {
  useCommitCount();
  const frame = useFrameLayout(players);
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    camera.position.copy(frame.position);
    camera.quaternion.copy(frame.quaternion);
    camera.fov = frame.fov;
    camera.near = 0.05;
    camera.far = 30;
    camera.updateProjectionMatrix();
    camera.updateMatrixWorld();
    invalidate();
  }, [camera, frame, invalidate]);
  return null;
}

/** Low quality for a slow device: no shadows (materials recompile without them). */
function dropShadows(state: RootState): void {
  if (!state.gl.shadowMap.enabled) return;
  state.gl.shadowMap.enabled = false;
  state.scene.traverse((o) => {
    const material = (o as Mesh).material as Material | Material[] | undefined;
    (Array.isArray(material) ? material : material ? [material] : []).forEach(
      (m) => (m.needsUpdate = true),
    );
  });
  state.invalidate();
}

/**
 * Quality from a short warm-up measured with drei's PerformanceMonitor: a fast device gets its full
 * pixel ratio (up to 2); a slow one gets pixel ratio 1 (0.75 on a software rasteriser) and no shadows.
 */
export function DprMonitor() {
  useCommitCount();
  const setDpr = useThree((s) => s.setDpr);
  const get = useThree((s) => s.get);
  const [measuring, setMeasuring] = useState(true);
  const device = Math.min(2, Math.max(1, globalThis.devicePixelRatio || 1));
  // The frame loop renders on demand; keep it running while measuring, so samples are real frames.
  useFrame(({ invalidate }) => {
    if (measuring) invalidate();
  });
  if (!measuring) return null;
  return (
    <PerformanceMonitor
      iterations={6}
      ms={250}
      flipflops={2}
      onIncline={() => {
        setDpr(device);
        setMeasuring(false);
      }}
      onDecline={() => {
        setDpr(slowDpr());
        dropShadows(get());
        setMeasuring(false);
      }}
      onFallback={() => {
        setDpr(slowDpr());
        dropShadows(get());
        setMeasuring(false);
      }}
    />
  );
}
