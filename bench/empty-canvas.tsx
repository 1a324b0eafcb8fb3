// Benchmark page: an empty react-three-fiber canvas rendering every frame (the baseline for the frame-rate ratio).
import { Canvas, useFrame } from '@react-three/fiber';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    __frames: number;
  }
}

window.__frames = 0;

function CountFrames() {
  useFrame(() => {
    window.__frames += 1;
  });
  return null;
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Canvas frameloop="always" dpr={1} style={{ position: 'fixed', inset: 0 }}>
      <CountFrames />
    </Canvas>,
  );
}
