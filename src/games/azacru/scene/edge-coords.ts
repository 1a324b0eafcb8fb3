// Which coordinates the rim cannot show (panned out of the slot on a phone) and where their small labels go: ranks in the edge fields' top left corners, files in the bottom right.
import { SIDE } from '../rules/fields';
import { CELL, HALF, RIM } from './geometry';

/** A point of the screen (CSS px). */
export interface ScreenPoint {
  readonly x: number;
  readonly y: number;
}

export interface ScreenBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** One label's box: its top left corner (CSS px); null where the rim shows it or its row is out of view. */
export interface EdgeLabel {
  readonly text: string;
  readonly x: number;
  readonly y: number;
}

export interface EdgeCoords {
  /** Ranks 1-9 in order. */
  readonly ranks: readonly (EdgeLabel | null)[];
  /** Files a-i in order. */
  readonly files: readonly (EdgeLabel | null)[];
}

/** A label's side (CSS px): the CSS draws it this size. */
export const LABEL_PX = 14;
/** Its distance from the field's corner (CSS px). */
const INSET = 2;
/** A rim's figure counts as seen when its centre lies this far inside the slot (about half a figure). */
const SEEN = 6;

export const FILE_NAMES = 'abcdefghi';

/** Nothing to show: the whole rim in view, or coordinates off. */
export const NO_EDGE_COORDS: EdgeCoords = {
  ranks: Array.from({ length: SIDE }, () => null),
  files: Array.from({ length: SIDE }, () => null),
};

const RIM_MID = HALF + RIM / 2;
const overlap = (a: EdgeLabel, x: number, y: number) =>
  Math.abs(a.x - x) < LABEL_PX && Math.abs(a.y - y) < LABEL_PX;
/** World z of a rank's centre (the board seen from the south: rank 1 at +z), world x of a file's. */
const rankZ = (rank: number) => ((SIDE - 1) / 2 - rank) * CELL;
const fileX = (file: number) => (file - (SIDE - 1) / 2) * CELL;

/**
 * The labels to draw at the slot's visible board edge, given where board points fall on screen
 * (`project` maps world x, z on the board to CSS px) and the slot: a rank's where neither of its
 * rim figures is seen, at the left of its row; a file's likewise, at the bottom of its column.
 * `drawn` is where the board is drawn: the slot when the board pans (it is cut to the slot), the
 * whole canvas when it fits (its rims may stand a little past the slot, over the gap above the
 * panel, and are seen there: a tablet on its side showed its files twice).
 */
export function edgeCoordinates(
  project: (x: number, z: number) => ScreenPoint,
  slot: ScreenBox,
  drawn: ScreenBox = slot,
): EdgeCoords {
  const right = slot.left + slot.width;
  const bottom = slot.top + slot.height;
  const seen = (p: ScreenPoint) =>
    p.x >= drawn.left + SEEN &&
    p.x <= drawn.left + drawn.width - SEEN &&
    p.y >= drawn.top + SEEN &&
    p.y <= drawn.top + drawn.height - SEEN;
  const ranks = Array.from({ length: SIDE }, (_, rank): EdgeLabel | null => {
    const z = rankZ(rank);
    if (seen(project(-RIM_MID, z)) || seen(project(RIM_MID, z))) return null;
    // The row's field edge at the screen's left (the board may be turned half round).
    const a = project(-HALF, z);
    const b = project(HALF, z);
    const edgeX = a.x <= b.x ? -HALF : HALF;
    const ys = [project(edgeX, z - CELL / 2).y, project(edgeX, z + CELL / 2).y];
    const rowTop = Math.min(...ys);
    const rowBottom = Math.max(...ys);
    const x = Math.max(slot.left, Math.min(a.x, b.x)) + INSET;
    const y = Math.max(slot.top, rowTop) + INSET;
    if (y + LABEL_PX > Math.min(rowBottom, bottom) || x + LABEL_PX > right) return null;
    return { text: String(rank + 1), x, y };
  });
  const files = Array.from({ length: SIDE }, (_, file): EdgeLabel | null => {
    const x0 = fileX(file);
    if (seen(project(x0, -RIM_MID)) || seen(project(x0, RIM_MID))) return null;
    // The column's field edge at the screen's bottom.
    const a = project(x0, -HALF);
    const b = project(x0, HALF);
    const edgeZ = a.y >= b.y ? -HALF : HALF;
    const xs = [project(x0 - CELL / 2, edgeZ).x, project(x0 + CELL / 2, edgeZ).x];
    const colLeft = Math.min(...xs);
    const colRight = Math.max(...xs);
    const x = Math.min(right, colRight) - INSET - LABEL_PX;
    const y = Math.min(bottom, Math.max(a.y, b.y)) - INSET - LABEL_PX;
    if (x < Math.max(colLeft, slot.left) || y < slot.top) return null;
    // A corner field cut down to a sliver keeps its rank's label; the file's would cover it.
    if (ranks.some((r) => r && overlap(r, x, y))) return null;
    return { text: FILE_NAMES[file] ?? '', x, y };
  });
  return { ranks, files };
}
