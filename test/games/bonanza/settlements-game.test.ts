// Settlements of the game's frame: stacks [G1], antes and elimination [G2], the deal [G3], the widow [G4], the end [G17] [G18].
import { describe, expect, it } from 'vitest';
import { pack } from '../../../src/games/bonanza/rules/cards';
import { dealPack, handSizes, shuffleAndDeal } from '../../../src/games/bonanza/rules/deal';
import { gameEnds, placesOf, rankingOf, splitSheet } from '../../../src/games/bonanza/rules/end';
import { newGame, cloneState, DEAD, IN_WIDOW } from '../../../src/games/bonanza/rules/state';
import { createRng } from '../../../src/lib/rng';
import { deal, dealt, go, goAll, playOn, refusedWith, total, widowUnsold } from './helpers';

describe('[G1] stacks', () => {
  it('each player starts with 100 chips; a setting changes it for all or per seat', () => {
    expect(newGame({ players: 4, seed: 1 }).stacks).toEqual([100, 100, 100, 100]);
    expect(newGame({ players: 3, seed: 1, stack: 50 }).stacks).toEqual([50, 50, 50]);
    expect(newGame({ players: 2, seed: 1, stacks: [30, 70] }).stacks).toEqual([30, 70]);
    expect(() => newGame({ players: 2, seed: 1, stacks: [30] })).toThrow(/one stack per player/);
    expect(() => newGame({ players: 10, seed: 1 })).toThrow(/players/);
  });

  it('the first dealer is drawn from the seed: the same seed, the same dealer; every seat can deal first', () => {
    expect(newGame({ players: 5, seed: 9 }).dealer).toBe(newGame({ players: 5, seed: 9 }).dealer);
    const dealers = new Set(
      Array.from({ length: 60 }, (_, seed) => newGame({ players: 5, seed }).dealer),
    );
    expect([...dealers].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('[G2] antes and elimination', () => {
  it('everyone in antes one chip per space: 10, or 9 with poker off', () => {
    const s = go(newGame({ players: 3, seed: 1, dealer: 0 }), { type: 'ante' }).state;
    expect(s.stacks).toEqual([90, 90, 90]);
    expect(s.sheet).toEqual(new Array(10).fill(3));
    const off = go(newGame({ players: 3, seed: 1, dealer: 0, options: { poker: 'off' } }), {
      type: 'ante',
    }).state;
    expect(off.stacks).toEqual([91, 91, 91]);
    expect(off.sheet[4]).toBe(0);
  });

  it('a player who cannot pay it all is out for good, keeps his chips, gets no cards, and the deal skips him', () => {
    const s0 = newGame({ players: 3, seed: 1, dealer: 0, stacks: [100, 9, 100] });
    const { state, effects } = go(s0, { type: 'ante' });
    expect(effects).toContainEqual({ type: 'eliminated', seat: 1, chips: 9 });
    expect(state.out).toEqual([false, true, false]);
    expect(state.inHand).toEqual([true, false, true]);
    expect(state.stacks).toEqual([90, 9, 90]);
    const given = deal(3, 0, {}, '', [1]);
    expect(given.hands[1]).toEqual([]);
    expect(given.hands[0]).toHaveLength(18);
    const bad = deal(3, 0, {}, '', [1]);
    bad.hands[1] = [bad.hands[0]!.pop()!];
    expect(refusedWith(state, { type: 'deal', cards: bad }, 'bad-deal').seat).toBe(1);
    let s = go(state, { type: 'deal', cards: given }).state;
    s = playOn(s);
    expect(s.phase).toBe('ante');
    s = go(s, { type: 'ante' }).state;
    expect(s.dealer).toBe(2);
    expect(s.out[1]).toBe(true);
    expect(s.stacks[1]).toBe(9);
  });

  it('a first dealer who cannot ante passes the deal to his left', () => {
    const s = go(newGame({ players: 3, seed: 1, dealer: 0, stacks: [5, 100, 100] }), {
      type: 'ante',
    }).state;
    expect(s.dealer).toBe(1);
  });
});

describe('[G3] the deal', () => {
  it('the first 53 mod (k + 1) hands in deal order get one card more; the widow is dealt last', () => {
    expect(handSizes(2)).toEqual([18, 18, 17]);
    expect(handSizes(4)).toEqual([11, 11, 11, 10, 10]);
    expect(handSizes(9)).toEqual([6, 6, 6, 5, 5, 5, 5, 5, 5, 5]);
    for (let k = 2; k <= 9; k += 1) expect(handSizes(k).reduce((a, b) => a + b, 0)).toBe(53);
  });

  it("one card at a time from the dealer's left round to the dealer, then the widow", () => {
    const d = dealPack(pack(), 1, [true, true, true]);
    expect(d.hands[2]!.slice(0, 2)).toEqual([0, 4]);
    expect(d.hands[0]!.slice(0, 2)).toEqual([1, 5]);
    expect(d.hands[1]!.slice(0, 2)).toEqual([2, 6]);
    expect(d.widow.slice(0, 2)).toEqual([3, 7]);
    expect([d.hands[2]!.length, d.hands[0]!.length, d.hands[1]!.length, d.widow.length]).toEqual([
      14, 13, 13, 13,
    ]);
  });

  it('a shuffled deal from the seed: the same seed deals the same cards', () => {
    const a = shuffleAndDeal(0, [true, true, true, true], createRng(5));
    const b = shuffleAndDeal(0, [true, true, true, true], createRng(5));
    expect(a).toEqual(b);
    expect([a.hands[1], a.hands[2], a.hands[3], a.hands[0], a.widow].map((h) => h!.length)).toEqual(
      [11, 11, 11, 10, 10],
    );
  });
});

describe('[G4] the widow', () => {
  const table = () => dealt(4, {});

  it("swap: the dealer's hand goes out of play and he takes the widow; no auction", () => {
    const s = table();
    const widow = s.where.flatMap((w, c) => (w === IN_WIDOW ? [c] : []));
    const own = s.where.flatMap((w, c) => (w === 0 ? [c] : []));
    const after = go(s, { type: 'widow', seat: 0, choice: 'swap' }).state;
    expect(after.phase).toBe('call');
    expect(after.deadHand).toBe(0);
    for (const c of widow) expect(after.where[c]).toBe(0);
    for (const c of own) expect(after.where[c]).toBe(DEAD);
    expect(after.held[0]).toBe(widow.length);
  });

  it("sell: bids from the dealer's left round and round, at least one above the last, at most the chips held, a pass is final, the dealer never bids", () => {
    let s = go(table(), { type: 'widow', seat: 0, choice: 'sell' }).state;
    expect(s.phase).toBe('bidding');
    expect(s.turn).toBe(1);
    expect(refusedWith(s, { type: 'bid', seat: 0, amount: 1 }, 'not-your-turn').reason).toMatch(
      /dealer never bids/,
    );
    refusedWith(s, { type: 'bid', seat: 2, amount: 1 }, 'not-your-turn');
    refusedWith(s, { type: 'bid', seat: 1, amount: 0 }, 'bid-too-low');
    refusedWith(s, { type: 'bid', seat: 1, amount: 91 }, 'bid-above-chips');
    s = goAll(s, [
      { type: 'bid', seat: 1, amount: 2 },
      { type: 'pass', seat: 2 },
      { type: 'bid', seat: 3, amount: 3 },
    ]);
    refusedWith(s, { type: 'bid', seat: 1, amount: 3 }, 'bid-too-low');
    s = go(s, { type: 'bid', seat: 1, amount: 5 }).state;
    expect(s.turn).toBe(3);
    refusedWith(s, { type: 'bid', seat: 2, amount: 6 }, 'not-your-turn');
    const widow = s.where.flatMap((w, c) => (w === IN_WIDOW ? [c] : []));
    const { state, effects } = go(s, { type: 'pass', seat: 3 });
    expect(effects).toContainEqual({ type: 'widow-sold', seat: 1, price: 5, dealer: 0 });
    expect(state.stacks).toEqual([95, 85, 90, 90]);
    expect(state.deadHand).toBe(1);
    for (const c of widow) expect(state.where[c]).toBe(1);
    expect(state.phase).toBe('call');
    expect(total(state)).toBe(400);
  });

  it('all pass: the widow is unsold and out of play; with two players one bid sells it at once', () => {
    let s = go(table(), { type: 'widow', seat: 0, choice: 'sell' }).state;
    s = goAll(s, [
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 2 },
    ]);
    const { state, effects } = go(s, { type: 'pass', seat: 3 });
    expect(effects).toContainEqual({ type: 'widow-unsold' });
    expect(state.deadHand).toBe(-1);
    expect(state.where.filter((w) => w === DEAD)).toHaveLength(10);
    const two = go(go(dealt(2, {}), { type: 'widow', seat: 0, choice: 'sell' }).state, {
      type: 'bid',
      seat: 1,
      amount: 1,
    }).state;
    expect(two.deadHand).toBe(1);
    expect(two.stacks).toEqual([91, 89]);
  });
});

describe('carried-over spaces', () => {
  it('chips not won stay on their space and grow with each ante', () => {
    // QS, JD, 10D, 2S and the Joker in the widow, which nobody buys: Queen-Jack and Ten-Two stay.
    let s = widowUnsold(dealt(2, {}, 'QS JD 10D 2S JK'));
    s = playOn(s);
    expect(s.hand).toBe(1);
    expect([s.sheet[1], s.sheet[3]]).toEqual([2, 2]);
    s = go(s, { type: 'ante' }).state;
    expect([s.sheet[1], s.sheet[3]]).toEqual([4, 4]);
    expect(total(s)).toBe(200);
  });
});

describe('[G17] the end of the game', () => {
  it('after `deals` hands (default two deals per player)', () => {
    expect(newGame({ players: 3, seed: 1 }).options.deals).toBe(6);
    let s = newGame({ players: 2, seed: 3, options: { deals: 2 } });
    for (let h = 1; h <= 2; h += 1) {
      expect(s.phase).toBe('ante');
      s = playOn(go(s, { type: 'ante' }).state);
    }
    expect(s.phase).toBe('over');
    expect(s.hand).toBe(2);
    refusedWith(s, { type: 'ante' }, 'game-over');
  });

  it("when fewer than two players can ante: at once before the first hand, or at a hand's end", () => {
    const none = go(newGame({ players: 2, seed: 1, stacks: [100, 5] }), { type: 'ante' });
    expect(none.state.phase).toBe('over');
    expect(none.state.hand).toBe(0);
    expect(none.effects.map((e) => e.type)).toEqual(['eliminated', 'end-split', 'game-over']);
    const s = cloneState(newGame({ players: 3, seed: 1, stacks: [100, 100, 100] }));
    s.hand = 1;
    s.stacks = [250, 9, 9];
    expect(gameEnds(s)).toBe(true);
    s.stacks = [250, 10, 9];
    expect(gameEnds(s)).toBe(false);
  });
});

describe('[G18] the end split and the ranking', () => {
  it('each space is shared equally among the players of the last hand; what cannot be shared stays', () => {
    const s = cloneState(newGame({ players: 4, seed: 1 }));
    s.inHand = [true, false, true, true];
    s.sheet = [7, 0, 3, 2, 1, 0, 0, 0, 0, 6];
    s.stacks = [100, 100, 100, 81];
    const shares = splitSheet(s, null);
    expect(shares).toEqual([2, 0, 1, 0, 0, 0, 0, 0, 0, 2]);
    expect(s.sheet).toEqual([1, 0, 0, 2, 1, 0, 0, 0, 0, 0]);
    expect(s.stacks).toEqual([105, 100, 105, 86]);
    expect(total(s)).toBe(400);
  });

  it('`keep` leaves the sheet as it is; most chips wins, ties share', () => {
    let s = newGame({ players: 2, seed: 3, options: { deals: 1, endgame: 'keep' } });
    s = playOn(go(s, { type: 'ante' }).state);
    expect(s.phase).toBe('over');
    expect(s.sheet.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(rankingOf([5, 9, 9, 1])).toEqual([1, 2, 0, 3]);
    expect(placesOf([5, 9, 9, 1])).toEqual([3, 1, 1, 4]);
  });
});
