// All 43 cards as one instanced mesh (one draw call), animated towards their places in the frame loop.
import { useThree } from '@react-three/fiber';
import { damp3, dampQ } from 'maath/easing';
import { useEffect, useMemo, useRef } from 'react';
import { Color, type InstancedMesh, Matrix4, Vector3 } from 'three';
import type { EditionId } from '../rules/editions';
import { useAnimation } from '../../../table/animate';
import { DYNAMIC_MASK } from '../../../table/layers';
import { CARD_ATLAS, drawAtlas, faceCell } from './atlas';
import { CARD_SIZE } from './constants';
import { cardGeometry } from '../../../table/cardGeometry';
import { atlasTexture, cardMaterial, cellAttribute } from '../../../table/cardMaterial';
import { chosenSpot } from './fan';
import { useFanHits } from './FanHits';
import type { Frame } from './framing';
import {
  CARD_COUNT,
  CARD_EASE_S,
  type CardLook,
  cardLooks,
  type CardState,
  cardPlaces,
  cardStateOf,
  dealStagger,
  fanCarried,
  type Place,
  tapPoint,
} from './places';
import { selCardInputs } from '../view/scene';
import { type SceneStore, useFrameLayout, useSceneStore } from './store';
import { useCommitCount } from '../../../table/stats';
import { sameSlices, useTableEffect } from './subscribe';

const matrix = new Matrix4();
const plain = new Color(1, 1, 1);
/** Brighter than white (instance colours multiply the card): the revealed winning hand glows. */
const glowing = new Color(1.5, 1.4, 1.05);
/** A warm cream (the card's white paper takes it, its print darkens a little): the card just received. */
const received = new Color(1, 0.8, 0.5);
const LOOKS: Record<CardLook, Color> = { plain, glow: glowing, new: received };

/** Lights up the cards of every revealed hand that wins, and marks the person's new card. */
function paintLooks(mesh: InstancedMesh, places: readonly Place[], state: CardState): void {
  cardLooks(places, state).forEach((look, card) => mesh.setColorAt(card, LOOKS[look]));
  if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
}
const size = new Vector3();
/** Within this distance of its place a card rests (world units; the fan's cards are ~0.3 wide). */
const RESTING = 0.01;

/**
 * Moves at once every card that rested in the person's fan to its place in the new frame (a card
 * on its way somewhere keeps easing): see fanCarried.
 */
function carryResting(store: SceneStore, before: readonly Place[], after: readonly Place[]): void {
  for (const card of fanCarried(before, after, store.cards.pos, RESTING)) {
    const t = after[card]!.pose;
    store.cards.pos[card]?.copy(t.position);
    store.cards.quat[card]?.copy(t.quaternion);
    store.cards.scale[card]?.set(t.scale, t.scale, t.scale * (t.thin ?? 1));
  }
}

/** A new hand: every card starts on the dealer's spot and flies out in deal order. */
function startDeal(
  store: SceneStore,
  places: readonly Place[],
  state: CardState,
  time: number,
  delay: Float32Array,
  dealSeconds: number,
) {
  const deck = chosenSpot(state.dealer, state.players);
  let last = 0;
  for (const place of places) if (place.kind !== 'away' && place.order > last) last = place.order;
  const stagger = store.reducedMotion ? 0 : dealStagger(last, dealSeconds);
  places.forEach((place, card) => {
    if (place.kind === 'away') return;
    store.cards.pos[card]?.copy(deck.position).setY(0.004 + card * 0.0005);
    store.cards.quat[card]?.copy(deck.quaternion);
    store.cards.scale[card]?.setScalar(deck.scale);
    delay[card] = time + place.order * stagger;
  });
}

export function Cards({ players, edition }: { players: number; edition: EditionId }) {
  useCommitCount();
  const store = useSceneStore();
  const frame = useFrameLayout();
  const invalidate = useThree((s) => s.invalidate);
  const fanHits = useFanHits();
  const geometry = useMemo(() => {
    const g = cardGeometry(CARD_SIZE);
    const cells = cellAttribute(CARD_COUNT);
    for (let card = 0; card < CARD_COUNT; card += 1) cells.setX(card, faceCell(card));
    g.setAttribute('aCell', cells);
    return g;
  }, []);
  const material = useMemo(
    () => cardMaterial(atlasTexture(drawAtlas(edition)), CARD_ATLAS),
    [edition],
  );
  useEffect(
    () => () => {
      geometry.dispose();
      material.map?.dispose();
      material.dispose();
    },
    [geometry, material],
  );

  const mesh = useRef<InstancedMesh>(null);
  // Instance colours exist from the start, so the material is compiled with them once.
  useEffect(() => {
    const m = mesh.current;
    if (!m) return;
    for (let card = 0; card < CARD_COUNT; card += 1) m.setColorAt(card, plain);
    material.needsUpdate = true;
  }, [material]);
  const anim = useRef({ time: 0, handNo: -1, delay: new Float32Array(CARD_COUNT) });
  const live = useRef<{ frame: Frame; state: CardState | null; places: Place[] }>({
    frame,
    state: null,
    places: [],
  });

  /** New places for the current state: the frame loop moves the cards there (no React commit). */
  const place = () => {
    const l = live.current;
    if (!l.state) return;
    l.places = cardPlaces(l.state, l.frame);
    l.places.forEach((p, card) => store.tapLocal[card]?.copy(tapPoint(p, l.frame)));
    if (mesh.current) paintLooks(mesh.current, l.places, l.state);
    fanHits.update(l.places);
    invalidate();
  };
  useTableEffect(
    selCardInputs,
    (v) => {
      live.current.state = cardStateOf(players, v);
      place();
      const a = anim.current;
      if (v[5] !== a.handNo) {
        a.handNo = v[5];
        startDeal(store, live.current.places, live.current.state, a.time, a.delay, v[9] / 1000);
      }
    },
    sameSlices,
  );
  useEffect(() => {
    const l = live.current;
    const reframed = l.frame !== frame;
    const before = l.places;
    l.frame = frame;
    place();
    // The person's fan hangs in front of the camera: when the table is framed again (the HUD's
    // prompt took a second line, the screen turned) its resting cards go to their new poses at
    // once, so they stay where they were on the screen rather than drop and ease back.
    if (reframed) carryResting(store, before, l.places);
  });

  useAnimation('cards', (dt) => {
    const m = mesh.current;
    if (!m) return false;
    const a = anim.current;
    a.time += dt;
    const smooth = store.reducedMotion ? 0.04 : CARD_EASE_S;
    let moving = false;
    live.current.places.forEach((place, card) => {
      const pos = store.cards.pos[card];
      const quat = store.cards.quat[card];
      const scale = store.cards.scale[card];
      if (!pos || !quat || !scale) return;
      if (a.time >= (a.delay[card] ?? 0)) {
        const t = place.pose;
        size.set(t.scale, t.scale, t.scale * (t.thin ?? 1));
        moving = damp3(pos, t.position, smooth, dt) || moving;
        moving = dampQ(quat, t.quaternion, smooth, dt) || moving;
        moving = damp3(scale, size, smooth, dt) || moving;
      } else moving = true;
      m.setMatrixAt(card, matrix.compose(pos, quat, scale));
    });
    m.instanceMatrix.needsUpdate = true;
    return moving;
  });

  return (
    <>
      <instancedMesh
        ref={mesh}
        name="cards"
        args={[geometry, material, CARD_COUNT]}
        frustumCulled={false}
        layers-mask={DYNAMIC_MASK}
      />
      {fanHits.hits}
    </>
  );
}
