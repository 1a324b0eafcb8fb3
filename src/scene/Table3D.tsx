// The 3D table (placeholder canvas until the scene lands).
import { Canvas } from '@react-three/fiber';

export default function Table3D() {
  return (
    <Canvas frameloop="demand" style={{ position: 'fixed', inset: 0 }}>
      <mesh>
        <boxGeometry />
        <meshBasicMaterial color="green" />
      </mesh>
    </Canvas>
  );
}
