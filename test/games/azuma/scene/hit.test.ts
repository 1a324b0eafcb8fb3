// Which object a tap hits: every fan card on its uncovered part (nearest box first), every stick near where it stands.
import { describe, expect, it } from 'vitest';
import {
  BoxGeometry,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Raycaster,
  Scene,
  Vector2,
  Vector3,
} from 'three';
import { CARD_H, CARD_W } from '../../../../src/games/azuma/scene/constants';
import { frameCamera, toNdc } from '../../../../src/games/azuma/scene/framing';
import { boxRaycast } from '../../../../src/table/hit';
import { cardPlaces, tapPoint } from '../../../../src/games/azuma/scene/places';
import { grabPoint, pickStick } from '../../../../src/games/azuma/scene/picker';
import { stickRest } from '../../../../src/games/azuma/scene/stickMotion';
import { createSceneStore } from '../../../../src/games/azuma/scene/store';
import { stickSpots } from '../../../../src/games/azuma/scene/TableInput';

const hidden = new MeshBasicMaterial({ visible: false });
const cardBox = new BoxGeometry(CARD_W, CARD_H, 0.02);

function setup(width: number, height: number, players: number, handSize: number) {
  const frame = frameCamera({ width, height, players, fanCards: handSize });
  const aspect = width / height;
  const camera = new PerspectiveCamera(frame.fov, aspect, 0.05, 30);
  camera.position.copy(frame.position);
  camera.quaternion.copy(frame.quaternion);
  camera.updateMatrixWorld();
  const scene = new Scene();
  const hand = Array.from({ length: handSize }, (_, i) => i * 4 + (i % 4));
  const hands = [hand, ...Array.from({ length: players - 1 }, () => [] as number[])];
  const places = cardPlaces(
    {
      players,
      hands,
      chosen: hands.map(() => null),
      transit: [],
      shown: null,
      dealer: 1,
      outOfPlay: [],
    },
    frame,
  );
  places.forEach((p, card) => {
    if (p.kind !== 'fan') return;
    const m = new Mesh(cardBox, hidden);
    m.name = `card-${card}`;
    m.position.copy(p.pose.position);
    m.quaternion.copy(p.pose.quaternion);
    m.scale.setScalar(p.pose.scale);
    m.raycast = boxRaycast;
    scene.add(m);
  });
  scene.updateMatrixWorld(true);
  const raycaster = new Raycaster();
  const hitAt = (world: Vector3) => {
    const ndc = toNdc(frame, world);
    raycaster.setFromCamera(new Vector2(ndc.x, ndc.y), camera);
    return raycaster.intersectObjects(scene.children, false)[0]?.object.name ?? null;
  };
  const size = { left: 0, top: 0, width, height };
  const sticks = players - 1;
  const spotsOf = (taken: readonly number[], needed?: readonly number[]) =>
    Array.from({ length: sticks }, (_, stick) => ({
      stick,
      base: stickRest(stick, sticks, 0.4),
      free: !taken.includes(stick),
      needed: needed?.includes(stick) ?? false,
    }));
  const pickAt = (world: Vector3, taken: readonly number[] = [], needed?: readonly number[]) => {
    const ndc = toNdc(frame, world);
    const x = ((ndc.x + 1) / 2) * width;
    const y = ((1 - ndc.y) / 2) * height;
    return pickStick(x, y, spotsOf(taken, needed), camera, size);
  };
  return { places, hitAt, pickAt, sticks, hand, frame };
}

describe('hit areas', () => {
  for (const [label, w, h] of [
    ['landscape', 1024, 768],
    ['portrait', 768, 1024],
    ['phone portrait', 390, 844],
    ['small phone, two rows', 360, 640],
    ['phone landscape', 844, 390],
  ] as const)
    for (const n of [7, 8])
      it(`${label}, ${n} cards: a tap on each card's tap point chooses that card`, () => {
        const { places, hitAt, hand, frame } = setup(w, h, 6, n);
        for (const card of hand) {
          const p = places[card]!;
          const world = tapPoint(p, frame)
            .multiplyScalar(p.pose.scale)
            .applyQuaternion(p.pose.quaternion)
            .add(p.pose.position);
          expect(hitAt(world)).toBe(`card-${card}`);
        }
      });

  it('a press on a stick takes that stick, its foot too; out on the felt, none', () => {
    const { pickAt, sticks } = setup(1024, 768, 6, 7);
    for (let s = 0; s < sticks; s += 1) {
      const base = stickRest(s, sticks, 0.4);
      expect(pickAt(grabPoint(base))).toBe(s);
      expect(pickAt(base.clone().setY(0.1))).toBe(s);
    }
    expect(pickAt(new Vector3(1.1, 0, -0.3))).toBeNull();
    expect(pickAt(new Vector3(-1.0, 0, 0.5))).toBeNull();
  });

  it('a press between a taken stick and a free one takes the free one; a lone taken globe is still named', () => {
    // A phone's board is small: a press near one globe is within reach of its neighbour's shaft too.
    const { pickAt, sticks } = setup(390, 844, 6, 7);
    for (let s = 0; s < sticks; s += 1) {
      const next = (s + 1) % sticks;
      const a = stickRest(s, sticks, 0.4).setY(0.1);
      const b = stickRest(next, sticks, 0.4).setY(0.1);
      const press = a.clone().lerp(b, 0.35);
      const nearest = pickAt(press);
      expect(nearest).not.toBeNull();
      // The nearest taken: the press goes to a free stick in reach instead.
      const instead = pickAt(press, [nearest!]);
      expect(instead).not.toBeNull();
      expect(instead).not.toBe(nearest);
      // Every stick taken: the press names the nearest one (the table answers "too late").
      expect(pickAt(press, [...Array(sticks).keys()])).toBe(nearest);
    }
  });

  it('a press on a stick worth nothing (its colour already scored) takes a needed one in reach instead', () => {
    // A phone: sticks are a few pixels wide; a press meant for one colour often lands on another.
    const { pickAt, sticks } = setup(390, 844, 6, 7);
    let redirected = 0;
    for (let s = 0; s < sticks; s += 1) {
      const next = (s + 1) % sticks;
      const press = stickRest(s, sticks, 0.4).setY(0.1);
      // Every colour needed (the round's start), or none: the stick pressed.
      expect(pickAt(press)).toBe(s);
      expect(pickAt(press, [], [...Array(sticks).keys()])).toBe(s);
      // Only its neighbour's colour needed: the neighbour if in reach, else still the stick pressed.
      const took = pickAt(press, [], [next]);
      expect([s, next]).toContain(took);
      if (took === next) redirected += 1;
      // A needed stick already taken: the free one pressed.
      expect(pickAt(press, [next], [next])).toBe(s);
    }
    expect(redirected).toBeGreaterThan(0);
    // Far from every needed stick (out on the felt beyond reach): nothing.
    expect(pickAt(new Vector3(1.1, 0, -0.3), [], [0])).toBeNull();
  });

  it("the table's stick spots mark the free sticks of the person's needed colours", () => {
    const sticks = [
      { owner: null, colour: 'blue' as const },
      { owner: 2, colour: 'red' as const },
      { owner: null, colour: 'pink' as const },
    ];
    const spots = stickSpots(createSceneStore(), sticks, ['pink', 'red']);
    expect(spots.map((p) => [p.stick, p.free, p.needed])).toEqual([
      [0, true, false],
      [1, false, true],
      [2, true, true],
    ]);
  });

  it('the right end of a covered card hits the card on top of it', () => {
    const { places, hitAt, hand } = setup(1024, 768, 4, 7);
    const byslot = [...hand].sort((a, b) => places[a]!.slot - places[b]!.slot);
    const first = places[byslot[0]!]!;
    const right = new Vector3(CARD_W * 0.4, 0, 0)
      .multiplyScalar(first.pose.scale)
      .applyQuaternion(first.pose.quaternion)
      .add(first.pose.position);
    expect(hitAt(right)).toBe(`card-${byslot[1]}`);
  });
});
