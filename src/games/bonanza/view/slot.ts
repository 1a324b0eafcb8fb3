// The room the overlay leaves for the 3D table, in CSS px of the viewport.
import type { Box } from '../../../lib/measured-box';

export type SlotBox = Box;

export const sameSlot = (a: SlotBox | null, b: SlotBox): boolean =>
  a !== null &&
  a.left === b.left &&
  a.top === b.top &&
  a.width === b.width &&
  a.height === b.height;
