// The table machine: false first grabs, redeal after a stall, X placement, round end, game end, tie-break.
import { describe, expect, it } from 'vitest';
import { newScorebook, scoreHand, type Scorebook } from '../../../src/games/azuma/rules';
import { SAVE_FORMAT, SAVE_VERSION, type SaveGame } from '../../../src/games/azuma/flow/save';
import { Harness, stack } from './harness';
import { suitOf } from '../../../src/games/azuma/rules/cards';

/** A save at the start of hand `handNo` with this sheet, to play one scripted hand from there. */
function saveWith(h: Harness, book: Scorebook, handNo: number): SaveGame {
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    config: h.config,
    book,
    dealer: 0,
    handNo,
    rotation: 0,
    redeals: 0,
    log: [],
  };
}

/** A harness restored at hand `handNo` with a stacked deal for that hand. */
function from(book: Scorebook, deal: string[], handNo = 5, players: 3 | 4 = 3) {
  const deals: string[][] = [];
  deals[handNo - 1] = deal;
  const base = Harness.create({ edition: book.edition, players, deals });
  base.run.actor.stop();
  return Harness.create({
    edition: book.edition,
    players,
    deals,
    restore: saveWith(base, book, handNo),
  });
}

const scored = (book: Scorebook, deal: string[], grabs: [number, string][]) =>
  scoreHand(book, {
    hands: stack(deal).map((h) => h.map(suitOf)),
    grabs: grabs.map(([player, colour]) => ({ player, colour: colour as never })),
  }).book;

describe('false first grab', () => {
  const deal = ['AAABBBC', 'CCCDDDZ', 'BEEEFFZ'];
  it.each([
    ['azuma', (b: Scorebook) => expect(b.rounds[0]!.cells[0]).toEqual(['X', null])],
    ['zuma-de', (b: Scorebook) => expect(b.montezuma[0]).toBe(-2)],
    [
      'zuma-fr',
      (b: Scorebook) => expect([b.rounds[0]!.cells[0], b.montezuma[0]]).toEqual([[null, null], 0]),
    ],
  ] as const)('%s', (edition, check) => {
    const d = edition === 'zuma-de' ? ['AAABBBCD', 'BCCCDDEZ', 'ADEEEZZ'] : deal;
    const h = Harness.create({ edition, deals: [d] });
    h.until('choosing');
    h.grab(0, 0);
    h.until('hand-end');
    check(h.ctx.book);
    expect(h.ctx.lastEntries[0]).toMatchObject({ player: 0, reason: 'false-grab' });
  });
});

describe('redeal after a stall', () => {
  it('after the stall limit of calls without a grab, the hand is void and the deal passes on', () => {
    const h = Harness.create({ options: { stallLimit: 3 } });
    h.until('choosing');
    for (let call = 0; call < 3; call += 1) {
      for (let p = 0; p < 3; p += 1)
        h.send({ type: 'CHOOSE', player: p, card: h.ctx.hands[p]![0]! });
      h.until('sliding');
      h.until(call < 2 ? 'choosing' : 'hand-end');
    }
    expect(h.emitted('redeal')).toEqual([{ type: 'redeal', hand: 1 }]);
    expect(h.ctx.book.hands).toBe(1);
    expect(h.ctx.book.rounds[0]!.cells.flat().every((c) => c === null)).toBe(true);
    h.until('dealing');
    expect(h.ctx.dealer).toBe(1);
    expect(h.ctx.redeals).toBe(1);
  });
});

describe('X placement (AZUMA)', () => {
  it('asks the false first grabber for a cell when the grabbed colour holds a number', () => {
    const start = scored(
      newScorebook('azuma', 4),
      ['AAAABBB', 'CCCDDDE', 'EEEFFFG', 'GGGHHHZ'],
      [[0, 'blue']],
    );
    const h = from(start, ['AAABBBC', 'CCCDDDE', 'EEEFFFG', 'GGGHHHZ'], 5, 4);
    h.until('choosing');
    h.grab(0, 1); // blue, already scored: the X goes into a cell of seat 0's choosing
    h.until('reveal');
    h.advance(100_000);
    expect(h.phase()).toBe('scoring');
    h.send({ type: 'PLACE_X', player: 0, colour: 'blue' });
    expect(h.lastRefusal()).toBe('cell-not-open');
    h.send({ type: 'PLACE_X', player: 1, colour: 'pink' });
    expect(h.lastRefusal()).toBe('no-x-to-place');
    h.send({ type: 'PLACE_X', player: 0, colour: 'pink' });
    expect(h.phase()).toBe('hand-end');
    expect(h.ctx.book.rounds[0]!.cells[0]).toEqual([null, 2, 'X']);
  });
});

describe('round and game end', () => {
  it('ends a round when a player has every colour, then starts the next round', () => {
    let book = newScorebook('azuma', 3);
    book = scored(book, ['AAAABBB', 'CCCDDDE', 'EEEFFFZ'], [[0, 'yellow']]);
    const h = from(book, ['AAAABBB', 'CCCDDDE', 'EEEFFFZ']);
    h.until('choosing');
    h.grab(0, 1);
    h.until('hand-end');
    expect(h.emitted('roundEnd')).toEqual([{ type: 'roundEnd', round: 0 }]);
    expect(h.ctx.book.round).toBe(1);
    h.until('dealing');
    expect(h.ctx.handNo).toBe(6);
  });

  it('ends the game after the third round with the winners', () => {
    let book = newScorebook('zuma-fr', 3);
    const d = ['AAAABBB', 'CCCDDDE', 'EEEFFFG'];
    for (let r = 0; r < 3; r += 1) {
      book = scored(book, d, [[0, 'red']]);
      if (r < 2) book = scored(book, d, [[0, 'blue']]);
    }
    const h = from(book, d);
    h.until('choosing');
    h.grab(0, 1);
    h.until('over');
    expect(h.emitted('gameOver')).toEqual([{ type: 'gameOver', winners: [0] }]);
    expect(h.snap.hasTag('over')).toBe(true);
    h.grab(1, 0);
    expect(h.lastRefusal()).toBe('window-closed');
  });

  it('AZUMA: a tie after three rounds is played off in tie-breaker hands', () => {
    let book = newScorebook('azuma', 3);
    const d = ['AAAABBB', 'CCCCDDD', 'EEEFFFZ'];
    for (let r = 0; r < 3; r += 1) {
      book = scored(book, d, [
        [0, 'yellow'],
        [1, 'pink'],
      ]);
      book = scored(book, d, [
        [0, 'pink'],
        [1, 'yellow'],
      ]);
    }
    expect(book.phase).toBe('tiebreak');
    const h = from(book, d);
    h.until('choosing');
    h.grab(1, 0);
    h.until('over');
    expect(h.ctx.book.tiebreak).toEqual([0, 2, 0]);
    expect(h.ctx.book.winners).toEqual([1]);
  });
});
