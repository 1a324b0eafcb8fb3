// The 3D BONANZA table: the baize, the sheet and its chips, the seats' stacks and fans, the piles, shown and played cards, framed in the overlay's slot.
import { useFrame, useThree } from '@react-three/fiber';
import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import { type PerspectiveCamera, Vector3 } from 'three';
import { GameCanvas } from '../../../table/GameCanvas';
import { renderInfo, sceneStats, useCommitCount } from '../../../table/stats';
import type { TableScene } from '../view/table-scene';
import type { ColourScheme } from './faces';
import { elevationFor, frameTable } from './framing';
import {
  heldOrientation,
  type HeldOrientation,
  type Orientation,
  orientationOf,
  type TableLayout,
  tableLayout,
} from './layout';
import { Pieces } from './Pieces';
import { type MarksState, seatMarks } from './seat-marks';
import { Sheet } from './Sheet';
import type { Printed } from './sheet-paint';
import type { SeatMarks } from '../view/seat-labels';

export type Slot = { left: number; top: number; width: number; height: number };

export interface Table3DProps {
  readonly scene: TableScene;
  readonly scheme: ColourScheme;
  readonly reducedMotion: boolean;
  /** The spaces' names printed on the sheet, in SPACES order, in the person's language. */
  readonly labels: readonly string[];
  /** The CSS px rectangle (viewport coordinates) the table must be framed in; null: the whole canvas. The game's DOM overlay (the person's hand at the bottom, seat plates, buttons) lies around it. */
  readonly slot: Slot | null;
  /** Hears where the seats and the pieces are on screen whenever the framing or the cards lying out change (for the seats' names). */
  readonly onMarks?: (marks: SeatMarks) => void;
  /** Hears a tap on the sheet. */
  readonly onSheet?: () => void;
}

const CAMERA = { fov: 35, near: 0.1, far: 200, position: [0, 10, 10] as [number, number, number] };

/** The slot in canvas coordinates (the whole canvas when there is none). */
function useCanvasSlot(slot: Slot | null): Slot {
  const size = useThree((s) => s.size);
  // By value: a screen passing an equal slot anew on every render moves nothing.
  const left = (slot?.left ?? size.left) - size.left;
  const top = (slot?.top ?? size.top) - size.top;
  const width = slot?.width ?? size.width;
  const height = slot?.height ?? size.height;
  return useMemo(() => ({ left, top, width, height }), [left, top, width, height]);
}

/** Keeps the camera framing the table in the slot (canvas size, slot, layout), and tells where the seats are on screen. */
function Framer(props: {
  layout: TableLayout;
  slot: Slot;
  marks: MarksState;
  onMarks: ((marks: SeatMarks) => void) | undefined;
}) {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const { layout, slot, marks, onMarks } = props;
  useEffect(() => {
    frameTable(camera, layout, {
      width: size.width,
      height: size.height,
      slot,
      elevation: elevationFor(slot.width, slot.height, layout.orientation),
    });
    invalidate();
    onMarks?.(seatMarks(camera, layout, size, marks));
  }, [camera, size, slot, layout, invalidate, marks, onMarks]);
  return null;
}

/** What of the scene moves the names (by value: an equal scene moves nothing). */
function useMarksState(scene: TableScene): MarksState {
  const shown = scene.shown.map((cards) => cards.length);
  const playing = scene.seats.filter((s) => !s.out).length;
  const key = `${shown.join(',')}|${scene.played.join(',')}|${playing}`;
  // The key stands for the values: a new scene with the same cards out keeps the same state.
  const { played } = scene;
  return useMemo(() => ({ shown, played, playing }), [key]);
}

/** The on-screen boxes (CSS px of the canvas) of the sheet's printed names and counts: their width and type size. */
function printedOnScreen(
  printed: readonly Printed[],
  camera: PerspectiveCamera,
  size: { width: number; height: number },
): { left: number; top: number; width: number; height: number }[] {
  const v = new Vector3();
  const at = (x: number, z: number) => {
    v.set(x, 0, z).project(camera);
    return [((v.x + 1) / 2) * size.width, ((1 - v.y) / 2) * size.height] as const;
  };
  return printed.map((p) => {
    const [l, top] = at(p.x - p.w / 2, p.z - p.em / 2);
    const [r, bottom] = at(p.x + p.w / 2, p.z + p.em / 2);
    return { left: l, top, width: r - l, height: bottom - top };
  });
}

/** Tests' probes (`?debug=1`): draw calls of the last frame, memory counts, frames drawn, the table's orientation, the seats' marks on screen, the sheet's type on screen. */
function Probes(props: {
  marks: RefObject<SeatMarks | null>;
  printed: RefObject<readonly Printed[]>;
  shape: RefObject<Orientation | null>;
}) {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const size = useThree((s) => s.size);
  useFrame(() => {
    sceneStats.frames += 1;
  });
  useEffect(() => {
    sceneStats.debug = true;
    const { marks, printed, shape } = props;
    const probes = {
      info: () => renderInfo(gl),
      orientation: () => shape.current,
      marks: () => marks.current,
      sheetType: () => printedOnScreen(printed.current, camera, size),
    };
    (globalThis as unknown as { __bonanzaTable?: typeof probes }).__bonanzaTable = probes;
    return () => {
      delete (globalThis as unknown as { __bonanzaTable?: typeof probes }).__bonanzaTable;
    };
  }, [gl, props, camera, size]);
  return null;
}

/** Everything inside the canvas: the layout follows the slot's orientation. */
function Table(
  props: Table3DProps & {
    printed: RefObject<readonly Printed[]>;
    shape: RefObject<Orientation | null>;
  },
) {
  useCommitCount();
  const slot = useCanvasSlot(props.slot);
  // The last orientation is kept while the slot stays near its shape, its width and the screen its
  // own shape (see orientationOf, heldOrientation).
  const last = useRef<HeldOrientation | null>(null);
  const tallScreen = globalThis.innerHeight > globalThis.innerWidth;
  const orientation = orientationOf(
    slot.width,
    slot.height,
    heldOrientation(last.current, slot.width, tallScreen),
  );
  const { shape } = props;
  useEffect(() => {
    last.current = { orientation, width: slot.width, tallScreen };
    shape.current = orientation;
  }, [orientation, slot.width, tallScreen, shape]);
  const { players, person } = props.scene;
  const layout = useMemo(
    () => tableLayout(players, person, orientation),
    [players, person, orientation],
  );
  const marks = useMarksState(props.scene);
  return (
    <>
      <hemisphereLight args={['#fff8ee', '#2a3a2c', 1.7]} />
      <directionalLight position={[2, 8, 5]} intensity={1.5} />
      <Framer layout={layout} slot={slot} marks={marks} onMarks={props.onMarks} />
      <Sheet
        scene={props.scene}
        layout={layout}
        scheme={props.scheme}
        labels={props.labels}
        printed={props.printed}
        onOpen={props.onSheet}
      />
      <Pieces
        scene={props.scene}
        layout={layout}
        scheme={props.scheme}
        reducedMotion={props.reducedMotion}
      />
    </>
  );
}

export default function Table3D(props: Table3DProps) {
  const debug = useMemo(() => new URLSearchParams(globalThis.location?.search).has('debug'), []);
  const last = useRef<SeatMarks | null>(null);
  const printed = useRef<readonly Printed[]>([]);
  const shape = useRef<Orientation | null>(null);
  const { onMarks } = props;
  const heard = useCallback(
    (marks: SeatMarks) => {
      last.current = marks;
      onMarks?.(marks);
    },
    [onMarks],
  );
  return (
    <GameCanvas camera={CAMERA}>
      <Table {...props} onMarks={heard} printed={printed} shape={shape} />
      {debug ? <Probes marks={last} printed={printed} shape={shape} /> : null}
    </GameCanvas>
  );
}
