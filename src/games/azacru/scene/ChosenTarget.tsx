// The chosen target at a glance: a bright ring of its kind's colour in a dark halo, with a dot at its centre, or the chevron as it will stand there (faint, facing as the twist leaves it); it pulses a few beats when chosen, then holds.
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Group, Mesh, MeshBasicMaterial } from 'three';
import { useGame } from '../view/GameContext';
import { selectChosenFacing, selectHighlights } from '../view/selectors';
import { lookOf } from '../view/players';
import { PERSON } from '../game';
import type { MoveKind } from '../rules/moves';
import { facingAngle, fieldCentre } from './geometry';
import { chevronGeometry, ringGeometry, TILE_HEIGHT } from './meshes';
import { CHOSEN_HALO, KIND_COLOURS } from './palette';

/** The pulse after a choice: this long (ms of the scene's clock), this many beats, this much larger at most. */
const PULSE_MS = 1500;
const BEATS = 3;
const SWELL = 0.12;

/** How strongly the chevron's preview shows on its target (the real one still stands on its field). */
const GHOST_OPACITY = 0.75;

interface Chosen {
  readonly field: number | null;
  readonly kind: MoveKind;
  /** Where the chevron will face there, or null (no target yet, or a removal). */
  readonly facing: number | null;
}

function chosenOf(h: ReturnType<typeof selectHighlights>, facing: number | null): Chosen {
  const kind = h.chosen === null ? undefined : h.targets.get(h.chosen);
  return { field: kind === undefined ? null : h.chosen, kind: kind ?? 'plain', facing };
}
const chosenIn = (s: Parameters<typeof selectHighlights>[0]): Chosen =>
  chosenOf(selectHighlights(s), selectChosenFacing(s));

export function ChosenTarget(props: { reducedMotion: boolean }) {
  const game = useGame();
  const invalidate = useThree((s) => s.invalidate);
  const parts = useMemo(() => {
    const basic = (color: string) => new MeshBasicMaterial({ color, toneMapped: false });
    const halo = new Mesh(ringGeometry(0.34, 0.49), basic(CHOSEN_HALO));
    const ring = new Mesh(ringGeometry(0.2, 0.35), basic(KIND_COLOURS.plain));
    const dot = new Mesh(ringGeometry(0, 0.09), basic(KIND_COLOURS.plain));
    const ghost = new Mesh(
      chevronGeometry(),
      new MeshBasicMaterial({
        color: lookOf(PERSON).colour,
        toneMapped: false,
        transparent: true,
        opacity: GHOST_OPACITY,
      }),
    );
    halo.position.y = 0.001;
    ring.position.y = 0.002;
    dot.position.y = 0.002;
    ghost.position.y = 0.003;
    const group = new Group();
    group.add(halo, ring, dot, ghost);
    group.visible = false;
    for (const m of [halo, ring, dot, ghost]) m.frustumCulled = false;
    return { group, halo, ring, dot, ghost };
  }, []);
  const view = useRef({
    chosen: chosenIn(game.actor.getSnapshot()),
    startedAt: 0,
    dirty: true,
  });

  useEffect(() => {
    // A new game (an undo): its choice at once.
    view.current.chosen = chosenIn(game.actor.getSnapshot());
    view.current.dirty = true;
    invalidate();
    const sub = game.actor.subscribe((s) => {
      const v = view.current;
      const next = chosenIn(s);
      if (
        next.field === v.chosen.field &&
        next.kind === v.chosen.kind &&
        next.facing === v.chosen.facing
      )
        return;
      // A new twist turns the preview; only a new target pulses again.
      if (next.field !== v.chosen.field || next.kind !== v.chosen.kind)
        v.startedAt = performance.now();
      v.chosen = next;
      v.dirty = true;
      invalidate();
    });
    return () => sub.unsubscribe();
  }, [game, invalidate]);

  useEffect(
    () => () => {
      for (const m of [parts.halo, parts.ring, parts.dot, parts.ghost]) {
        m.geometry.dispose();
        m.material.dispose();
      }
    },
    [parts],
  );

  useFrame(() => {
    const v = view.current;
    const { field, kind, facing } = v.chosen;
    const t = props.reducedMotion ? 1 : (performance.now() - v.startedAt) / PULSE_MS;
    if (!v.dirty && t >= 1) return;
    v.dirty = false;
    parts.group.visible = field !== null;
    if (field === null) return;
    const [x, z] = fieldCentre(field);
    parts.group.position.set(x, TILE_HEIGHT + 0.002, z);
    parts.ring.material.color.set(KIND_COLOURS[kind]);
    parts.dot.material.color.set(KIND_COLOURS[kind]);
    // The chevron as it will stand, in place of the dot.
    parts.ghost.visible = facing !== null;
    parts.dot.visible = facing === null;
    if (facing !== null) parts.ghost.rotation.set(0, facingAngle(facing), 0);
    const swell = t >= 1 ? 0 : Math.sin(t * Math.PI * BEATS) ** 2 * SWELL * (1 - t);
    parts.group.scale.setScalar(1 + swell);
    if (t < 1) invalidate();
  });

  return <primitive object={parts.group} />;
}
