// How many players' plates stand in a row of the top bar: as many as fit, spread evenly over the rows (six on a phone as 3 + 3, not 5 + 1).

/**
 * The columns for `plates` plates in a row `width` px wide, each at least `least` px with `gap`
 * px between: the fewest rows they fit in, then as few columns as fill those rows.
 */
export function plateColumns(plates: number, width: number, least: number, gap: number): number {
  if (plates <= 0) return 1;
  const fit = Math.max(1, Math.floor((width + gap) / (least + gap)));
  const rows = Math.ceil(plates / fit);
  return Math.ceil(plates / rows);
}
