// The summary's spaces: who took each for how much, what stayed; Bonanza counts the chips paid for cards held.
import { describe, expect, it } from 'vitest';
import type { Effect } from '../../../../src/games/bonanza/rules/effects';
import {
  EMPTY_TALLY,
  type SpaceTally,
  tallySpace,
} from '../../../../src/games/bonanza/view/space-tally';
import { lastMove, people, Table } from '../../../statecharts/bonanza/harness';

const tally = (fx: readonly Effect[]): SpaceTally =>
  fx.reduce(
    (t, e) =>
      e.type === 'hand-start' ||
      e.type === 'space-won' ||
      e.type === 'space-stays' ||
      e.type === 'bonanza'
        ? tallySpace(t, e)
        : t,
    EMPTY_TALLY,
  );

describe('the hand summary’s spaces', () => {
  it('Bonanza: the space’s chips and a chip per card from every other player', () => {
    const t = tally([
      { type: 'hand-start', hand: 2, dealer: 1 },
      { type: 'space-won', space: 'kingHearts', seats: [2], amounts: [3] },
      { type: 'space-stays', space: 'poker', chips: 9 },
      {
        type: 'bonanza',
        seat: 0,
        payments: [
          { seat: 1, cards: 5, chips: 5 },
          { seat: 2, cards: 7, chips: 2 },
        ],
      },
      { type: 'space-won', space: 'bonanza', seats: [0], amounts: [4] },
    ]);
    expect(t.spaces).toEqual([
      { space: 'kingHearts', seats: [2], chips: 3 },
      { space: 'poker', seats: [], chips: 9 },
      { space: 'bonanza', seats: [0], chips: 11 },
    ]);
  });

  it('a new hand starts an empty list', () => {
    const t = tally([
      { type: 'space-won', space: 'joker', seats: [1], amounts: [2] },
      { type: 'hand-start', hand: 3, dealer: 2 },
    ]);
    expect(t).toEqual(EMPTY_TALLY);
  });

  it('a whole game: the going-out player’s line equals what the others paid plus the space', () => {
    const g = new Table({
      config: { players: 4, seed: 3, dealer: 0, seats: people(4), options: { deals: 1 } },
    });
    g.play(lastMove);
    const fx = g.effects();
    let seen = 0;
    let start = 0;
    fx.forEach((e, i) => {
      if (e.type === 'hand-start') start = i;
      if (e.type !== 'bonanza') return;
      const hand = fx.slice(start, fx.indexOf(fx.slice(i).find((x) => x.type === 'hand-end')!));
      const won = hand.find((x) => x.type === 'space-won' && x.space === 'bonanza');
      if (won?.type !== 'space-won') throw new Error('Bonanza went out without the space');
      const line = tally(hand).spaces.find((s) => s.space === 'bonanza');
      const paid = e.payments.reduce((sum, p) => sum + p.chips, 0);
      expect(line).toEqual({ space: 'bonanza', seats: [e.seat], chips: won.amounts[0]! + paid });
      seen += 1;
    });
    expect(seen, 'someone went out in the game').toBeGreaterThan(0);
  });
});
