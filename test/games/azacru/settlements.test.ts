// One test per numbered settlement of AZACRU.md ("Where the sources differ, and what we settle").
import { describe, expect, it } from 'vitest';
import { CHEVRON, COLOUR, END_TRIGGER, MARKERS, NONE } from '../../../src/games/azacru/rules/board';
import { FIELDS, fieldIndex } from '../../../src/games/azacru/rules/fields';
import { legalMoves, step } from '../../../src/games/azacru/rules/flow';
import { power } from '../../../src/games/azacru/rules/generate';
import { setUp } from '../../../src/games/azacru/rules/setup';
import { newGame, stateOf } from '../../../src/games/azacru/rules/state';
import { at, fastMoveTexts, movesFrom, play, position } from './helpers';

describe('settlements', () => {
  it('1. starting fields and facings as in the table (each seat has a chevron mid-side)', () => {
    const b = setUp(4);
    const chevrons = [];
    for (let f = 0; f < FIELDS; f += 1) if (b[CHEVRON + f] !== NONE) chevrons.push(f);
    expect(chevrons).toHaveLength(12);
    expect(at(b, 'e9').chevron).toBe('0 S'); // north, mid-side
    expect(at(b, 'i5').chevron).toBe('1 W'); // east
    expect(at(b, 'e1').chevron).toBe('2 N'); // south
    expect(at(b, 'a5').chevron).toBe('3 E'); // west
  });

  it('2. no starting markers: all 81 fields neutral, even under the chevrons', () => {
    for (const n of [2, 3, 4] as const) {
      const b = setUp(n);
      for (let f = 0; f < FIELDS; f += 1) expect(b[COLOUR + f]).toBe(NONE);
    }
  });

  it('3. order of play: player 1 is north with 3 and 4 players, south with 2; then clockwise', () => {
    const s3 = newGame(3);
    expect(s3.toMove).toBe(0);
    expect(s3.chevrons.filter((c) => c.player === 0).map((c) => c.field)).toContain(
      fieldIndex('e9'),
    );
    expect(
      newGame(2)
        .chevrons.filter((c) => c.player === 0)
        .map((c) => c.field),
    ).toContain(fieldIndex('e1'));
    // Clockwise from north: east, south, west.
    const s4 = newGame(4);
    const owner = (f: string) => s4.chevrons.find((c) => c.field === fieldIndex(f))?.player;
    expect(['e9', 'i5', 'e1', 'a5'].map(owner)).toEqual([0, 1, 2, 3]);
    const r = step(s4, { type: 'MOVE', player: 0, from: fieldIndex('e9'), to: fieldIndex('e8') });
    expect(r.ok && r.state.toMove).toBe(1);
  });

  it('4. power counts in the start borderland, the field under the chevron included', () => {
    const b = position({
      players: 2,
      markers: { e5: 0, d4: 0, e7: 0, e8: 0, e9: 0 },
      chevrons: [['e5', 0, 'N']],
    });
    // e7-e9 lie in the next borderland and do not count; e5 (under the chevron) and d4 do.
    expect(power(b, 0, fieldIndex('e5'))).toBe(2);
  });

  it('5. any move may pass over any colour', () => {
    const b = position({
      players: 2,
      markers: { e5: 0, d4: 0, f4: 0, e6: 1, e7: 1 },
      chevrons: [['e5', 0, 'N']],
    });
    expect(movesFrom(b, 'e5')).toContain('e5-e8 none');
  });

  it('6. your own chevrons block too, except for a connection jump', () => {
    const b = position({
      players: 2,
      markers: { e5: 0, d4: 0, f4: 0 },
      chevrons: [
        ['e5', 0, 'N'],
        ['e6', 0, 'S'],
      ],
    });
    expect(movesFrom(b, 'e5').some((t) => t.startsWith('e5-e7') || t.startsWith('e5-e8'))).toBe(
      false,
    );
    const jump = position({
      players: 2,
      markers: { e5: 0, d4: 0, f4: 0, e8: 0 },
      chevrons: [
        ['e5', 0, 'N'],
        ['e6', 0, 'S'],
      ],
    });
    expect(movesFrom(jump, 'e5')).toContain('e5-e8 none');
  });

  it('7. a connection needs k >= 2 and a start of your colour, and is compulsory', () => {
    // k = 1 onto your own colour: nothing else happens.
    const near = position({ players: 2, markers: { e5: 0, e6: 0 }, chevrons: [['e5', 0, 'N']] });
    play(near, 'e5-e6');
    expect(near[MARKERS]).toBe(2);
    // A chevron on its neutral start field cannot connect: e7 (another colour) is passed unchanged.
    const neutralStart = position({
      players: 2,
      markers: { d4: 0, f4: 0, d5: 0, e7: 1, e8: 0 },
      chevrons: [['e5', 0, 'N']],
    });
    play(neutralStart, 'e5-e8');
    expect(at(neutralStart, 'e7').marker).toBe(1);
    expect(at(neutralStart, 'e6').marker).toBeNull();
    expect(at(neutralStart, 'e8').chevron).toBe('0 N');
    // From your colour to your colour the change is compulsory: there is no other e5-e8 move.
    const connect = position({
      players: 2,
      markers: { e5: 0, d4: 0, f4: 0, e8: 0 },
      chevrons: [['e5', 0, 'N']],
    });
    play(connect, 'e5-e8');
    expect(at(connect, 'e6').marker).toBe(0);
    expect(at(connect, 'e7').marker).toBe(0);
  });

  it('8. a connection change across a border that takes no other colour still allows a twist', () => {
    const b = position({
      players: 2,
      markers: { e5: 0, d4: 0, f4: 0, e8: 0 },
      chevrons: [['e5', 0, 'N']],
    });
    expect(movesFrom(b, 'e5').filter((t) => t.startsWith('e5-e8'))).toEqual([
      'e5-e8 left',
      'e5-e8 none',
      'e5-e8 right',
    ]);
    play(b, 'e5-e8 right');
    expect(at(b, 'e8').chevron).toBe('0 NE');
    expect(at(b, 'e6').marker).toBe(0);
  });

  it('9. removal after a change that took another colour: no twist, so the move counts once', () => {
    const b = position({
      players: 2,
      markers: { e5: 0, d4: 0, f4: 0, e8: 0, e7: 1 },
      chevrons: [['e5', 0, 'N']],
    });
    expect(movesFrom(b, 'e5').filter((t) => t.startsWith('e5-e8'))).toEqual(['e5-e8 none']);
    play(b, 'e5-e8');
    expect(at(b, 'e8').chevron).toBeNull();
    expect(at(b, 'e7').marker).toBe(0);
  });

  it('10. twists stay legal in the final round and count in legalMoves', () => {
    const b = position({
      players: 2,
      markers: { e5: 0, d4: 0, f4: 0 },
      chevrons: [
        ['e5', 0, 'N'],
        ['a9', 1, 'N'],
      ],
      toMove: 1,
    });
    const r = step(stateOf(b, 0), { type: 'PASS', player: 1 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.endTriggeredBy).toBe(1);
    const moves = legalMoves(r.state);
    expect(moves.filter((m) => m.to === fieldIndex('e7')).map((m) => m.twist ?? 'none')).toEqual([
      'none',
      'left',
      'right',
    ]);
    const twisted = step(r.state, {
      type: 'MOVE',
      player: 0,
      from: fieldIndex('e5'),
      to: fieldIndex('e7'),
      twist: 'right',
    });
    expect(twisted.ok && twisted.state.over).toBe(true);
  });

  it('11. moving onto your own colour is legal and gains nothing', () => {
    const b = position({ players: 2, markers: { e5: 0, e6: 0 }, chevrons: [['e5', 0, 'N']] });
    expect(movesFrom(b, 'e5')).toContain('e5-e6 none');
    play(b, 'e5-e6');
    expect(b[MARKERS]).toBe(2);
  });

  it('12. a player who cannot move in the final round passes', () => {
    const b = position({
      players: 3,
      chevrons: [
        ['e9', 0, 'N'],
        ['a1', 1, 'S'],
        ['e5', 2, 'N'],
      ],
    });
    const r = step(stateOf(b, 0), { type: 'PASS', player: 0 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // Player 2 cannot move either: the flow passes for them (forced), player 3 plays the last turn.
    expect(r.effects.map((e) => e.type)).toEqual([
      'pass',
      'endTriggered',
      'finalRound',
      'pass',
      'toMove',
    ]);
    expect(r.effects[3]).toEqual({ type: 'pass', player: 1, forced: true });
    expect(r.state.toMove).toBe(2);
    expect(r.state.endTriggeredBy).toBe(0);
    expect(fastMoveTexts(b)).toEqual([]);
    expect(b[END_TRIGGER]).toBe(NONE);
  });

  it('13. ties: every player tied on the highest score wins', () => {
    const b = position({
      players: 2,
      markers: { a1: 0, b1: 1 },
      chevrons: [
        ['e9', 0, 'N'],
        ['e1', 1, 'S'],
      ],
    });
    const r = step(stateOf(b, 0), { type: 'PASS', player: 0 });
    expect(r.ok && r.state.over).toBe(true);
    if (!r.ok) return;
    expect(r.effects.at(-1)).toEqual({ type: 'gameOver', scores: [1, 1], winners: [0, 1] });
  });

  it('14. no game-length limit: two chevrons circling on their own fields play on for ever', () => {
    // Each chevron turns right every move: an eight-move loop (a3 b4 c4 d3 d2 c1 b1 a2, and
    // e7 f8 g8 h7 h6 g5 f5 e6), on neutral fields the first time round and its own after that.
    const b = position({
      players: 2,
      chevrons: [
        ['a3', 0, 'N'],
        ['e7', 1, 'N'],
      ],
    });
    let s = stateOf(b, 0);
    for (let turn = 0; turn < 1200; turn += 1) {
      const chevron = s.chevrons.find((c) => c.player === s.toMove);
      expect(chevron).toBeDefined();
      if (!chevron) return;
      const right = legalMoves(s).find(
        (m) =>
          m.from === chevron.field &&
          m.distance === 1 &&
          m.direction === ((chevron.facing + 1) & 7) &&
          !m.twist,
      );
      expect(right).toBeDefined();
      if (!right) return;
      const r = step(s, { type: 'MOVE', player: s.toMove, from: right.from, to: right.to });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      s = r.state;
    }
    expect(s.over).toBe(false);
    expect(s.turn).toBe(1200);
    expect(s.endTriggeredBy).toBeNull();
  });
});
