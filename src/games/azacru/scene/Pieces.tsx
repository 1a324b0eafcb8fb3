// The board's moving parts: the fields' colours and marks, the chevrons, the lit targets, the last move's frames; drawn from the display in useFrame.
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import {
  Color,
  InstancedMesh,
  type Material,
  MeshBasicMaterial,
  MeshLambertMaterial,
  Object3D,
} from 'three';
import { BORDERLAND, FIELDS } from '../rules/fields';
import { MAX_CHEVRONS, MAX_PLAYERS } from '../rules/board';
import { useGame } from '../view/GameContext';
import { lookOf, MARK_INK, PLAYER_LOOKS } from '../view/players';
import {
  type Highlights,
  selectBeat,
  selectBefore,
  selectHighlights,
  selectPosition,
  sameHighlights,
} from '../view/selectors';
import { type LastMove, sameMoves, selectRecentMoves } from '../view/last-turn';
import { displayAt, fieldsUnderChevrons, MARK_UNDER_CHEVRON } from './display';
import { chevronFit } from './chevron-fit';
import { CELL, fieldCentre } from './geometry';
import {
  chevronGeometry,
  frameGeometry,
  markGeometry,
  ringGeometry,
  tileGeometry,
  TILE_HEIGHT,
} from './meshes';
import {
  KIND_COLOURS,
  EARLIER_MOVE_FADE,
  LAST_FROM_FADE,
  MOVABLE,
  RING_EDGE,
  RING_EDGE_INNER,
  RING_EDGE_OUTER,
  SELECTED,
  STONE_DARK,
  STONE_LIGHT,
} from './palette';

const CHEVRONS = MAX_PLAYERS * MAX_CHEVRONS;
const RINGS = FIELDS + 1;
const o = new Object3D();
const colour = new Color();
const tint = new Color();
/** Fields take a light tint of their owner's colour, chevrons a deep one: a chevron on its own field stands out. */
const FIELD_LIGHTEN = 0.3;
const CHEVRON_DARKEN = 0.3;

/** A neutral field's stone: the borderlands alternate, so their borders read at a glance. */
const stoneOf = (field: number): string =>
  (BORDERLAND[field] ?? 0) % 2 === 0 ? STONE_LIGHT : STONE_DARK;

function hide(mesh: InstancedMesh, i: number): void {
  o.position.set(0, -1, 0);
  o.scale.setScalar(0);
  o.rotation.set(0, 0, 0);
  o.updateMatrix();
  mesh.setMatrixAt(i, o.matrix);
}

/** The chevrons' mesh name: tests read where they are drawn (`?debug=1`). */
export const CHEVRONS_MESH = 'azacru-chevrons';

export function Pieces(props: { reducedMotion: boolean }) {
  const game = useGame();
  const invalidate = useThree((s) => s.invalidate);
  const parts = useMemo(() => {
    const lambert = () => new MeshLambertMaterial({ color: '#ffffff' });
    const tiles = new InstancedMesh(tileGeometry(), lambert(), FIELDS);
    const marks = PLAYER_LOOKS.map(
      (look) =>
        new InstancedMesh(
          markGeometry(look.pattern),
          new MeshLambertMaterial({ color: MARK_INK }),
          FIELDS,
        ),
    );
    const chevrons = new InstancedMesh(chevronGeometry(), lambert(), CHEVRONS);
    // Named for the tests' probes (Board3D.tsx): the fields the chevrons are drawn on.
    chevrons.name = CHEVRONS_MESH;
    // Rings unlit in their kind's exact colour (a lit, emissive ring washed every kind to white),
    // each in a dark edge so that a white ring reads on light stone as on every player's colour.
    const rings = new InstancedMesh(
      ringGeometry(),
      new MeshBasicMaterial({ toneMapped: false }),
      RINGS,
    );
    const ringEdges = new InstancedMesh(
      ringGeometry(RING_EDGE_INNER, RING_EDGE_OUTER),
      new MeshBasicMaterial({ color: RING_EDGE, toneMapped: false }),
      RINGS,
    );
    ringEdges.count = 0;
    // The fields of the moves since the person's own: one unlit draw, colours exact (no light, no
    // tone mapping); per other player at most its start, its end and the fields it converted.
    const frames = new InstancedMesh(
      frameGeometry(),
      new MeshBasicMaterial({ toneMapped: false }),
      FRAMES_PER_MOVE * (MAX_PLAYERS - 1),
    );
    frames.count = 0;
    for (let f = 0; f < FIELDS; f += 1) {
      const [x, z] = fieldCentre(f);
      o.position.set(x, TILE_HEIGHT / 2, z);
      o.scale.setScalar(1);
      o.rotation.set(0, 0, 0);
      o.updateMatrix();
      tiles.setMatrixAt(f, o.matrix);
    }
    // Instances move all over the board: never culled by a stale bounding sphere.
    for (const mesh of [tiles, ...marks, chevrons, ringEdges, rings, frames])
      mesh.frustumCulled = false;
    return { tiles, marks, chevrons, ringEdges, rings, frames };
  }, []);

  // What to draw, kept in refs: the scene never re-renders per frame.
  const view = useRef({
    startedAt: 0,
    beat: selectBeat(game.actor.getSnapshot()),
    after: selectPosition(game.actor.getSnapshot()),
    before: selectBefore(game.actor.getSnapshot()),
    highlights: selectHighlights(game.actor.getSnapshot()),
    recent: selectRecentMoves(game.actor.getSnapshot()),
    dirty: true,
  });

  useEffect(() => {
    // A new game (an undo restarts the table before the person's move): its position at once,
    // settled (the board kept the game taken back until the next tap).
    const v0 = view.current;
    const s0 = game.actor.getSnapshot();
    v0.startedAt = 0;
    v0.beat = selectBeat(s0);
    v0.after = selectPosition(s0);
    v0.before = selectBefore(s0);
    v0.highlights = selectHighlights(s0);
    v0.recent = selectRecentMoves(s0);
    v0.dirty = true;
    invalidate();
    const sub = game.actor.subscribe((s) => {
      const v = view.current;
      const beat = selectBeat(s);
      const after = selectPosition(s);
      const before = selectBefore(s);
      const highlights = selectHighlights(s);
      const recent = selectRecentMoves(s);
      // Only what the board shows asks for a frame: a bot's search progress (every few ms) does not.
      if (
        beat === v.beat &&
        after === v.after &&
        before === v.before &&
        sameHighlights(highlights, v.highlights) &&
        sameMoves(recent, v.recent)
      )
        return;
      if (beat !== v.beat) v.startedAt = performance.now();
      v.beat = beat;
      v.after = after;
      v.before = before;
      v.highlights = highlights;
      v.recent = recent;
      v.dirty = true;
      invalidate();
    });
    return () => sub.unsubscribe();
  }, [game, invalidate]);

  useEffect(
    () => () => {
      for (const mesh of [
        parts.tiles,
        ...parts.marks,
        parts.chevrons,
        parts.ringEdges,
        parts.rings,
        parts.frames,
      ]) {
        mesh.geometry.dispose();
        (mesh.material as Material).dispose();
        mesh.dispose();
      }
    },
    [parts],
  );

  useFrame(() => {
    const v = view.current;
    const elapsed = props.reducedMotion ? Infinity : performance.now() - v.startedAt;
    const d = displayAt(v.after, v.before, v.beat, elapsed);
    if (!v.dirty && !d.moving) return;
    v.dirty = d.moving;
    drawFields(parts.tiles, parts.marks, d.colours, d.dropping, d.chevrons);
    drawChevrons(parts.chevrons, d.chevrons);
    drawRings(parts.rings, parts.ringEdges, d.moving ? null : v.highlights);
    drawFrames(parts.frames, v.recent);
    if (d.moving) invalidate();
  });

  return (
    <>
      <primitive object={parts.tiles} />
      {parts.marks.map((m, i) => (
        <primitive key={i} object={m} />
      ))}
      <primitive object={parts.chevrons} />
      <primitive object={parts.ringEdges} />
      <primitive object={parts.rings} />
      <primitive object={parts.frames} />
    </>
  );
}

/** The fields chevrons stand on: their marks shrink under them. */
const under = new Set<number>();

function drawFields(
  tiles: InstancedMesh,
  marks: readonly InstancedMesh[],
  colours: readonly (number | null)[],
  dropping: ReadonlyMap<number, number>,
  chevrons: ReturnType<typeof displayAt>['chevrons'],
): void {
  fieldsUnderChevrons(chevrons, under);
  const counts = marks.map(() => 0);
  for (let f = 0; f < FIELDS; f += 1) {
    const owner = colours[f] ?? null;
    if (owner === null) colour.set(stoneOf(f));
    else colour.set(lookOf(owner).colour).lerp(tint.set('#ffffff'), FIELD_LIGHTEN);
    tiles.setColorAt(f, colour);
    if (owner === null) continue;
    const mesh = marks[owner];
    if (!mesh) continue;
    const [x, z] = fieldCentre(f);
    // A new mark drops onto its field and settles to its size.
    const down = dropping.get(f) ?? 1;
    o.position.set(x, TILE_HEIGHT + (1 - down) * 0.06, z);
    o.scale.setScalar((0.6 + 0.4 * down) * (under.has(f) ? MARK_UNDER_CHEVRON : 1));
    o.rotation.set(0, 0, 0);
    o.updateMatrix();
    mesh.setMatrixAt(counts[owner] ?? 0, o.matrix);
    counts[owner] = (counts[owner] ?? 0) + 1;
  }
  marks.forEach((mesh, p) => {
    mesh.count = counts[p] ?? 0;
    mesh.instanceMatrix.needsUpdate = true;
  });
  if (tiles.instanceColor) tiles.instanceColor.needsUpdate = true;
}

function drawChevrons(
  mesh: InstancedMesh,
  chevrons: ReturnType<typeof displayAt>['chevrons'],
): void {
  chevrons.forEach((c, i) => {
    // Centred on its field at any angle (a diagonal one sat in the field's back corner).
    const fit = chevronFit(c.angle);
    const shift = CELL * Math.max(0, c.scale);
    o.position.set(c.x + fit.dx * shift, TILE_HEIGHT + c.lift, c.z + fit.dz * shift);
    o.rotation.set(0, c.angle, 0);
    o.scale.setScalar(Math.max(0.0001, c.scale));
    o.updateMatrix();
    mesh.setMatrixAt(i, o.matrix);
    const look = lookOf(c.player);
    mesh.setColorAt(i, colour.set(look.colour).lerp(tint.set(look.dark), CHEVRON_DARKEN));
  });
  for (let i = chevrons.length; i < CHEVRONS; i += 1) hide(mesh, i);
  mesh.count = chevrons.length;
  mesh.instanceMatrix.needsUpdate = true;
  if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
}

function drawRings(mesh: InstancedMesh, edges: InstancedMesh, h: Highlights | null): void {
  let i = 0;
  const put = (field: number, hex: string, scale: number) => {
    const [x, z] = fieldCentre(field);
    o.rotation.set(0, 0, 0);
    o.scale.setScalar(scale);
    o.position.set(x, TILE_HEIGHT + 0.0015, z);
    o.updateMatrix();
    edges.setMatrixAt(i, o.matrix);
    o.position.set(x, TILE_HEIGHT + 0.002, z);
    o.updateMatrix();
    mesh.setMatrixAt(i, o.matrix);
    mesh.setColorAt(i, colour.set(hex));
    i += 1;
  };
  if (h) {
    if (h.selected === null) for (const f of h.movable) put(f, MOVABLE, 1);
    else put(h.selected, SELECTED, 1.12);
    // The chosen target has its own mark (ChosenTarget); the others step back a little beside it.
    for (const [f, kind] of h.targets) {
      if (f !== h.chosen) put(f, KIND_COLOURS[kind], h.chosen === null ? 0.9 : 0.75);
    }
  }
  mesh.count = i;
  mesh.instanceMatrix.needsUpdate = true;
  if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
  edges.count = i;
  edges.instanceMatrix.needsUpdate = true;
}

/** A move frames its start, its end and at most the seven fields a move passes over. */
const FRAMES_PER_MOVE = 9;

/**
 * The moves since the person's own, each framed in its mover's dark tone: the end field and the
 * fields its connection change converted full (a newcomer saw only the start and end framed, the
 * field taken unmarked), the start field faded towards white (the chevron that left it is on the end
 * field); each earlier move fainter. A field framed by a later move is not framed again (no two
 * frames on one field).
 */
function drawFrames(mesh: InstancedMesh, moves: readonly LastMove[]): void {
  let i = 0;
  const framed: number[] = [];
  for (let k = 0; k < moves.length; k += 1) {
    const move = moves[k] as LastMove;
    const look = lookOf(move.player);
    const earlier = k * EARLIER_MOVE_FADE;
    const fields: (readonly [number, number])[] = [
      [move.to, earlier],
      ...move.taken.map((f) => [f, earlier] as const),
      [move.from, LAST_FROM_FADE + earlier],
    ];
    for (const [field, fade] of fields) {
      if (framed.includes(field) || i >= mesh.instanceMatrix.count) continue;
      framed.push(field);
      const [x, z] = fieldCentre(field);
      o.position.set(x, TILE_HEIGHT + 0.001, z);
      o.rotation.set(0, 0, 0);
      o.scale.setScalar(1);
      o.updateMatrix();
      mesh.setMatrixAt(i, o.matrix);
      mesh.setColorAt(i, colour.set(look.dark).lerp(tint.set('#ffffff'), fade));
      i += 1;
    }
  }
  mesh.count = i;
  mesh.instanceMatrix.needsUpdate = true;
  if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
}
