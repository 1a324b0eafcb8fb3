// Small statistics for the arena: the Wilson 95 % interval of a share, and a normal 95 % interval of a mean.

/** The Wilson score interval (95 %) of `successes` out of `trials` (successes may be fractional: shared wins). */
export function wilson(successes: number, trials: number, z = 1.96): { low: number; high: number } {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half =
    (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * The mean of per-game values and its 95 % normal interval (the sample's standard deviation over
 * the square root of the games), clamped to [lo, hi]. Each game is one value, so values that are
 * correlated within a game (a bot's comparisons with each rival) are not counted as independent.
 */
export function meanInterval(
  values: readonly number[],
  lo = 0,
  hi = 1,
  z = 1.96,
): { mean: number; low: number; high: number } {
  const n = values.length;
  if (n === 0) return { mean: 0, low: lo, high: hi };
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n === 1) return { mean, low: lo, high: hi };
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1);
  const half = z * Math.sqrt(variance / n);
  return { mean, low: Math.max(lo, mean - half), high: Math.min(hi, mean + half) };
}
