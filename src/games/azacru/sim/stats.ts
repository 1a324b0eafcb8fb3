// Small statistics for the arena: the Wilson 95 % interval of a share.

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
