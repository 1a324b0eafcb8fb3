// Where each card of the person's hand lies: in rows that wrap, every card showing a strip at least a finger wide and tall.
/** The smallest part of a card left visible, wide and tall (CSS px): a finger's target. */
export const MIN_STRIP = 44;
/** Height : width of a card. */
export const CARD_RATIO = 1.5;

export interface HandLayout {
  readonly cardWidth: number;
  readonly cardHeight: number;
  /** Per card, in hand order: its top-left corner in the hand's box (px) and its row. */
  readonly places: readonly { readonly x: number; readonly y: number; readonly row: number }[];
  readonly width: number;
  readonly height: number;
  readonly rows: number;
}

/**
 * The layout of `count` cards in a box `width` px wide, with cards at most `maxHeight` px tall.
 * Cards overlap left to right; when one row would leave a card less than MIN_STRIP px, the hand
 * wraps into balanced rows, each row covering the lower part of the one before but leaving its top
 * MIN_STRIP + 4 px (where the corner indices are) in view. Rows are centred.
 */
export function handLayout(count: number, width: number, maxHeight: number): HandLayout {
  const cardWidth = Math.round(
    Math.max(MIN_STRIP + 8, Math.min(96, width / 6, maxHeight / CARD_RATIO)),
  );
  const cardHeight = Math.round(cardWidth * CARD_RATIO);
  if (count === 0) return { cardWidth, cardHeight, places: [], width: 0, height: 0, rows: 0 };
  const perRowMax = Math.max(1, Math.floor((width - cardWidth) / MIN_STRIP) + 1);
  const rows = Math.ceil(count / perRowMax);
  const perRow = Math.ceil(count / rows);
  const gap = 4;
  const step = perRow > 1 ? Math.min(cardWidth + gap, (width - cardWidth) / (perRow - 1)) : 0;
  const rowStep = MIN_STRIP + 4;
  const places: { x: number; y: number; row: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, count - row * perRow);
    const rowWidth = cardWidth + step * (inRow - 1);
    const left = (width - rowWidth) / 2;
    places.push({ x: Math.round(left + step * (i - row * perRow)), y: row * rowStep, row });
  }
  return {
    cardWidth,
    cardHeight,
    places,
    width,
    height: (rows - 1) * rowStep + cardHeight,
    rows,
  };
}
