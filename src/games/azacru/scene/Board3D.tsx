// The 3D board: base, borders, fields, marks and chevrons, framed in the overlay's slot from the person's side; touch first.
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { type InstancedMesh, Matrix4, type PerspectiveCamera, Quaternion, Vector3 } from 'three';
import { GameCanvas } from '../../../table/GameCanvas';
import { renderInfo, sceneStats, useCommitCount } from '../../../table/stats';
import { GameContext, useGame, useTable } from '../view/GameContext';
import { selectIsOver } from '../view/selectors';
import { BoardSlotContext, useBoardSlot, useSlotBox } from '../view/board-slot';
import { TapNotesContext, useTapNotes } from '../view/tap-notes';
import { FIELDS } from '../rules/fields';
import { BoardBase } from './BoardBase';
import { edgeCoordinates } from './edge-coords';
import { EdgeCoordsLayer, EdgeCoordsView } from './EdgeCoords';
import { BoardInput } from './BoardInput';
import { fieldAt, fieldCentre, viewFromNorth } from './geometry';
import { frameBoard } from './framing';
import { BoardPan } from './pan';
import { PanCueLayer, PanCueView, showsPanCue } from './PanCue';
import { ChosenTarget } from './ChosenTarget';
import { CHEVRONS_MESH, Pieces } from './Pieces';
import { TapFlash } from './TapFlash';
import { CELL } from './geometry';

const CAMERA = { fov: 35, near: 0.05, far: 50, position: [0, 2, 2] as [number, number, number] };

export interface Board3DProps {
  readonly coordinates: boolean;
  readonly topDown: boolean;
  readonly reducedMotion: boolean;
  /** The words saying that a board larger than its slot can be dragged. */
  readonly panCue: string;
}

const at = new Vector3();

/** Keeps the camera framing the board in the slot (canvas size, slot, view, the person's pan), and the edge labels with it. */
function Framer(props: {
  topDown: boolean;
  fromNorth: boolean;
  pan: BoardPan;
  edge: EdgeCoordsLayer;
  cue: PanCueLayer;
}) {
  // Once the game is over nothing is tapped: the final board is shown whole.
  const over = useTable(selectIsOver);
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const gl = useThree((s) => s.gl);
  const slot = useSlotBox();
  const { pan, edge, cue } = props;
  useEffect(() => {
    const frame = () => {
      const box = slot ?? { left: 0, top: 0, width: size.width, height: size.height };
      pan.range = frameBoard(camera, {
        width: size.width,
        height: size.height,
        slot: { ...box, left: box.left - size.left, top: box.top - size.top },
        elevation: props.topDown ? 90 : 62,
        fromNorth: props.fromNorth,
        pan: { x: pan.x, y: pan.y },
        whole: over,
      });
      // A board larger than its slot is drawn only in the slot, never under the overlay's panels.
      const clip = pan.pannable && slot !== null;
      if (clip) {
        const left = slot.left - size.left;
        const bottom = size.height - (slot.top - size.top + slot.height);
        gl.setScissor(left, bottom, slot.width, slot.height);
      }
      gl.setScissorTest(clip);
      // Board points on the page (CSS px), as the camera now stands.
      const project = (x: number, z: number) => {
        at.set(x, 0, z).project(camera);
        return {
          x: size.left + ((at.x + 1) / 2) * size.width,
          y: size.top + ((1 - at.y) / 2) * size.height,
        };
      };
      const canvas = { left: size.left, top: size.top, width: size.width, height: size.height };
      edge.write(edgeCoordinates(project, box, clip ? box : canvas));
      cue.write(
        showsPanCue(clip, pan.dragged) ? { x: box.left + box.width / 2, y: box.top + 6 } : null,
      );
      invalidate();
    };
    frame();
    return pan.subscribe(frame);
  }, [camera, size, slot, props.topDown, props.fromNorth, invalidate, pan, gl, edge, cue, over]);
  return null;
}

const v = new Vector3();
const m4 = new Matrix4();
const turn = new Quaternion();
const scale3 = new Vector3();
/** Tests' probes (`?debug=1`): each field's box on screen, and the frames drawn. */
function Probes(props: { pan: BoardPan }) {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const scene = useThree((s) => s.scene);
  const gl = useThree((s) => s.gl);
  useFrame(() => {
    sceneStats.frames += 1;
  });
  useEffect(() => {
    sceneStats.debug = true;
    const project = (x: number, z: number) => {
      const r = gl.domElement.getBoundingClientRect();
      v.set(x, 0.012, z).project(camera);
      return { x: r.left + ((v.x + 1) / 2) * r.width, y: r.top + ((1 - v.y) / 2) * r.height };
    };
    const probes = {
      field(f: number) {
        const [x, z] = fieldCentre(f);
        const c = project(x, z);
        const corners = [
          project(x - CELL / 2, z - CELL / 2),
          project(x + CELL / 2, z - CELL / 2),
          project(x - CELL / 2, z + CELL / 2),
          project(x + CELL / 2, z + CELL / 2),
        ];
        const xs = corners.map((p) => p.x);
        const ys = corners.map((p) => p.y);
        return {
          ...c,
          width: Math.max(...xs) - Math.min(...xs),
          height: Math.max(...ys) - Math.min(...ys),
        };
      },
      fields: () => Array.from({ length: FIELDS }, (_, f) => probes.field(f)),
      /** The fields the chevrons are drawn on now, in draw order (none shrunk away). */
      drawnChevrons: () => {
        const mesh = scene.getObjectByName(CHEVRONS_MESH) as InstancedMesh | undefined;
        const fields: number[] = [];
        for (let i = 0; i < (mesh?.count ?? 0); i += 1) {
          mesh!.getMatrixAt(i, m4);
          m4.decompose(v, turn, scale3);
          if (scale3.x > 0.01) fields.push(fieldAt(v.x, v.z));
        }
        return fields;
      },
      pan: (dx: number, dy: number) => props.pan.by(dx, dy),
      pannable: () => props.pan.range,
      info: () => renderInfo(gl),
    };
    (globalThis as unknown as { __azacruBoard?: typeof probes }).__azacruBoard = probes;
  }, [camera, gl, scene]);
  return null;
}

export default function Board3D(props: Board3DProps) {
  useCommitCount();
  const game = useGame();
  const slot = useBoardSlot();
  const notes = useTapNotes();
  const fromNorth = viewFromNorth(game.config.players);
  const pan = useMemo(() => new BoardPan(), []);
  const edge = useMemo(() => new EdgeCoordsLayer(), []);
  const cue = useMemo(() => new PanCueLayer(), []);
  const debug = useMemo(() => new URLSearchParams(globalThis.location?.search).has('debug'), []);
  return (
    <>
      <GameCanvas camera={CAMERA}>
        <GameContext.Provider value={game}>
          <BoardSlotContext.Provider value={slot}>
            <TapNotesContext.Provider value={notes}>
              <hemisphereLight args={['#fff8ee', '#3a2a1c', 1.6]} />
              <directionalLight position={[1.5, 3, 2]} intensity={1.6} />
              <Framer
                topDown={props.topDown}
                fromNorth={fromNorth}
                pan={pan}
                edge={edge}
                cue={cue}
              />
              <BoardBase coordinates={props.coordinates} fromNorth={fromNorth} />
              <Pieces reducedMotion={props.reducedMotion} />
              <ChosenTarget reducedMotion={props.reducedMotion} />
              <TapFlash reducedMotion={props.reducedMotion} />
              <BoardInput pan={pan} />
              {debug ? <Probes pan={pan} /> : null}
            </TapNotesContext.Provider>
          </BoardSlotContext.Provider>
        </GameContext.Provider>
      </GameCanvas>
      {props.coordinates ? <EdgeCoordsView layer={edge} /> : null}
      <PanCueView layer={cue} text={props.panCue} />
    </>
  );
}
