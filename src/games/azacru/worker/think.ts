// One search as a promise (the hint button, a script): think(host, state, params, seed) resolves to the move; abortable.
import type { AzacruBotParams } from '../bots/params';
import type { AzacruState } from '../rules/state';
import type { SearchHost, SearchProgress } from './host';
import type { SearchMove } from './protocol';

export interface ThinkOptions {
  /** Aborting stops the search and rejects the promise with the signal's reason. */
  readonly signal?: AbortSignal;
  /** Stop after this many ms of the host's clock (default: the iteration budget alone). */
  readonly maxMs?: number | null;
  readonly onProgress?: (p: SearchProgress) => void;
}

/** The move the bot of `params` plays in `state` (null: it must pass), searched on `host`. */
export function think(
  host: SearchHost,
  state: AzacruState,
  params: AzacruBotParams,
  seed: number,
  options: ThinkOptions = {},
): Promise<SearchMove | null> {
  const { signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      job.cancel();
      reject(signal?.reason);
    };
    const job = host.start(
      { state, params, seed, maxMs: options.maxMs ?? null },
      {
        progress: (p) => options.onProgress?.(p),
        done: (r) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(r.move);
        },
        failed: (message) => {
          signal?.removeEventListener('abort', onAbort);
          reject(new Error(message));
        },
      },
    );
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
