// The bots as simple figures behind the table, with two hands that hold the fan and reach for a stick.
import { useThree } from '@react-three/fiber';
import { useAnimation } from '../../../table/animate';
import { setInstanceMatrix } from '../../../table/instances';
import { damp3 } from 'maath/easing';
import { useEffect, useMemo, useRef } from 'react';
import {
  CapsuleGeometry,
  Color,
  type InstancedMesh,
  Matrix4,
  MeshBasicMaterial,
  MeshLambertMaterial,
  Quaternion,
  SphereGeometry,
  Vector3,
} from 'three';
import { selectSticks } from '../view/selectors';
import { useTable } from '../view/GameContext';
import { HEAD_HEIGHT, SEAT, STICK_HEIGHT } from './constants';
import { SHIRTS, SKINS } from './palette';
import { facing, seatFrame } from '../../../table/space';
import { useDispose, useSceneStore } from './store';
import { useCommitCount } from '../../../table/stats';

const bodyGeo = new CapsuleGeometry(0.13, 0.2, 6, 16);
const headGeo = new SphereGeometry(0.1, 24, 16);
const eyeGeo = new SphereGeometry(0.014, 8, 6);
const handGeo = new SphereGeometry(0.035, 16, 12).scale(1, 0.75, 1.25);
const m4 = new Matrix4();
const one = new Vector3(1, 1, 1);

/** Rest places of a bot's hands: under the fan, left and right. */
export function handRest(seat: number, players: number, side: -1 | 1): Vector3 {
  return seatFrame(seat, players).at(SEAT.hand, 0.06, side * 0.07);
}

export function Avatars({ players }: { players: number }) {
  useCommitCount();
  const store = useSceneStore();
  const invalidate = useThree((s) => s.invalidate);
  const sticks = useTable(selectSticks);
  const bots = players - 1;
  const skin = useMemo(() => new MeshLambertMaterial(), []);
  const cloth = useMemo(() => new MeshLambertMaterial(), []);
  const ink = useMemo(() => new MeshBasicMaterial({ color: '#1d1a22' }), []);
  useDispose(skin, cloth, ink);
  const bodies = useRef<InstancedMesh>(null);
  const heads = useRef<InstancedMesh>(null);
  const eyes = useRef<InstancedMesh>(null);
  const hands = useRef<InstancedMesh>(null);
  const handPos = useMemo(
    () =>
      Array.from({ length: bots * 2 }, (_, k) => handRest(1 + (k >> 1), players, k % 2 ? 1 : -1)),
    [bots, players],
  );

  useEffect(() => {
    const c = new Color();
    for (let b = 0; b < bots; b += 1) {
      const seat = b + 1;
      const f = seatFrame(seat, players);
      const look = facing(f.inward);
      bodies.current?.setMatrixAt(b, m4.compose(f.at(SEAT.avatar, 0.2), look, one));
      bodies.current?.setColorAt(b, c.set(SHIRTS[seat % SHIRTS.length] ?? '#ccc'));
      heads.current?.setMatrixAt(b, m4.compose(f.at(SEAT.avatar, HEAD_HEIGHT - 0.02), look, one));
      heads.current?.setColorAt(b, c.set(SKINS[seat % SKINS.length] ?? '#ddd'));
      for (const side of [-1, 1]) {
        const eye = f.at(SEAT.avatar - 0.088, HEAD_HEIGHT, side * 0.035);
        eyes.current?.setMatrixAt(b * 2 + (side > 0 ? 1 : 0), m4.compose(eye, look, one));
      }
      for (const k of [0, 1])
        hands.current?.setColorAt(b * 2 + k, c.set(SKINS[seat % SKINS.length] ?? '#ddd'));
    }
    for (const m of [bodies.current, heads.current, eyes.current, hands.current]) {
      if (!m) continue;
      m.instanceMatrix.needsUpdate = true;
      if (m.instanceColor) m.instanceColor.needsUpdate = true;
    }
    skin.needsUpdate = true;
    cloth.needsUpdate = true;
    invalidate();
  }, [bots, players, skin, cloth, invalidate]);

  useAnimation('hands', (dt) => {
    const m = hands.current;
    if (!m) return false;
    let moving = false;
    let changed = false;
    const q = new Quaternion();
    for (let k = 0; k < bots * 2; k += 1) {
      const seat = 1 + (k >> 1);
      const right = k % 2 === 1;
      const held = right ? sticks.find((s) => s.owner === seat) : undefined;
      const base = held ? store.sticks.base[held.id] : undefined;
      const target = base
        ? base.clone().setY(base.y + STICK_HEIGHT * 0.35)
        : handRest(seat, players, right ? 1 : -1);
      const p = handPos[k];
      if (!p) continue;
      moving = damp3(p, target, store.reducedMotion ? 0.03 : 0.07, dt) || moving;
      q.copy(facing(seatFrame(seat, players).inward));
      changed = setInstanceMatrix(m, k, m4.compose(p, q, one)) || changed;
    }
    if (changed) m.instanceMatrix.needsUpdate = true;
    return moving;
  });

  if (bots <= 0) return null;
  return (
    <group>
      <instancedMesh ref={bodies} args={[bodyGeo, cloth, bots]} castShadow />
      <instancedMesh ref={heads} args={[headGeo, skin, bots]} castShadow />
      <instancedMesh ref={eyes} args={[eyeGeo, ink, bots * 2]} />
      <instancedMesh
        ref={hands}
        args={[handGeo, skin, bots * 2]}
        castShadow
        frustumCulled={false}
      />
    </group>
  );
}
