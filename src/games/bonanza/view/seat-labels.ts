// Where each opponent's name stands on the table: the first spot by the seat, in the slot, covering no piece and no other name (screen CSS px).

/** A box on screen, CSS px. */
export interface ScreenBox {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** A spot for a label: the label lies beyond (x, y) in the direction (dx, dy), its edge touching the point. */
export interface LabelSpot {
  readonly x: number;
  readonly y: number;
  readonly dx: number;
  readonly dy: number;
}

/** What the framed table tells the labels: the pieces' boxes, and each opponent's spots, best first (viewport CSS px). */
export interface SeatMarks {
  readonly obstacles: readonly ScreenBox[];
  /** The faces lying up now, the cards shown and played: what a call over the table must leave readable. */
  readonly faces: readonly ScreenBox[];
  /** The sheet's spaces (among the obstacles too): what a call should leave readable before a fan or a stack. */
  readonly sheet: readonly ScreenBox[];
  readonly seats: readonly LabelPlace[];
  /**
   * The widow's pile and the dead hand's (keys WIDOW_TAG, DEAD_TAG): their middles and the spots for
   * their tags (a newcomer took the widow for a seat's card).
   */
  readonly piles: readonly LabelPlace[];
}

/** A thing on the table that a label names: its middle on screen, and its label's spots, best first. */
export interface LabelPlace {
  readonly seat: number;
  readonly x: number;
  readonly y: number;
  readonly spots: readonly LabelSpot[];
}

/** The keys of the widow's tag and the dead hand's among the labels' sizes and places (seats count from 0). */
export const WIDOW_TAG = -1;
export const DEAD_TAG = -2;

export interface LabelSize {
  readonly w: number;
  readonly h: number;
}

/** A label's two sizes: with the chips, and the name alone. */
export interface LabelSizes {
  readonly full: LabelSize;
  readonly short: LabelSize;
}

export interface PlacedLabel {
  readonly seat: number;
  readonly left: number;
  readonly top: number;
  /** With the chips (false: the name alone). */
  readonly full: boolean;
  /** Every spot was taken or covered something: the label stands where it covers least. */
  readonly squeezed: boolean;
}

/** Labels keep this far (CSS px) from the pieces and from each other. */
export const LABEL_MARGIN = 1;

/** The label's box at a spot: pushed along the spot's direction until its edge is clear of the point. */
export function boxAt(spot: LabelSpot, size: LabelSize, slide = 0): ScreenBox {
  const ax = Math.abs(spot.dx);
  const ay = Math.abs(spot.dy);
  const reach = Math.min(
    ax > 1e-6 ? size.w / 2 / ax : Infinity,
    ay > 1e-6 ? size.h / 2 / ay : Infinity,
  );
  const push = (Number.isFinite(reach) ? reach : 0) + LABEL_MARGIN + 1 + slide;
  const cx = spot.x + spot.dx * push;
  const cy = spot.y + spot.dy * push;
  return {
    left: cx - size.w / 2,
    top: cy - size.h / 2,
    right: cx + size.w / 2,
    bottom: cy + size.h / 2,
  };
}

/** The area two boxes share (0 if apart), each grown by a margin. */
export function overlap(a: ScreenBox, b: ScreenBox, margin = 0): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left) + 2 * margin;
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) + 2 * margin;
  return w > 0 && h > 0 ? w * h : 0;
}

const inside = (b: ScreenBox, area: ScreenBox): boolean =>
  b.left >= area.left && b.right <= area.right && b.top >= area.top && b.bottom <= area.bottom;

/** How far a point lies from a box (0 inside). */
export function distance(b: ScreenBox, x: number, y: number): number {
  return Math.hypot(Math.max(b.left - x, 0, x - b.right), Math.max(b.top - y, 0, y - b.bottom));
}

/** A box moved the least to lie inside the area (as far as it fits). */
function clampInto(b: ScreenBox, area: ScreenBox): ScreenBox {
  const dx =
    b.left < area.left ? area.left - b.left : b.right > area.right ? area.right - b.right : 0;
  const dy =
    b.top < area.top ? area.top - b.top : b.bottom > area.bottom ? area.bottom - b.bottom : 0;
  return { left: b.left + dx, top: b.top + dy, right: b.right + dx, bottom: b.bottom + dy };
}

/** How far (CSS px) a label may slide on from its spot, away from its seat, to get clear. */
const SLIDES = Array.from({ length: 15 }, (_, i) => i * 2);

/**
 * Each opponent's label, the seats with the least room first: the first of its spots (or a little
 * beyond) where the label with its chips, or failing that the name alone, lies inside the area,
 * clear of every piece and every label placed before, and nearer its own seat than any other; if
 * none, the name alone where it covers least. A pile with a size (WIDOW_TAG, DEAD_TAG) has its tag
 * placed first, nearer that pile than any seat or other tagged pile, and only where it is clear
 * (it is left out, never squeezed).
 */
export function placeLabels(
  marks: SeatMarks,
  sizes: ReadonlyMap<number, LabelSizes>,
  area: ScreenBox,
): PlacedLabel[] {
  if (!marks.piles.some((p) => sizes.has(p.seat))) return place(marks, sizes, area, 'none');
  // The tags first, by their small piles (the names have more spots to choose from); unless that
  // leaves a name without a free spot, when the names go first as without it.
  const squeezed = (p: readonly PlacedLabel[]) => p.filter((l) => l.squeezed).length;
  const first = place(marks, sizes, area, 'first');
  if (squeezed(first) === 0) return first;
  const last = place(marks, sizes, area, 'last');
  return squeezed(last) < squeezed(first) ? last : first;
}

/** The labels placed, the piles' tags before the names, after them, or not at all. */
function place(
  marks: SeatMarks,
  sizes: ReadonlyMap<number, LabelSizes>,
  area: ScreenBox,
  tagAt: 'first' | 'last' | 'none',
): PlacedLabel[] {
  const taken: ScreenBox[] = [];
  const out: PlacedLabel[] = [];
  const covered = (b: ScreenBox) => {
    let sum = 0;
    for (const o of marks.obstacles) sum += overlap(b, o, LABEL_MARGIN);
    for (const o of taken) sum += overlap(b, o, LABEL_MARGIN);
    return sum;
  };
  // A pile's tag must lie nearer its pile than any seat; the names are placed as without the tags.
  const tagged = marks.piles.filter((p) => sizes.has(p.seat));
  const withPiles = [...marks.seats, ...tagged];
  /** Is no other seat's middle nearer the box than its own seat's (a newcomer reads it as that seat's)? */
  const ownNearest = (b: ScreenBox, seat: number) => {
    let best: number | null = null;
    let least = Infinity;
    for (const m of seat < 0 ? withPiles : marks.seats) {
      const d = distance(b, m.x, m.y);
      if (d < least) {
        least = d;
        best = m.seat;
      }
    }
    return best === seat;
  };
  /** The clear boxes for a seat's label, best first: with its chips, then the name alone. */
  const clear = (seat: number, spots: readonly LabelSpot[], size: LabelSizes, first: boolean) => {
    const found: { box: ScreenBox; full: boolean }[] = [];
    for (const [form, full] of [
      [size.full, true],
      [size.short, false],
    ] as const)
      for (const spot of spots)
        for (const slide of SLIDES) {
          const box = boxAt(spot, form, slide);
          if (inside(box, area) && covered(box) === 0 && ownNearest(box, seat)) {
            found.push({ box, full });
            if (first) return found;
          }
        }
    return found;
  };
  /** The piles' tags, each where it is clear (never squeezed). */
  const placeTags = () => {
    for (const pile of tagged) {
      const tag = sizes.get(pile.seat);
      const free = tag ? clear(pile.seat, pile.spots, tag, true)[0] : undefined;
      if (!free) continue;
      taken.push(free.box);
      out.push({
        seat: pile.seat,
        left: free.box.left,
        top: free.box.top,
        full: free.full,
        squeezed: false,
      });
    }
  };
  if (tagAt === 'first') placeTags();
  // The seats with the fewest clear spots choose first.
  const room = new Map(
    marks.seats.map(({ seat, spots }) => {
      const size = sizes.get(seat);
      return [seat, size ? clear(seat, spots, size, false).length : 0];
    }),
  );
  const order = [...marks.seats].sort((a, b) => (room.get(a.seat) ?? 0) - (room.get(b.seat) ?? 0));
  for (const { seat, spots } of order) {
    const size = sizes.get(seat);
    if (!size) continue;
    const free = clear(seat, spots, size, true)[0];
    let chosen: { box: ScreenBox; full: boolean; squeezed: boolean } | null = free
      ? { ...free, squeezed: false }
      : null;
    if (!chosen) {
      let least = Infinity;
      for (const spot of spots) {
        const box = clampInto(boxAt(spot, size.short), area);
        const c = covered(box);
        if (c < least) {
          least = c;
          chosen = { box, full: false, squeezed: true };
        }
      }
    }
    if (!chosen) continue;
    taken.push(chosen.box);
    out.push({
      seat,
      left: chosen.box.left,
      top: chosen.box.top,
      full: chosen.full,
      squeezed: chosen.squeezed,
    });
  }
  if (tagAt === 'last') placeTags();
  return out.sort((a, b) => a.seat - b.seat);
}
