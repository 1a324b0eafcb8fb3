// Where the dealer's call stands over the table: centred and as high as it can, clear of every seat's name (CSS px in the table's room).
import type { ScreenBox } from './seat-labels';

/** Room kept between the call and the room's edge or a name. */
const GAP = 4;
/** The step the search moves the call by. */
const STEP = 4;

const clear = (a: ScreenBox, b: ScreenBox) =>
  a.right + GAP <= b.left ||
  b.right + GAP <= a.left ||
  a.bottom + GAP <= b.top ||
  b.bottom + GAP <= a.top;

/**
 * The call's top left in a room of `room` size: the highest spot of the middle column clear of the
 * names, else the highest spot clear of them anywhere, else the top middle.
 */
export function callSpot(
  call: { readonly w: number; readonly h: number },
  room: { readonly w: number; readonly h: number },
  names: readonly ScreenBox[],
): { left: number; top: number } {
  const middle = Math.max(0, (room.w - call.w) / 2);
  const fits = (left: number, top: number) => {
    const box = { left, top, right: left + call.w, bottom: top + call.h };
    return names.every((n) => clear(box, n));
  };
  const lowest = Math.max(GAP, room.h - call.h - GAP);
  for (let top = GAP; top <= lowest; top += STEP)
    if (fits(middle, top)) return { left: middle, top };
  const rightmost = Math.max(0, room.w - call.w);
  for (let top = GAP; top <= lowest; top += STEP)
    for (let d = STEP; d <= rightmost; d += STEP)
      for (const left of [middle - d, middle + d])
        if (left >= 0 && left <= rightmost && fits(left, top)) return { left, top };
  return { left: middle, top: GAP };
}
