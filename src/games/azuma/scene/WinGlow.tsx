// A warm glow behind each revealed hand that wins (4 + 3, or all three bombs).
import { useThree } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import { type Mesh, Vector3 } from 'three';
import { useAnimation } from '../../../table/animate';
import { DYNAMIC_MASK } from '../../../table/layers';
import { CARD_H, CARD_W } from './constants';
import { revealedScale, revealedSlot } from './fan';
import { GLOW_PLANE, glowMaterial, setGlow } from '../../../table/glow';
import { selCardInputs } from '../view/scene';
import { useDispose, useFrameLayout, useSceneStore } from './store';
import { useCommitCount } from '../../../table/stats';
import { sameSlices, useTableEffect } from './subscribe';

const back = new Vector3();

export function WinGlow({ players }: { players: number }) {
  useCommitCount();
  const frame = useFrameLayout();
  const store = useSceneStore();
  const invalidate = useThree((s) => s.invalidate);
  const material = useMemo(() => glowMaterial('#ffcf4a', 0.45), []);
  useDispose(material);
  const glows = useRef<(Mesh | null)[]>([]);
  const lit = useRef(false);

  useTableEffect(
    selCardInputs,
    ([hands, , , , , , , wins]) => {
      const seats = wins ? wins.split(',').map(Number) : [];
      lit.current = false;
      glows.current.forEach((m, seat) => {
        if (!m) return;
        const hand = hands[seat] ?? [];
        m.visible = seat > 0 && seats.includes(seat);
        if (!m.visible) return;
        lit.current = true;
        const first = revealedSlot(frame, seat, players, 0, hand.length).position;
        const last = revealedSlot(frame, seat, players, hand.length - 1, hand.length).position;
        const scale = revealedScale(players);
        m.quaternion.copy(revealedSlot(frame, seat, players, 0, 1).quaternion);
        // Just behind the row, a ring of light round its edge.
        m.position
          .copy(first)
          .lerp(last, 0.5)
          .add(back.set(0, 0, -0.02).applyQuaternion(m.quaternion));
        m.scale.set((first.distanceTo(last) + CARD_W * scale) * 1.5, CARD_H * scale * 2.2, 1);
      });
      invalidate();
    },
    sameSlices,
  );
  // Where motion is reduced the glow stays lit, still (as the halo and the board's ring do).
  useAnimation('~win', (_, time) => {
    setGlow(material, store.reducedMotion ? 1 : 0.8 + 0.2 * Math.sin(time * 5));
    return lit.current && !store.reducedMotion && 'pulse';
  });

  return (
    <group>
      {Array.from({ length: players }, (_, seat) => (
        <mesh
          key={seat}
          name={`win-glow-${seat}`}
          ref={(m) => {
            glows.current[seat] = m;
          }}
          geometry={GLOW_PLANE}
          material={material}
          layers-mask={DYNAMIC_MASK}
          visible={false}
          frustumCulled={false}
        />
      ))}
    </group>
  );
}
