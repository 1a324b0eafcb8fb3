// Every refusal code of the flow and of the table, sent through the machine: the state unchanged, `refused` emitted.
import { describe, expect, it } from 'vitest';
import { JOKER } from '../../../src/games/bonanza/rules/cards';
import { REFUSAL_CODES } from '../../../src/games/bonanza/rules/refusals';
import { handOf } from '../../../src/games/bonanza/rules/state';
import type { TableRefusalCode } from '../../../src/games/bonanza/sim/seats';
import * as S from '../../../statecharts/bonanza/selectors';
import { card, cards, deal } from '../../games/bonanza/helpers';
import { bot, lastMove, people, person, Table } from './harness';

const seen = new Set<TableRefusalCode>();

/** Sends `value` as a person's input; it must be refused with `code` and change nothing. */
function refused(t: Table, value: unknown, code: TableRefusalCode): void {
  const game = t.game;
  const steps = t.snap.context.steps;
  const count = t.emitted('refused').length;
  t.send(value);
  const refusals = t.emitted('refused');
  expect(refusals, `${JSON.stringify(value)} should be refused`).toHaveLength(count + 1);
  const note = refusals.at(-1)?.refusal;
  expect(note?.code, JSON.stringify(value)).toBe(code);
  expect(note?.reason.length).toBeGreaterThan(0);
  expect(S.selectLastRefusal(t.snap)).toEqual(note);
  expect(t.game).toBe(game);
  expect(t.snap.context.steps).toBe(steps);
  expect(t.snap.status).toBe('active');
  seen.add(code);
}

/** Keeps for everyone asked at the open call. */
function keepAll(t: Table): void {
  const call = S.selectCall(t.snap);
  if (!call || call === 'poker') return;
  for (const seat of t.asked()) t.send({ type: 'keep', seat, call });
}

const untilAsked = (t: Table) => t.until((x) => x.asked().length > 0 || x.over());

describe('refusals through the machine', () => {
  it('the widow, the bidding, the calls and poker: each wrong event refused with its code', () => {
    // Seat 2 starts with 11 chips (1 after the ante). Seat 1 holds JK QS; 0 and 2 a sequence each.
    const t = new Table({
      config: {
        players: 3,
        seed: 2,
        dealer: 0,
        seats: people(3),
        stacks: [100, 100, 11],
        preparedDeals: [deal(3, 0, { 0: '5H 6H 7H', 1: 'JK QS', 2: '8C 9C 10C' }, 'JD')],
      },
    });
    untilAsked(t);
    expect(t.stage()).toBe('widow');
    refused(t, { type: 'widow', seat: 1, choice: 'swap' }, 'not-your-turn');
    refused(t, { type: 'ante' }, 'table-only');
    refused(t, { type: 'deal' }, 'table-only');
    refused(t, { type: 'next-call' }, 'table-only');
    refused(t, { type: 'play' }, 'table-only');
    refused(t, { type: 'bid', seat: 1 }, 'malformed');
    refused(t, { type: 'dance', seat: 0 }, 'malformed');
    refused(t, 42, 'malformed');
    refused(t, null, 'malformed');
    refused(t, { type: 'xstate.stop' }, 'malformed');
    refused(t, { type: 'xstate.error.actor.bot-1', error: 'x' }, 'malformed');
    refused(t, { type: 'pass', seat: 5 }, 'not-playing');
    refused(t, { type: 'lead', seat: 0, card: 0 }, 'not-now');
    t.send({ type: 'widow', seat: 0, choice: 'sell' });
    refused(t, { type: 'bid', seat: 2, amount: 3 }, 'not-your-turn');
    refused(t, { type: 'bid', seat: 1, amount: 0 }, 'bid-too-low');
    refused(t, { type: 'bid', seat: 1, amount: 500 }, 'bid-above-chips');
    t.send({ type: 'pass', seat: 1 });
    t.send({ type: 'pass', seat: 2 });
    untilAsked(t);
    expect(S.selectCall(t.snap)).toBe('joker');
    expect(t.asked()).toEqual([1]);
    refused(t, { type: 'keep', seat: 1, call: 'sequence' }, 'wrong-call');
    refused(t, { type: 'keep', seat: 0, call: 'joker' }, 'nothing-to-decide');
    refused(t, { type: 'show', seat: 1, call: 'joker', cards: cards('QS') }, 'not-a-combination');
    refused(t, { type: 'show', seat: 1, call: 'joker', cards: cards('5H') }, 'cards-not-held');
    t.send({ type: 'show', seat: 1, call: 'joker', cards: [JOKER] });
    t.until((x) => S.selectCall(x.snap) === 'sequence' && x.asked().length > 0);
    expect(t.asked()).toEqual(expect.arrayContaining([0, 2]));
    refused(
      t,
      { type: 'show', seat: 0, call: 'sequence', cards: [card('5H'), card('6H'), JOKER] },
      'joker-spent',
    );
    t.send({ type: 'keep', seat: 0, call: 'sequence' });
    refused(t, { type: 'keep', seat: 0, call: 'sequence' }, 'already-decided');
    keepAll(t);
    t.until((x) => x.stage() === 'betting' || x.asked().length > 0);
    while (t.stage() === 'showing') {
      keepAll(t);
      t.until((x) => x.stage() === 'betting' || x.asked().length > 0);
    }
    expect(t.asked()).toEqual([0]);
    refused(t, { type: 'poker', seat: 0, action: 'bet' }, 'stack-limit');
    refused(t, { type: 'poker', seat: 0, action: 'call' }, 'action-not-allowed');
    refused(t, { type: 'poker', seat: 1, action: 'check' }, 'not-your-turn');
    for (const seat of [0, 1, 2]) t.send({ type: 'poker', seat, action: 'check' });
    expect(t.stage()).toBe('fives');
    refused(t, { type: 'five', seat: 0, cards: handOf(t.game, 0).slice(0, 4) }, 'bad-five');
    expect(t.violations).toEqual([]);
  });

  it('the run-out: a dead Joker, a card not held, not the lowest, the wrong colour; then the game is over', () => {
    // Two people; 3S is dead. Seat 0 keeps the Joker.
    const t = new Table({
      config: {
        players: 2,
        seed: 6,
        dealer: 0,
        seats: people(2),
        options: { deals: 1 },
        preparedDeals: [deal(2, 0, { 0: '2S 4S 3H JK', 1: '5S' }, '3S')],
      },
    });
    t.play(lastMove, (x) => x.stage() === 'leading');
    expect(t.asked()).toEqual([0]);
    refused(t, { type: 'lead', seat: 0, card: JOKER }, 'joker-dead');
    refused(t, { type: 'lead', seat: 0, card: card('5S') }, 'cards-not-held');
    refused(t, { type: 'lead', seat: 0, card: card('4S') }, 'not-lowest');
    t.send({ type: 'lead', seat: 0, card: card('2S') });
    // 3S is dead: a stop on black; red must be led, and seat 0 holds 3H.
    expect(t.asked()).toEqual([0]);
    refused(t, { type: 'lead', seat: 0, card: card('4S') }, 'wrong-colour');
    t.play(lastMove);
    expect(t.over()).toBe(true);
    refused(t, { type: 'pass', seat: 0 }, 'game-over');
  });

  it('a prepared deal that does not fit is refused (bad-deal) and the seeded deal is used', () => {
    const bad = deal(3, 0, {});
    const hands = bad.hands.map((h) => h.slice());
    hands[1]![0] = hands[0]![0]!;
    const t = new Table({
      config: {
        players: 3,
        seed: 2,
        dealer: 0,
        seats: people(3),
        preparedDeals: [{ ...bad, hands }],
      },
    });
    t.untilStage('widow');
    const refusal = t.lastRefusal();
    expect(refusal?.code).toBe('bad-deal');
    expect(refusal?.event).toBe('deal');
    seen.add('bad-deal');
    expect(t.effects().filter((e) => e.type === 'dealt')).toHaveLength(1);
    expect(t.violations).toEqual([]);
  });

  it('an event for a bot’s seat, and a raise over the cap', () => {
    const t = new Table({
      config: {
        players: 3,
        seed: 12,
        dealer: 0,
        seats: [person(), person(), bot('basic', 'lightning')],
        options: { raises: 0 },
      },
    });
    refused(t, { type: 'pass', seat: 2 }, 'bot-seat');
    refused(t, { type: 'widow', seat: 2, choice: 'sell' }, 'bot-seat');
    // A forged bot move (not from the table's own bot) and a forged turn clock.
    refused(t, { type: 'bot.move', bot: null, move: { type: 'pass', seat: 2 } }, 'malformed');
    refused(t, { type: 'turn-clock', seat: 0, at: 5 }, 'table-only');
    t.play(
      (moves) => moves.find((m) => m.type === 'poker' && m.action === 'bet') ?? lastMove(moves, t),
      (x) => x.stage() === 'betting' && x.game.highest > 0 && x.asked().length > 0,
    );
    const seat = t.asked()[0] as number;
    refused(t, { type: 'poker', seat, action: 'raise' }, 'raise-limit');
  });

  it('covers every code the flow has, and the table’s own', () => {
    expect([...seen].sort()).toEqual([...REFUSAL_CODES, 'table-only', 'bot-seat'].sort());
  });
});
