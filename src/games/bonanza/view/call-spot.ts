// Where the dealer's call stands over the table: centred and as high as it can, clear of every seat's name and, room allowing, of the cards lying face up, then of the sheet, then of every piece (CSS px in the table's room).
import type { ScreenBox } from './seat-labels';

/** Room kept between the call and the room's edge, a name or a card. */
const GAP = 4;
/** The step the search moves the call by. */
const STEP = 4;

const clear = (a: ScreenBox, b: ScreenBox) =>
  a.right + GAP <= b.left ||
  b.right + GAP <= a.left ||
  a.bottom + GAP <= b.top ||
  b.bottom + GAP <= a.top;

/** Whether a call of `call` size at `spot` lies clear of every box (the gap kept). */
export function spotClearOf(
  spot: { readonly left: number; readonly top: number },
  call: { readonly w: number; readonly h: number },
  boxes: readonly ScreenBox[],
): boolean {
  const box = {
    left: spot.left,
    top: spot.top,
    right: spot.left + call.w,
    bottom: spot.top + call.h,
  };
  return boxes.every((b) => clear(box, b));
}

/**
 * The call's top left in a room of `room` size. It must not hide a name, should not hide a face (the
 * played cards the call speaks of), and best hides no piece at all (a seat's fan, a stack, the
 * sheet: over the top seat's fan it made that player's hand seem to vanish at every call). Each
 * search finds the highest spot of the middle column clear of what it keeps off, else the highest
 * clear of it anywhere: first clear of names, faces and pieces, then of names, faces and the
 * sheet's spaces (a fan or a stack may lie under it: on a phone held upright, 'Stop! Now red' hid
 * a row of the sheet whose chips the run-out is about), then of names and faces, then of the names
 * alone; else the top middle.
 */
export function callSpot(
  call: { readonly w: number; readonly h: number },
  room: { readonly w: number; readonly h: number },
  names: readonly ScreenBox[],
  faces: readonly ScreenBox[] = [],
  pieces: readonly ScreenBox[] = [],
  /** The sheet's spaces (also among the pieces). */
  sheet: readonly ScreenBox[] = [],
): { left: number; top: number } {
  const middle = Math.max(0, (room.w - call.w) / 2);
  const rightmost = Math.max(0, room.w - call.w);
  const lowest = Math.max(GAP, room.h - call.h - GAP);
  const search = (keepOff: readonly ScreenBox[]) => {
    // The boxes beside a row of spots at `top` (the rest are clear of every spot in it): a table of
    // nine seats has a few hundred pieces, so each spot is tried against its row's few.
    const row = (top: number) =>
      keepOff.filter((n) => top + call.h + GAP > n.top && n.bottom + GAP > top);
    const fits = (near: readonly ScreenBox[], left: number, top: number) => {
      const box = { left, top, right: left + call.w, bottom: top + call.h };
      return near.every((n) => clear(box, n));
    };
    for (let top = GAP; top <= lowest; top += STEP)
      if (fits(row(top), middle, top)) return { left: middle, top };
    for (let top = GAP; top <= lowest; top += STEP) {
      const near = row(top);
      for (let d = STEP; d <= rightmost; d += STEP)
        for (const left of [middle - d, middle + d])
          if (left >= 0 && left <= rightmost && fits(near, left, top)) return { left, top };
    }
    return null;
  };
  return (
    (pieces.length > 0 ? search([...names, ...faces, ...pieces]) : null) ??
    (sheet.length > 0 ? search([...names, ...faces, ...sheet]) : null) ??
    (faces.length > 0 ? search([...names, ...faces]) : null) ??
    search(names) ?? { left: middle, top: GAP }
  );
}

type Size = { readonly w: number; readonly h: number };

/**
 * Where the call goes, and in which form: `form` 0 is the call as it is, 1 and on the smaller forms
 * of `smaller` in order (smaller type and wrapped; then without its second line, which the news
 * under the table says too). The first form that finds room off the names and the played cards is
 * taken (a small phone at a full table: "Stop! Now red" had no room off nine played cards); else
 * the first, the call as it is first, that finds room off the names (a two-line won space at nine
 * seats found none and lay over two names); else the call as it is where the search put it. Each
 * smaller form is measured only when needed.
 */
export function placeCall(
  call: Size,
  smaller: readonly (() => Size)[],
  room: Size,
  names: readonly ScreenBox[],
  faces: readonly ScreenBox[] = [],
  pieces: readonly ScreenBox[] = [],
  sheet: readonly ScreenBox[] = [],
): { left: number; top: number; form: number } {
  const spot = callSpot(call, room, names, faces, pieces, sheet);
  const keepOff = [...names, ...faces];
  if (spotClearOf(spot, call, keepOff)) return { ...spot, form: 0 };
  // Off the names and the cards in a smaller form; else off the names at least, as it is first.
  const tried: { left: number; top: number; size: Size }[] = [];
  for (let form = 1; form <= smaller.length; form += 1) {
    const size = (smaller[form - 1] as () => Size)();
    const other = callSpot(size, room, names, faces, pieces, sheet);
    if (spotClearOf(other, size, keepOff)) return { ...other, form };
    tried.push({ ...other, size });
  }
  if (spotClearOf(spot, call, names)) return { ...spot, form: 0 };
  const named = tried.findIndex((t) => spotClearOf(t, t.size, names));
  const t = tried[named];
  return t ? { left: t.left, top: t.top, form: named + 1 } : { ...spot, form: 0 };
}
