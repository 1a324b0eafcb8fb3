// A tap that did nothing, seen on the board: an amber ring on the tapped field shakes and fades for a moment (drawn in useFrame from a ref).
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Mesh, MeshBasicMaterial } from 'three';
import { noteField } from '../view/tap-note';
import { useTapNotes } from '../view/tap-notes';
import { CELL, fieldCentre } from './geometry';
import { ringGeometry, TILE_HEIGHT } from './meshes';
import { TAP_FLASH } from './palette';

/** How long the flash lasts (ms of the scene's clock; nothing waits for it). */
const FLASH_MS = 650;
/** Side to side, this many times, narrowing as it fades. */
const SHAKES = 3;

export function TapFlash(props: { reducedMotion: boolean }) {
  const notes = useTapNotes();
  const invalidate = useThree((s) => s.invalidate);
  const mesh = useMemo(() => {
    const m = new Mesh(
      ringGeometry(0.24, 0.46),
      new MeshBasicMaterial({ color: TAP_FLASH, toneMapped: false, transparent: true }),
    );
    m.visible = false;
    m.frustumCulled = false;
    return m;
  }, []);
  const flash = useRef({ field: -1, seq: 0, startedAt: 0 });

  useEffect(
    () =>
      notes.subscribe(() => {
        const e = notes.value;
        if (!e || e.seq === flash.current.seq) return;
        flash.current = { field: noteField(e.note), seq: e.seq, startedAt: performance.now() };
        invalidate();
      }),
    [notes, invalidate],
  );

  useEffect(
    () => () => {
      mesh.geometry.dispose();
      mesh.material.dispose();
    },
    [mesh],
  );

  useFrame(() => {
    const f = flash.current;
    if (f.field < 0) return;
    const t = (performance.now() - f.startedAt) / FLASH_MS;
    if (t >= 1) {
      mesh.visible = false;
      f.field = -1;
      return;
    }
    const [x, z] = fieldCentre(f.field);
    const shake = props.reducedMotion
      ? 0
      : Math.sin(t * Math.PI * 2 * SHAKES) * (1 - t) * CELL * 0.1;
    mesh.position.set(x + shake, TILE_HEIGHT + 0.004, z);
    mesh.material.opacity = 1 - t * t;
    mesh.visible = true;
    invalidate();
  });

  return <primitive object={mesh} />;
}
