// A warm glow behind the person's fan while the table waits for their card (pulsing unless motion is reduced).
import { useThree } from '@react-three/fiber';
import { useAnimation } from '../../../table/animate';
import { DYNAMIC_MASK } from '../../../table/layers';
import { useMemo, useRef } from 'react';
import { type Mesh } from 'three';
import { GLOW_PLANE, glowMaterial, setGlow } from '../../../table/glow';
import { useTableEffect } from './subscribe';
import { CARD_W, CARD_H, FAN_DEPTH } from './constants';
import { personCardScale } from './fan';
import { fromCamera } from './framing';
import { selWaitsForMe } from '../view/scene';
import { useDispose, useFrameLayout, useSceneStore } from './store';
import { useCommitCount } from '../../../table/stats';

export function WaitHalo() {
  useCommitCount();
  const frame = useFrameLayout();
  const waiting = useRef(false);
  const store = useSceneStore();
  const invalidate = useThree((s) => s.invalidate);
  const halo = useRef<Mesh>(null);
  const material = useMemo(() => glowMaterial('#ffd070'), []);
  useDispose(material);
  const place = useMemo(() => {
    const depth = FAN_DEPTH + 0.05;
    const scale = personCardScale(frame) * (depth / FAN_DEPTH);
    const perRow = frame.fan.rows === 2 ? frame.fan.backRow : frame.view.fanCards;
    const width = ((perRow - 1) * frame.fan.step + 1) * CARD_W * scale * 1.3;
    const height = CARD_H * scale * (2.4 + frame.fan.rowRise);
    const y = -1 + 2 * (frame.fan.bottom + frame.fan.cardH * (0.75 + frame.fan.rowRise / 2));
    return { position: fromCamera(frame, 0, y, depth), width, height };
  }, [frame]);

  useTableEffect(selWaitsForMe, (w) => {
    waiting.current = w;
    invalidate();
  });
  useAnimation('~halo', (_, time) => {
    const m = halo.current;
    if (!m) return false;
    m.visible = waiting.current;
    if (!waiting.current) return false;
    setGlow(material, store.reducedMotion ? 1 : 0.8 + 0.2 * Math.sin(time * 4));
    return store.reducedMotion ? false : 'pulse';
  });

  return (
    <mesh
      name="wait-halo"
      layers-mask={DYNAMIC_MASK}
      ref={halo}
      geometry={GLOW_PLANE}
      material={material}
      position={place.position}
      quaternion={frame.quaternion}
      scale={[place.width, place.height, 1]}
      renderOrder={-1}
      frustumCulled={false}
      visible={false}
    />
  );
}
