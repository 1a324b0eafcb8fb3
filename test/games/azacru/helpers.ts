// Test helpers: the fast board seen as the reference sees it, and moves written as "e1-e3" or "e1-e3 left".
import { applyMove, applyPass } from '../../../src/games/azacru/rules/apply';
import {
  type Board,
  CHEVRON,
  COLOUR,
  END_TRIGGER,
  FACING,
  NONE,
  OVER,
  TO_MOVE,
} from '../../../src/games/azacru/rules/board';
import {
  DIRECTION_NAMES,
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
