// Touches on the board: a tap picks the field under the finger (found on the board's plane, no mesh picking); a drag pans a board larger than the screen.
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { type PerspectiveCamera, Plane, Raycaster, Vector2, Vector3 } from 'three';
import { answerTap } from '../view/answer-tap';
import { useGame } from '../view/GameContext';
import { useTapNotes } from '../view/tap-notes';
import { BOARD_TOP, fieldAt } from './geometry';
import type { BoardPan } from './pan';

const plane = new Plane(new Vector3(0, 1, 0), -BOARD_TOP / 2);
const ray = new Raycaster();
const ndc = new Vector2();
const hit = new Vector3();
/** A finger that moves farther than this (CSS px) drags, it does not tap. */
const SLOP = 10;

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

export function BoardInput(props: { pan: BoardPan }) {
  const game = useGame();
  const notes = useTapNotes();
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const canvas = useThree((s) => s.gl.domElement);
  const { pan } = props;
  useEffect(() => {
    const tap = (clientX: number, clientY: number) => {
      const r = canvas.getBoundingClientRect();
      answerTap(
        game,
        notes,
        fieldAtPoint(camera, clientX - r.left, clientY - r.top, r.width, r.height),
      );
    };
    // A board that fits takes a tap at once; one that pans waits to see whether the finger drags.
    let down: {
      id: number;
      x: number;
      y: number;
      lastX: number;
      lastY: number;
      drag: boolean;
    } | null = null;
    const onDown = (e: PointerEvent) => {
      if (!e.isPrimary) return;
      if (!pan.pannable) {
        tap(e.clientX, e.clientY);
        return;
      }
      down = {
        id: e.pointerId,
        x: e.clientX,
        y: e.clientY,
        lastX: e.clientX,
        lastY: e.clientY,
        drag: false,
      };
    };
    const onMove = (e: PointerEvent) => {
      if (!down || e.pointerId !== down.id) return;
      if (!down.drag && Math.hypot(e.clientX - down.x, e.clientY - down.y) > SLOP) down.drag = true;
      if (down.drag) pan.by(e.clientX - down.lastX, e.clientY - down.lastY);
      down.lastX = e.clientX;
      down.lastY = e.clientY;
    };
    const onUp = (e: PointerEvent) => {
      if (!down || e.pointerId !== down.id) return;
      if (!down.drag) tap(down.x, down.y);
      down = null;
    };
    const onCancel = () => (down = null);
    canvas.addEventListener('pointerdown', onDown);
    canvas.addEventListener('pointermove', onMove);
    canvas.addEventListener('pointerup', onUp);
    canvas.addEventListener('pointercancel', onCancel);
    return () => {
      canvas.removeEventListener('pointerdown', onDown);
      canvas.removeEventListener('pointermove', onMove);
      canvas.removeEventListener('pointerup', onUp);
      canvas.removeEventListener('pointercancel', onCancel);
    };
  }, [game, notes, camera, canvas, pan]);
  return null;
}
