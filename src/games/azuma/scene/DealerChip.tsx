// The dealer's chip before the dealer's seat, moving on with the deal (the names are DOM tags: SeatTags).
import { useThree } from '@react-three/fiber';
import { useAnimation } from '../../../table/animate';
import { damp3 } from 'maath/easing';
import { useEffect, useMemo, useRef } from 'react';
import { CylinderGeometry, type Mesh, MeshStandardMaterial } from 'three';
import { selectDealer } from '../view/selectors';
import { useTable } from '../view/GameContext';
import { SEAT } from './constants';
import { seatFrame } from '../../../table/space';
import { useDispose, useSceneStore } from './store';
import { useCommitCount } from '../../../table/stats';
import { chipTexture } from './textures';

const chipGeo = new CylinderGeometry(0.055, 0.055, 0.014, 40);

/** Where the dealer's chip lies for a dealer seat. */
export function chipSpot(dealer: number, players: number) {
  // The person's chip lies by their chosen card, clear of the fan.
  return seatFrame(dealer, players).at(dealer === 0 ? SEAT.myChosen : SEAT.dealer, 0.007, 0.24);
}

export function DealerChip({ players }: { players: number }) {
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
