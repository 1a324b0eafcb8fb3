// Serves searches on a worker's global scope: messages in, replies out, slices yielded through a message channel.
import { createSearchServer, type SearchServer } from './serve';

/** What the server needs of a dedicated worker's global scope. */
export interface WorkerScopeLike {
  postMessage(message: unknown): void;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
}

/**
 * A yield that lets a cancel message in between two slices. A message channel is not clamped as
 * nested timers are (4 ms each in browsers); without one, a zero timer.
 */
export function yieldingSchedule(): (fn: () => void) => void {
  if (typeof MessageChannel === 'undefined') return (fn) => void setTimeout(fn, 0);
  const queue: (() => void)[] = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => queue.shift()?.();
  return (fn) => {
    queue.push(fn);
    channel.port2.postMessage(null);
  };
}

export function serveSearch(
  scope: WorkerScopeLike,
  schedule: (fn: () => void) => void = yieldingSchedule(),
  now: () => number = () => performance.now(),
): SearchServer {
  const server = createSearchServer({ post: (r) => scope.postMessage(r), schedule, now });
  scope.onmessage = (event) => server.receive(event.data);
  return server;
}
