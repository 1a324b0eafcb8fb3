// What the board shows at a moment: the position, or a move on its way from the position before (pure; the scene draws it).
import type { Beat } from '../view/selectors';
import type { AzacruState } from '../rules/state';
import { fieldAt, fieldCentre, facingAngle } from './geometry';

/** A chevron as drawn: where, which way, how big (a removed one shrinks away). */
export interface ChevronPose {
  readonly player: number;
  readonly x: number;
  readonly z: number;
  readonly angle: number;
  readonly scale: number;
  /** Height above the board (it lifts while it travels). */
  readonly lift: number;
}

export interface Display {
  readonly colours: readonly (number | null)[];
  /** Marks still dropping onto their fields: field to how far down (0 just shown, 1 landed). */
  readonly dropping: ReadonlyMap<number, number>;
  readonly chevrons: readonly ChevronPose[];
  /** Still moving at this time (draw another frame). */
  readonly moving: boolean;
}

const NO_DROPS: ReadonlyMap<number, number> = new Map();
const ease = (u: number): number => (u <= 0 ? 0 : u >= 1 ? 1 : u * u * (3 - 2 * u));

function still(state: AzacruState): Display {
  return {
    colours: state.colours,
    dropping: NO_DROPS,
    chevrons: state.chevrons.map((c) => {
      const [x, z] = fieldCentre(c.field);
      return { player: c.player, x, z, angle: facingAngle(c.facing), scale: 1, lift: 0 };
    }),
    moving: false,
  };
}

/**
 * The board `ms` after a move's beat started from `before`; at rest (no move on show, or the
 * beat over) the position `after`.
 */
export function displayAt(
  after: AzacruState,
  before: AzacruState | null,
  beat: Beat | null,
  ms: number,
): Display {
  if (!before || !beat || beat.kind !== 'move' || ms >= beat.ms) return still(after);
  const colours = [...before.colours];
  const dropping = new Map<number, number>();
  let from = -1;
  let to = -1;
  let travelMs = 0;
  let angle = 0;
  let removalAt = Infinity;
  let removalMs = 1;
  for (const { effect, at, ms: length } of beat.timeline) {
    if (effect.type === 'travel') {
      from = effect.from;
      to = effect.to;
      travelMs = length;
      angle = facingAngle(effect.direction);
    } else if ((effect.type === 'marker' || effect.type === 'convert') && at <= ms) {
      colours[effect.field] = effect.player;
      if (ms < at + length) dropping.set(effect.field, ease((ms - at) / Math.max(1, length)));
    } else if (effect.type === 'twist' && at <= ms) {
      const turn = ease((ms - at) / Math.max(1, length));
      const target = facingAngle(effect.facing);
      let delta = target - angle;
      while (delta > Math.PI) delta -= 2 * Math.PI;
      while (delta < -Math.PI) delta += 2 * Math.PI;
      angle += delta * turn;
    } else if (effect.type === 'removal') {
      removalAt = at;
      removalMs = Math.max(1, length);
    }
  }
  const chevrons: ChevronPose[] = [];
  for (const c of before.chevrons) {
    const [x, z] = fieldCentre(c.field);
    if (c.field !== from) {
      chevrons.push({ player: c.player, x, z, angle: facingAngle(c.facing), scale: 1, lift: 0 });
      continue;
    }
    const [tx, tz] = fieldCentre(to);
    const u = travelMs > 0 ? ease(ms / travelMs) : 1;
    const gone = ms >= removalAt ? Math.min(1, (ms - removalAt) / removalMs) : 0;
    chevrons.push({
      player: c.player,
      x: x + (tx - x) * u,
      z: z + (tz - z) * u,
      angle,
      scale: 1 - gone,
      lift: u < 1 ? Math.sin(u * Math.PI) * 0.03 : 0,
    });
  }
  return { colours, dropping, chevrons, moving: true };
}

/** A field's mark under a chevron, as a share of its size: small enough for the chevron's point to read. */
export const MARK_UNDER_CHEVRON = 0.45;

/** The fields chevrons are drawn on (not those shrinking away), written into `into`. */
export function fieldsUnderChevrons(
  chevrons: readonly ChevronPose[],
  into: Set<number> = new Set(),
): Set<number> {
  into.clear();
  for (const c of chevrons) if (c.scale > 0.5) into.add(fieldAt(c.x, c.z));
  return into;
}
