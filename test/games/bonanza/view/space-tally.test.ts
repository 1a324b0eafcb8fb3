// The summary's spaces: who took each for how much, what stayed; Bonanza counts the chips paid for cards held.
import { describe, expect, it } from 'vitest';
import type { Effect } from '../../../../src/games/bonanza/rules/effects';
import {
  EMPTY_TALLY,
  type SpaceTally,
  tallySpace,
} from '../../../../src/games/bonanza/view/space-tally';
import { SPACES } from '../../../../src/games/bonanza/rules/sheet';
import { lastMove, people, Table } from '../../../statecharts/bonanza/harness';

const tally = (fx: readonly Effect[]): SpaceTally =>
  fx.reduce(
    (t, e) =>
      e.type === 'hand-start' ||
      e.type === 'space-won' ||
      e.type === 'space-stays' ||
      e.type === 'bonanza' ||
      e.type === 'hand-end'
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

  it('the hand’s end adds every space with chips that nobody took or told of, and lists the sheet in its order', () => {
    const t = tally([
      { type: 'hand-start', hand: 1, dealer: 0 },
      { type: 'space-stays', space: 'poker', chips: 9 },
      { type: 'space-won', space: 'kingHearts', seats: [2], amounts: [3] },
      { type: 'space-won', space: 'bonanza', seats: [1], amounts: [4] },
      // joker 2, queenJack 0 (nothing to tell), sequence 5, tenTwo 1, poker 9, aceSpades 6, ...
      { type: 'hand-end', hand: 1, stacks: [90, 90], sheet: [2, 0, 5, 1, 9, 6, 0, 3, 7, 0] },
    ]);
    expect(t.spaces.map((r) => r.space)).toEqual(
      SPACES.filter((space) => t.spaces.some((r) => r.space === space)),
    );
    expect(t.spaces).toEqual([
      { space: 'joker', seats: [], chips: 2 },
      { space: 'sequence', seats: [], chips: 5 },
      { space: 'tenTwo', seats: [], chips: 1 },
      { space: 'poker', seats: [], chips: 9 },
      { space: 'aceSpades', seats: [], chips: 6 },
      { space: 'kingHearts', seats: [2], chips: 3 },
      { space: 'queenDiamonds', seats: [], chips: 3 },
      { space: 'jackClubs', seats: [], chips: 7 },
      { space: 'bonanza', seats: [1], chips: 4 },
    ]);
  });

  it('a whole game: each hand’s summary tells every space once in the sheet’s order, and every space left with chips', () => {
    const g = new Table({
      config: { players: 5, seed: 11, dealer: 0, seats: people(5), options: { deals: 5 } },
    });
    g.play(lastMove);
    let hands = 0;
    let running = EMPTY_TALLY;
    for (const e of g.effects()) {
      if (
        e.type === 'hand-start' ||
        e.type === 'space-won' ||
        e.type === 'space-stays' ||
        e.type === 'bonanza' ||
        e.type === 'hand-end'
      )
        running = tallySpace(running, e);
      if (e.type !== 'hand-end') continue;
      hands += 1;
      const listed = running.spaces.map((r) => r.space);
      expect(new Set(listed).size, `hand ${e.hand}: no space twice`).toBe(listed.length);
      expect(listed, `hand ${e.hand}: the sheet's order`).toEqual(
        SPACES.filter((space) => listed.includes(space)),
      );
      const left = SPACES.filter((_, i) => (e.sheet[i] ?? 0) > 0);
      for (const space of left) expect(listed, `hand ${e.hand}`).toContain(space);
    }
    expect(hands).toBe(5);
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
