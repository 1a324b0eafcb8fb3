// Name plates before each bot (facing the camera) and the dealer's chip, which moves on with the deal.
import { useThree } from '@react-three/fiber';
import { useAnimation } from './animate';
import { damp3 } from 'maath/easing';
import { useEffect, useMemo, useRef } from 'react';
import {
  CylinderGeometry,
  type Mesh,
  MeshStandardMaterial,
  PlaneGeometry,
  type Texture,
} from 'three';
import { selectDealer } from '../../statecharts/selectors';
import { useTable } from '../app/GameContext';
import { PLATE_HEIGHT, SEAT } from './constants';
import { facing, seatFrame } from './space';
import { useCommitCount, useDispose, useFrameLayout, useSceneStore } from './store';
import { chipTexture, plateTexture } from './textures';

const plateGeo = new PlaneGeometry(0.34, 0.096);
const chipGeo = new CylinderGeometry(0.055, 0.055, 0.014, 40);

/** Where the dealer's chip lies for a dealer seat. */
export function chipSpot(dealer: number, players: number) {
  // The person's chip lies by their chosen card, clear of the fan.
  return seatFrame(dealer, players).at(dealer === 0 ? SEAT.myChosen : SEAT.dealer, 0.007, 0.24);
}

export function Plates({ players, names }: { players: number; names: readonly string[] }) {
  useCommitCount();
  const frame = useFrameLayout(players);
  const textures = useMemo(() => names.map((n) => plateTexture(n)), [names]);
  useEffect(() => () => textures.forEach((t: Texture) => t.dispose()), [textures]);
  const plates = useMemo(
    () =>
      textures.map((map, seat) => {
        const p = seatFrame(seat, players).at(SEAT.plate, PLATE_HEIGHT);
        return { seat, map, position: p, quaternion: facing(frame.position.clone().sub(p)) };
      }),
    [textures, players, frame],
  );
  return (
    <group>
      {plates.map((p) =>
        p.seat === 0 ? null : (
          <mesh key={p.seat} geometry={plateGeo} position={p.position} quaternion={p.quaternion}>
            <meshLambertMaterial map={p.map} />
          </mesh>
        ),
      )}
      <DealerChip players={players} />
    </group>
  );
}

function DealerChip({ players }: { players: number }) {
  useCommitCount();
  const dealer = useTable(selectDealer);
  const store = useSceneStore();
  const invalidate = useThree((s) => s.invalidate);
  const chip = useRef<Mesh>(null);
  const material = useMemo(
    () => new MeshStandardMaterial({ map: chipTexture(), metalness: 0.4, roughness: 0.35 }),
    [],
  );
  useDispose(material);
  useEffect(() => invalidate(), [dealer, invalidate]);
  useAnimation('chip', (dt) => {
    const m = chip.current;
    if (!m) return false;
    return damp3(m.position, chipSpot(dealer, players), store.reducedMotion ? 0.03 : 0.25, dt);
  });
  return (
    <mesh
      ref={chip}
      geometry={chipGeo}
      material={material}
      castShadow
      position={chipSpot(dealer, players)}
    />
  );
}
