// The search server: thinks about requests in slices (an expert's search, or a quick bot's pick), posts progress and moves.
import * as v from 'valibot';
import { createRng } from '../../../lib/rng';
import { chooseMove } from '../bots/choose';
import { createSearch, type Search } from '../bots/search';
import type { LegalMove } from '../rules/flow';
import { quote } from '../rules/quote';
import {
  type SearchCall,
  SearchCallSchema,
  type SearchMove,
  type SearchReply,
  type ThinkCall,
} from './protocol';

export interface SearchServerOptions {
  /** Sends a reply to the client. */
  readonly post: (reply: SearchReply) => void;
  /** Runs `fn` soon, after whatever else is waiting (a cancel): the yield between two slices. */
  readonly schedule: (fn: () => void) => void;
  /** Milliseconds of the clock the time budget is measured on. */
  readonly now: () => number;
  /** Iterations per slice (default 1000: about 10 ms on a laptop). */
  readonly slice?: number;
  /** Progress is posted at most this often (ms of `now`; default 100). */
  readonly progressMs?: number;
}

export interface SearchServer {
  /** Takes a message from the client; never replies before it returns. */
  receive(message: unknown): void;
  /** Requests still being thought about. */
  active(): number;
}

export const DEFAULT_SLICE = 1000;
export const DEFAULT_PROGRESS_MS = 100;

/** The part of a move the search names. */
export function searchMoveOf(m: LegalMove | null): SearchMove | null {
  if (m === null) return null;
  return m.twist ? { from: m.from, to: m.to, twist: m.twist } : { from: m.from, to: m.to };
}

interface Job {
  readonly call: ThinkCall;
  readonly search: Search | null;
  readonly startedAt: number;
  iterations: number;
  lastProgress: number;
}

export function createSearchServer(o: SearchServerOptions): SearchServer {
  const slice = o.slice ?? DEFAULT_SLICE;
  const progressMs = o.progressMs ?? DEFAULT_PROGRESS_MS;
  const jobs = new Map<number, Job>();

  function finish(job: Job, move: SearchMove | null): void {
    jobs.delete(job.call.id);
    o.post({
      type: 'done',
      id: job.call.id,
      move,
      iterations: job.iterations,
      ms: Math.max(0, o.now() - job.startedAt),
    });
  }

  function work(id: number): void {
    const job = jobs.get(id);
    if (!job) return; // cancelled
    const { call, search } = job;
    if (search === null) {
      finish(job, searchMoveOf(chooseMove(call.state, call.params, createRng(call.seed))));
      return;
    }
    const budget = call.params.search.iterations;
    const n = Math.min(slice, budget - job.iterations);
    search.run(n);
    job.iterations += n;
    const now = o.now();
    const outOfTime = call.maxMs !== null && now - job.startedAt >= call.maxMs;
    if (job.iterations >= budget || outOfTime || call.state.over) {
      finish(job, searchMoveOf(search.best()));
      return;
    }
    if (now - job.lastProgress >= progressMs) {
      job.lastProgress = now;
      o.post({
        type: 'progress',
        id,
        iterations: job.iterations,
        best: searchMoveOf(search.best()),
      });
    }
    o.schedule(() => work(id));
  }

  function think(call: ThinkCall): void {
    if (jobs.has(call.id)) {
      o.schedule(() =>
        o.post({
          type: 'error',
          id: call.id,
          message: `request ${call.id} is already being thought about`,
        }),
      );
      return;
    }
    const search =
      call.params.skill === 'expert'
        ? createSearch(call.state, call.params, createRng(call.seed))
        : null;
    const now = o.now();
    jobs.set(call.id, { call, search, startedAt: now, iterations: 0, lastProgress: now });
    o.schedule(() => work(call.id));
  }

  return {
    receive(message: unknown): void {
      const r = v.safeParse(SearchCallSchema, message);
      if (!r.success) {
        const raw = (message as { id?: unknown } | null)?.id;
        const id = typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? raw : null;
        const path = r.issues[0].path?.map((p) => String(p.key)).join('.') ?? '';
        const what = `${path ? `${path}: ` : ''}${r.issues[0].message.startsWith('Invalid ') ? `got ${quote(r.issues[0].input)}` : r.issues[0].message}`;
        o.schedule(() =>
          o.post({ type: 'error', id, message: `not a search request: ${what}`.slice(0, 200) }),
        );
        return;
      }
      const call: SearchCall = r.output;
      if (call.type === 'cancel') jobs.delete(call.id);
      else think(call);
    },
    active: () => jobs.size,
  };
}
