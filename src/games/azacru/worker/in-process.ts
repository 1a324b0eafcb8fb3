// The search host without a worker (node, tests, the arena): the same server and messages, slices run on a given clock.
import { createMessageHost, type SearchHost } from './host';
import { createSearchServer } from './serve';

export interface InProcessOptions {
  /** Runs the next slice: a clock's setTimeout(fn, 0) (default: the global one). */
  readonly schedule?: (fn: () => void) => void;
  /** The clock the time budget is measured on (default performance.now). */
  readonly now?: () => number;
  readonly slice?: number;
}

/**
 * A host whose server runs in this thread. Messages are copied both ways as a worker's would be
 * (structuredClone), so what works here works across a worker's boundary.
 */
export function createInProcessHost(o: InProcessOptions = {}): SearchHost {
  const schedule = o.schedule ?? ((fn: () => void) => void setTimeout(fn, 0));
  const now = o.now ?? (() => performance.now());
  let receive: (reply: unknown) => void = () => {};
  const server = createSearchServer({
    post: (reply) => receive(structuredClone(reply)),
    schedule,
    now,
    ...(o.slice !== undefined ? { slice: o.slice } : {}),
  });
  const messages = createMessageHost((call) => server.receive(structuredClone(call)));
  receive = messages.receive;
  return messages.host;
}
