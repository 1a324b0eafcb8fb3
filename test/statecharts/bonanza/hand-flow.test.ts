// The table machine through a hand on a stepping clock: a whole hand, the widow sold, unsold and swapped, every call shown and not.
import { describe, expect, it } from 'vitest';
import { cardName } from '../../../src/games/bonanza/rules/cards';
import { handOf } from '../../../src/games/bonanza/rules/state';
import * as S from '../../../statecharts/bonanza/selectors';
import { cards, deal } from '../../games/bonanza/helpers';
import { bot, lastMove, people, person, Table } from './harness';

/** Three people, dealer 0, the given prepared deals. */
const threePeople = (deals: ReturnType<typeof deal>[], options = {}) =>
  new Table({
    config: { players: 3, seed: 1, dealer: 0, seats: people(3), preparedDeals: deals, options },
  });

/** Fires the table's timers until a person is asked (or the stage is `stage`). */
const untilAsked = (t: Table) => t.until((x) => x.asked().length > 0 || x.over());

describe('a hand', () => {
  it('a whole hand with a person and three bots: stages in order, the timeline, the effects, a save at each boundary', () => {
    const t = new Table({
      config: {
        players: 4,
        seed: 5,
        dealer: 0,
        options: { deals: 3 },
        seats: [person(), bot('expert', 'quick'), bot('basic', 'quick'), bot('random', 'quick')],
      },
    });
    const stages: string[] = [t.stage()];
    t.run.actor.subscribe((s) => {
      const stage = S.selectStage(s);
      if (stages.at(-1) !== stage) stages.push(stage);
    });
    t.play(lastMove, (x) => x.stage() === 'hand-end');
    expect(stages.slice(0, 3)).toEqual(['start', 'dealing', 'widow']);
    expect(stages).toContain('calling');
    expect(stages).toContain('leading');
    expect(stages).toContain('playing');
    expect(stages.at(-1)).toBe('hand-end');
    const calls = t.emitted('call');
    expect(calls.map((c) => c.call)).toEqual(['joker', 'queenJack', 'sequence', 'tenTwo', 'poker']);
    expect(calls.every((c) => c.caller === 0)).toBe(true);
    const kinds = t.effects().map((e) => e.type);
    for (const k of ['hand-start', 'dealt', 'run-out', 'lead', 'stop', 'bonanza', 'hand-end']) {
      expect(kinds).toContain(k);
    }
    expect(kinds.indexOf('hand-start')).toBeLessThan(kinds.indexOf('dealt'));
    expect(kinds.indexOf('bonanza')).toBeLessThan(kinds.indexOf('hand-end'));
    // Saves before the first hand and after it, for the next.
    expect(t.emitted('save').map((e) => [e.save.hand, e.save.dealer])).toEqual([
      [0, 0],
      [1, 0],
    ]);
    // The timeline: the table's steps on whole ms, each bot's in its own lane, never backwards.
    let last = -1;
    for (const s of t.emitted('step')) {
      expect(s.at).toBeGreaterThanOrEqual(last);
      last = s.at;
      const lane = (s.at * 16) % 16;
      if (s.by === 'table') expect(lane).toBe(0);
      if (s.by === 'bot' && 'seat' in s.event) expect(lane).toBe(s.event.seat + 1);
    }
    expect(t.violations).toEqual([]);
    expect(t.emitted('refused')).toEqual([]);
  });

  it('the widow sold: bids from the dealer’s left, a pass is final, the buyer pays the dealer and takes the widow', () => {
    const d = deal(3, 0, {}, '2C 3C 4C');
    const t = threePeople([d]);
    untilAsked(t);
    expect(t.stage()).toBe('widow');
    expect(t.asked()).toEqual([0]);
    t.send({ type: 'widow', seat: 0, choice: 'sell' });
    expect(t.stage()).toBe('bidding');
    expect(t.asked()).toEqual([1]);
    t.send({ type: 'bid', seat: 1, amount: 5 });
    t.send({ type: 'pass', seat: 2 });
    expect(t.stage()).toBe('calling');
    const fx = t.effects();
    expect(fx).toContainEqual({ type: 'widow-for-sale', dealer: 0 });
    expect(fx).toContainEqual({ type: 'bid', seat: 1, amount: 5 });
    expect(fx).toContainEqual({ type: 'bid-pass', seat: 2 });
    expect(fx).toContainEqual({ type: 'widow-sold', seat: 1, price: 5, dealer: 0 });
    expect(fx).toContainEqual({ type: 'chips', from: { seat: 1 }, to: { seat: 0 }, amount: 5 });
    expect(fx).toContainEqual({ type: 'dead-hand', seat: 1, cards: 14 });
    expect(handOf(t.game, 1)).toEqual(d.widow.slice().sort((a, b) => a - b));
    expect(t.game.stacks).toEqual([95, 85, 90]);
  });

  it('the widow unsold: everyone passes and it goes out of play', () => {
    const t = threePeople([deal(3, 0, {})]);
    untilAsked(t);
    t.send({ type: 'widow', seat: 0, choice: 'sell' });
    t.send({ type: 'pass', seat: 1 });
    t.send({ type: 'pass', seat: 2 });
    expect(t.effects()).toContainEqual({ type: 'widow-unsold' });
    expect(t.effects()).toContainEqual({ type: 'dead-hand', seat: null, cards: 13 });
    expect(t.stage()).toBe('calling');
  });

  it('the widow swapped: the dealer’s hand goes out of play unseen and he takes the widow', () => {
    const d = deal(3, 0, {}, 'AS KH QD');
    const t = threePeople([d]);
    untilAsked(t);
    t.send({ type: 'widow', seat: 0, choice: 'swap' });
    expect(t.effects()).toContainEqual({ type: 'widow-swapped', dealer: 0 });
    expect(t.effects()).toContainEqual({ type: 'dead-hand', seat: 0, cards: 13 });
    expect(handOf(t.game, 0)).toEqual(d.widow.slice().sort((a, b) => a - b));
    expect(S.selectSeatView(0)(t.snap).gaveUp).toEqual(d.hands[0]?.slice().sort((a, b) => a - b));
    expect(t.stage()).toBe('calling');
  });

  it('every call shown and not shown; the Joker kept as wild at its call and used later with the Queen of Spades', () => {
    // Hand 1 (dealer 0): seat 1 holds JK QS (JD is dead), seat 0 5H 6H 7H, seat 2 10D 2S.
    // Hand 2 (dealer 1): seat 2 holds JK, seat 1 QS JD, seat 0 10D 2S.
    const t = threePeople([
      deal(3, 0, { 0: '5H 6H 7H', 1: 'JK QS', 2: '10D 2S' }, 'JD'),
      deal(3, 1, { 0: '10D 2S', 1: 'QS JD', 2: 'JK' }),
    ]);
    const sellUnsold = () => {
      untilAsked(t);
      const dealer = t.game.dealer;
      t.send({ type: 'widow', seat: dealer, choice: 'sell' });
      while (t.stage() === 'bidding') t.send({ type: 'pass', seat: t.asked()[0] });
    };
    /** The next call: the shows given (seat: cards), every other seat asked keeps. */
    const call = (shows: Record<number, string>) => {
      untilAsked(t);
      const name = S.selectCall(t.snap);
      if (name === null || name === 'poker') throw new Error(`no call open: ${name}`);
      for (const seat of t.asked()) {
        const shown = shows[seat];
        t.send(
          shown
            ? { type: 'show', seat, call: name, cards: cards(shown) }
            : { type: 'keep', seat, call: name },
        );
      }
      return name;
    };
    sellUnsold();
    expect(call({})).toBe('joker');
    expect(t.effects()).toContainEqual({ type: 'space-stays', space: 'joker', chips: 3 });
    expect(handOf(t.game, 1).map(cardName)).toContain('JK');
    expect(call({ 1: 'QS JK' })).toBe('queenJack');
    expect(call({ 0: '5H 6H 7H' })).toBe('sequence');
    expect(call({})).toBe('tenTwo');
    let fx = t.effects();
    expect(fx).toContainEqual({ type: 'show', call: 'queenJack', seat: 1, cards: cards('QS JK') });
    expect(fx).toContainEqual({ type: 'space-won', space: 'queenJack', seats: [1], amounts: [3] });
    expect(fx).toContainEqual({ type: 'joker-discarded', seat: 1 });
    expect(fx).toContainEqual({ type: 'space-won', space: 'sequence', seats: [0], amounts: [3] });
    expect(fx).toContainEqual({ type: 'space-stays', space: 'tenTwo', chips: 3 });
    // Poker and the run-out as the people's last moves make them, to the next hand.
    t.play(lastMove, (x) => x.game.hand === 2 && x.stage() === 'widow');
    sellUnsold();
    const before = t.effects().length;
    expect(call({ 2: 'JK' })).toBe('joker');
    expect(call({})).toBe('queenJack');
    expect(call({})).toBe('sequence');
    expect(call({ 0: '10D 2S' })).toBe('tenTwo');
    fx = t.effects().slice(before);
    expect(fx).toContainEqual({ type: 'show', call: 'joker', seat: 2, cards: cards('JK') });
    expect(fx).toContainEqual({ type: 'space-won', space: 'joker', seats: [2], amounts: [6] });
    expect(fx).toContainEqual({ type: 'space-stays', space: 'queenJack', chips: 3 });
    expect(fx).toContainEqual({ type: 'space-won', space: 'tenTwo', seats: [0], amounts: [6] });
    // Hand 2's calls so far, each in its dealer's voice.
    expect(
      t
        .emitted('call')
        .slice(-4)
        .map((c) => [c.call, c.caller]),
    ).toEqual([
      ['joker', 1],
      ['queenJack', 1],
      ['sequence', 1],
      ['tenTwo', 1],
    ]);
    expect(t.violations).toEqual([]);
    expect(t.emitted('refused')).toEqual([]);
  });
});
