// The fast engine: its in-place call and grab match the table's rules; a game depends only on its config.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildDeck,
  type CardId,
  createRng,
  type EditionId,
  type PlayerCount,
  passCards,
  shuffle,
} from '../../../../src/games/azuma/rules';
import {
  callInPlace,
  engineSeats,
  grabInPlace,
  type Mutable,
} from '../../../../src/games/azuma/sim/engine-seat';
import { playFast } from '../../../../src/games/azuma/sim/engine';
import { botsConfig } from '../../../../statecharts/azuma/headless';
import * as T from '../../../../src/games/azuma/flow/table-logic';
import type { TableContext } from '../../../../src/games/azuma/flow/types';

function table(edition: EditionId, players: PlayerCount, seed: number): Mutable<TableContext> {
  const config = botsConfig({ edition, players, seed, skills: ['expert', 'basic', 'random'] });
  // The engine's clock is at the grab's time when it grabs: a clock after every grab here.
  const ctx = { ...T.initialContext({ config, clock: { now: () => 1e9 } }) };
  return Object.assign(ctx, T.newHand(ctx));
}

describe('fast engine', () => {
  it('a call in place gives the same hands as the rules pass, and each seat sees what it passed and got', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 6 }), fc.nat(), (n, seed) => {
        const rng = createRng(seed);
        const deck = shuffle(buildDeck(10), rng);
        const hands = Array.from({ length: n }, (_, p) => deck.slice(p * 7, p * 7 + 7));
        const chosen = hands.map((h) => h[rng.int(h.length)] as CardId);
        const expected = passCards(hands, chosen);
        const ctx = table('azuma', n as PlayerCount, seed);
        const seats = engineSeats(ctx.config, ctx);
        callInPlace(seats, hands, chosen, 4);
        expect(hands).toEqual(expected);
        seats.forEach((b, p) => {
          expect(b.view.calls).toBe(4);
          expect(b.view.lastPassed).toBe(chosen[p]);
          expect(b.view.lastReceived).toBe(chosen[(p + n - 1) % n]);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('a call in place refuses a card the seat does not hold, before changing that hand', () => {
    const ctx = table('azuma', 3, 1);
    const seats = engineSeats(ctx.config, ctx);
    const hands = [
      [0, 1, 2],
      [4, 5, 6],
      [8, 9, 10],
    ];
    expect(() => callInPlace(seats, hands, [0, 4, 12], 1)).toThrow(/seat 2 does not hold card 12/);
    expect(hands[2]).toEqual([8, 9, 10]);
  });

  it('grabs in place give the same sticks and grabs as the table, in time order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 6 }), fc.nat(), (n, seed) => {
        const rng = createRng(seed);
        let table1 = table('zuma-fr', n as PlayerCount, seed);
        const table2 = table('zuma-fr', n as PlayerCount, seed);
        const order = shuffle([...Array(n).keys()], rng);
        const sticks = shuffle(
          table1.sticks.map((s) => s.id),
          rng,
        );
        let at = 100;
        sticks.forEach((stick, i) => {
          at += rng.int(3); // equal times keep their order
          const player = order[i] as number;
          const { sticks: s, grabs } = T.applyGrab(table1, player, stick, at);
          table1 = { ...table1, sticks: s, grabs };
          grabInPlace(table2, player, stick, at);
        });
        expect(table2.sticks).toEqual(table1.sticks);
        expect(table2.grabs).toEqual(table1.grabs);
      }),
      { numRuns: 200 },
    );
  });

  it('a grab in place refuses a taken stick and a grab earlier than the last', () => {
    const ctx = table('azuma', 4, 3);
    grabInPlace(ctx, 1, 0, 500);
    expect(() => grabInPlace(ctx, 2, 0, 600)).toThrow(/stick 0 is not free/);
    expect(() => grabInPlace(ctx, 2, 1, 400)).toThrow(/time order/);
    expect(ctx.grabs).toHaveLength(1);
  });

  it('a game depends only on its config, whatever was simulated before or in between', () => {
    const a = botsConfig({
      edition: 'azuma',
      players: 5,
      seed: 11,
      skills: ['expert', 'basic', 'random', 'expert', 'basic'],
    });
    const b = botsConfig({
      edition: 'zuma-de',
      players: 3,
      seed: 12,
      skills: ['expert', 'expert', 'basic'],
    });
    const c = botsConfig({ edition: 'zuma-fr', players: 6, seed: 13, preset: 'lightning' });
    const first = JSON.stringify(playFast(a));
    const others = [JSON.stringify(playFast(b)), JSON.stringify(playFast(c))];
    expect(JSON.stringify(playFast(a))).toBe(first);
    expect([JSON.stringify(playFast(b)), JSON.stringify(playFast(c))]).toEqual(others);
    expect(JSON.parse(first).book.phase).toBe('over');
  });

  it('plays bots only', () => {
    const config = botsConfig({ edition: 'azuma', players: 4, seed: 1, people: [0] });
    expect(() => playFast(config)).toThrow(/bots-only/);
  });
});
