// Settlements of the upper half: optional shows [G5], the spent Joker [G6], the Joker in pairs [G7], sequences [G8] [G9].
import { describe, expect, it } from 'vitest';
import { JOKER } from '../../../src/games/bonanza/rules/cards';
import { isCombination } from '../../../src/games/bonanza/rules/combination';
import {
  bestSequence,
  isNaturalSequence,
  sequenceSuit,
  sequenceTop,
  sequenceValue,
} from '../../../src/games/bonanza/rules/sequence';
import { DISCARDED } from '../../../src/games/bonanza/rules/state';
import { call, card, cards, dealt, go, refusedWith, total, widowUnsold } from './helpers';

// Three players, dealer 0. The rest of the pack fills the hands in id order: seat 1 (first dealt)
// gets JK and all thirteen spades, seat 2 all hearts, seat 0 all diamonds, the widow the clubs.
const table = () => widowUnsold(dealt(3, { 1: 'JK' }));

describe('[G5] showing is optional', () => {
  it('the Joker kept at its call: the space stays, the Joker stays in the hand for a later call', () => {
    const s = table();
    const { state, effects } = call(s);
    expect(effects).toContainEqual({ type: 'call', call: 'joker', deciding: true });
    expect(effects).toContainEqual({ type: 'space-stays', space: 'joker', chips: 3 });
    expect(state.where[JOKER]).toBe(1);
    expect(state.sheet[0]).toBe(3);
  });

  it('a seat without anything to show is not asked; a call nobody can answer resolves at once', () => {
    const s = call(table(), { 1: 'JK' }).state;
    // Queen-Jack: QS is seat 1's, JD seat 0's, the Joker is spent: nobody can show.
    const { state, effects } = call(s);
    expect(effects).toContainEqual({ type: 'call', call: 'queenJack', deciding: false });
    expect(effects).toContainEqual({ type: 'space-stays', space: 'queenJack', chips: 3 });
    expect(state.phase).toBe('call');
  });
});

describe('[G6] a shown Joker is spent', () => {
  it('shown at the Joker call it takes the space and is discarded', () => {
    const { state, effects } = call(table(), { 1: 'JK' });
    expect(effects).toContainEqual({ type: 'space-won', space: 'joker', seats: [1], amounts: [3] });
    expect(effects).toContainEqual({ type: 'joker-discarded', seat: 1 });
    expect(state.where[JOKER]).toBe(DISCARDED);
    expect(state.held[1]).toBe(13);
    expect(state.stacks[1]).toBe(93);
  });

  it('a second use is refused', () => {
    const s = call(call(table(), { 1: 'JK' }).state).state;
    const open = go(s, { type: 'next-call' }).state;
    expect(open.phase).toBe('showing');
    refusedWith(
      open,
      { type: 'show', seat: 1, call: 'sequence', cards: cards('KS AS JK') },
      'joker-spent',
    );
  });

  it('a Joker in a losing sequence is discarded too', () => {
    let s = call(call(table()).state).state;
    const r = call(s, { 1: '2S 3S JK', 2: 'QH KH AH' });
    s = r.state;
    expect(r.effects).toContainEqual({
      type: 'space-won',
      space: 'sequence',
      seats: [2],
      amounts: [3],
    });
    expect(r.effects).toContainEqual({ type: 'joker-discarded', seat: 1 });
    expect(s.where[JOKER]).toBe(DISCARDED);
    expect(s.where[card('2S')]).toBe(1);
  });
});

describe('[G7] the Joker in Queen-Jack and Ten-Two', () => {
  it('QS with the Joker is a Queen-Jack; only its holder is asked; the shown natural returns to the hand', () => {
    const s = call(table()).state;
    const r = call(s, { 1: 'QS JK' });
    expect(r.effects).toContainEqual({
      type: 'show',
      call: 'queenJack',
      seat: 1,
      cards: cards('QS JK'),
    });
    expect(r.effects).toContainEqual({
      type: 'space-won',
      space: 'queenJack',
      seats: [1],
      amounts: [3],
    });
    expect(r.state.where[card('QS')]).toBe(1);
    expect(r.state.where[JOKER]).toBe(DISCARDED);
    expect(total(r.state)).toBe(300);
  });

  it('the Joker with 2S is a Ten-Two; a pair without the Joker or a wrong card is none', () => {
    let s = call(call(table()).state).state;
    s = call(s).state;
    const r = call(s, { 1: 'JK 2S' });
    expect(r.effects).toContainEqual({
      type: 'space-won',
      space: 'tenTwo',
      seats: [1],
      amounts: [3],
    });
    expect(isCombination('tenTwo', cards('10D 2S'))).toBe(true);
    expect(isCombination('tenTwo', cards('10D 3S'))).toBe(false);
    expect(isCombination('queenJack', cards('JK JD'))).toBe(true);
    expect(isCombination('queenJack', cards('QS QS'))).toBe(false);
  });
});

describe('[G8] a Joker sequence counts at the best top the cards allow', () => {
  it('5H 6H JK tops at 7H, KS AS JK at AS (even if that card is held elsewhere or dead)', () => {
    expect(sequenceTop(sequenceValue(cards('5H 6H JK')))).toBe(7);
    expect(sequenceTop(sequenceValue(cards('KS AS JK')))).toBe(14);
    expect(sequenceTop(sequenceValue(cards('5H JK 7H')))).toBe(7);
    expect(sequenceTop(sequenceValue(cards('AH 2H JK')))).toBe(3);
    expect(sequenceTop(sequenceValue(cards('2H 3H JK')))).toBe(4);
    expect(isNaturalSequence(sequenceValue(cards('5H 6H JK')))).toBe(false);
    expect(sequenceSuit(sequenceValue(cards('5H 6H JK')))).toBe(1);
  });

  it('three in a row of one suit, Q-K-A and A-2-3 allowed, K-A-2 not', () => {
    expect(sequenceValue(cards('QC KC AC'))).toBeGreaterThan(0);
    expect(sequenceValue(cards('AC 2C 3C'))).toBeGreaterThan(0);
    expect(sequenceValue(cards('KC AC 2C'))).toBe(-1);
    expect(sequenceValue(cards('5C 6C 7D'))).toBe(-1);
    expect(sequenceValue(cards('5C 7C 8C'))).toBe(-1);
    expect(sequenceValue(cards('KC JK 2C'))).toBe(-1);
    const best = bestSequence((c) => cards('4D 5D 6D 9S JK 10S').includes(c));
    expect(best?.cards).toEqual(cards('9S 10S JK'));
  });
});

describe('[G9] the best sequence takes the space', () => {
  it('the highest top; A-2-3 is the lowest', () => {
    expect(sequenceValue(cards('AD 2D 3D'))).toBeLessThan(sequenceValue(cards('2C 3C 4C')));
    const s = call(call(table()).state).state;
    const r = call(s, { 0: 'AD 2D 3D', 2: '2H 3H 4H' });
    expect(r.effects).toContainEqual({
      type: 'space-won',
      space: 'sequence',
      seats: [2],
      amounts: [3],
    });
  });

  it('at an equal top a natural beats a Joker sequence, then spades > hearts > diamonds > clubs', () => {
    expect(sequenceValue(cards('5C 6C 7C'))).toBeGreaterThan(sequenceValue(cards('5S 6S JK')));
    expect(sequenceValue(cards('5S 6S 7S'))).toBeGreaterThan(sequenceValue(cards('5H 6H 7H')));
    expect(sequenceValue(cards('5H 6H 7H'))).toBeGreaterThan(sequenceValue(cards('5D 6D 7D')));
    expect(sequenceValue(cards('5D 6D 7D'))).toBeGreaterThan(sequenceValue(cards('5C 6C 7C')));
    const s = call(call(table()).state).state;
    const r = call(s, { 0: '5D 6D 7D', 1: '5S 6S JK', 2: '5H 6H 7H' });
    expect(r.effects.filter((e) => e.type === 'show')).toHaveLength(3);
    expect(r.effects).toContainEqual({
      type: 'space-won',
      space: 'sequence',
      seats: [2],
      amounts: [3],
    });
  });
});
