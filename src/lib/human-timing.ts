// Human-like delays for every game's bots: ex-Gaussian (Gaussian mu, sigma + exponential tail tau) with a floor.
import type { Rng } from './rng';

/** An ex-Gaussian delay: Gaussian (mu, sigma) plus an exponential tail (mean tau), never below a floor. */
export interface ExGaussian {
  readonly mu: number;
  readonly sigma: number;
  readonly tau: number;
}

/** A standard normal draw (Box-Muller). */
export function gaussian(rng: Rng): number {
  const u = 1 - rng.next();
  const v = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** An exponential draw with mean `mean`. */
export function exponential(rng: Rng, mean: number): number {
  return mean <= 0 ? 0 : -mean * Math.log(1 - rng.next());
}

/** One delay in ms, never below `floor`. */
export function sampleDelay(d: ExGaussian, floor: number, rng: Rng): number {
  return Math.max(floor, d.mu + d.sigma * gaussian(rng) + exponential(rng, d.tau));
}

/** The configured mean of a delay (before the floor). */
export function meanDelay(d: ExGaussian): number {
  return d.mu + d.tau;
}

/**
 * An ex-Gaussian of the given median with a person's shape: a tail a quarter of the median
 * (attention wanders), a spread of a tenth. The median of mu + N(0, sigma) + Exp(tau) is close to
 * mu + tau ln 2 at this shape.
 */
export function delayOfMedian(medianMs: number): ExGaussian {
  const tau = medianMs * 0.25;
  return { mu: medianMs - tau * Math.LN2, sigma: medianMs * 0.1, tau };
}
