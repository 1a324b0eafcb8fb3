// Settlements of the run-out: leads, stops and colour changes with the fallbacks [G14], Bonanza [G15], the dead Joker [G16].
import { describe, expect, it } from 'vitest';
import { JOKER } from '../../../src/games/bonanza/rules/cards';
import { legal } from '../../../src/games/bonanza/rules/legal';
import { DISCARDED } from '../../../src/games/bonanza/rules/state';
import {
  call,
  card,
  cards,
  dealt,
  go,
  playOut,
  refusedWith,
  runOut,
  total,
  widowUnsold,
} from './helpers';

const leads = (s: Parameters<typeof legal>[0], seat: number) =>
  legal(s, seat).map((m) => (m.type === 'lead' ? m.card : -1));

describe('the run-out', () => {
  it('the dealer leads the lowest card of a suit of his choice; the holders of the next cards follow', () => {
    const s = runOut(3, { 0: '2S 3S 9H JD', 1: '4S 5S KC', 2: '6S 10C' });
    expect(leads(s, 0)).toEqual(cards('2S 9H JD'));
    refusedWith(s, { type: 'lead', seat: 0, card: card('3S') }, 'not-lowest');
    let t = go(s, { type: 'lead', seat: 0, card: card('2S') }).state;
    expect(t.phase).toBe('play');
    t = playOut(t);
    // 2S 3S (seat 0) 4S 5S (seat 1) 6S (seat 2); 7S is dead: 6S is a stop.
    expect(t.played).toEqual(cards('2S 3S 4S 5S 6S'));
    expect(t.turn).toBe(0);
    expect(t.colour).toBe(1);
  });

  it('the ace is a stop; whoever plays AS, KH, QD or JC takes that space', () => {
    const s = runOut(2, { 0: 'QS KS AS 2C', 1: '3C 4D' });
    const r = go(s, { type: 'lead', seat: 0, card: card('QS') });
    let t = r.state;
    const effects = [...r.effects];
    while (t.phase === 'play') {
      const p = go(t, { type: 'play' });
      effects.push(...p.effects);
      t = p.state;
    }
    expect(effects).toContainEqual({
      type: 'paying-card',
      seat: 0,
      card: card('AS'),
      space: 'aceSpades',
    });
    expect(effects).toContainEqual({
      type: 'space-won',
      space: 'aceSpades',
      seats: [0],
      amounts: [2],
    });
    expect(effects).toContainEqual({
      type: 'stop',
      seat: 0,
      card: card('AS'),
      missing: null,
      played: false,
      colour: 1,
      leader: 1,
    });
    expect(t.turn).toBe(1);
  });

  it('a card already played also stops the run', () => {
    let s = runOut(2, { 0: '5H 9C 10C', 1: '6H 7H 4H JS KD' });
    s = playOut(go(s, { type: 'lead', seat: 0, card: card('5H') }).state);
    // 5H 6H 7H, 8H dead: seat 1 stopped on red and leads black: JS.
    s = playOut(go(s, { type: 'lead', seat: 1, card: card('JS') }).state);
    // JS, QS dead: stop on black; red: seat 1 again (4H); 4H then 5H already played: a stop.
    expect(s.turn).toBe(1);
    const r = go(s, { type: 'lead', seat: 1, card: card('4H') });
    expect(r.effects).toContainEqual({
      type: 'stop',
      seat: 1,
      card: card('4H'),
      missing: card('5H'),
      // Said so ("5♥ is played already"), not "nobody holds 5♥".
      played: true,
      colour: 0,
      leader: 0,
    });
  });
});

describe('[G14] after a stop a suit of the other colour, with the fallbacks', () => {
  it('the stopper, or else the first player to his left with that colour, leads his lowest card of it (his choice of the two suits)', () => {
    let s = runOut(3, { 0: '2S 3S 9C', 1: '4S 10C', 2: '5D 6D 3H' });
    s = playOut(go(s, { type: 'lead', seat: 0, card: card('2S') }).state);
    expect(s.played).toEqual(cards('2S 3S 4S'));
    expect(s.turn).toBe(2);
    expect(s.colour).toBe(1);
    expect(leads(s, 2)).toEqual(cards('3H 5D'));
    refusedWith(s, { type: 'lead', seat: 2, card: card('6D') }, 'not-lowest');
    refusedWith(s, { type: 'lead', seat: 1, card: card('10C') }, 'not-your-turn');
  });

  it('the colour changes at every stop', () => {
    let s = runOut(2, { 0: '2S 5H 8C KD', 1: '9S 10S' });
    s = playOut(go(s, { type: 'lead', seat: 0, card: card('2S') }).state);
    expect([s.turn, s.colour]).toEqual([0, 1]);
    refusedWith(s, { type: 'lead', seat: 0, card: card('8C') }, 'wrong-colour');
    s = playOut(go(s, { type: 'lead', seat: 0, card: card('5H') }).state);
    expect([s.turn, s.colour]).toEqual([0, 0]);
    expect(leads(s, 0)).toEqual(cards('8C'));
  });

  it('nobody holds the other colour: the stopper leads his lowest card of any suit', () => {
    let s = runOut(2, { 0: '2S 3S 9C', 1: '5C 6C' });
    const r = go(s, { type: 'lead', seat: 0, card: card('2S') });
    s = go(r.state, { type: 'play' }).state;
    expect(s.turn).toBe(0);
    expect(s.colour).toBe(-1);
    expect(leads(s, 0)).toEqual(cards('9C'));
  });

  it('the stopper holds only the Joker: the first player to his left with a card leads', () => {
    let s = runOut(3, { 0: '2S 3S JK', 1: '5C', 2: '7C 8C' });
    s = playOut(go(s, { type: 'lead', seat: 0, card: card('2S') }).state);
    expect(s.turn).toBe(1);
    expect(s.colour).toBe(-1);
    expect(leads(s, 1)).toEqual(cards('5C'));
  });
});

describe('[G15] Bonanza', () => {
  it('who plays his last card takes the Bonanza space; every other pays a chip per card held, or all he has', () => {
    const s = runOut(3, { 0: '2S 3S', 1: '9C 10C 4H', 2: '7D' }, {}, 0, [100, 12, 100]);
    expect(s.stacks).toEqual([90, 2, 90]);
    const r = go(s, { type: 'lead', seat: 0, card: card('2S') });
    const { state, effects } = go(r.state, { type: 'play' });
    expect(effects).toContainEqual({
      type: 'bonanza',
      seat: 0,
      payments: [
        { seat: 1, cards: 3, chips: 2 },
        { seat: 2, cards: 1, chips: 1 },
      ],
    });
    expect(effects).toContainEqual({
      type: 'space-won',
      space: 'bonanza',
      seats: [0],
      amounts: [3],
    });
    expect(state.stacks).toEqual([96, 0, 89]);
    expect(state.won[9]).toEqual([0]);
    expect(total(state)).toBe(212);
    expect(['ante', 'over']).toContain(state.phase);
  });
});

describe('[G16] a Joker still held at the run-out', () => {
  it('dead: it cannot be played, its holder cannot go out with it, and it counts as a card', () => {
    let s = runOut(2, { 0: '2S JK 5H', 1: '9C 10C' });
    refusedWith(s, { type: 'lead', seat: 0, card: JOKER }, 'joker-dead');
    s = playOut(go(s, { type: 'lead', seat: 0, card: card('2S') }).state);
    s = playOut(go(s, { type: 'lead', seat: 0, card: card('5H') }).state);
    expect(s.held[0]).toBe(1);
    expect(s.turn).toBe(1);
    const r = go(s, { type: 'lead', seat: 1, card: card('9C') });
    const end = go(r.state, { type: 'play' });
    expect(end.effects).toContainEqual({
      type: 'bonanza',
      seat: 1,
      payments: [{ seat: 0, cards: 1, chips: 1 }],
    });
  });

  it('`discard`: it is set aside before the run-out and not counted', () => {
    let s = widowUnsold(dealt(2, { 0: 'JK' }, '', { poker: 'off', jokerRunOut: 'discard' }));
    for (let i = 0; i < 3; i += 1) s = call(s).state;
    const r = call(s);
    const kinds = r.effects.map((e) => e.type);
    expect(kinds.indexOf('joker-discarded')).toBeLessThan(kinds.indexOf('run-out'));
    expect(r.state.where[JOKER]).toBe(DISCARDED);
    expect(r.state.held[0]).toBe(17);
  });
});
