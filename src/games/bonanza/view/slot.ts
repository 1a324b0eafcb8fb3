// The room the overlay leaves for the 3D table, in CSS px of the viewport.
export interface SlotBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export const sameSlot = (a: SlotBox | null, b: SlotBox): boolean =>
  a !== null &&
  a.left === b.left &&
  a.top === b.top &&
  a.width === b.width &&
  a.height === b.height;
