// Small statistics for the arena: a mean with its 95 % interval, and a share with its Wilson interval.

export interface MeanInterval {
  readonly mean: number;
  readonly low: number;
  readonly high: number;
}

/** The mean of `xs` and its 95 % confidence interval (normal approximation). */
export function meanInterval(xs: readonly number[]): MeanInterval {
  const n = xs.length;
  if (n === 0) return { mean: 0, low: 0, high: 0 };
  let sum = 0;
  for (const x of xs) sum += x;
  const mean = sum / n;
  let squares = 0;
  for (const x of xs) squares += (x - mean) ** 2;
  const half = n > 1 ? 1.96 * Math.sqrt(squares / (n - 1) / n) : 0;
  return { mean, low: mean - half, high: mean + half };
}

/** A share of `trials` (fractional successes allowed, e.g. shared wins) with its Wilson 95 % interval. */
export function wilson(successes: number, trials: number, z = 1.96): MeanInterval {
  if (trials === 0) return { mean: 0, low: 0, high: 0 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half =
    (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { mean: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
