// Measures a device's search speed (iterations per second) so that a think time maps to an iteration budget.
import { createRng } from '../../../lib/rng';
import type { AzacruState } from '../rules/state';
import type { AzacruBotParams } from './params';
import { createSearch } from './search';

/**
 * Runs the search from `state` in slices for about `ms` milliseconds of `now()` and returns the
 * iterations per second. The clock is passed in (performance.now in a page or a worker).
 */
export function calibrate(
  state: AzacruState,
  params: AzacruBotParams,
  now: () => number,
  ms = 200,
  slice = 200,
): number {
  const search = createSearch(state, params, createRng(0x5eed));
  const start = now();
  let iterations = 0;
  while (now() - start < ms) {
    search.run(slice);
    iterations += slice;
  }
  return (iterations * 1000) / Math.max(1, now() - start);
}
