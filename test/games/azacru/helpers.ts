// Test helpers: the fast board seen as the reference sees it, and moves written as "e1-e3" or "e1-e3 left".
import { applyMove, applyPass } from '../../../src/games/azacru/rules/apply';
import {
  type Board,
  CHEVRON,
  clearBoard,
  COLOUR,
  createBoard,
  END_TRIGGER,
  FACING,
  NONE,
  OVER,
  paintField,
  placeChevron,
  type PlayerCount,
  TO_MOVE,
} from '../../../src/games/azacru/rules/board';
import {
  DIRECTION_NAMES,
  type DirectionName,
  fieldIndex,
  fieldName,
  FIELDS,
} from '../../../src/games/azacru/rules/fields';
import { createMoveBuffer, generateMoves } from '../../../src/games/azacru/rules/generate';
import { moveFrom, moveTo, moveTwist } from '../../../src/games/azacru/rules/moves';
import type { RefGame, RefMove } from './reference';

const TWISTS = ['none', 'left', 'right'] as const;

export function fastMoveText(m: number): string {
  return `${fieldName(moveFrom(m))}-${fieldName(moveTo(m))} ${TWISTS[moveTwist(m)] ?? '?'}`;
}

export function refMoveText(m: RefMove): string {
  return `${m.from}-${m.to} ${m.twist}`;
}

/** The fast board's legal moves as sorted text. */
export function fastMoveTexts(b: Board): string[] {
  const buffer = createMoveBuffer();
  const n = generateMoves(b, buffer);
  return Array.from(buffer.subarray(0, n), fastMoveText).sort();
}

/** A comparable picture of either position: one line per occupied field, then the turn bookkeeping. */
export function fastPicture(b: Board): string[] {
  const lines: string[] = [];
  for (let f = 0; f < FIELDS; f += 1) {
    const colour = b[COLOUR + f] ?? NONE;
    const owner = b[CHEVRON + f] ?? NONE;
    if (colour === NONE && owner === NONE) continue;
    const chevron =
      owner === NONE ? '' : ` chevron ${owner} ${DIRECTION_NAMES[b[FACING + f] ?? 0]}`;
    lines.push(`${fieldName(f)} marker ${colour === NONE ? '-' : colour}${chevron}`);
  }
  const over = b[OVER] === 1;
  lines.push(
    `toMove ${over ? '-' : b[TO_MOVE]} trigger ${b[END_TRIGGER] === NONE ? '-' : b[END_TRIGGER]} over ${over}`,
  );
  return lines;
}

export function refPicture(g: RefGame): string[] {
  const lines: string[] = [];
  for (let f = 0; f < FIELDS; f += 1) {
    const x = g.board[fieldName(f)];
    if (!x || (x.marker === null && x.chevron === null)) continue;
    const chevron = x.chevron ? ` chevron ${x.chevron.owner} ${x.chevron.facing}` : '';
    lines.push(`${fieldName(f)} marker ${x.marker ?? '-'}${chevron}`);
  }
  lines.push(`toMove ${g.toMove ?? '-'} trigger ${g.endTriggeredBy ?? '-'} over ${g.over}`);
  return lines;
}

/** Plays "e1-e3", "e1-e3 left" or "pass" on the fast board; throws if it is not generated. */
export function play(b: Board, text: string): void {
  if (text === 'pass') {
    applyPass(b);
    return;
  }
  const [path = '', twist = 'none'] = text.split(' ');
  const [from = '', to = ''] = path.split('-');
  const buffer = createMoveBuffer();
  const n = generateMoves(b, buffer);
  for (let i = 0; i < n; i += 1) {
    const m = buffer[i] ?? 0;
    if (fastMoveText(m) === `${from}-${to} ${twist}`) {
      applyMove(b, m);
      return;
    }
  }
  throw new Error(`${text} is not a legal move (index ${fieldIndex(from)})`);
}

export interface PositionSpec {
  players: PlayerCount;
  /** Markers: field name -> player (0-based). */
  markers?: Record<string, number>;
  /** Chevrons: [field, player, facing]. */
  chevrons: [string, number, DirectionName][];
  toMove?: number;
}

/** A board built from a readable description (no set-up): for testing one rule at a time. */
export function position(spec: PositionSpec): Board {
  const b = createBoard();
  clearBoard(b, spec.players);
  for (const [f, p] of Object.entries(spec.markers ?? {})) paintField(b, fieldIndex(f), p);
  for (const [f, p, facing] of spec.chevrons) {
    placeChevron(b, p, fieldIndex(f), DIRECTION_NAMES.indexOf(facing));
  }
  b[TO_MOVE] = spec.toMove ?? 0;
  return b;
}

/** The legal moves of the chevron on `from`, as sorted text. */
export function movesFrom(b: Board, from: string): string[] {
  return fastMoveTexts(b).filter((t) => t.startsWith(`${from}-`));
}

/** The colour of a field (null: neutral) and its chevron, for assertions. */
export function at(b: Board, name: string): { marker: number | null; chevron: string | null } {
  const f = fieldIndex(name);
  const colour = b[COLOUR + f] ?? NONE;
  const owner = b[CHEVRON + f] ?? NONE;
  return {
    marker: colour === NONE ? null : colour,
    chevron: owner === NONE ? null : `${owner} ${DIRECTION_NAMES[b[FACING + f] ?? 0]}`,
  };
}
