// The table cache's watch sees every change of the static layer and none of the dynamic one; hot meshes; instance writes.
import {
  BoxGeometry,
  CanvasTexture,
  DirectionalLight,
  Group,
  InstancedMesh,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  PerspectiveCamera,
  Scene,
} from 'three';
import { describe, expect, it } from 'vitest';
import { setInstanceMatrix } from '../../src/table/instances';
import { DYNAMIC_MASK, seeBothLayers } from '../../src/table/layers';
import { type FrameKind, planFrame } from '../../src/table/static-cache';
import { COOL_FRAMES, createStaticWatch, watchStatic } from '../../src/table/static-watch';

function table() {
  const scene = new Scene();
  const camera = new PerspectiveCamera(40, 1.3, 0.05, 30);
  camera.position.set(0, 2, 2.5);
  const board = new Group();
  const felt = new Mesh(new BoxGeometry(1, 0.1, 1), new MeshLambertMaterial({ color: '#2a6' }));
  const sticks = new InstancedMesh(new BoxGeometry(0.02, 0.4, 0.02), new MeshLambertMaterial(), 3);
  const cards = new Mesh(new BoxGeometry(0.1, 0.01, 0.14), new MeshLambertMaterial());
  cards.layers.mask = DYNAMIC_MASK;
  const hit = new Mesh(new BoxGeometry(0.1, 0.1, 0.1), new MeshBasicMaterial({ visible: false }));
  const light = new DirectionalLight('#fff', 2);
  board.add(felt, sticks);
  scene.add(board, cards, hit, light);
  const watch = createStaticWatch();
  /** One frame's look: whether the cached still part of the static layer is out of date. */
  const moved = () => {
    scene.updateMatrixWorld();
    camera.updateMatrixWorld();
    return watchStatic(scene, camera, [640, 480], watch);
  };
  moved();
  return { scene, camera, board, felt, sticks, cards, hit, light, moved, watch };
}

/** The kinds of `frames` frames planned as drawFrame plans them, `change` run before each look. */
function planFrames(
  t: ReturnType<typeof table>,
  frames: number,
  change: (frame: number) => void,
): FrameKind[] {
  let valid = false;
  let before = false;
  const kinds: FrameKind[] = [];
  for (let f = 0; f < frames; f += 1) {
    change(f);
    const stale = t.moved();
    const kind = planFrame(stale, before, valid);
    before = stale;
    valid = kind !== 'whole';
    kinds.push(kind);
  }
  return kinds;
}

describe('static layer watch', () => {
  it('is the same while nothing changes, and when only the dynamic layer or invisible meshes move', () => {
    const t = table();
    expect(t.moved()).toBe(false);
    t.cards.position.x += 0.3;
    t.cards.rotation.z = 1;
    (t.cards.material as MeshLambertMaterial).color.set('#f00');
    expect(t.moved()).toBe(false);
    t.hit.position.y = 1;
    expect(t.moved()).toBe(false);
  });

  it.each([
    [
      'a static mesh moves with its group',
      (t: ReturnType<typeof table>) => void (t.board.rotation.y = 0.2),
    ],
    ['a static mesh is hidden', (t: ReturnType<typeof table>) => void (t.felt.visible = false)],
    ['its group is hidden', (t: ReturnType<typeof table>) => void (t.board.visible = false)],
    [
      'a colour changes',
      (t: ReturnType<typeof table>) =>
        void (t.felt.material as MeshLambertMaterial).color.set('#123'),
    ],
    [
      'a material recompiles',
      (t: ReturnType<typeof table>) =>
        void ((t.felt.material as MeshLambertMaterial).needsUpdate = true),
    ],
    [
      'an instance moves',
      (t: ReturnType<typeof table>) => {
        t.sticks.setMatrixAt(1, new Matrix4().makeTranslation(0.1, 0, 0));
        t.sticks.instanceMatrix.needsUpdate = true;
      },
    ],
    [
      'a texture is redrawn',
      (t: ReturnType<typeof table>) => {
        const m = t.felt.material as MeshLambertMaterial;
        m.map = new CanvasTexture({ width: 1, height: 1 } as unknown as HTMLCanvasElement);
        m.map.needsUpdate = true;
      },
    ],
    ['the camera moves', (t: ReturnType<typeof table>) => void (t.camera.position.x = 0.5)],
    [
      'the camera zooms',
      (t: ReturnType<typeof table>) => {
        t.camera.fov = 30;
        t.camera.updateProjectionMatrix();
      },
    ],
    ['a light dims', (t: ReturnType<typeof table>) => void (t.light.intensity = 1)],
    [
      'a geometry attribute is rewritten',
      (t: ReturnType<typeof table>) =>
        void (t.felt.geometry.attributes.position!.needsUpdate = true),
    ],
  ])('changes when %s', (_, change) => {
    const t = table();
    change(t);
    expect(t.moved()).toBe(true);
    expect(t.moved()).toBe(false); // and it is remembered
  });

  it('both layers are seen by the camera and lit by the lights, shadows included', () => {
    const t = table();
    seeBothLayers(t.camera, t.scene);
    expect(t.camera.layers.test(t.cards.layers)).toBe(true);
    expect(t.light.layers.test(t.cards.layers)).toBe(true);
    expect(t.light.shadow.camera.layers.test(t.cards.layers)).toBe(true);
    expect(t.camera.layers.test(t.felt.layers)).toBe(true);
  });
});

describe('hot meshes', () => {
  let x = 0;
  const step = (t: ReturnType<typeof table>) => {
    t.sticks.setMatrixAt(0, new Matrix4().makeTranslation((x += 0.01), 0, 0));
    t.sticks.instanceMatrix.needsUpdate = true;
  };

  it('a moving mesh leaves the cache once, is drawn over it while it moves, and returns once at rest', () => {
    const t = table();
    step(t);
    expect(t.moved()).toBe(true);
    expect(t.watch.hot).toEqual([t.sticks]);
    for (let i = 0; i < 10; i += 1) {
      step(t);
      expect(t.moved()).toBe(false);
      expect(t.watch.hot).toEqual([t.sticks]);
    }
    const rest: boolean[] = [];
    for (let i = 0; i < COOL_FRAMES + 2; i += 1) rest.push(t.moved());
    expect(rest.filter(Boolean)).toHaveLength(1);
    expect(rest[COOL_FRAMES - 1]).toBe(true);
    expect(t.watch.hot).toEqual([]);
  });

  it('a hot mesh that goes away does not make the cache stale; a new mesh does', () => {
    const t = table();
    step(t);
    t.moved();
    t.sticks.visible = false;
    expect(t.moved()).toBe(false);
    t.board.add(new Mesh(new BoxGeometry(0.1, 0.1, 0.1), new MeshLambertMaterial()));
    expect(t.moved()).toBe(true);
    expect(t.moved()).toBe(false);
  });

  it('a stick flight draws no whole frame and fills the cache twice (leaving and landing)', () => {
    const t = table();
    const kinds = planFrames(t, 50, (f) => {
      if (f >= 2 && f <= 10) step(t);
    });
    expect(kinds.filter((k) => k === 'whole')).toEqual([]);
    expect(kinds.filter((k) => k === 'rebuilt')).toHaveLength(3); // the first frame, leaving, landing
    expect(kinds[2]).toBe('rebuilt');
    expect(kinds[10 + COOL_FRAMES]).toBe('rebuilt');
  });
});

describe('instance matrices', () => {
  it('are written (and reported) only when they change, compared as the 32-bit floats stored', () => {
    const mesh = new InstancedMesh(new BoxGeometry(), new MeshBasicMaterial(), 2);
    const m = new Matrix4().makeRotationY(0.1234567891).setPosition(0.1, 0.2, 0.3);
    expect(setInstanceMatrix(mesh, 1, m)).toBe(true);
    expect(setInstanceMatrix(mesh, 1, m.clone())).toBe(false);
    expect(setInstanceMatrix(mesh, 0, new Matrix4())).toBe(false); // already the identity
    expect(setInstanceMatrix(mesh, 1, m.clone().setPosition(0.1, 0.2, 0.31))).toBe(true);
    const read = new Matrix4();
    mesh.getMatrixAt(1, read);
    expect(read.elements[14]).toBeCloseTo(0.31, 6);
  });
});

describe('frame plan', () => {
  it('draws from the cache only when it is valid and nothing static changed', () => {
    expect(planFrame(false, false, true)).toBe('cached');
    expect(planFrame(false, true, true)).toBe('cached');
    expect(planFrame(false, false, false)).toBe('rebuilt');
    expect(planFrame(true, false, true)).toBe('rebuilt');
    expect(planFrame(true, true, true)).toBe('whole');
    expect(planFrame(true, true, false)).toBe('whole');
  });

  it('draws whole frames while the view keeps changing, and fills the cache once it stops', () => {
    const t = table();
    const kinds = planFrames(t, 10, (f) => {
      if (f >= 2 && f <= 6) t.camera.position.x += 0.01;
    });
    expect(kinds).toEqual([
      'rebuilt',
      'cached',
      'rebuilt',
      'whole',
      'whole',
      'whole',
      'whole',
      'rebuilt',
      'cached',
      'cached',
    ]);
  });
});
