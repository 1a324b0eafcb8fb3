// Why a chevron cannot move to a field: the first rule of "Legal moves" that the move breaks, in words (the referee's and the flow's messages).
import type { Board } from './board';
import { DIRECTION_NAMES, fieldName } from './fields';
import { moveRefusal } from './why-not';

/** The reason the chevron on `from` (owned by `player`) may not move to `to`, as a short sentence. */
export function whyNotLegal(b: Board, player: number, from: number, to: number): string {
  const path = `${fieldName(from)}-${fieldName(to)}`;
  const why = moveRefusal(b, player, from, to);
  if (why === null) return `${path} is not a legal move`;
  switch (why.rule) {
    case 'still':
      return `${path} does not move`;
    case 'notStraight':
      return `${path} is not a straight line`;
    case 'direction': {
      const allowed = [why.facing, (why.facing + 7) & 7, (why.facing + 1) & 7];
      const names = allowed.map((d) => DIRECTION_NAMES[d]).join(', ');
      return `${path} goes ${DIRECTION_NAMES[why.direction]}, but the chevron facing ${DIRECTION_NAMES[why.facing]} may go only ${names}`;
    }
    case 'tooFar':
      return `${path} is ${why.distance} fields, but the chevron's power is ${why.power}`;
    case 'occupied':
      return `${fieldName(to)} holds a chevron`;
    case 'rivalColour':
      return `${fieldName(to)} is player ${why.owner + 1}'s colour`;
    case 'blocked':
      return `${path} passes the chevron on ${fieldName(why.by)}: only a connection jump (from and to your colour) may`;
  }
}
