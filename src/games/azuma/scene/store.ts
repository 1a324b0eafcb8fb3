// Shared, mutable per-scene state read and written in frame loops (never React state): poses, board angle.
import { createContext, useContext, useEffect, useMemo } from 'react';
import { Quaternion, Vector3 } from 'three';
import { useThree } from '@react-three/fiber';
import { CARD_COUNT } from './places';
import { useReserve } from '../../../table/bridge';
import { type Frame, frameCamera } from './framing';

export interface SceneStore {
  /** The board's displayed rotation (radians), damped towards the table's or the drag's. */
  readonly board: { angle: number; drag: number | null };
  /** Current (animated) card poses by card id. */
  readonly cards: { pos: Vector3[]; quat: Quaternion[]; scale: Vector3[] };
  /** Where each card is tapped in its local space (fan cards are partly covered). */
  readonly tapLocal: Vector3[];
  /** Current stick base positions and the centre of each stick's hit box. */
  readonly sticks: { base: Vector3[]; hit: Vector3[] };
  reducedMotion: boolean;
}

export function createSceneStore(): SceneStore {
  return {
    board: { angle: 0, drag: null },
    cards: {
      pos: Array.from({ length: CARD_COUNT }, () => new Vector3(0, -1, 0)),
      quat: Array.from({ length: CARD_COUNT }, () => new Quaternion()),
      scale: Array.from({ length: CARD_COUNT }, () => new Vector3(1e-4, 1e-4, 1e-4)),
    },
    tapLocal: Array.from({ length: CARD_COUNT }, () => new Vector3()),
    sticks: {
      base: Array.from({ length: 5 }, () => new Vector3()),
      hit: Array.from({ length: 5 }, () => new Vector3()),
    },
    reducedMotion: false,
  };
}

export const SceneStoreContext = createContext<SceneStore | null>(null);

export function useSceneStore(): SceneStore {
  const store = useContext(SceneStoreContext);
  if (!store) throw new Error('useSceneStore outside the table scene');
  return store;
}

/** The table's camera frame, made once per canvas size, reserve and table (FrameProvider). */
export const FrameContext = createContext<Frame | null>(null);

/** The camera frame for the current canvas size (changes only on resize). */
export function useFrameLayout(): Frame {
  const frame = useContext(FrameContext);
  if (!frame) throw new Error('useFrameLayout outside the table scene');
  return frame;
}

/** The frame for the canvas size, the overlay's reserve and this table. */
export function useMakeFrame(players: number, fanCards: number): Frame {
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  const { top, bottom } = useReserve();
  return useMemo(
    () => frameCamera({ width, height, players, fanCards, reserveTop: top, reserveBottom: bottom }),
    [width, height, players, fanCards, top, bottom],
  );
}

/** Frees materials (and their textures) made by a component when it unmounts. */
export function useDispose(
  ...things: readonly { dispose(): void; map?: { dispose(): void } | null }[]
): void {
  useEffect(
    () => () => {
      for (const t of things) {
        t.map?.dispose();
        t.dispose();
      }
    },
    // One call site always passes the same number of things.
    things,
  );
}
