// The search worker's protocol in-process: the server answers think calls in slices, cancels, refuses bad calls; hosts and think().
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { chooseMove } from '../../../src/games/azacru/bots/choose';
import type { AzacruBotParams } from '../../../src/games/azacru/bots/params';
import { botParams } from '../../../src/games/azacru/bots/presets';
import { legalMoves } from '../../../src/games/azacru/rules/flow';
import { newGame } from '../../../src/games/azacru/rules/state';
import { type WorkerLike, workerHost } from '../../../src/games/azacru/worker/browser';
import { createMessageHost, type SearchResult } from '../../../src/games/azacru/worker/host';
import { createInProcessHost } from '../../../src/games/azacru/worker/in-process';
import {
  type SearchCall,
  SearchReplySchema,
  type SearchReply,
} from '../../../src/games/azacru/worker/protocol';
import { serveSearch, type WorkerScopeLike } from '../../../src/games/azacru/worker/scope';
import { createSearchServer, searchMoveOf } from '../../../src/games/azacru/worker/serve';
import { think } from '../../../src/games/azacru/worker/think';
import { createRng } from '../../../src/lib/rng';

const state = newGame(3);
const expert = (iterations: number): AzacruBotParams => {
  const p = botParams('expert', 3);
  return { ...p, search: { ...p.search, iterations } };
};
const call = (id: number, params: AzacruBotParams, maxMs: number | null = null): SearchCall => ({
  type: 'think',
  id,
  state,
  params,
  seed: 99,
  maxMs,
});

/** A server whose slices wait in a queue the test runs, on a clock the test sets. */
function server(slice = 100) {
  const replies: SearchReply[] = [];
  const queue: (() => void)[] = [];
  let now = 0;
  const s = createSearchServer({
    post: (r) => replies.push(structuredClone(r)),
    schedule: (fn) => queue.push(fn),
    now: () => now,
    slice,
    progressMs: 10,
  });
  return {
    s,
    replies,
    /** Runs queued slices (each `ms` of the clock) until none is left or `n` ran. */
    run(n = Infinity, ms = 10) {
      let ran = 0;
      while (queue.length > 0 && ran < n) {
        now += ms;
        queue.shift()?.();
        ran += 1;
      }
      return ran;
    },
  };
}

describe('search server', () => {
  it('thinks about a request in slices: progress, then the move one whole search plays', () => {
    const x = server(100);
    x.s.receive(call(1, expert(450)));
    expect(x.replies).toEqual([]); // never an answer inside receive
    expect(x.s.active()).toBe(1);
    expect(x.run()).toBe(5);
    for (const r of x.replies) expect(v.is(SearchReplySchema, r)).toBe(true);
    expect(x.replies.filter((r) => r.type === 'progress').map((r) => r.iterations)).toEqual([
      100, 200, 300, 400,
    ]);
    const done = x.replies.at(-1);
    expect(done).toMatchObject({ type: 'done', id: 1, iterations: 450, ms: 50 });
    const move = done?.type === 'done' ? done.move : undefined;
    expect(move).toEqual(searchMoveOf(chooseMove(state, expert(450), createRng(99))));
    expect(x.s.active()).toBe(0);
  });

  it('a bot that does not search answers at once with its own pick', () => {
    const x = server();
    const basic = botParams('basic', 3);
    x.s.receive(call(4, basic));
    x.run();
    expect(x.replies).toEqual([
      {
        type: 'done',
        id: 4,
        move: searchMoveOf(chooseMove(state, basic, createRng(99))),
        iterations: 0,
        ms: 10,
      },
    ]);
  });

  it('cancel stops a search: no reply after it, nothing left running; other requests go on', () => {
    const x = server(100);
    x.s.receive(call(1, expert(1000)));
    x.s.receive(call(2, expert(300)));
    x.run(2);
    x.s.receive({ type: 'cancel', id: 1 });
    expect(x.s.active()).toBe(1);
    const seen = x.replies.length;
    x.run();
    expect(x.replies.slice(seen).every((r) => r.id === 2)).toBe(true);
    expect(x.replies.at(-1)).toMatchObject({ type: 'done', id: 2, iterations: 300 });
    expect(x.replies.some((r) => r.type === 'done' && r.id === 1)).toBe(false);
    expect(x.s.active()).toBe(0);
    // Cancelling what is not running is harmless.
    x.s.receive({ type: 'cancel', id: 77 });
    expect(x.run()).toBe(0);
  });

  it('stops at its time cap with the best move so far', () => {
    const x = server(100);
    x.s.receive(call(3, expert(100_000), 12));
    x.run(Infinity, 5);
    const done = x.replies.at(-1);
    // Slices end at 5, 10, 15 ms of the clock: the third is past the cap.
    expect(done).toMatchObject({ type: 'done', id: 3, iterations: 300, ms: 15 });
  });

  it('answers a bad call with an error (with its id when it can be read), never throws', () => {
    const x = server();
    const bad: unknown[] = [
      null,
      5,
      'think',
      {},
      { type: 'think', id: 7 },
      {
        type: 'think',
        id: 8,
        state: { ...state, players: 5 },
        params: expert(5),
        seed: 1,
        maxMs: null,
      },
      { ...call(9, expert(5)), seed: -1 },
      { ...call(10, expert(5)), extra: true },
      { type: 'cancel', id: -1 },
      { type: 'stop' },
    ];
    for (const m of bad) expect(() => x.s.receive(m)).not.toThrow();
    expect(x.replies).toEqual([]);
    x.run();
    expect(x.replies).toHaveLength(bad.length);
    for (const r of x.replies) {
      expect(r.type).toBe('error');
      expect(r.type === 'error' && r.message).toMatch(/^not a search request: /);
    }
    expect(x.replies.map((r) => r.id)).toEqual([null, null, null, null, 7, 8, 9, 10, null, null]);
    expect(x.s.active()).toBe(0);
    // The same id twice while it runs: the second is an error, the first goes on.
    x.s.receive(call(11, expert(200)));
    x.s.receive(call(11, expert(200)));
    x.run();
    const eleven = x.replies.filter((r) => r.id === 11);
    expect(eleven.filter((r) => r.type === 'error')).toHaveLength(1);
    expect(eleven.filter((r) => r.type === 'done')).toMatchObject([{ iterations: 200 }]);
  });
});

describe('hosts', () => {
  it('a message host carries calls and replies: progress, done, cancel, failures, dispose', () => {
    const sent: SearchCall[] = [];
    const m = createMessageHost((c) => sent.push(c));
    const events: string[] = [];
    const listener = (name: string) => ({
      progress: (p: { iterations: number }) => events.push(`${name} progress ${p.iterations}`),
      done: (r: SearchResult) => events.push(`${name} done ${r.iterations}`),
      failed: (message: string) => events.push(`${name} failed ${message}`),
    });
    const a = m.host.start({ state, params: expert(10), seed: 1, maxMs: null }, listener('a'));
    m.host.start({ state, params: expert(10), seed: 2, maxMs: 50 }, listener('b'));
    expect(sent.map((c) => [c.type, c.id])).toEqual([
      ['think', 1],
      ['think', 2],
    ]);
    m.receive({ type: 'progress', id: 1, iterations: 5, best: null });
    m.receive({ type: 'done', id: 1, move: null, iterations: 10, ms: 3 });
    m.receive({ type: 'done', id: 1, move: null, iterations: 10, ms: 3 }); // late: ignored
    m.receive({ type: 'progress', id: 2, iterations: 'x' }); // damaged: ignored
    m.receive('nonsense');
    m.receive({ type: 'error', id: null, message: 'unreadable' }); // nobody's: ignored
    a.cancel(); // already done: nothing sent
    expect(sent).toHaveLength(2);
    m.receive({ type: 'error', id: 2, message: 'refused' });
    expect(events).toEqual(['a progress 5', 'a done 10', 'b failed refused']);
    // Cancel: a cancel call, then silence.
    const c = m.host.start({ state, params: expert(10), seed: 3, maxMs: null }, listener('c'));
    c.cancel();
    expect(sent.at(-1)).toEqual({ type: 'cancel', id: 3 });
    m.receive({ type: 'done', id: 3, move: null, iterations: 10, ms: 3 });
    expect(events).toHaveLength(3);
    // Dispose fails what runs, and later starts fail soon (never inside start).
    m.host.start({ state, params: expert(10), seed: 4, maxMs: null }, listener('d'));
    m.host.dispose();
    expect(events.at(-1)).toBe('d failed the search host is closed');
    m.host.start({ state, params: expert(10), seed: 5, maxMs: null }, listener('e'));
    expect(events).toHaveLength(4);
    return Promise.resolve().then(() =>
      expect(events.at(-1)).toBe('e failed the search host is closed'),
    );
  });

  it('think() through the in-process host resolves to the move, aborts with its signal', async () => {
    const host = createInProcessHost({ slice: 50 });
    const params = expert(200);
    const progress: number[] = [];
    const move = await think(host, state, params, 42, {
      onProgress: (p) => progress.push(p.iterations),
    });
    expect(move).toEqual(searchMoveOf(chooseMove(state, params, createRng(42))));
    const legal = legalMoves(state);
    expect(legal.some((m) => m.from === move?.from && m.to === move.to)).toBe(true);
    // Aborted before and while it thinks: rejected with the signal's reason.
    const early = new AbortController();
    early.abort(new Error('no'));
    await expect(think(host, state, params, 1, { signal: early.signal })).rejects.toThrow('no');
    const late = new AbortController();
    const p = think(host, state, expert(2_000_000), 1, { signal: late.signal });
    late.abort(new Error('stop'));
    await expect(p).rejects.toThrow('stop');
    host.dispose();
    await expect(think(host, state, params, 1)).rejects.toThrow(/closed/);
  });

  it('the worker side and the page side talk through messages only (fake worker and scope)', async () => {
    // A worker's two ends: what the page posts arrives at the scope as a copy, and back.
    const scope: WorkerScopeLike = { postMessage: () => {}, onmessage: null };
    const posted: unknown[] = [];
    const worker: WorkerLike = {
      postMessage: (m) => {
        posted.push(m);
        setTimeout(() => scope.onmessage?.({ data: structuredClone(m) }), 0);
      },
      onmessage: null,
      onerror: null,
      terminate: () => {},
    };
    scope.postMessage = (m) =>
      setTimeout(() => worker.onmessage?.({ data: structuredClone(m) }), 0);
    // Slices yield through a timer here: node runs a MessageChannel's messages back to back, so
    // the default yield (worker/scope.ts) would let no timer, and so no cancel, in between.
    const server = serveSearch(scope, (fn) => void setTimeout(fn, 0));
    const host = workerHost(worker);
    const params = expert(300);
    const move = await think(host, state, params, 5);
    expect(move).toEqual(searchMoveOf(chooseMove(state, params, createRng(5))));
    expect(posted).toEqual([{ type: 'think', id: 1, state, params, seed: 5, maxMs: null }]);
    // Stop: the page cancels, the worker drops the search.
    const stop = new AbortController();
    const p = think(host, state, expert(2_000_000), 6, { signal: stop.signal });
    await new Promise((r) => setTimeout(r, 5));
    expect(server.active()).toBe(1);
    stop.abort(new Error('stopped'));
    await expect(p).rejects.toThrow('stopped');
    await new Promise((r) => setTimeout(r, 5));
    expect(posted.at(-1)).toEqual({ type: 'cancel', id: 2 });
    expect(server.active()).toBe(0);
    // A worker that fails fails every search under way.
    const q = think(host, state, expert(2_000_000), 7);
    worker.onerror?.(new Error('crash'));
    await expect(q).rejects.toThrow('the search worker failed');
    server.receive({ type: 'cancel', id: 3 });
  });
});
