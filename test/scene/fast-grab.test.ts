// The native grab picker: the stick under the press, none on empty table, none when a fan card is in front.
import { describe, expect, it } from 'vitest';
import type { RootState } from '@react-three/fiber';
import { BoxGeometry, Mesh, MeshBasicMaterial, PerspectiveCamera, Scene, Vector3 } from 'three';
import { STICK_HIT } from '../../src/scene/constants';
import { makePicker, stickScreenPoints } from '../../src/scene/useFastGrab';

const size = { left: 10, top: 20, width: 400, height: 300 };

function setup() {
  const scene = new Scene();
  const camera = new PerspectiveCamera(50, size.width / size.height, 0.1, 50);
  camera.position.set(0, 0, 6);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  const box = new BoxGeometry(0.4, 2, 0.4);
  const material = new MeshBasicMaterial({ visible: false });
  const sticks = [-1.5, 0, 1.5].map((x) => {
    const m = new Mesh(box, material);
    m.position.set(x, 0, 0);
    scene.add(m);
    return m;
  });
  const card = new Mesh(new BoxGeometry(0.8, 1, 0.02), material);
  card.name = 'fan-hit-0';
  card.position.set(1.5, -0.5, 2);
  scene.add(card);
  scene.updateMatrixWorld(true);
  const state = { camera, size, scene } as unknown as RootState;
  const pick = makePicker(() => state, { current: sticks });
  const screen = (x: number, y: number, z = 0) => {
    const p = new Vector3(x, y, z).project(camera);
    return [
      size.left + ((p.x + 1) / 2) * size.width,
      size.top + ((1 - p.y) / 2) * size.height,
    ] as const;
  };
  return { pick, screen, state };
}

describe('makePicker', () => {
  it('finds the stick under the press', () => {
    const { pick, screen } = setup();
    expect(pick(...screen(-1.5, 0.5))).toBe(0);
    expect(pick(...screen(0, -0.8))).toBe(1);
    expect(pick(...screen(1.5, 0.8))).toBe(2);
  });

  it('finds nothing on the empty table, and nothing when a fan card is in front of the stick', () => {
    const { pick, screen } = setup();
    expect(pick(...screen(-0.75, 0))).toBe(-1);
    expect(pick(...screen(1.5, -0.5, 2))).toBe(-1);
  });

  it('skips sticks whose hit box is not mounted', () => {
    const { pick, screen, state } = setup();
    const at = screen(0, 0);
    const unmounted = makePicker(() => state, { current: [null, null, null] });
    expect(pick(...at)).toBe(1);
    expect(unmounted(...at)).toBe(-1);
  });
});

describe('stickScreenPoints', () => {
  it("gives a point on every mounted stick's hit box (the warm-up presses there)", () => {
    const scene = new Scene();
    const camera = new PerspectiveCamera(40, size.width / size.height, 0.05, 30);
    camera.position.set(0, 2, 2.5);
    camera.lookAt(0, 0, 0);
    camera.updateMatrixWorld();
    // The same hit box as the table's sticks: its centre high up the stick, not at the base.
    const hitBox = new BoxGeometry(STICK_HIT.w, STICK_HIT.h, STICK_HIT.w).translate(
      0,
      STICK_HIT.centre,
      0,
    );
    const material = new MeshBasicMaterial({ visible: false });
    const sticks = [-0.3, 0, 0.3].map((x, i) => {
      const m = new Mesh(hitBox, material);
      m.position.set(x, 0, i * 0.2 - 0.2);
      scene.add(m);
      return m;
    });
    scene.updateMatrixWorld(true);
    const state = { camera, size, scene } as unknown as RootState;
    const hits = { current: [sticks[0]!, null, sticks[2]!] };
    const points = stickScreenPoints(state, hits);
    expect(points).toHaveLength(2);
    const pick = makePicker(() => state, hits);
    expect(points.map(([x, y]) => pick(x, y))).toEqual([0, 2]);
  });
});
