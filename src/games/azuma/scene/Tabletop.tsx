// The room: a round wooden table with a felt inlay, warm lamp light and soft shadows.
import { useMemo } from 'react';
import {
  CircleGeometry,
  LatheGeometry,
  MeshLambertMaterial,
  MeshPhongMaterial,
  Vector2,
} from 'three';
import { FELT_RADIUS, TABLE_THICKNESS, TABLE_TOP_RADIUS } from './constants';
import { useDispose } from './store';
import { useCommitCount } from '../../../table/stats';
import { feltTexture, woodTexture } from './textures';

const R = TABLE_TOP_RADIUS;
const rimGeo = new LatheGeometry(
  [
    new Vector2(FELT_RADIUS - 0.01, -0.004),
    new Vector2(FELT_RADIUS + 0.01, 0.018),
    new Vector2(R - 0.04, 0.026),
    new Vector2(R - 0.005, 0.012),
    new Vector2(R, -0.01),
    new Vector2(R - 0.01, -TABLE_THICKNESS),
    new Vector2(R * 0.5, -TABLE_THICKNESS - 0.01),
  ],
  128,
);
const feltGeo = new CircleGeometry(FELT_RADIUS + 0.005, 128);

export function Tabletop() {
  useCommitCount();
  const felt = useMemo(() => new MeshLambertMaterial({ map: feltTexture() }), []);
  const wood = useMemo(() => {
    const map = woodTexture();
    map.repeat.set(8, 1);
    return new MeshPhongMaterial({ map, shininess: 40, specular: '#3a2a1a' });
  }, []);
  useDispose(felt, wood);
  return (
    <group>
      <hemisphereLight args={['#ffe9c8', '#3a2416', 0.9]} />
      <directionalLight
        position={[-1.6, 3.2, 1.2]}
        intensity={2.2}
        color="#fff1dc"
        castShadow
        shadow-mapSize={[1024, 1024]}
        shadow-camera-left={-1.8}
        shadow-camera-right={1.8}
        shadow-camera-top={1.8}
        shadow-camera-bottom={-1.8}
        shadow-camera-near={0.5}
        shadow-camera-far={7}
        shadow-bias={-0.0004}
        shadow-normalBias={0.01}
        shadow-radius={6}
      />
      <mesh geometry={feltGeo} material={felt} rotation-x={-Math.PI / 2} receiveShadow />
      <mesh geometry={rimGeo} material={wood} castShadow receiveShadow />
    </group>
  );
}
