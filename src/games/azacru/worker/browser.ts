// The search host of a page: the expert searches in a Web Worker (its own chunk), so the table never stutters.
import { createMessageHost, type SearchHost } from './host';

/** What the host needs of a Worker (a fake one in tests). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate(): void;
}

/** A host over a running worker; a worker that fails fails every search under way. */
export function workerHost(worker: WorkerLike): SearchHost {
  const messages = createMessageHost(
    (call) => worker.postMessage(call),
    () => worker.terminate(),
  );
  worker.onmessage = (event) => messages.receive(event.data);
  worker.onerror = () => messages.failAll('the search worker failed');
  return messages.host;
}

/**
 * The page's host: one worker for the table's bots and the hint button. vite bundles the worker
 * from this URL pattern as its own chunk. Call `dispose()` when the table closes.
 */
export function createWorkerHost(): SearchHost {
  const worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
  return workerHost(worker as unknown as WorkerLike);
}
