// The table cache's signature sees every change of the static layer and none of the dynamic one; instance writes.
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
import { setInstanceMatrix } from '../../src/scene/instances';
import { DYNAMIC_MASK, seeBothLayers } from '../../src/scene/layers';
import { type FrameKind, planFrame } from '../../src/scene/static-cache';
import { changed, staticSignature } from '../../src/scene/static-signature';

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
  const sig = () => {
    scene.updateMatrixWorld();
    camera.updateMatrixWorld();
    return staticSignature(scene, camera);
  };
  const last = sig().slice();
  /** Whether the static layer changed since the last look. */
  const moved = () => changed(last, sig());
  return { scene, camera, board, felt, sticks, cards, hit, light, moved };
}

describe('static layer signature', () => {
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

  it('does not fill the cache while a stick flies, and fills it once when it lands', () => {
    // The static layer changes in frames 2-6 (a stick in flight), then stays.
    const changes = [false, false, true, true, true, true, true, false, false, false];
    let valid = false;
    let before = false;
    const kinds: FrameKind[] = changes.map((now) => {
      const kind = planFrame(now, before, valid);
      before = now;
      valid = kind !== 'whole';
      return kind;
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
