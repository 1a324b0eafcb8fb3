// The AZACRU bots: parameter schema, random, basic, the expert's search (slices, determinism, tactics), delays.
import { describe, expect, it } from 'vitest';
import { basicMove } from '../../../src/games/azacru/bots/basic';
import { calibrate } from '../../../src/games/azacru/bots/calibrate';
import { chooseMove } from '../../../src/games/azacru/bots/choose';
import { moveDelay } from '../../../src/games/azacru/bots/delay';
import { parseBotParams } from '../../../src/games/azacru/bots/params';
import {
  botParams,
  ITERATIONS_PER_SECOND,
  iterationsFor,
  THINK_PRESET_IDS,
} from '../../../src/games/azacru/bots/presets';
import { randomMove } from '../../../src/games/azacru/bots/random';
import { createSearch } from '../../../src/games/azacru/bots/search';
import { END_TRIGGER, FINAL_TURNS_LEFT } from '../../../src/games/azacru/rules/board';
import { fieldIndex } from '../../../src/games/azacru/rules/fields';
import { legalMoves } from '../../../src/games/azacru/rules/flow';
import { createMoveBuffer } from '../../../src/games/azacru/rules/generate';
import { newGame, stateOf } from '../../../src/games/azacru/rules/state';
import { createRng } from '../../../src/lib/rng';
import { fastMoveText, position } from './helpers';

const expert = (iterations: number) => {
  const p = botParams('expert', 2);
  return { ...p, search: { ...p.search, iterations } };
};

describe('bot parameters', () => {
  it('every preset of every skill passes its schema', () => {
    for (const preset of THINK_PRESET_IDS) {
      for (const skill of ['random', 'basic', 'expert'] as const) {
        for (const n of [2, 3, 4] as const)
          expect(parseBotParams(botParams(skill, n, preset)).ok).toBe(true);
      }
    }
  });

  it('reads settings saved before progressive widening: they search every child, as then', () => {
    const p = botParams('expert', 4);
    const { widening: _w, widenPower: _p, ...before } = p.search;
    const r = parseBotParams({ ...p, search: before });
    expect(r.ok && r.params.search).toEqual({ ...before, widening: 0, widenPower: 0.5 });
    expect(p.search.widening).toBeGreaterThan(0);
  });

  it('refuses values out of bounds, unknown keys and bad skills, saying where', () => {
    const p = botParams('expert', 2);
    const why = (v: unknown) => {
      const r = parseBotParams(v);
      return r.ok ? 'ok' : r.message;
    };
    expect(why({ ...p, search: { ...p.search, iterations: 0 } })).toBe(
      'search.iterations: search.iterations must be from 1 to 2000000',
    );
    expect(why({ ...p, search: { ...p.search, iterations: 2.5 } })).toBe(
      'search.iterations: search.iterations must be a whole number',
    );
    expect(why({ ...p, think: { ...p.think, tau: -1 } })).toBe(
      'think.tau: tau must be from 0 to 10000',
    );
    expect(why({ ...p, evaluation: { ...p.evaluation, scale: Infinity } })).toBe(
      'evaluation.scale: evaluation.scale must be finite',
    );
    expect(why({ ...p, search: { ...p.search, widening: -1 } })).toBe(
      'search.widening: search.widening must be from 0 to 64',
    );
    expect(why({ ...p, search: { ...p.search, widenPower: 0 } })).toBe(
      'search.widenPower: search.widenPower must be from 0.1 to 1',
    );
    expect(why({ ...p, skill: 'godlike' })).toBe('skill: skill must be random, basic or expert');
    expect(why({ ...p, speed: 3 })).toMatch(/^speed: /);
    expect(why(null)).not.toBe('ok');
  });

  it('maps think time to a deterministic budget by the calibration', () => {
    expect(iterationsFor(1, 2)).toBe(ITERATIONS_PER_SECOND[2]);
    expect(iterationsFor(0.3, 4, 1000)).toBe(300);
    expect(botParams('expert', 3, 'deep').search.iterations).toBe(3 * ITERATIONS_PER_SECOND[3]);
    let t = 0;
    const rate = calibrate(newGame(2), expert(1), () => (t += 1), 50, 10);
    expect(rate).toBeGreaterThan(0);
  });
});

describe('random and basic', () => {
  it('random: plays every legal move sometimes, -1 when it must pass', () => {
    const b = position({ players: 2, chevrons: [['e5', 0, 'N']] });
    const seen = new Set<string>();
    const rng = createRng(1);
    for (let i = 0; i < 100; i += 1) seen.add(fastMoveText(randomMove(b, createMoveBuffer(), rng)));
    expect([...seen].sort()).toEqual(['e5-d6 none', 'e5-e6 none', 'e5-f6 none']);
    expect(
      randomMove(position({ players: 2, chevrons: [['e9', 0, 'N']] }), createMoveBuffer(), rng),
    ).toBe(-1);
  });

  it('basic: takes a neutral field rather than stepping onto its own, and keeps its chevron free', () => {
    const b = position({ players: 2, markers: { e5: 0, e6: 0 }, chevrons: [['e5', 0, 'N']] });
    expect(fastMoveText(basicMove(b, createRng(1)))).toMatch(/^e5-(d6|f6) none$/);
    // Stepping to h9 (facing N) would leave the chevron stuck at the edge; basic steps elsewhere.
    const edge = position({
      players: 2,
      chevrons: [
        ['h8', 0, 'N'],
        ['a1', 1, 'N'],
      ],
    });
    expect(fastMoveText(basicMove(edge, createRng(1)))).not.toMatch(/^h8-h9/);
  });
});

describe('expert search', () => {
  it('runs in slices: ten slices of 50 give the same tree and choice as one run of 500', () => {
    const state = newGame(3);
    const a = createSearch(state, expert(1), createRng(9));
    for (let i = 0; i < 10; i += 1) a.run(50);
    const b = createSearch(state, expert(1), createRng(9));
    b.run(500);
    expect(a.stats()).toEqual(b.stats());
    expect(a.stats().iterations).toBe(500);
    expect(a.best()).toEqual(b.best());
  });

  it('is deterministic for a seed and always answers a legal move', () => {
    const state = newGame(4);
    const m1 = chooseMove(state, expert(300), createRng(3));
    const m2 = chooseMove(state, expert(300), createRng(3));
    expect(m1).toEqual(m2);
    const legal = legalMoves(state).map((m) => `${m.from}-${m.to}-${m.twist}`);
    expect(legal).toContain(`${m1?.from}-${m1?.to}-${m1?.twist}`);
    const none = createSearch(
      stateOf(position({ players: 2, chevrons: [] }), 0),
      expert(1),
      createRng(1),
    );
    none.run(10);
    expect(none.best()).toBeNull();
  });

  it('widens progressively: a root with n visits has tried at most ceil(widening * sqrt(n)) moves', () => {
    const state = newGame(4);
    const tried = (widening: number, iterations: number) => {
      const p = expert(1);
      const search = createSearch(
        state,
        { ...p, search: { ...p.search, widening, widenPower: 0.5 } },
        createRng(2),
      );
      search.run(iterations);
      return search.stats(1000).ranking.filter((c) => c.visits > 0).length;
    };
    expect(legalMoves(state)).toHaveLength(13);
    // The last iteration chose among ceil(w * sqrt(iterations)) children (the root had n - 1 visits).
    expect(tried(1, 9)).toBe(3);
    expect(tried(2, 9)).toBe(6);
    expect(tried(1, 16)).toBe(4);
    expect(tried(1, 17)).toBe(5);
    // Without widening every child is tried once before any twice.
    expect(tried(0, 12)).toBe(12);
  });

  it('finds the winning move of the final round', () => {
    // Player 1 triggered the end and leads 5 to 4. Player 2's last turn: only the connection
    // change e4-e7 (two fields) wins; any step onto a neutral field only ties.
    const b = position({
      players: 2,
      markers: { a1: 0, a2: 0, a3: 0, b1: 0, b2: 0, e4: 1, d4: 1, f4: 1, e7: 1 },
      chevrons: [
        ['e4', 1, 'N'],
        ['i1', 0, 'S'],
      ],
      toMove: 1,
    });
    b[END_TRIGGER] = 0;
    b[FINAL_TURNS_LEFT] = 1;
    const state = stateOf(b, 40);
    const m = chooseMove(state, expert(400), createRng(5));
    expect(m && [m.from, m.to]).toEqual([fieldIndex('e4'), fieldIndex('e7')]);
  });
});

describe('move delays', () => {
  it('never before the floor or the end of the search; about mu + tau on average', () => {
    const p = botParams('basic', 2, 'normal');
    const rng = createRng(4);
    let sum = 0;
    for (let i = 0; i < 4000; i += 1) {
      const d = moveDelay(p, 0, rng);
      expect(d).toBeGreaterThanOrEqual(p.floorMs);
      sum += d;
    }
    expect(sum / 4000).toBeGreaterThan(p.think.mu + p.think.tau - 60);
    expect(sum / 4000).toBeLessThan(p.think.mu + p.think.tau + 60);
    expect(moveDelay(p, 9999, rng)).toBe(9999);
  });
});
