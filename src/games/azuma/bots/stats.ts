// Small statistics for the arena: means, proportions with Wilson 95 % confidence intervals.

export function mean(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;
}

/** The Wilson score interval of a proportion (95 %): robust near 0 and 1. */
export function wilson(
  successes: number,
  trials: number,
  z = 1.96,
): { p: number; low: number; high: number } {
  if (trials === 0) return { p: 0, low: 0, high: 0 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half =
    (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** True when two intervals do not overlap and the first is above. */
export function clearlyAbove(a: { low: number }, b: { high: number }): boolean {
  return a.low > b.high;
}
