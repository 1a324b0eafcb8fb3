// A step's effects as beats the table shows one after another: the move's animation, each forced pass, then whose turn.
import type { Effect } from '../../src/games/azacru/rules/effects';
import type { Pace } from '../../src/games/azacru/save/pace';

/** An effect of a move's animation and when it plays, in ms from the animation's start. */
export interface TimedEffect {
  readonly effect: Effect;
  readonly at: number;
  readonly ms: number;
}

/** A move on show: travel, the marker, the connection change field by field, a removal, a twist. */
export interface MoveBeat {
  readonly kind: 'move';
  readonly player: number;
  readonly effects: readonly Effect[];
  readonly timeline: readonly TimedEffect[];
  /** The animation's length: the table waits this long (the `animationDelay`). */
  readonly ms: number;
}

/** A forced pass announced, with the end trigger and the final round it may bring (the `passDelay`). */
export interface PassBeat {
  readonly kind: 'pass';
  readonly player: number;
  readonly effects: readonly Effect[];
  readonly ms: number;
}

export type Beat = MoveBeat | PassBeat;

export interface Beats {
  readonly beats: readonly Beat[];
  /** What comes when the beats are over: whose turn it is, or the game over. */
  readonly tail: readonly Effect[];
}

/**
 * When each effect of a move plays: the chevron travels (per field), then on arrival the marker
 * drops, the passed fields flip one after another, and the chevron twists; a removal follows the
 * last flip.
 */
export function animationOf(
  effects: readonly Effect[],
  pace: Pace,
): { timeline: TimedEffect[]; ms: number } {
  const timeline: TimedEffect[] = [];
  let arrival = 0;
  let flips = 0;
  let end = 0;
  for (const effect of effects) {
    let at = arrival;
    let ms: number;
    switch (effect.type) {
      case 'travel':
        at = 0;
        ms = pace.travelPerField * effect.distance;
        arrival = ms;
        break;
      case 'marker':
        ms = pace.marker;
        break;
      case 'convert':
        at = arrival + effect.order * pace.convertPerField;
        ms = pace.convertPerField;
        flips = effect.order + 1;
        break;
      case 'removal':
        at = arrival + flips * pace.convertPerField;
        ms = pace.removal;
        break;
      case 'twist':
        ms = pace.twist;
        break;
      default:
        continue;
    }
    timeline.push({ effect, at, ms });
    end = Math.max(end, at + ms);
  }
  return { timeline, ms: end };
}

const TAIL: ReadonlySet<Effect['type']> = new Set(['toMove', 'gameOver']);

/** Splits a step's effects (in the flow's order) into beats and the tail. */
export function beatsOf(effects: readonly Effect[], pace: Pace): Beats {
  const beats: Beat[] = [];
  const tail: Effect[] = [];
  const move: Effect[] = [];
  let pass: { player: number; effects: Effect[] } | null = null;
  const closePass = () => {
    if (pass)
      beats.push({ kind: 'pass', player: pass.player, effects: pass.effects, ms: pace.pass });
    pass = null;
  };
  for (const e of effects) {
    if (TAIL.has(e.type)) tail.push(e);
    else if (e.type === 'pass') {
      closePass();
      pass = { player: e.player, effects: [e] };
    } else if (pass) pass.effects.push(e);
    else move.push(e);
  }
  if (move.length > 0) {
    const travel = move.find((e) => e.type === 'travel');
    const { timeline, ms } = animationOf(move, pace);
    beats.unshift({
      kind: 'move',
      player: travel?.type === 'travel' ? travel.player : 0,
      effects: move,
      timeline,
      ms,
    });
  }
  closePass();
  return { beats, tail };
}
