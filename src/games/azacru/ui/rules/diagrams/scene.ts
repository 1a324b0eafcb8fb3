// Diagram positions as plain data (fields by name), read into the rules' own state; their moves and results come from the rules.
import type { PlayerCount } from '../../../rules/board';
import type { Effect } from '../../../rules/effects';
import {
  DIRECTION_NAMES,
  type DirectionName,
  FIELDS,
  fieldIndex,
  fileOf,
  MAX_RAY,
  RAY_FIELDS,
  RAY_LENGTH,
  rankOf,
} from '../../../rules/fields';
import { type LegalMove, legalMoves, step } from '../../../rules/flow';
import { power } from '../../../rules/generate';
import type { Twist } from '../../../rules/moves';
import { type AzacruState, boardOf } from '../../../rules/state';

export interface SceneChevron {
  readonly field: string;
  /** 0-based: player 1 is 0. */
  readonly player: number;
  readonly facing: DirectionName;
}

/** A position by field names: each player's fields (player 1 first) and the chevrons; the rest is neutral. */
export interface Scene {
  readonly players: PlayerCount;
  readonly colours: readonly (readonly string[])[];
  readonly chevrons: readonly SceneChevron[];
  /** The player to move, 0-based (player 1 when absent). */
  readonly toMove?: number;
}

/** The part of the board a picture shows: its bottom-left and top-right fields. */
export interface Window {
  readonly from: string;
  readonly to: string;
}

/** The field of a name; a name that is no field is a bug in a diagram. */
export function field(name: string): number {
  const f = fieldIndex(name);
  if (f < 0) throw new Error(`no field called ${name}`);
  return f;
}

/** The rules' state of a scene. */
export function stateOfScene(scene: Scene): AzacruState {
  const colours = new Array<number | null>(FIELDS).fill(null);
  scene.colours.forEach((names, player) => {
    for (const name of names) colours[field(name)] = player;
  });
  const chevrons = scene.chevrons
    .map((c) => ({
      player: c.player,
      field: field(c.field),
      facing: DIRECTION_NAMES.indexOf(c.facing),
    }))
    .sort((a, b) => a.field - b.field);
  return {
    players: scene.players,
    colours,
    chevrons,
    toMove: scene.toMove ?? 0,
    endTriggeredBy: null,
    finalTurnsLeft: 0,
    over: false,
    turn: 0,
  };
}

/** The legal moves of the chevron on `from` (for the player to move). */
export function movesFrom(state: AzacruState, from: number): LegalMove[] {
  return legalMoves(state).filter((m) => m.from === from);
}

/** The fields the chevron on `from` may move to, in field order. */
export function targetsFrom(state: AzacruState, from: number): number[] {
  return [...new Set(movesFrom(state, from).map((m) => m.to))].sort((a, b) => a - b);
}

/** The power of the chevron on `from`. */
export function powerOf(state: AzacruState, from: number): number {
  const chevron = state.chevrons.find((c) => c.field === from);
  return chevron ? power(boardOf(state), chevron.player, from) : 0;
}

/** The fields within the chevron's power on its three directions that it may not move to. */
export function barredFrom(state: AzacruState, from: number): number[] {
  const chevron = state.chevrons.find((c) => c.field === from);
  if (!chevron) return [];
  const reach = powerOf(state, from);
  const targets = new Set(targetsFrom(state, from));
  const out: number[] = [];
  for (const turn of [-1, 0, 1]) {
    const d = (chevron.facing + turn) & 7;
    const length = Math.min(reach, RAY_LENGTH[from * 8 + d] ?? 0);
    for (let k = 0; k < length; k += 1) {
      const f = RAY_FIELDS[(from * 8 + d) * MAX_RAY + k] ?? -1;
      if (f >= 0 && !targets.has(f)) out.push(f);
    }
  }
  return out.sort((a, b) => a - b);
}

/** A move played by the rules: the position after it and what it did. */
export function played(
  state: AzacruState,
  from: number,
  to: number,
  twist?: Twist,
): { readonly state: AzacruState; readonly effects: readonly Effect[] } {
  const player = state.toMove ?? 0;
  const event = { type: 'MOVE', player, from, to, ...(twist ? { twist } : {}) };
  const result = step(state, event, { autoPass: false });
  if (!result.ok) throw new Error(`a diagram's move is illegal: ${result.refusal.message}`);
  return { state: result.state, effects: result.effects };
}

/** The fields whose colour differs between two positions. */
export function changedFields(before: AzacruState, after: AzacruState): number[] {
  return before.colours.flatMap((c, f) => (after.colours[f] !== c ? [f] : []));
}

/** Whether a field lies inside a window. */
export function inWindow(window: Window, f: number): boolean {
  const a = field(window.from);
  const b = field(window.to);
  return (
    fileOf(f) >= fileOf(a) &&
    fileOf(f) <= fileOf(b) &&
    rankOf(f) >= rankOf(a) &&
    rankOf(f) <= rankOf(b)
  );
}
