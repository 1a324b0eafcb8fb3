// The sticks: lacquered, banded with a pattern per colour; grabbed (TableInput), they spring into the grabber's hand.
import { useThree } from '@react-three/fiber';
import { useAnimation } from '../../../table/animate';
import { setInstanceMatrix } from '../../../table/instances';
import { damp3, dampE } from 'maath/easing';
import { useEffect, useMemo, useRef } from 'react';
import {
  Color,
  CylinderGeometry,
  Euler,
  type InstancedMesh,
  Matrix4,
  MeshPhysicalMaterial,
  Quaternion,
  SphereGeometry,
  Vector3,
} from 'three';
import { selectSticks } from '../view/selectors';
import { useTable } from '../view/GameContext';
import type { EditionId } from '../rules/editions';
import { BAND_LENGTH, KNOB_RADIUS, STICK_HEIGHT, STICK_RADIUS } from './constants';
import { PATTERNS, patternOf, STICK_COLOURS } from './palette';
import { leanFromVelocity, LIFT_HEIGHT, LIFT_S, stickHeld, stickRest } from './stickMotion';
import { useDispose, useFrameLayout, useSceneStore } from './store';
import { useCommitCount } from '../../../table/stats';
import { bandMaterial } from './bandMaterial';
import { useReflections } from '../../../table/environment';

const H = STICK_HEIGHT;
const shaftGeo = new CylinderGeometry(STICK_RADIUS, STICK_RADIUS * 1.15, H, 14).translate(
  0,
  H / 2,
  0,
);
const bandGeo = new CylinderGeometry(
  STICK_RADIUS * 1.35,
  STICK_RADIUS * 1.35,
  BAND_LENGTH,
  28,
).translate(0, H - 0.03 - BAND_LENGTH / 2, 0);
const knobGeo = new SphereGeometry(KNOB_RADIUS, 24, 16).translate(0, H + KNOB_RADIUS * 0.5, 0);
const m4 = new Matrix4();
const q = new Quaternion();
const one = new Vector3(1, 1, 1);

interface Motion {
  owner: number | null;
  liftUntil: number;
  vel: Vector3;
  lean: Euler;
}

export function Sticks({ players, edition }: { players: number; edition: EditionId }) {
  useCommitCount();
  const store = useSceneStore();
  const frame = useFrameLayout();
  const invalidate = useThree((s) => s.invalidate);
  const sticks = useTable(selectSticks);
  const n = sticks.length;
  const lacquer = useMemo(
    () => new MeshPhysicalMaterial({ roughness: 0.28, clearcoat: 1, clearcoatRoughness: 0.08 }),
    [],
  );
  const band = useMemo(() => bandMaterial(), []);
  useReflections(useMemo(() => [lacquer, band.material], [lacquer, band]));
  const bandGeometry = useMemo(() => band.geometry(bandGeo, n), [band, n]);
  useDispose(lacquer, band.material, bandGeometry);
  const shaft = useRef<InstancedMesh>(null);
  const bands = useRef<InstancedMesh>(null);
  const knobs = useRef<InstancedMesh>(null);
  const clock = useRef(0);
  const motion = useRef<Motion[]>([]);

  useEffect(() => {
    const colour = new Color();
    sticks.forEach((s, i) => {
      colour.set(STICK_COLOURS[s.colour]);
      for (const m of [shaft.current, bands.current, knobs.current]) m?.setColorAt(i, colour);
      bands.current?.geometry
        .getAttribute('aCell')
        .setX(i, PATTERNS.indexOf(patternOf(edition, s.colour)));
      if (!motion.current[i]) {
        store.sticks.base[i]?.copy(stickRest(i, n, store.board.angle));
        motion.current[i] = { owner: null, liftUntil: 0, vel: new Vector3(), lean: new Euler() };
      }
    });
    for (const m of [shaft.current, bands.current, knobs.current])
      if (m?.instanceColor) m.instanceColor.needsUpdate = true;
    lacquer.needsUpdate = true;
    band.material.needsUpdate = true;
    const cells = bands.current?.geometry.getAttribute('aCell');
    if (cells) cells.needsUpdate = true;
    invalidate();
  }, [sticks, edition, n, store, invalidate, lacquer, band]);

  useAnimation('sticks', (dt) => {
    clock.current += dt;
    const fast = store.reducedMotion;
    let moving = false;
    let changed = false;
    sticks.forEach((s, i) => {
      const mo = motion.current[i];
      const base = store.sticks.base[i];
      if (!mo || !base) return;
      if (s.owner !== mo.owner) {
        if (mo.owner === null && s.owner !== null && !fast) mo.liftUntil = clock.current + LIFT_S;
        mo.owner = s.owner;
      }
      let target: Vector3;
      let rest = new Euler();
      if (s.owner === null) target = stickRest(i, n, store.board.angle);
      else if (clock.current < mo.liftUntil)
        target = stickRest(i, n, store.board.angle).setY(LIFT_HEIGHT);
      else ({ base: target, lean: rest } = stickHeld(frame, s.owner, players));
      const before = base.clone();
      moving = damp3(base, target, fast ? 0.03 : s.owner === null ? 0.14 : 0.08, dt) || moving;
      mo.vel.copy(base).sub(before).divideScalar(Math.max(dt, 1e-3));
      const lean = fast ? rest : leanFromVelocity(mo.vel, rest);
      moving = dampE(mo.lean, lean, 0.07, dt) || moving;
      if (clock.current < mo.liftUntil) moving = true;
      m4.compose(base, q.setFromEuler(mo.lean), one);
      for (const m of [shaft.current, bands.current, knobs.current])
        if (m) changed = setInstanceMatrix(m, i, m4) || changed;
    });
    if (changed)
      for (const m of [shaft.current, bands.current, knobs.current])
        if (m) m.instanceMatrix.needsUpdate = true;
    return moving;
  });

  return (
    <group>
      <instancedMesh ref={shaft} args={[shaftGeo, lacquer, n]} castShadow frustumCulled={false} />
      <instancedMesh
        ref={bands}
        args={[bandGeometry, band.material, n]}
        castShadow
        frustumCulled={false}
      />
      <instancedMesh ref={knobs} args={[knobGeo, lacquer, n]} castShadow frustumCulled={false} />
    </group>
  );
}
