// Invisible hit boxes on the person's fan, placed from the card layout: TableInput's picker finds the card pressed.
import { type ReactNode, useMemo, useRef } from 'react';
import { BoxGeometry, type Mesh, MeshBasicMaterial } from 'three';
import { CARD_H, CARD_W } from './constants';
import { MAX_FAN } from './framing';
import { boxRaycast } from '../../../table/hit';
import type { Place } from './places';

const box = new BoxGeometry(CARD_W, CARD_H, 0.02);
const hidden = new MeshBasicMaterial({ visible: false });

/** One hit box per fan slot (at most MAX_FAN + 1 cards in a fan); `update` moves them onto the cards. */
export function useFanHits(): { hits: ReactNode; update: (places: readonly Place[]) => void } {
  const meshes = useRef<(Mesh | null)[]>([]);
  const hits = useMemo(
    () =>
      Array.from({ length: MAX_FAN + 1 }, (_, slot) => (
        <mesh
          key={slot}
          name={`fan-hit-${slot}`}
          ref={(m) => {
            meshes.current[slot] = m;
          }}
          geometry={box}
          material={hidden}
          visible={false}
          raycast={boxRaycast}
        />
      )),
    [],
  );
  const update = (places: readonly Place[]) => {
    const fan = places.flatMap((p, card) => (p.kind === 'fan' ? [{ p, card }] : []));
    meshes.current.forEach((m, slot) => {
      if (!m) return;
      const at = fan.find((f) => f.p.slot === slot);
      m.visible = at !== undefined;
      m.userData.card = at?.card;
      if (!at) return;
      m.position.copy(at.p.pose.position);
      m.quaternion.copy(at.p.pose.quaternion);
      m.scale.setScalar(at.p.pose.scale);
      m.updateMatrixWorld();
    });
  };
  return { hits, update };
}
