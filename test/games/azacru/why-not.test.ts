// Why a move is refused, as the rules say it: each rule of "Legal moves" named with what it needs, and no reason for exactly the legal moves.
import { describe, expect, it } from 'vitest';
import { applyMove, applyPass } from '../../../src/games/azacru/rules/apply';
import {
  CHEVRON_FIELDS,
  CHEVRONS,
  MAX_CHEVRONS,
  OVER,
  TO_MOVE,
} from '../../../src/games/azacru/rules/board';
import { FIELDS, fieldIndex, N } from '../../../src/games/azacru/rules/fields';
import { createMoveBuffer, generateMoves } from '../../../src/games/azacru/rules/generate';
import { moveFrom, moveTo } from '../../../src/games/azacru/rules/moves';
import { setUp } from '../../../src/games/azacru/rules/setup';
import { moveRefusal } from '../../../src/games/azacru/rules/why-not';
import { createRng } from '../../../src/lib/rng';
import { position } from './helpers';

const f = fieldIndex;
const start = setUp(2);

describe('the rule a refused move breaks', () => {
  it('a field off every straight line, and the start itself', () => {
    expect(moveRefusal(start, 0, f('a3'), f('c4'))).toEqual({ rule: 'notStraight' });
    expect(moveRefusal(start, 0, f('e1'), f('e1'))).toEqual({ rule: 'still' });
  });

  it('a direction other than the facing or 45 degrees to either side (sideways, back)', () => {
    // a3 faces E: E, NE and SE are its directions.
    expect(moveRefusal(start, 0, f('a3'), f('a4'))).toEqual({
      rule: 'direction',
      direction: N,
      facing: 2,
    });
    expect(moveRefusal(start, 0, f('a3'), f('a2'))?.rule).toBe('direction');
    expect(moveRefusal(start, 0, f('e1'), f('d1'))?.rule).toBe('direction');
  });

  it('farther than the power: the fields of your colour in the borderland, at least 1', () => {
    expect(moveRefusal(start, 0, f('e1'), f('e3'))).toEqual({
      rule: 'tooFar',
      distance: 2,
      power: 1,
    });
    const b = position({ players: 2, markers: { e5: 0, d4: 0 }, chevrons: [['e5', 0, 'N']] });
    expect(moveRefusal(b, 0, f('e5'), f('e7'))).toBeNull();
    expect(moveRefusal(b, 0, f('e5'), f('e8'))).toEqual({ rule: 'tooFar', distance: 3, power: 2 });
  });

  it("a target holding a chevron, or of another player's colour", () => {
    const b = position({
      players: 2,
      markers: { d6: 1 },
      chevrons: [
        ['e5', 0, 'N'],
        ['e6', 1, 'S'],
      ],
    });
    expect(moveRefusal(b, 0, f('e5'), f('e6'))).toEqual({ rule: 'occupied' });
    expect(moveRefusal(b, 0, f('e5'), f('d6'))).toEqual({ rule: 'rivalColour', owner: 1 });
  });

  it('a chevron in the way: which end is not your colour (a connection jump needs both)', () => {
    const spec = (markers: Record<string, number>) =>
      position({
        players: 2,
        markers: { d4: 0, f4: 0, ...markers },
        chevrons: [
          ['e5', 0, 'N'],
          ['e6', 0, 'S'],
        ],
      });
    expect(moveRefusal(spec({}), 0, f('e5'), f('e7'))).toEqual({
      rule: 'blocked',
      by: f('e6'),
      notYours: 'both',
    });
    expect(moveRefusal(spec({ e5: 0 }), 0, f('e5'), f('e7'))).toEqual({
      rule: 'blocked',
      by: f('e6'),
      notYours: 'to',
    });
    expect(moveRefusal(spec({ e7: 0 }), 0, f('e5'), f('e7'))).toEqual({
      rule: 'blocked',
      by: f('e6'),
      notYours: 'from',
    });
    // From your colour to your colour: a connection jump, legal.
    expect(moveRefusal(spec({ e5: 0, e7: 0 }), 0, f('e5'), f('e7'))).toBeNull();
  });

  it('gives no reason for exactly the legal moves, in positions of played games', () => {
    const moves = createMoveBuffer();
    for (const players of [2, 3, 4] as const) {
      const rng = createRng(players * 17);
      const b = setUp(players);
      for (let turn = 0; turn < 80 && b[OVER] !== 1; turn += 1) {
        const n = generateMoves(b, moves);
        const player = b[TO_MOVE] ?? 0;
        const legal = new Set<string>();
        for (let i = 0; i < n; i += 1)
          legal.add(`${moveFrom(moves[i] ?? 0)}-${moveTo(moves[i] ?? 0)}`);
        for (let slot = 0; slot < (b[CHEVRONS + player] ?? 0); slot += 1) {
          const from = b[CHEVRON_FIELDS + player * MAX_CHEVRONS + slot] ?? 0;
          for (let to = 0; to < FIELDS; to += 1) {
            const why = moveRefusal(b, player, from, to);
            expect(
              why === null,
              `${players}p turn ${turn}: ${from}-${to} ${JSON.stringify(why)}`,
            ).toBe(legal.has(`${from}-${to}`));
          }
        }
        if (n === 0) applyPass(b);
        else applyMove(b, moves[rng.int(n)] ?? 0);
      }
    }
  });
});
