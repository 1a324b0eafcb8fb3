// The pure turn flow: legal moves of a state, and step(state, event) -> { state, effects } or a refusal.
import * as v from 'valibot';
import { applyMove, applyPass } from './apply';
import { type Board, CHEVRON, COLOUR, END_TRIGGER, NONE, OVER, PLAYERS, TO_MOVE } from './board';
import type { Effect } from './effects';
import { AzacruEventSchema, type AzacruEvent } from './events';
import { whyNotLegal } from './explain';
import { fieldName, MAX_RAY, RAY_FIELDS } from './fields';
import { createMoveBuffer, generateMoves } from './generate';
import {
  CONNECTION_CHANGE,
  KIND_NAMES,
  type MoveKind,
  moveDirection,
  moveDistance,
  moveFrom,
  moveKind,
  moveTo,
  moveTwist,
  NO_TWIST,
  REMOVAL,
  type Twist,
  TWIST_LEFT,
  TWIST_RIGHT,
  facingAfter,
} from './moves';
import { type Refusal, refusal } from './refusals';
import { scores, winnersOf } from './score';
import { type AzacruState, boardOf, stateOf } from './state';

/** A legal move as the players see it; `{ type: 'MOVE', player, from, to, twist }` plays it. */
export interface LegalMove {
  readonly from: number;
  readonly to: number;
  readonly twist?: Twist;
  readonly direction: number;
  readonly distance: number;
  readonly kind: MoveKind;
}

export type StepResult =
  | { readonly ok: true; readonly state: AzacruState; readonly effects: readonly Effect[] }
  | { readonly ok: false; readonly refusal: Refusal };

export interface StepOptions {
  /**
   * Insert forced passes (default true): after a step, a player with no move passes at once (a
   * `pass` effect with `forced: true`) until someone can move or the game is over, so the flow
   * never waits on a player who must pass. The referee turns this off: its records write passes out.
   */
  readonly autoPass?: boolean;
}

const twistName = (t: number): Twist | undefined =>
  t === TWIST_LEFT ? 'left' : t === TWIST_RIGHT ? 'right' : undefined;
const twistCode = (t: Twist | undefined): number =>
  t === 'left' ? TWIST_LEFT : t === 'right' ? TWIST_RIGHT : NO_TWIST;

/** The way the chevron faces after a legal move (its direction, turned by its twist). */
export const facingOf = (m: LegalMove): number => facingAfter(m.direction, twistCode(m.twist));

/** Canonical order of moves: by start, then target, then no twist, left, right. */
function compareMoves(a: number, b: number): number {
  return moveFrom(a) - moveFrom(b) || moveTo(a) - moveTo(b) || moveTwist(a) - moveTwist(b);
}

/** The encoded legal moves of the player to move, in canonical order. */
export function encodedMoves(b: Board): number[] {
  const buffer = createMoveBuffer();
  const n = generateMoves(b, buffer);
  return Array.from(buffer.subarray(0, n)).sort(compareMoves);
}

export function legalMoveOf(m: number): LegalMove {
  const twist = twistName(moveTwist(m));
  return {
    from: moveFrom(m),
    to: moveTo(m),
    ...(twist ? { twist } : {}),
    direction: moveDirection(m),
    distance: moveDistance(m),
    kind: KIND_NAMES[moveKind(m)] ?? 'plain',
  };
}

/** Every legal move of the player to move (empty when they must pass or the game is over). */
export function legalMoves(state: AzacruState): LegalMove[] {
  return encodedMoves(boardOf(state)).map(legalMoveOf);
}

/** The effects of an encoded move, read from the board before it is applied. */
function moveEffects(b: Board, m: number, effects: Effect[]): void {
  const player = b[TO_MOVE] ?? 0;
  const from = moveFrom(m);
  const to = moveTo(m);
  const direction = moveDirection(m);
  const distance = moveDistance(m);
  const kind = moveKind(m);
  const passed: number[] = [];
  for (let i = 0; i < distance - 1; i += 1)
    passed.push(RAY_FIELDS[(from * 8 + direction) * MAX_RAY + i] ?? 0);
  effects.push({
    type: 'travel',
    player,
    from,
    to,
    direction,
    distance,
    passed,
    kind: KIND_NAMES[kind] ?? 'plain',
  });
  if (b[COLOUR + to] === NONE) effects.push({ type: 'marker', player, field: to });
  if (kind === CONNECTION_CHANGE || kind === REMOVAL) {
    let order = 0;
    for (const field of passed) {
      const previous = b[COLOUR + field] ?? NONE;
      if (previous === player) continue;
      effects.push({
        type: 'convert',
        player,
        field,
        previous: previous === NONE ? null : previous,
        order,
      });
      order += 1;
    }
  }
  if (kind === REMOVAL) effects.push({ type: 'removal', player, field: to });
  const twist = twistName(moveTwist(m));
  if (twist) {
    const facing = twist === 'left' ? (direction + 7) & 7 : (direction + 1) & 7;
    effects.push({ type: 'twist', player, field: to, side: twist, facing });
  }
}

/** A pass by the player to move, applied, with its effects. */
function passWithEffects(b: Board, forced: boolean, effects: Effect[]): void {
  const player = b[TO_MOVE] ?? 0;
  const triggers = b[END_TRIGGER] === NONE;
  applyPass(b);
  effects.push({ type: 'pass', player, forced });
  if (triggers) {
    const n = b[PLAYERS] ?? 2;
    const rest: number[] = [];
    for (let i = 1; i < n; i += 1) rest.push((player + i) % n);
    effects.push({ type: 'endTriggered', player }, { type: 'finalRound', players: rest });
  }
}

/** After a step: forced passes (if asked), then game over or whose turn it is. */
function settle(b: Board, turn: number, autoPass: boolean, effects: Effect[]): AzacruState {
  const buffer = createMoveBuffer();
  let t = turn;
  while (autoPass && b[OVER] !== 1 && generateMoves(b, buffer) === 0) {
    passWithEffects(b, true, effects);
    t += 1;
  }
  if (b[OVER] === 1) {
    const points = scores(b);
    effects.push({ type: 'gameOver', scores: points, winners: winnersOf(points) });
  } else {
    effects.push({ type: 'toMove', player: b[TO_MOVE] ?? 0 });
  }
  return stateOf(b, t);
}

function refused(code: Refusal['code'], message: string): StepResult {
  return { ok: false, refusal: refusal(code, message) };
}

/** Plays one event. Refuses, with a reason code, anything the rules do not allow; nothing changes then. */
export function step(state: AzacruState, event: unknown, options: StepOptions = {}): StepResult {
  const parsed = v.safeParse(AzacruEventSchema, event);
  if (!parsed.success) return refused('malformed', `malformed event: ${parsed.issues[0].message}`);
  const e: AzacruEvent = parsed.output;
  if (state.over || state.toMove === null) return refused('game-over', 'the game is over');
  if (e.player !== state.toMove) {
    return refused(
      'not-your-turn',
      `it is player ${state.toMove + 1}'s turn, not ${e.player + 1}'s`,
    );
  }
  const b = boardOf(state);
  const moves = encodedMoves(b);
  const effects: Effect[] = [];
  if (e.type === 'PASS') {
    if (moves.length > 0) {
      return refused(
        'pass-while-move-exists',
        `player ${e.player + 1} has ${moves.length} legal moves and may not pass`,
      );
    }
    passWithEffects(b, false, effects);
    return {
      ok: true,
      state: settle(b, state.turn + 1, options.autoPass !== false, effects),
      effects,
    };
  }
  const owner = b[CHEVRON + e.from] ?? NONE;
  if (owner === NONE) return refused('no-chevron', `no chevron on ${fieldName(e.from)}`);
  if (owner !== e.player) {
    return refused(
      'not-yours',
      `the chevron on ${fieldName(e.from)} belongs to player ${owner + 1}`,
    );
  }
  const target = moves.find((m) => moveFrom(m) === e.from && moveTo(m) === e.to);
  if (target === undefined) {
    return refused('not-a-legal-target', whyNotLegal(b, e.player, e.from, e.to));
  }
  const twist = twistCode(e.twist);
  const m = moves.find(
    (x) => moveFrom(x) === e.from && moveTo(x) === e.to && moveTwist(x) === twist,
  );
  if (m === undefined) {
    const why =
      moveKind(target) === REMOVAL ? 'its chevron is removed' : 'it does not cross a border';
    return refused(
      'twist-not-allowed',
      `no twist on ${fieldName(e.from)}-${fieldName(e.to)}: ${why}`,
    );
  }
  moveEffects(b, m, effects);
  applyMove(b, m);
  return {
    ok: true,
    state: settle(b, state.turn + 1, options.autoPass !== false, effects),
    effects,
  };
}

/** Plays events from a state; the first refusal stops the replay (with the index of the event). */
export function replay(
  start: AzacruState,
  events: readonly unknown[],
  options: StepOptions = {},
): { state: AzacruState; refusal?: Refusal; at?: number } {
  let state = start;
  for (let i = 0; i < events.length; i += 1) {
    const r = step(state, events[i], options);
    if (!r.ok) return { state, refusal: r.refusal, at: i };
    state = r.state;
  }
  return { state };
}
