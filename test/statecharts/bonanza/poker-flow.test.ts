// Poker through the table machine: folds, the raise cap refused, a split showdown, and a pot taken unseen.
import { describe, expect, it } from 'vitest';
import { POKER_SPACE } from '../../../src/games/bonanza/rules/sheet';
import * as S from '../../../statecharts/bonanza/selectors';
import { cards, deal } from '../../games/bonanza/helpers';
import { people, Table } from './harness';

/** Three people, dealer 0; the widow unsold and every call kept, up to poker's first turn. */
function toPoker(d: ReturnType<typeof deal>, options = {}): Table {
  const t = new Table({
    config: { players: 3, seed: 3, dealer: 0, seats: people(3), preparedDeals: [d], options },
  });
  t.until((x) => x.asked().length > 0);
  t.send({ type: 'widow', seat: 0, choice: 'sell' });
  t.send({ type: 'pass', seat: 1 });
  t.send({ type: 'pass', seat: 2 });
  t.until((x) => x.stage() === 'betting' || x.asked().length > 0);
  while (t.stage() === 'showing') {
    const call = S.selectCall(t.snap);
    if (!call || call === 'poker') break;
    for (const seat of t.asked()) t.send({ type: 'keep', seat, call });
    t.until((x) => x.stage() === 'betting' || x.asked().length > 0);
  }
  expect(t.stage()).toBe('betting');
  return t;
}

describe('poker', () => {
  it('a bet, a raise up to the cap (a second raise refused), a fold, a call; equal fives split the pot, the odd chip stays', () => {
    const t = toPoker(
      deal(3, 0, { 0: '2S 3H 4D 5C 6S', 1: '2H 3S 4C 5D 6H', 2: '9C' }, '7S 7H 7D 7C'),
      { raises: 1 },
    );
    expect(t.effects()).toContainEqual({ type: 'poker-start', seats: [0, 1, 2], first: 0 });
    expect(t.asked()).toEqual([0]);
    t.send({ type: 'poker', seat: 0, action: 'bet' });
    t.send({ type: 'poker', seat: 1, action: 'raise' });
    const before = t.game;
    t.send({ type: 'poker', seat: 2, action: 'raise' });
    expect(t.lastRefusal()?.code).toBe('raise-limit');
    expect(t.game).toBe(before);
    t.send({ type: 'poker', seat: 2, action: 'fold' });
    t.send({ type: 'poker', seat: 0, action: 'call' });
    expect(t.stage()).toBe('fives');
    expect(t.asked()).toEqual([0, 1]);
    t.send({ type: 'five', seat: 0, cards: cards('2S 3H 4D 5C 6S') });
    expect(t.stage()).toBe('fives');
    t.send({ type: 'five', seat: 1, cards: cards('2H 3S 4C 5D 6H') });
    const fx = t.effects();
    const actions = fx.flatMap((e) =>
      e.type === 'poker-action' ? [[e.seat, e.action, e.chips]] : [],
    );
    expect(actions).toEqual([
      [0, 'bet', 2],
      [1, 'raise', 4],
      [2, 'fold', 0],
      [0, 'call', 2],
    ]);
    const fives = fx.flatMap((e) => (e.type === 'poker-five' ? [[e.seat, e.hand]] : []));
    expect(fives).toHaveLength(2);
    expect(fives[0]?.[1]).toBe(fives[1]?.[1]);
    // 3 antes + 4 + 4 = 11 chips: 5 each, 1 stays.
    expect(fx).toContainEqual({
      type: 'space-won',
      space: 'poker',
      seats: [0, 1],
      amounts: [5, 5],
    });
    expect(t.game.sheet[POKER_SPACE]).toBe(1);
    expect(t.stage()).toBe('leading');
    expect(t.violations).toEqual([]);
  });

  it('all but one fold: the last one in takes the space and shows nothing', () => {
    const t = toPoker(deal(3, 0, {}));
    t.send({ type: 'poker', seat: 0, action: 'check' });
    t.send({ type: 'poker', seat: 1, action: 'bet' });
    t.send({ type: 'poker', seat: 2, action: 'fold' });
    t.send({ type: 'poker', seat: 0, action: 'fold' });
    const fx = t.effects();
    expect(fx).toContainEqual({ type: 'space-won', space: 'poker', seats: [1], amounts: [5] });
    expect(fx.some((e) => e.type === 'poker-five')).toBe(false);
    expect(t.stage()).toBe('leading');
  });
});
