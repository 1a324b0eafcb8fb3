// The search host, as the bot actor and the hint button see it: start a search, hear its progress and move, cancel it.
import * as v from 'valibot';
import type { AzacruBotParams } from '../bots/params';
import type { AzacruState } from '../rules/state';
import { type SearchCall, type SearchMove, SearchReplySchema } from './protocol';

export interface SearchRequest {
  readonly state: AzacruState;
  readonly params: AzacruBotParams;
  /** The seed of the search's random stream (bots/stream.ts choiceSeed for a bot's turn). */
  readonly seed: number;
  /** Stop after this many ms even before the iteration budget is spent; null: the budget alone. */
  readonly maxMs: number | null;
}

export interface SearchProgress {
  readonly iterations: number;
  /** The move the search would play now. */
  readonly best: SearchMove | null;
}

export interface SearchResult {
  /** The move to play; null when the player must pass. */
  readonly move: SearchMove | null;
  readonly iterations: number;
  /** Time the search took on its host's clock. */
  readonly ms: number;
}

export interface SearchListener {
  progress?(p: SearchProgress): void;
  /** Called once with the move, never after `cancel`, never before `start` has returned. */
  done(r: SearchResult): void;
  /** The host could not think (a broken worker, a refused request); called once instead of `done`. */
  failed(message: string): void;
}

export interface SearchJob {
  /** Stops the search: no more calls of the listener. */
  cancel(): void;
}

export interface SearchHost {
  start(request: SearchRequest, listener: SearchListener): SearchJob;
  /** Fails every search under way and lets the host go (a worker is terminated). */
  dispose(): void;
}

/** A host that talks to a search server through messages: `send` carries calls, `receive` takes replies. */
export interface MessageHost {
  readonly host: SearchHost;
  receive(reply: unknown): void;
  /** Fails every search under way (the other side is gone). */
  failAll(message: string): void;
}

export function createMessageHost(
  send: (call: SearchCall) => void,
  onDispose: () => void = () => {},
): MessageHost {
  const listeners = new Map<number, SearchListener>();
  let nextId = 1;
  let disposed = false;

  const failAll = (message: string): void => {
    const all = [...listeners.values()];
    listeners.clear();
    for (const l of all) l.failed(message);
  };

  return {
    receive(raw: unknown): void {
      const r = v.safeParse(SearchReplySchema, raw);
      if (!r.success) return; // not ours, or damaged: the request stays open until its own reply
      const reply = r.output;
      if (reply.id === null) return;
      const listener = listeners.get(reply.id);
      if (!listener) return; // cancelled
      if (reply.type === 'progress')
        listener.progress?.({ iterations: reply.iterations, best: reply.best });
      else {
        listeners.delete(reply.id);
        if (reply.type === 'done')
          listener.done({ move: reply.move, iterations: reply.iterations, ms: reply.ms });
        else listener.failed(reply.message);
      }
    },
    failAll,
    host: {
      start(request, listener): SearchJob {
        const id = nextId;
        nextId += 1;
        if (disposed) {
          queueMicrotask(() => listener.failed('the search host is closed'));
          return { cancel: () => {} };
        }
        listeners.set(id, listener);
        send({ type: 'think', id, ...request });
        return {
          cancel(): void {
            if (!listeners.delete(id)) return;
            send({ type: 'cancel', id });
          },
        };
      },
      dispose(): void {
        if (disposed) return;
        disposed = true;
        failAll('the search host is closed');
        onDispose();
      },
    },
  };
}
