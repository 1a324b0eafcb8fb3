// Puts the camera where framing.ts says for the canvas' aspect ratio.
import { useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';
import type { PerspectiveCamera } from 'three';
import { useFrameLayout } from './store';
import { useCommitCount } from '../../../table/stats';

export function CameraRig() {
  useCommitCount();
  const frame = useFrameLayout();
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
