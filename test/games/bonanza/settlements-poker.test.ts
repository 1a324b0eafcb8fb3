// Settlements of poker: one fixed-limit round and the options [G10], the cap by the smallest stack [G11], splits [G12], hand values [G13].
import { describe, expect, it } from 'vitest';
import { JOKER } from '../../../src/games/bonanza/rules/cards';
import { legal } from '../../../src/games/bonanza/rules/legal';
import {
  bestFive,
  categoryOf,
  handName,
  pokerValue,
} from '../../../src/games/bonanza/rules/poker-hand';
import { DISCARDED, newGame, type BonanzaState } from '../../../src/games/bonanza/rules/state';
import { call, cards, deal, go, goAll, refusedWith, total, widowUnsold } from './helpers';
import type { OptionsInput } from '../../../src/games/bonanza/rules/options';

/** A table dealt and through the four show calls (everyone keeps), waiting for the poker call. */
function toPoker(
  players: number,
  hands: Record<number, string> = {},
  options: OptionsInput = {},
  stacks?: number[],
): BonanzaState {
  let s = newGame({ players, seed: 1, dealer: 0, options, ...(stacks ? { stacks } : {}) });
  s = go(s, { type: 'ante' }).state;
  s = go(s, { type: 'deal', cards: deal(players, 0, hands) }).state;
  s = widowUnsold(s);
  for (let i = 0; i < 4; i += 1) s = call(s).state;
  return s;
}

describe('[G10] poker: one fixed-limit round from the dealer; showdown and off', () => {
  it('players with five cards or more take part; the dealer opens; check, bet or fold, then call, raise or fold', () => {
    const s = toPoker(3);
    const { state, effects } = go(s, { type: 'next-call' });
    expect(effects).toContainEqual({ type: 'poker-start', seats: [0, 1, 2], first: 0 });
    expect(state.phase).toBe('betting');
    expect(legal(state, 0).map((m) => (m.type === 'poker' ? m.action : m.type))).toEqual([
      'check',
      'bet',
      'fold',
    ]);
    const bet = go(state, { type: 'poker', seat: 0, action: 'bet' }).state;
    expect(legal(bet, 1).map((m) => (m.type === 'poker' ? m.action : m.type))).toEqual([
      'call',
      'raise',
      'fold',
    ]);
    expect(bet.sheet[4]).toBe(5);
    let t = goAll(bet, [
      { type: 'poker', seat: 1, action: 'raise' },
      { type: 'poker', seat: 2, action: 'fold' },
    ]);
    expect(t.turn).toBe(0);
    t = go(t, { type: 'poker', seat: 0, action: 'call' }).state;
    expect(t.phase).toBe('fives');
    expect(t.pending).toEqual([true, true, false]);
    expect(t.sheet[4]).toBe(3 + 4 + 4);
  });

  it('showdown: no betting, everyone taking part shows a five', () => {
    const s = go(toPoker(3, {}, { poker: 'showdown' }), { type: 'next-call' }).state;
    expect(s.phase).toBe('fives');
    expect(s.pending).toEqual([true, true, true]);
    refusedWith(s, { type: 'poker', seat: 0, action: 'check' }, 'not-now');
  });

  it('off: four calls, then the run-out; nothing is anted on the poker space', () => {
    const s = toPoker(3, {}, { poker: 'off' });
    expect(s.phase).toBe('lead');
    expect(s.sheet[4]).toBe(0);
  });

  it('a player left with four cards after his Joker was shown does not take part', () => {
    // Nine players: seats 1-3 get six cards, seats 4-8, 0 and the widow five.
    let s = newGame({ players: 9, seed: 1, dealer: 0 });
    s = go(s, { type: 'ante' }).state;
    s = widowUnsold(go(s, { type: 'deal', cards: deal(9, 0, { 4: 'JK' }) }).state);
    s = call(s, { 4: 'JK' }).state;
    for (let i = 0; i < 3; i += 1) s = call(s).state;
    const { effects } = go(s, { type: 'next-call' });
    const start = effects.find((e) => e.type === 'poker-start');
    expect(start?.type === 'poker-start' && start.seats).toEqual([0, 1, 2, 3, 5, 6, 7, 8]);
  });
});

describe('[G11] a bet or raise only when every player still in could call it in full', () => {
  it('a stack too small for the bet refuses the bet; checking goes on', () => {
    const s = go(toPoker(2, {}, {}, [100, 11]), { type: 'next-call' }).state;
    expect(s.stacks).toEqual([90, 1]);
    refusedWith(s, { type: 'poker', seat: 0, action: 'bet' }, 'stack-limit');
    const t = goAll(s, [
      { type: 'poker', seat: 0, action: 'check' },
      { type: 'poker', seat: 1, action: 'check' },
    ]);
    expect(t.phase).toBe('fives');
  });

  it('a raise too big for someone is refused, and so is one past the raise limit', () => {
    const s = go(toPoker(3, {}, { raises: 1 }, [100, 100, 13]), { type: 'next-call' }).state;
    const bet = go(s, { type: 'poker', seat: 0, action: 'bet' }).state;
    refusedWith(bet, { type: 'poker', seat: 1, action: 'raise' }, 'stack-limit');
    const s2 = go(toPoker(3, {}, { raises: 1 }), { type: 'next-call' }).state;
    const raised = goAll(s2, [
      { type: 'poker', seat: 0, action: 'bet' },
      { type: 'poker', seat: 1, action: 'raise' },
    ]);
    refusedWith(raised, { type: 'poker', seat: 2, action: 'raise' }, 'raise-limit');
  });
});

describe('[G12] the best five takes the space; equal hands split it, the odd chips stay', () => {
  it('two equal straights split 3 chips: one each, one stays', () => {
    const hands = { 0: '2C 4D 7H 9C JS', 1: '2S 3H 4S 5S 6S', 2: '2H 3S 4H 5H 6H' };
    let s = go(toPoker(3, hands, { poker: 'showdown' }), { type: 'next-call' }).state;
    s = goAll(s, [
      { type: 'five', seat: 0, cards: cards('2C 4D 7H 9C JS') },
      { type: 'five', seat: 1, cards: cards('2S 3H 4S 5S 6S') },
    ]);
    const { state, effects } = go(s, { type: 'five', seat: 2, cards: cards('2H 3S 4H 5H 6H') });
    expect(effects).toContainEqual({
      type: 'poker-five',
      seat: 1,
      cards: cards('2S 3H 4S 5S 6S'),
      hand: 'straight',
    });
    expect(effects).toContainEqual({
      type: 'space-won',
      space: 'poker',
      seats: [1, 2],
      amounts: [1, 1],
    });
    expect(state.sheet[4]).toBe(1);
    expect(state.won[4]).toEqual([1, 2]);
    expect(total(state)).toBe(300);
  });

  it('when all others fold the last one takes the space and shows nothing (his Joker is kept)', () => {
    let s = go(toPoker(3, { 0: 'JK' }), { type: 'next-call' }).state;
    s = goAll(s, [
      { type: 'poker', seat: 0, action: 'bet' },
      { type: 'poker', seat: 1, action: 'fold' },
    ]);
    const { state, effects } = go(s, { type: 'poker', seat: 2, action: 'fold' });
    expect(effects.some((e) => e.type === 'poker-five')).toBe(false);
    expect(effects).toContainEqual({ type: 'space-won', space: 'poker', seats: [0], amounts: [5] });
    expect(state.where[JOKER]).toBe(0);
    expect(state.phase).toBe('lead');
  });

  it('a Joker in a five shown at the showdown is discarded [G6]', () => {
    let s = go(toPoker(2, { 0: 'JK' }, { poker: 'showdown' }), { type: 'next-call' }).state;
    const mine = s.where.flatMap((w, c) => (w === 0 && c !== JOKER ? [c] : []));
    s = go(s, { type: 'five', seat: 0, cards: [JOKER, ...mine.slice(0, 4)] }).state;
    const other = s.where.flatMap((w, c) => (w === 1 ? [c] : []));
    const { state, effects } = go(s, { type: 'five', seat: 1, cards: other.slice(0, 5) });
    expect(effects).toContainEqual({ type: 'joker-discarded', seat: 0 });
    expect(state.where[JOKER]).toBe(DISCARDED);
  });
});

describe('[G13] poker hands: every category, ace-low straight, the Joker wild without duplicates', () => {
  const value = (text: string) => pokerValue(cards(text));
  const name = (text: string) => handName(value(text));

  it('names every category in order', () => {
    const ladder = [
      '2C 5D 8H 10S KC',
      '2C 2D 8H 10S KC',
      '2C 2D 8H 8S KC',
      '2C 2D 2H 8S KC',
      '4C 5D 6H 7S 8C',
      '2C 5C 8C 10C KC',
      '2C 2D 2H 8S 8C',
      '2C 2D 2H 2S 8C',
      '4C 5C 6C 7C 8C',
      '10S JS QS KS AS',
    ];
    expect(ladder.map(name)).toEqual([
      'high card',
      'one pair',
      'two pairs',
      'three of a kind',
      'straight',
      'flush',
      'full house',
      'four of a kind',
      'straight flush',
      'royal straight flush',
    ]);
    const values = ladder.map(value);
    expect(values.slice().sort((a, b) => a - b)).toEqual(values);
  });

  it('A-2-3-4-5 is the lowest straight; K-A-2-3-4 is none; ties by rank, suits never count', () => {
    expect(name('AC 2D 3H 4S 5C')).toBe('straight');
    expect(value('AC 2D 3H 4S 5C')).toBeLessThan(value('2C 3D 4H 5S 6C'));
    expect(name('KC AD 2H 3S 4C')).toBe('high card');
    expect(value('2C 2D 9H 9S KC')).toBeGreaterThan(value('2H 2S 8H 8S AC'));
    expect(value('2C 2D 9H 9S KC')).toBe(value('2H 2S 9C 9D KH'));
    expect(value('AC AD 5H 4S 3C')).toBeGreaterThan(value('AH AS 5C 4D 2C'));
  });

  it('the Joker is any card not among the other four: four aces and the Joker are four of a kind with a king', () => {
    expect(name('AC AD AH AS JK')).toBe('four of a kind');
    expect(value('AC AD AH AS JK')).toBe(value('AC AD AH AS KC'));
    expect(name('10S JS QS KS JK')).toBe('royal straight flush');
    expect(name('2C 4C 5C 6C JK')).toBe('straight flush');
    expect(name('2C 2D 8H 8S JK')).toBe('full house');
    expect(name('2C 5D 8H 10S JK')).toBe('one pair');
    expect(categoryOf(value('AC 2D 3H 4S JK'))).toBe('straight');
  });

  it('the best five of a longer hand, and a five that uses the Joker when asked', () => {
    const best = bestFive(cards('2C 2D 2H 9S 9C KD 4H JK'));
    expect(best && handName(best.value)).toBe('four of a kind');
    expect(best?.five).toContain(JOKER);
    const plain = bestFive(cards('2C 3C 4C 5C 6C 9D JK'), true);
    expect(plain && handName(plain.value)).toBe('straight flush');
    expect(plain?.five).toContain(JOKER);
    expect(bestFive(cards('2C 3C 4C JK'))).toBeNull();
  });
});
