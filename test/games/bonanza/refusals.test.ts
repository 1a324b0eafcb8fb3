// Every refusal code of the flow, each from a real situation; a refused event never changes the state.
import { describe, expect, it } from 'vitest';
import { JOKER } from '../../../src/games/bonanza/rules/cards';
import { REFUSAL_CODES, type RefusalCode } from '../../../src/games/bonanza/rules/refusals';
import { type BonanzaState, newGame } from '../../../src/games/bonanza/rules/state';
import {
  call,
  card,
  cards,
  deal,
  dealt,
  go,
  goAll,
  playOn,
  refusedWith,
  runOut,
  widowUnsold,
} from './helpers';

// Three players, dealer 0: seat 1 holds JK and the spades, seat 2 the hearts, seat 0 the diamonds.
const table = () => dealt(3, { 1: 'JK' });
const calls = () => widowUnsold(table());
/** The sequence call open: seats 0, 1 and 2 all hold sequences. */
const sequenceOpen = () => go(call(call(calls()).state).state, { type: 'next-call' }).state;
const betting = (): BonanzaState => {
  let s = calls();
  for (let i = 0; i < 4; i += 1) s = call(s).state;
  return go(s, { type: 'next-call' }).state;
};

const SITUATIONS: Record<RefusalCode, () => [BonanzaState, unknown][]> = {
  malformed: () => [
    [table(), { type: 'fly' }],
    [table(), null],
    [table(), { type: 'bid', seat: 1 }],
    [table(), { type: 'widow', seat: 0, choice: 'swap', extra: 1 }],
    [table(), { type: 'lead', seat: 0, card: 53 }],
    [table(), { type: 'bid', seat: 1, amount: 1.5 }],
  ],
  'game-over': () => [
    [
      go(newGame({ players: 2, seed: 1, stacks: [1, 1] }), { type: 'ante' }).state,
      { type: 'ante' },
    ],
  ],
  'not-now': () => [
    [table(), { type: 'bid', seat: 1, amount: 1 }],
    [table(), { type: 'next-call' }],
    [calls(), { type: 'play' }],
    [newGame({ players: 3, seed: 1 }), { type: 'deal' }],
  ],
  'not-playing': () => [
    [table(), { type: 'widow', seat: 5, choice: 'swap' }],
    [
      go(
        go(newGame({ players: 3, seed: 1, dealer: 0, stacks: [100, 100, 3] }), { type: 'ante' })
          .state,
        {
          type: 'deal',
          cards: deal(3, 0, {}, '', [2]),
        },
      ).state,
      { type: 'widow', seat: 2, choice: 'swap' },
    ],
  ],
  'not-your-turn': () => [
    [table(), { type: 'widow', seat: 1, choice: 'swap' }],
    [go(table(), { type: 'widow', seat: 0, choice: 'sell' }).state, { type: 'pass', seat: 2 }],
    [betting(), { type: 'poker', seat: 2, action: 'check' }],
  ],
  'nothing-to-decide': () => [
    [go(calls(), { type: 'next-call' }).state, { type: 'keep', seat: 0, call: 'joker' }],
  ],
  'already-decided': () => {
    const s = go(sequenceOpen(), { type: 'keep', seat: 0, call: 'sequence' }).state;
    return [[s, { type: 'show', seat: 0, call: 'sequence', cards: cards('2D 3D 4D') }]];
  },
  'wrong-call': () => [
    [
      go(calls(), { type: 'next-call' }).state,
      { type: 'show', seat: 1, call: 'tenTwo', cards: cards('JK 2S') },
    ],
  ],
  'bad-deal': () => {
    const s = go(newGame({ players: 3, seed: 1, dealer: 0 }), { type: 'ante' }).state;
    const twice = deal(3, 0, {});
    twice.widow[0] = twice.hands[0]![0]!;
    const short = deal(3, 0, {});
    short.hands[1]!.push(short.widow.pop()!);
    return [
      [s, { type: 'deal', cards: twice }],
      [s, { type: 'deal', cards: short }],
      [s, { type: 'deal', cards: { hands: [[], []], widow: [] } }],
    ];
  },
  'bid-too-low': () => [
    [
      go(table(), { type: 'widow', seat: 0, choice: 'sell' }).state,
      { type: 'bid', seat: 1, amount: 0 },
    ],
  ],
  'bid-above-chips': () => [
    [
      go(table(), { type: 'widow', seat: 0, choice: 'sell' }).state,
      { type: 'bid', seat: 1, amount: 500 },
    ],
  ],
  'cards-not-held': () => [
    [sequenceOpen(), { type: 'show', seat: 0, call: 'sequence', cards: cards('2H 3H 4H') }],
    [sequenceOpen(), { type: 'show', seat: 0, call: 'sequence', cards: cards('2D 2D 3D') }],
    [runOut(2, { 0: '2S 9C', 1: '5H' }), { type: 'lead', seat: 0, card: card('5H') }],
  ],
  'joker-spent': () => {
    const s = go(call(call(calls(), { 1: 'JK' }).state).state, {
      type: 'next-call',
    }).state;
    return [[s, { type: 'show', seat: 1, call: 'sequence', cards: cards('KS AS JK') }]];
  },
  'not-a-combination': () => [
    [sequenceOpen(), { type: 'show', seat: 0, call: 'sequence', cards: cards('2D 4D 6D') }],
    [
      go(calls(), { type: 'next-call' }).state,
      { type: 'show', seat: 1, call: 'joker', cards: cards('2S') },
    ],
  ],
  'action-not-allowed': () => {
    const bet = go(betting(), { type: 'poker', seat: 0, action: 'bet' }).state;
    return [
      [betting(), { type: 'poker', seat: 0, action: 'call' }],
      [betting(), { type: 'poker', seat: 0, action: 'raise' }],
      [bet, { type: 'poker', seat: 1, action: 'check' }],
      [bet, { type: 'poker', seat: 1, action: 'bet' }],
    ];
  },
  'raise-limit': () => {
    let s = widowUnsold(dealt(3, {}, '', { raises: 0 }));
    for (let i = 0; i < 5; i += 1) s = call(s).state;
    return [
      [
        go(s, { type: 'poker', seat: 0, action: 'bet' }).state,
        { type: 'poker', seat: 1, action: 'raise' },
      ],
    ];
  },
  'stack-limit': () => {
    let s = go(newGame({ players: 2, seed: 1, dealer: 0, stacks: [100, 11] }), {
      type: 'ante',
    }).state;
    s = widowUnsold(go(s, { type: 'deal', cards: deal(2, 0, {}) }).state);
    for (let i = 0; i < 5; i += 1) s = call(s).state;
    return [[s, { type: 'poker', seat: 0, action: 'bet' }]];
  },
  'bad-five': () => {
    let s = betting();
    s = goAll(s, [
      { type: 'poker', seat: 0, action: 'check' },
      { type: 'poker', seat: 1, action: 'check' },
      { type: 'poker', seat: 2, action: 'check' },
    ]);
    return [
      [s, { type: 'five', seat: 0, cards: cards('2D 3D 4D 5D') }],
      [s, { type: 'five', seat: 0, cards: cards('2D 3D 4D 5D 5D') }],
    ];
  },
  'joker-dead': () => [
    [runOut(2, { 0: '2S JK', 1: '5H' }), { type: 'lead', seat: 0, card: JOKER }],
  ],
  'wrong-colour': () => {
    const s = playOn(
      go(runOut(2, { 0: '2S 5H 8C', 1: '9S' }), { type: 'lead', seat: 0, card: card('2S') }).state,
      (x) => x.phase === 'lead',
    );
    return [[s, { type: 'lead', seat: 0, card: card('8C') }]];
  },
  'not-lowest': () => [
    [runOut(2, { 0: '2S 3S 9C', 1: '5H' }), { type: 'lead', seat: 0, card: card('3S') }],
  ],
};

describe('refusals', () => {
  it.each(REFUSAL_CODES)('%s: refused with its code, a reason, and no change', (code) => {
    const situations = SITUATIONS[code]();
    expect(situations.length).toBeGreaterThan(0);
    for (const [state, event] of situations) refusedWith(state, event, code);
  });

  it('reasons are short and quote at most 60 characters of a bad value', () => {
    const long = 'x'.repeat(500);
    const r = refusedWith(table(), { type: 'widow', seat: 0, choice: long }, 'malformed');
    expect(r.reason.length).toBeLessThanOrEqual(200);
    expect(r.reason).not.toContain('x'.repeat(61));
  });
});
