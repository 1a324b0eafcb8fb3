// Why a chevron cannot move to a field: the first rule of "Legal moves" that the move breaks, in words.
import { type Board, CHEVRON, COLOUR, FACING, NONE } from './board';
import { DIRECTION_NAMES, fieldName, lineBetween, MAX_RAY, RAY_FIELDS } from './fields';
import { power } from './generate';

/** The reason the chevron on `from` (owned by `player`) may not move to `to`, as a short sentence. */
export function whyNotLegal(b: Board, player: number, from: number, to: number): string {
  const path = `${fieldName(from)}-${fieldName(to)}`;
  const line = lineBetween(from, to);
  if (from === to) return `${path} does not move`;
  if (line === null) return `${path} is not a straight line`;
  const facing = b[FACING + from] ?? 0;
  const allowed = [facing, (facing + 7) & 7, (facing + 1) & 7];
  if (!allowed.includes(line.direction)) {
    const names = allowed.map((d) => DIRECTION_NAMES[d]).join(', ');
    return `${path} goes ${DIRECTION_NAMES[line.direction]}, but the chevron facing ${DIRECTION_NAMES[facing]} may go only ${names}`;
  }
  const reach = power(b, player, from);
  if (line.distance > reach) {
    return `${path} is ${line.distance} fields, but the chevron's power is ${reach}`;
  }
  if (b[CHEVRON + to] !== NONE) return `${fieldName(to)} holds a chevron`;
  const colour = b[COLOUR + to] ?? NONE;
  if (colour !== NONE && colour !== player)
    return `${fieldName(to)} is player ${colour + 1}'s colour`;
  for (let i = 0; i < line.distance - 1; i += 1) {
    const field = RAY_FIELDS[(from * 8 + line.direction) * MAX_RAY + i] ?? 0;
    if (b[CHEVRON + field] !== NONE) {
      return `${path} passes the chevron on ${fieldName(field)}: only a connection jump (from and to your colour) may`;
    }
  }
  return `${path} is not a legal move`;
}
