// Taps on the board: the field under the finger, found on the board's plane (no mesh picking), turned into the person's choice.
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { type PerspectiveCamera, Plane, Raycaster, Vector2, Vector3 } from 'three';
import { personActions, useGame } from '../view/GameContext';
import { selectHighlights } from '../view/selectors';
import { tapAction } from '../view/tap';
import { BOARD_TOP, fieldAt } from './geometry';

const plane = new Plane(new Vector3(0, 1, 0), -BOARD_TOP / 2);
const ray = new Raycaster();
const ndc = new Vector2();
const hit = new Vector3();

/** The field at a point of the canvas (CSS px from its top left), or -1. */
export function fieldAtPoint(
  camera: PerspectiveCamera,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  ndc.set((x / w) * 2 - 1, 1 - (y / h) * 2);
  ray.setFromCamera(ndc, camera);
  return ray.ray.intersectPlane(plane, hit) ? fieldAt(hit.x, hit.z) : -1;
}

export function BoardInput() {
  const game = useGame();
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const canvas = useThree((s) => s.gl.domElement);
  useEffect(() => {
    const act = personActions(game);
    const down = (e: PointerEvent) => {
      if (!e.isPrimary) return;
      const r = canvas.getBoundingClientRect();
      const field = fieldAtPoint(camera, e.clientX - r.left, e.clientY - r.top, r.width, r.height);
      const a = tapAction(selectHighlights(game.actor.getSnapshot()), field);
      if (a.kind === 'chevron') act.chevron(a.field);
      else if (a.kind === 'target') act.target(a.field);
      else if (a.kind === 'cancel') act.cancel();
    };
    canvas.addEventListener('pointerdown', down);
    return () => canvas.removeEventListener('pointerdown', down);
  }, [game, camera, canvas]);
  return null;
}
