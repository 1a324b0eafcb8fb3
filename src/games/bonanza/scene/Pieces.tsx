// The table's moving parts in two instanced meshes: every disc (chips, mats, the dealer's button) and every card, tweened from scene to scene in the frame loop.
import { useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import {
  type BufferGeometry,
  Color,
  CylinderGeometry,
  Euler,
  InstancedMesh,
  Matrix4,
  MeshLambertMaterial,
  Quaternion,
  Vector3,
} from 'three';
import { useAnimation } from '../../../table/animate';
import { cardGeometry } from '../../../table/cardGeometry';
import { atlasTexture, cardMaterial, cellAttribute } from '../../../table/cardMaterial';
import type { TableScene } from '../view/table-scene';
import { BONANZA_CARD_ATLAS, BONANZA_CARD_SIZE, bonanzaAtlas } from './atlas';
import { planChange } from './diff';
import type { ColourScheme } from './faces';
import {
  CARD_MAX,
  cardItems,
  cellOfLook,
  DISC_MAX,
  discItems,
  isLit,
  type Item,
  type Pose,
} from './items';
import { CHIP_H, CHIP_R, type TableLayout } from './layout';
import { moving, NO_PLAN, paintFrame, poseAt, retarget, type Track } from './motion';
import { sameScene } from './same-scene';

const matrix = new Matrix4();
const position = new Vector3();
const quaternion = new Quaternion();
const scale = new Vector3();
const euler = new Euler(0, 0, 0, 'YXZ');
const colour = new Color();
/** The warm tint of the latest card of the run-out (the face's white times this). */
const LIT_TINT = 0xffe07c;

function compose(p: Pose): Matrix4 {
  position.set(p.x, p.y, p.z);
  euler.set(p.pitch, p.yaw, 0, 'YXZ');
  quaternion.setFromEuler(euler);
  scale.set(p.sx, p.sy, p.sz);
  return matrix.compose(position, quaternion, scale);
}

/** Writes the tracks' poses at a time into a mesh; its look goes to the colour or the atlas cell. */
function draw(
  mesh: InstancedMesh,
  tracks: ReadonlyMap<string, Track>,
  time: number,
  look: (i: number, value: number) => void,
): void {
  let i = 0;
  for (const t of tracks.values()) {
    if (i >= mesh.instanceMatrix.count) break;
    const pose = poseAt(t, time);
    if (!pose) continue;
    mesh.setMatrixAt(i, compose(pose));
    look(i, t.look);
    i += 1;
  }
  mesh.count = i;
  mesh.instanceMatrix.needsUpdate = true;
}

function restingPoses(tracks: ReadonlyMap<string, Track>): Map<string, Pose> {
  const out = new Map<string, Pose>();
  for (const [key, t] of tracks) if (!key.startsWith('fly:')) out.set(key, t.to);
  return out;
}

export function Pieces(props: {
  scene: TableScene;
  layout: TableLayout;
  scheme: ColourScheme;
  reducedMotion: boolean;
}) {
  const { scene, layout, scheme, reducedMotion } = props;
  const invalidate = useThree((s) => s.invalidate);
  const discs = useMemo(() => {
    const g = new CylinderGeometry(CHIP_R, CHIP_R, CHIP_H, 28);
    const mesh = new InstancedMesh(g, new MeshLambertMaterial({ color: '#ffffff' }), DISC_MAX);
    mesh.setColorAt(0, colour.set('#ffffff'));
    mesh.frustumCulled = false;
    mesh.count = 0;
    return mesh;
  }, []);
  const geometry = useMemo(() => {
    const g: BufferGeometry = cardGeometry(BONANZA_CARD_SIZE);
    g.setAttribute('aCell', cellAttribute(CARD_MAX));
    return g;
  }, []);
  const material = useMemo(
    () => cardMaterial(atlasTexture(bonanzaAtlas(scheme).canvas), BONANZA_CARD_ATLAS),
    [scheme],
  );
  const cards = useMemo(() => {
    const mesh = new InstancedMesh(geometry, material, CARD_MAX);
    // Colours from the start, so that the first lit card does not change the shader.
    mesh.setColorAt(0, colour.set('#ffffff'));
    mesh.frustumCulled = false;
    mesh.count = 0;
    return mesh;
  }, [geometry, material]);

  useEffect(
    () => () => {
      discs.geometry.dispose();
      (discs.material as MeshLambertMaterial).dispose();
      discs.dispose();
    },
    [discs],
  );
  useEffect(() => () => geometry.dispose(), [geometry]);
  // A new scheme makes a new card mesh: the old one's instance buffers go.
  useEffect(() => () => cards.dispose(), [cards]);
  useEffect(
    () => () => {
      material.map?.dispose();
      material.dispose();
    },
    [material],
  );

  // What is drawn, kept in refs: the scene never re-renders per frame.
  const live = useRef({
    discs: new Map<string, Track>(),
    cards: new Map<string, Track>(),
    scene: null as TableScene | null,
    layout: null as TableLayout | null,
    time: 0,
    dirty: true,
    moved: false,
  });

  useEffect(() => {
    const l = live.current;
    if (l.scene && l.layout === layout && sameScene(l.scene, scene)) return;
    const now = l.time;
    // A new layout (the slot turned) puts everything in place at once; a new scene moves it.
    const jump = reducedMotion || l.layout !== layout;
    const nextDiscs: Item[] = discItems(scene, layout);
    const nextCards: Item[] = cardItems(scene, layout);
    const before = new Map([...restingPoses(l.discs), ...restingPoses(l.cards)]);
    const plan = jump
      ? NO_PLAN
      : planChange(l.scene, scene, layout, before, [...nextDiscs, ...nextCards]);
    l.discs = retarget(l.discs, nextDiscs, plan, now, jump);
    // Flights are chips: they go with the discs only.
    l.cards = retarget(l.cards, nextCards, { ...plan, flights: [] }, now, jump);
    l.scene = scene;
    l.layout = layout;
    l.dirty = true;
    invalidate();
  }, [scene, layout, reducedMotion, invalidate]);

  useEffect(() => {
    live.current.dirty = true;
    invalidate();
  }, [cards, invalidate]);

  useAnimation('bonanza-pieces', (_dt, time) => {
    const l = live.current;
    l.time = time;
    const still = !moving(l.discs.values(), time) && !moving(l.cards.values(), time);
    return paintFrame(l, still, () => {
      draw(discs, l.discs, time, (i, v) => discs.setColorAt(i, colour.setHex(v)));
      if (discs.instanceColor) discs.instanceColor.needsUpdate = true;
      const cells = geometry.getAttribute('aCell');
      draw(cards, l.cards, time, (i, v) => {
        cells.setX(i, cellOfLook(v));
        cards.setColorAt(i, isLit(v) ? colour.setHex(LIT_TINT) : colour.setHex(0xffffff));
      });
      cells.needsUpdate = true;
      if (cards.instanceColor) cards.instanceColor.needsUpdate = true;
    });
  });

  return (
    <>
      <primitive object={discs} />
      <primitive object={cards} />
    </>
  );
}
