// The board with its five globes; the dealer (when it is the person) turns it by dragging before the first call.
import { type ThreeEvent, useThree } from '@react-three/fiber';
import { useAnimation } from '../../../table/animate';
import { DYNAMIC_MASK } from '../../../table/layers';
import { dampAngle } from 'maath/easing';
import { useEffect, useMemo, useRef } from 'react';
import {
  CircleGeometry,
  CylinderGeometry,
  type Group,
  type InstancedMesh,
  Matrix4,
  type Mesh,
  MeshPhysicalMaterial,
  MeshPhongMaterial,
  Plane,
  SphereGeometry,
  Vector3,
} from 'three';
import { selectRotation } from '../view/selectors';
import { personActions, useGame, useTable } from '../view/GameContext';
import type { EditionId } from '../rules/editions';
import { GLOBES, globeAngle } from '../rules/geometry';
import { BOARD_DISC_RADIUS, BOARD_HEIGHT, GLOBE_RING, GLOBE_SIZE } from './constants';
import { useReflections } from '../../../table/environment';
import { selCanTurn } from '../view/scene';
import { useDispose, useSceneStore } from './store';
import { useCommitCount } from '../../../table/stats';
import { GLOW_PLANE, glowMaterial, setGlow } from '../../../table/glow';
import { boardTexture, woodTexture } from './textures';

const plane = new Plane(new Vector3(0, 1, 0), -BOARD_HEIGHT);
const hitPoint = new Vector3();

/** The table-plane angle (radians, y north) of a world point. */
export function tableAngle(p: Vector3): number {
  return Math.atan2(-p.z, p.x);
}

export function Board({ edition }: { edition: EditionId }) {
  useCommitCount();
  const game = useGame();
  const actions = useMemo(() => personActions(game), [game]);
  const store = useSceneStore();
  const invalidate = useThree((s) => s.invalidate);
  const rotation = useTable(selectRotation);
  const canTurn = useTable(selCanTurn);
  const group = useRef<Group>(null);
  const ring = useRef<Mesh>(null);
  const globes = useRef<InstancedMesh>(null);
  const drag = useRef<{ start: number; from: number } | null>(null);

  const top = useMemo(
    () => new MeshPhongMaterial({ map: boardTexture(edition), shininess: 20 }),
    [edition],
  );
  const side = useMemo(() => new MeshPhongMaterial({ map: woodTexture(), shininess: 40 }), []);
  const glass = useMemo(
    () =>
      new MeshPhysicalMaterial({ color: '#fff3d6', roughness: 0.15, clearcoat: 1, metalness: 0.1 }),
    [],
  );
  useReflections(useMemo(() => [glass], [glass]));
  const glow = useMemo(() => glowMaterial('#ffd27a', 0.62), []);
  useDispose(top, side, glass, glow);

  useEffect(() => {
    const m = globes.current;
    if (!m) return;
    const mat = new Matrix4();
    for (let g = 0; g < GLOBES; g += 1) {
      const a = globeAngle(g, 0);
      mat.makeTranslation(
        GLOBE_RING * Math.cos(a),
        BOARD_HEIGHT + GLOBE_SIZE * 0.45,
        -GLOBE_RING * Math.sin(a),
      );
      m.setMatrixAt(g, mat);
    }
    m.instanceMatrix.needsUpdate = true;
    invalidate();
  }, [invalidate]);
  useEffect(() => invalidate(), [rotation, canTurn, invalidate]);

  useAnimation('~board', (dt, time) => {
    const want = store.board.drag ?? rotation;
    const moving = dampAngle(store.board, 'angle', want, store.reducedMotion ? 0.02 : 0.12, dt);
    if (group.current) group.current.rotation.y = store.board.angle;
    if (ring.current) {
      ring.current.visible = canTurn;
      const pulse = store.reducedMotion ? 0.9 : 0.75 + 0.25 * Math.sin(time * 3);
      setGlow(glow, pulse);
    }
    // Turning (a drag, or easing to the dealer's choice) draws every frame; the ring's pulse is paced.
    return moving || (canTurn && !store.reducedMotion && 'pulse');
  });

  const angleOf = (e: ThreeEvent<PointerEvent>) =>
    e.ray.intersectPlane(plane, hitPoint) ? tableAngle(hitPoint) : null;

  return (
    <group>
      <group ref={group}>
        <mesh
          geometry={discTop}
          material={top}
          position-y={BOARD_HEIGHT + 0.0005}
          rotation-x={-Math.PI / 2}
          receiveShadow
          onPointerDown={(e) => {
            if (!canTurn) return;
            const a = angleOf(e);
            if (a === null) return;
            e.stopPropagation();
            (e.target as Element).setPointerCapture(e.pointerId);
            drag.current = { start: a, from: store.board.drag ?? rotation };
          }}
          onPointerMove={(e) => {
            const d = drag.current;
            const a = angleOf(e);
            if (!d || a === null) return;
            store.board.drag = d.from + Math.atan2(Math.sin(a - d.start), Math.cos(a - d.start));
            invalidate();
          }}
          onPointerUp={(e) => {
            if (!drag.current) return;
            (e.target as Element).releasePointerCapture(e.pointerId);
            drag.current = null;
            if (store.board.drag !== null) actions.turnBoard(store.board.drag);
            store.board.drag = null;
          }}
        />
        <mesh geometry={discSide} material={side} castShadow receiveShadow />
        <instancedMesh
          ref={globes}
          args={[globeGeo, glass, GLOBES]}
          castShadow
          frustumCulled={false}
        />
      </group>
      <mesh
        name="turn-ring"
        ref={ring}
        layers-mask={DYNAMIC_MASK}
        frustumCulled={false}
        geometry={GLOW_PLANE}
        material={glow}
        scale={RING_SIZE}
        position-y={0.003}
        rotation-x={-Math.PI / 2}
        visible={false}
      />
    </group>
  );
}

const discTop = new CircleGeometry(BOARD_DISC_RADIUS, 72);
const discSide = new CylinderGeometry(
  BOARD_DISC_RADIUS,
  BOARD_DISC_RADIUS * 1.03,
  BOARD_HEIGHT,
  72,
  1,
  true,
).translate(0, BOARD_HEIGHT / 2, 0);
const globeGeo = new SphereGeometry(GLOBE_SIZE, 24, 16);
/** The turn ring's glow: the shared unit glow plane, scaled (no geometry of its own to upload late). */
const RING_SIZE = BOARD_DISC_RADIUS * 2.9;
