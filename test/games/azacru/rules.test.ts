// Each rule of AZACRU.md (board, set-up, legal moves, what a move does, the end) on small built positions.
import { describe, expect, it } from 'vitest';
import { applyPass } from '../../../src/games/azacru/rules/apply';
import {
  CHEVRONS,
  END_TRIGGER,
  MARKERS,
  NONE,
  OVER,
  TO_MOVE,
} from '../../../src/games/azacru/rules/board';
import {
  BORDERLAND,
  fieldIndex,
  fieldName,
  turnLeft,
  turnRight,
  N,
  NE,
  NW,
} from '../../../src/games/azacru/rules/fields';
import { power } from '../../../src/games/azacru/rules/generate';
import { winnersOf } from '../../../src/games/azacru/rules/score';
import { setUp } from '../../../src/games/azacru/rules/setup';
import { at, fastMoveTexts, movesFrom, play, position } from './helpers';

/** Player 0's chevron on e5 facing N with power 3 (e5, d4 and f4 are theirs), plus whatever is added. */
function powered(extra: Record<string, number> = {}, chevrons: [string, number, 'N' | 'S'][] = []) {
  return position({
    players: 2,
    markers: { e5: 0, d4: 0, f4: 0, ...extra },
    chevrons: [['e5', 0, 'N'], ...chevrons],
  });
}

describe('board', () => {
  it('has 81 fields named file then rank, a1 bottom left, i9 top right', () => {
    expect(fieldIndex('a1')).toBe(0);
    expect(fieldIndex('e1')).toBe(4);
    expect(fieldIndex('a2')).toBe(9);
    expect(fieldIndex('i9')).toBe(80);
    expect(fieldIndex('j1')).toBe(-1);
    expect(fieldName(40)).toBe('e5');
  });

  it('has nine borderlands of 3x3; the lines between them are borders', () => {
    expect(BORDERLAND[fieldIndex('a1')]).toBe(BORDERLAND[fieldIndex('c3')]);
    expect(BORDERLAND[fieldIndex('c3')]).not.toBe(BORDERLAND[fieldIndex('d3')]);
    expect(BORDERLAND[fieldIndex('c3')]).not.toBe(BORDERLAND[fieldIndex('c4')]);
    expect(BORDERLAND[fieldIndex('d4')]).toBe(BORDERLAND[fieldIndex('f6')]);
    expect(new Set(BORDERLAND).size).toBe(9);
  });

  it('turns left anticlockwise (N to NW) and right clockwise (N to NE)', () => {
    expect(turnLeft(N)).toBe(NW);
    expect(turnRight(N)).toBe(NE);
    expect(turnRight(NW)).toBe(N);
  });
});

describe('set-up', () => {
  it('2 players: player 1 south plus i9, player 2 north plus a1; every field neutral; player 1 to move', () => {
    const b = setUp(2);
    expect(at(b, 'a3').chevron).toBe('0 E');
    expect(at(b, 'e1').chevron).toBe('0 N');
    expect(at(b, 'i3').chevron).toBe('0 W');
    expect(at(b, 'i9').chevron).toBe('0 SW');
    expect(at(b, 'e9').chevron).toBe('1 S');
    expect(at(b, 'a7').chevron).toBe('1 E');
    expect(at(b, 'i7').chevron).toBe('1 W');
    expect(at(b, 'a1').chevron).toBe('1 NE');
    expect([b[CHEVRONS], b[CHEVRONS + 1]]).toEqual([4, 4]);
    expect(b[TO_MOVE]).toBe(0);
  });

  it('3 players: north, east, west with three chevrons each', () => {
    const b = setUp(3);
    expect(['e9', 'a7', 'i7'].map((f) => at(b, f).chevron)).toEqual(['0 S', '0 E', '0 W']);
    expect(['g9', 'i5', 'g1'].map((f) => at(b, f).chevron)).toEqual(['1 S', '1 W', '1 N']);
    expect(['c9', 'a5', 'c1'].map((f) => at(b, f).chevron)).toEqual(['2 S', '2 E', '2 N']);
    expect(at(b, 'e1').chevron).toBeNull();
  });

  it('4 players: north, east, south, west', () => {
    const b = setUp(4);
    expect(['e9', 'g9', 'a3', 'c9'].map((f) => at(b, f).chevron)).toEqual([
      '0 S',
      '1 S',
      '2 E',
      '3 S',
    ]);
    expect([0, 1, 2, 3].map((p) => b[CHEVRONS + p])).toEqual([3, 3, 3, 3]);
  });
});

describe('legal moves', () => {
  it('1. direction: the facing, or 45 degrees left or right of it', () => {
    const b = position({ players: 2, chevrons: [['e5', 0, 'N']] });
    expect(fastMoveTexts(b)).toEqual(['e5-d6 none', 'e5-e6 none', 'e5-f6 none']);
  });

  it('2. power: fields of your colour in the start borderland (the start counts), at least 1', () => {
    const b = powered({ a1: 0, e7: 0 });
    expect(power(b, 0, fieldIndex('e5'))).toBe(3);
    expect(movesFrom(b, 'e5')).toContain('e5-e8 none');
    expect(movesFrom(b, 'e5')).not.toContain('e5-e9 none');
    expect(power(position({ players: 2, chevrons: [['e5', 0, 'N']] }), 0, fieldIndex('e5'))).toBe(
      1,
    );
  });

  it('3. distance: 1..power fields in a straight line, the target on the board', () => {
    const b = position({
      players: 2,
      markers: { h8: 0, g8: 0, i7: 0 },
      chevrons: [['h8', 0, 'N']],
    });
    expect(power(b, 0, fieldIndex('h8'))).toBe(3);
    expect(fastMoveTexts(b)).toEqual(['h8-g9 none', 'h8-h9 none', 'h8-i9 none']);
    const edge = position({ players: 2, chevrons: [['e9', 0, 'N']] });
    expect(fastMoveTexts(edge)).toEqual([]);
  });

  it('4. the target holds no chevron and is neutral or yours, never another colour', () => {
    const b = position({
      players: 2,
      markers: { d6: 1, f6: 0 },
      chevrons: [
        ['e5', 0, 'N'],
        ['e6', 1, 'S'],
      ],
    });
    expect(movesFrom(b, 'e5')).toEqual(['e5-f6 none']);
  });

  it('5. passed fields may be any colour', () => {
    const b = powered({ e6: 1 });
    expect(movesFrom(b, 'e5')).toContain('e5-e7 none');
    play(b, 'e5-e7');
    expect(at(b, 'e6').marker).toBe(1);
    expect(at(b, 'e7').marker).toBe(0);
  });

  it('6. over a chevron only as a connection jump: start and target of your colour', () => {
    const b = powered({ e8: 0 }, [['e6', 1, 'S']]);
    expect(movesFrom(b, 'e5')).not.toContain('e5-e7 none');
    expect(movesFrom(b, 'e5')).toContain('e5-e8 none');
  });
});

describe('what the move does', () => {
  it('1. the chevron moves to the target facing the direction; a neutral target gets a marker; the start keeps its colour', () => {
    const b = position({ players: 2, chevrons: [['e5', 0, 'N']] });
    play(b, 'e5-d6');
    expect(at(b, 'd6')).toEqual({ marker: 0, chevron: '0 NW' });
    expect(at(b, 'e5')).toEqual({ marker: null, chevron: null });
    expect(b[MARKERS]).toBe(1);
  });

  it('2. connection change: k >= 2 from your colour to your colour converts every passed field', () => {
    const b = powered({ e8: 0 });
    play(b, 'e5-e8');
    expect(['e6', 'e7', 'e8'].map((f) => at(b, f).marker)).toEqual([0, 0, 0]);
    expect(at(b, 'e8').chevron).toBe('0 N');
    expect(b[MARKERS]).toBe(6);
  });

  it('2. removal: a connection change that took another player field removes the chevron', () => {
    const b = powered({ e8: 0, e6: 1 });
    expect(movesFrom(b, 'e5').filter((t) => t.startsWith('e5-e8'))).toEqual(['e5-e8 none']);
    play(b, 'e5-e8');
    expect(['e6', 'e7', 'e8'].map((f) => at(b, f))).toEqual([
      { marker: 0, chevron: null },
      { marker: 0, chevron: null },
      { marker: 0, chevron: null },
    ]);
    expect(b[CHEVRONS]).toBe(0);
    expect([b[MARKERS], b[MARKERS + 1]]).toEqual([6, 0]);
  });

  it('3. connection jump: nothing between start and target changes', () => {
    const b = powered({ e8: 0, e7: 1 }, [['e6', 1, 'S']]);
    play(b, 'e5-e8');
    expect(at(b, 'e7').marker).toBe(1);
    expect(at(b, 'e6')).toEqual({ marker: null, chevron: '1 S' });
    expect(at(b, 'e8').chevron).toBe('0 N');
  });

  it('4. twist: only on a move that crosses a border and keeps its chevron; three moves per such target', () => {
    const b = powered();
    const e5 = movesFrom(b, 'e5');
    expect(e5.filter((t) => t.startsWith('e5-e6'))).toEqual(['e5-e6 none']);
    expect(e5.filter((t) => t.startsWith('e5-e7'))).toEqual([
      'e5-e7 left',
      'e5-e7 none',
      'e5-e7 right',
    ]);
    play(b, 'e5-e7 left');
    expect(at(b, 'e7').chevron).toBe('0 NW');
  });
});

describe('end of the game', () => {
  /** Player 1 (index 0) is stuck facing the edge; 2 and 3 can move. */
  const stuck = () =>
    position({
      players: 3,
      chevrons: [
        ['e9', 0, 'N'],
        ['e1', 1, 'N'],
        ['a5', 2, 'E'],
      ],
    });

  it('the first pass triggers the end; every other player gets exactly one more turn', () => {
    const b = stuck();
    expect(fastMoveTexts(b)).toEqual([]);
    applyPass(b);
    expect(b[END_TRIGGER]).toBe(0);
    expect(b[TO_MOVE]).toBe(1);
    play(b, 'e1-e2');
    expect(b[TO_MOVE]).toBe(2);
    expect(b[OVER]).toBe(0);
    play(b, 'a5-b5');
    expect(b[OVER]).toBe(1);
    expect(b[TO_MOVE]).toBe(NONE);
  });

  it('later passes trigger nothing: the final round runs on from the first trigger', () => {
    const b = position({
      players: 3,
      chevrons: [
        ['e9', 0, 'N'],
        ['e1', 1, 'S'],
        ['a5', 2, 'E'],
      ],
    });
    applyPass(b);
    expect(fastMoveTexts(b)).toEqual([]);
    applyPass(b);
    expect(b[END_TRIGGER]).toBe(0);
    expect(b[TO_MOVE]).toBe(2);
    play(b, 'a5-b5');
    expect(b[OVER]).toBe(1);
  });

  it('scores count the fields of each colour; every player tied on the highest score wins', () => {
    const b = position({
      players: 3,
      markers: { a1: 0, a2: 1, a3: 1, b1: 2, b2: 2 },
      chevrons: [],
    });
    expect([0, 1, 2].map((p) => b[MARKERS + p])).toEqual([1, 2, 2]);
    expect(winnersOf([1, 2, 2])).toEqual([1, 2]);
    expect(winnersOf([4, 2, 2])).toEqual([0]);
  });
});
