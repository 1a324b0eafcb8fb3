// In a page, a bot's thinking goes to a Web Worker: the table posts the search to a (fake) worker and never searches itself.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AzacruBotParams } from '../../../src/games/azacru/bots/params';
import type * as SearchModule from '../../../src/games/azacru/bots/search';
import { choiceSeed } from '../../../src/games/azacru/bots/stream';
import type { LegalMove } from '../../../src/games/azacru/rules/flow';
import {
  createWorkerHost,
  type WorkerLike,
  workerHost,
} from '../../../src/games/azacru/worker/browser';
import type { ThinkCall } from '../../../src/games/azacru/worker/protocol';
import { bot, person, Table } from './harness';

// Every search made in this thread is counted: the page's bots must make none.
const searches = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/games/azacru/bots/search', async (importOriginal) => {
  const real = await importOriginal<typeof SearchModule>();
  return {
    ...real,
    createBoardSearch: (...args: Parameters<typeof real.createBoardSearch>) => {
      searches.count += 1;
      return real.createBoardSearch(...args);
    },
    createSearch: (...args: Parameters<typeof real.createSearch>) => {
      searches.count += 1;
      return real.createSearch(...args);
    },
  };
});

/** A Worker that keeps what the page posts and answers only when the test says. */
class FakeWorker implements WorkerLike {
  static made: { url: string; options: unknown }[] = [];
  readonly posted: unknown[] = [];
  onmessage: ((event: { readonly data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  terminated = false;
  constructor(url?: URL | string, options?: unknown) {
    if (url !== undefined) FakeWorker.made.push({ url: String(url), options });
  }
  postMessage(message: unknown): void {
    this.posted.push(structuredClone(message));
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(data: unknown): void {
    this.onmessage?.({ data: structuredClone(data) });
  }
  thinkCalls(): ThinkCall[] {
    return this.posted.filter((m): m is ThinkCall => (m as ThinkCall).type === 'think');
  }
}

const SEED = 17;
/** A person against an expert whose budget would take many seconds in this thread. */
function tableOnWorker() {
  const worker = new FakeWorker();
  const t = new Table(
    {
      config: {
        players: 2,
        seed: SEED,
        pace: 'normal',
        seats: [person(), bot('expert', 2, 2_000_000)],
      },
    },
    true,
    () => workerHost(worker),
  );
  t.choose(t.ctx.legal[0] as LegalMove);
  t.untilTag('bot-thinking');
  return { t, worker };
}

const params = (t: Table): AzacruBotParams => {
  const seat = t.ctx.config.seats[1];
  if (seat?.kind !== 'bot') throw new Error('not a bot');
  return seat.bot;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browser host', () => {
  it('createWorkerHost starts a module worker from the search worker’s own file', () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.made = [];
    const host = createWorkerHost();
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]?.url).toMatch(/\/worker\/search\.worker\.ts$/);
    expect(FakeWorker.made[0]?.options).toEqual({ type: 'module' });
    host.dispose();
  });

  it('a bot’s turn posts a think call to the worker; the table waits, however long, and never searches itself', () => {
    searches.count = 0;
    const { t, worker } = tableOnWorker();
    const calls = worker.thinkCalls();
    expect(calls).toHaveLength(1);
    const call = calls[0] as ThinkCall;
    expect(call).toEqual({
      type: 'think',
      id: 1,
      state: t.game,
      params: params(t),
      seed: choiceSeed(SEED, 1, t.game.turn),
      maxMs: null,
    });
    // Long after its human-looking delay, the bot still waits for its search.
    t.advance(60_000);
    expect(t.stage()).toBe('bot-thinking');
    expect(t.steps()).toHaveLength(1);
    // Progress from the worker is shown.
    worker.reply({ type: 'progress', id: call.id, iterations: 5000, best: null });
    expect(t.ctx.thinking).toEqual({ player: 1, iterations: 5000, budget: 2_000_000 });
    expect(t.emitted('thinking').at(-1)).toMatchObject({ iterations: 5000 });
    // The worker's move is played.
    const m = t.ctx.legal[3] as LegalMove;
    worker.reply({
      type: 'done',
      id: call.id,
      move: { from: m.from, to: m.to },
      iterations: 9,
      ms: 1,
    });
    expect(t.emitted('step').at(-1)).toMatchObject({
      by: 'bot',
      event: { type: 'MOVE', player: 1, from: m.from, to: m.to },
    });
    t.untilPerson();
    expect(searches.count).toBe(0);
    expect(t.violations).toEqual([]);
  });

  it('(the count works: the same bot on the default host searches in this thread)', () => {
    searches.count = 0;
    const t = new Table({
      config: { players: 2, seed: SEED, pace: 'instant', seats: [person(), bot('expert', 2, 20)] },
    });
    t.choose(t.ctx.legal[0] as LegalMove);
    t.untilPerson();
    expect(searches.count).toBe(1);
  });

  it('a worker that fails: the bot plays the basic move of its turn, the table goes on', () => {
    searches.count = 0;
    const { t, worker } = tableOnWorker();
    worker.onerror?.(new Error('out of memory'));
    t.until((x) => x.steps().length === 2);
    expect(t.emitted('step').at(-1)?.by).toBe('bot');
    expect(t.snap.status).toBe('active');
    t.untilPerson();
    expect(searches.count).toBe(0);
  });

  it('stopping the table cancels the search under way', () => {
    const { t, worker } = tableOnWorker();
    const id = worker.thinkCalls()[0]?.id;
    t.run.actor.stop();
    expect(worker.posted.at(-1)).toEqual({ type: 'cancel', id });
    // A late answer is ignored.
    worker.reply({ type: 'done', id, move: null, iterations: 1, ms: 1 });
    expect(t.steps()).toHaveLength(1);
  });
});
