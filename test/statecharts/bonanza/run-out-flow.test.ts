// The run-out and the game's frame through the table machine: stops, colour changes, Bonanza, eliminations, the end split.
import { describe, expect, it } from 'vitest';
import type { Effect } from '../../../src/games/bonanza/rules/effects';
import { chipsOnTable } from '../../../src/games/bonanza/rules/state';
import * as S from '../../../statecharts/bonanza/selectors';
import { card, cards, deal } from '../../games/bonanza/helpers';
import { lastMove, people, Table } from './harness';

/** People at every seat, dealer 0; with `lastMove` they sell, pass, keep and fold up to the first lead. */
function toRunOut(players: number, d: ReturnType<typeof deal>, extra = {}): Table {
  const t = new Table({
    config: { players, seed: 4, dealer: 0, seats: people(players), preparedDeals: [d], ...extra },
  });
  t.play(lastMove, (x) => x.stage() === 'leading');
  return t;
}

const lastOf = <T extends Effect['type']>(fx: readonly Effect[], type: T) =>
  fx.filter((e): e is Extract<Effect, { type: T }> => e.type === type).at(-1);

describe('the run-out', () => {
  it('two stops in a row: a lead whose next card is dead stops at once, and so does the next lead', () => {
    // 3S and 3H are in the dead widow; the dealer holds 2S and 2H.
    const t = toRunOut(2, deal(2, 0, { 0: '2S 2H' }, '3S 3H'));
    expect(t.asked()).toEqual([0]);
    expect(S.selectLegal(0)(t.snap)).toContainEqual({ type: 'lead', card: card('2S') });
    const before = t.effects().length;
    t.send({ type: 'lead', seat: 0, card: card('2S') });
    expect(t.stage()).toBe('leading');
    t.send({ type: 'lead', seat: 0, card: card('2H') });
    const fx = t.effects().slice(before);
    expect(fx.map((e) => e.type)).toEqual(['lead', 'stop', 'lead', 'stop']);
    // Each stops as its suit's next card, dead, is held by nobody.
    expect(fx[1]).toEqual({
      type: 'stop',
      seat: 0,
      card: card('2S'),
      missing: card('3S'),
      played: false,
      colour: 1,
      leader: 0,
    });
    // Seat 0 has no black left: the first to his left with black leads it.
    expect(fx[3]).toEqual({
      type: 'stop',
      seat: 0,
      card: card('2H'),
      missing: card('3H'),
      played: false,
      colour: 0,
      leader: 1,
    });
  });

  it('nobody holds the other colour after a stop: the stopper leads any suit', () => {
    // Dead: JH QH KH AH and every diamond. Live red: 2H-10H, shared; black: spades and clubs.
    const t = toRunOut(
      2,
      deal(
        2,
        0,
        {
          0: '2H 4H 6H 8H 10H 2S 3S 4S 5S 6S 7S 2C 3C 4C 5C 6C 7C 8C',
          1: '3H 5H 7H 9H 8S 9S 10S JS QS KS AS 9C 10C JC QC KC AC JK',
        },
        'JH QH KH AH 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD',
      ),
    );
    t.send({ type: 'lead', seat: 0, card: card('2H') });
    t.until((x) => x.stage() === 'leading');
    // 2H-10H alternate; JH is dead: a stop on red by seat 0, who holds black and leads it.
    expect(lastOf(t.effects(), 'stop')).toEqual({
      type: 'stop',
      seat: 0,
      card: card('10H'),
      missing: card('JH'),
      played: false,
      colour: 0,
      leader: 0,
    });
    t.send({ type: 'lead', seat: 0, card: card('2S') });
    t.until((x) => x.stage() === 'leading');
    // 2S-7S, then 8S-AS from seat 1: the ace stops on black; no red is left anywhere.
    expect(lastOf(t.effects(), 'stop')).toEqual({
      type: 'stop',
      seat: 1,
      card: card('AS'),
      missing: null,
      played: false,
      colour: null,
      leader: 1,
    });
    expect(t.effects()).toContainEqual({
      type: 'paying-card',
      seat: 1,
      card: card('AS'),
      space: 'aceSpades',
    });
    expect(S.selectLegal(1)(t.snap).map((m) => (m.type === 'lead' ? m.card : -1))).toEqual(
      cards('9C'),
    );
  });

  it('a Bonanza with a short payer, who then cannot ante and is out for good', () => {
    // Seat 1 starts with 11 chips: 1 left after the ante, and many cards when seat 2 goes out.
    const t = toRunOut(
      3,
      deal(3, 0, { 1: '2S 4S 6S 8S 10S QS 2H 4H 6H 8H 10H QH 2C 4C', 2: '3S' }),
      { stacks: [100, 11, 100], options: { deals: 3 } },
    );
    t.play(lastMove, (x) => x.stage() === 'hand-end');
    const bonanza = lastOf(t.effects(), 'bonanza');
    const short = bonanza?.payments.find((p) => p.seat === 1);
    expect(short).toBeDefined();
    expect(short?.chips).toBe(1);
    expect(short?.cards).toBeGreaterThan(1);
    expect(t.game.stacks[1]).toBe(0);
    expect(chipsOnTable(t.game)).toBe(211);
    t.until((x) => x.stage() === 'dealing');
    expect(t.effects()).toContainEqual({ type: 'eliminated', seat: 1, chips: 0 });
    expect(S.selectOut(t.snap)).toEqual([false, true, false]);
    t.untilStage('widow');
    expect(lastOf(t.effects(), 'dealt')?.sizes[1]).toBe(0);
    const from = t.run.emitted.length;
    // Seat 1 is asked nothing again; the game goes on with two.
    t.play(lastMove);
    expect(t.over()).toBe(true);
    const later = t.run.emitted.slice(from);
    expect(later.some((e) => e.type === 'step' && 'seat' in e.event && e.event.seat === 1)).toBe(
      false,
    );
    expect(t.violations).toEqual([]);
  });

  it('the game ends after its deals: the end split shares each space among the last hand’s players, odd chips stay', () => {
    const t = new Table({
      config: { players: 3, seed: 8, dealer: 0, seats: people(3), options: { deals: 1 } },
    });
    t.play(lastMove);
    expect(t.stage()).toBe('over');
    const fx = t.effects();
    const end = lastOf(fx, 'hand-end');
    const split = lastOf(fx, 'end-split');
    const over = lastOf(fx, 'game-over');
    expect(end && split && over).toBeTruthy();
    expect(split?.seats).toEqual([0, 1, 2]);
    expect(split?.shares).toEqual(end?.sheet.map((chips) => Math.floor(chips / 3)));
    expect(t.game.sheet).toEqual(end?.sheet.map((chips) => chips % 3));
    expect(over?.stacks).toEqual(t.game.stacks);
    expect(over?.winners).toEqual(S.selectWinners(t.snap));
    expect(chipsOnTable(t.game)).toBe(300);
    // A finished game is not saved: only the save before the first hand.
    expect(t.emitted('save').map((e) => e.save.hand)).toEqual([0]);
  });

  it('`endgame: keep`: no split at the end, the sheet keeps its chips', () => {
    const t = new Table({
      config: {
        players: 3,
        seed: 8,
        dealer: 0,
        seats: people(3),
        options: { deals: 1, endgame: 'keep' },
      },
    });
    t.play(lastMove);
    expect(t.effects().some((e) => e.type === 'end-split')).toBe(false);
    expect(t.game.sheet).toEqual(lastOf(t.effects(), 'hand-end')?.sheet);
  });
});
