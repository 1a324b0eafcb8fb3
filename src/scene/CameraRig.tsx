// Puts the camera where framing.ts says for the canvas' aspect ratio; adapts the pixel ratio once, early on.
import { PerformanceMonitor } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useState } from 'react';
import type { PerspectiveCamera } from 'three';
import { useCommitCount, useFrameLayout } from './store';

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

/** The pixel ratio, from 1 to 2: measured with drei's PerformanceMonitor during a short warm-up. */
export function DprMonitor() {
  useCommitCount();
  const setDpr = useThree((s) => s.setDpr);
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
        setDpr(1);
        setMeasuring(false);
      }}
      onFallback={() => {
        setDpr(1);
        setMeasuring(false);
      }}
    />
  );
}
