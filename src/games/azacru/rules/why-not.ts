// Why a chevron may not move to a field: the first rule of "Legal moves" the move breaks, as data the referee and the table word.
import { type Board, CHEVRON, COLOUR, FACING, NONE } from './board';
import { lineBetween, MAX_RAY, RAY_FIELDS } from './fields';
import { power } from './generate';

/** The rule a move breaks (rules page, "Legal moves"), with what the words need. */
export type MoveRefusal =
  /** The target is the start itself. */
  | { readonly rule: 'still' }
  /** The target is on no straight line (file, rank or diagonal) from the start. */
  | { readonly rule: 'notStraight' }
  /** Rule 1: the line is not the facing nor 45 degrees to either side of it. */
  | { readonly rule: 'direction'; readonly direction: number; readonly facing: number }
  /** Rule 3: farther than the chevron's power. */
  | { readonly rule: 'tooFar'; readonly distance: number; readonly power: number }
  /** Rule 4: a chevron stands on the target. */
  | { readonly rule: 'occupied' }
  /** Rule 4: the target is another player's colour. */
  | { readonly rule: 'rivalColour'; readonly owner: number }
  /** Rule 6: a chevron stands in the way, and start and target are not both the mover's colour. */
  | {
      readonly rule: 'blocked';
      readonly by: number;
      /** Which end is not the mover's colour: the start, the target, or both. */
      readonly notYours: 'from' | 'to' | 'both';
    };

/** The rule the chevron on `from` (owned by `player`) breaks by moving to `to`, or null: the move is legal. */
export function moveRefusal(
  b: Board,
  player: number,
  from: number,
  to: number,
): MoveRefusal | null {
  if (from === to) return { rule: 'still' };
  const line = lineBetween(from, to);
  if (line === null) return { rule: 'notStraight' };
  const facing = b[FACING + from] ?? 0;
  const turn = (line.direction - facing + 8) & 7;
  if (turn !== 0 && turn !== 1 && turn !== 7)
    return { rule: 'direction', direction: line.direction, facing };
  const reach = power(b, player, from);
  if (line.distance > reach) return { rule: 'tooFar', distance: line.distance, power: reach };
  if (b[CHEVRON + to] !== NONE) return { rule: 'occupied' };
  const colour = b[COLOUR + to] ?? NONE;
  if (colour !== NONE && colour !== player) return { rule: 'rivalColour', owner: colour };
  for (let i = 0; i < line.distance - 1; i += 1) {
    const field = RAY_FIELDS[(from * 8 + line.direction) * MAX_RAY + i] ?? 0;
    if (b[CHEVRON + field] === NONE) continue;
    const fromMine = b[COLOUR + from] === player;
    const toMine = colour === player;
    if (fromMine && toMine) return null;
    return { rule: 'blocked', by: field, notYours: fromMine ? 'to' : toMine ? 'from' : 'both' };
  }
  return null;
}
