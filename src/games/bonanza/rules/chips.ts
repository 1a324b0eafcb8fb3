// Moving chips between stacks and spaces: the only way chips move, so the total stays exact.
import type { EffectSink } from './effects';
import { SPACES, type Space } from './sheet';
import type { TableState } from './state';

const spaceName = (space: Space) => SPACES[space] ?? 'bonanza';

/** A seat puts chips on a space (ante, bet). */
export function seatToSpace(
  s: TableState,
  seat: number,
  space: Space,
  amount: number,
  fx: EffectSink,
): void {
  if (amount <= 0) return;
  s.stacks[seat]! -= amount;
  s.sheet[space]! += amount;
  fx?.push({ type: 'chips', from: { seat }, to: { space: spaceName(space) }, amount });
}

/** A seat takes chips from a space. */
export function spaceToSeat(
  s: TableState,
  space: Space,
  seat: number,
  amount: number,
  fx: EffectSink,
): void {
  if (amount <= 0) return;
  s.sheet[space]! -= amount;
  s.stacks[seat]! += amount;
  fx?.push({ type: 'chips', from: { space: spaceName(space) }, to: { seat }, amount });
}

/** One seat pays another (the widow's price, a Bonanza payment). */
export function seatToSeat(
  s: TableState,
  from: number,
  to: number,
  amount: number,
  fx: EffectSink,
): void {
  if (amount <= 0) return;
  s.stacks[from]! -= amount;
  s.stacks[to]! += amount;
  fx?.push({ type: 'chips', from: { seat: from }, to: { seat: to }, amount });
}

/** One player takes a whole space: recorded as won, with its effect. */
export function takeSpace(s: TableState, space: Space, seat: number, fx: EffectSink): void {
  const amount = s.sheet[space] ?? 0;
  s.won[space]?.push(seat);
  fx?.push({ type: 'space-won', space: spaceName(space), seats: [seat], amounts: [amount] });
  spaceToSeat(s, space, seat, amount, fx);
}

/** Nobody takes a space this time. */
export function spaceStays(s: TableState, space: Space, fx: EffectSink): void {
  fx?.push({ type: 'space-stays', space: spaceName(space), chips: s.sheet[space] ?? 0 });
}
