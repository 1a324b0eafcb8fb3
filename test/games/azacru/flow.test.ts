// The pure turn flow: effects of every kind of move and pass, every refusal code, forced passes and replays.
import { describe, expect, it } from 'vitest';
import { type Effect } from '../../../src/games/azacru/rules/effects';
import { fieldIndex } from '../../../src/games/azacru/rules/fields';
import { legalMoves, replay, step, type StepResult } from '../../../src/games/azacru/rules/flow';
import { type AzacruState, newGame, stateOf } from '../../../src/games/azacru/rules/state';
import { parseState } from '../../../src/games/azacru/rules/state-schema';
import { createRng } from '../../../src/lib/rng';
import { type PositionSpec, position } from './helpers';

const F = fieldIndex;
const stateFrom = (spec: PositionSpec): AzacruState => stateOf(position(spec), 0);
const move = (player: number, from: string, to: string, twist?: 'left' | 'right') => ({
  type: 'MOVE',
  player,
  from: F(from),
  to: F(to),
  ...(twist ? { twist } : {}),
});

function effectsOf(r: StepResult): readonly Effect[] {
  if (!r.ok) throw new Error(`refused: ${r.refusal.message}`);
  return r.effects;
}

/** Player 1's chevron on e5 facing N with power 3, player 2 somewhere harmless. */
const powered = (markers: Record<string, number> = {}, more: PositionSpec['chevrons'] = []) =>
  stateFrom({
    players: 2,
    markers: { e5: 0, d4: 0, f4: 0, ...markers },
    chevrons: [['e5', 0, 'N'], ['a1', 1, 'N'], ...more],
  });

describe('effects', () => {
  it('a plain move with a twist: travel, marker, twist, whose turn', () => {
    expect(effectsOf(step(powered(), move(0, 'e5', 'e7', 'left')))).toEqual([
      {
        type: 'travel',
        player: 0,
        from: F('e5'),
        to: F('e7'),
        direction: 0,
        distance: 2,
        passed: [F('e6')],
        kind: 'plain',
      },
      { type: 'marker', player: 0, field: F('e7') },
      { type: 'twist', player: 0, field: F('e7'), side: 'left', facing: 7 },
      { type: 'toMove', player: 1 },
    ]);
  });

  it('a connection change: each converted field in order from the start, then removal', () => {
    const effects = effectsOf(step(powered({ e8: 0, e7: 1 }), move(0, 'e5', 'e8')));
    expect(effects).toEqual([
      {
        type: 'travel',
        player: 0,
        from: F('e5'),
        to: F('e8'),
        direction: 0,
        distance: 3,
        passed: [F('e6'), F('e7')],
        kind: 'removal',
      },
      { type: 'convert', player: 0, field: F('e6'), previous: null, order: 0 },
      { type: 'convert', player: 0, field: F('e7'), previous: 1, order: 1 },
      { type: 'removal', player: 0, field: F('e8') },
      { type: 'toMove', player: 1 },
    ]);
  });

  it('a connection change over own fields converts only the others; a jump converts nothing', () => {
    const change = effectsOf(step(powered({ e8: 0, e6: 0 }), move(0, 'e5', 'e8')));
    expect(change.filter((e) => e.type === 'convert')).toEqual([
      { type: 'convert', player: 0, field: F('e7'), previous: null, order: 0 },
    ]);
    expect(change[0]).toMatchObject({ kind: 'connection change' });
    const jump = effectsOf(step(powered({ e8: 0 }, [['e6', 1, 'S']]), move(0, 'e5', 'e8')));
    expect(jump.map((e) => e.type)).toEqual(['travel', 'toMove']);
    expect(jump[0]).toMatchObject({ kind: 'connection jump' });
  });

  it('forced passes: the flow passes for a player with no move, triggers the end and announces the final round', () => {
    const s = stateFrom({
      players: 3,
      chevrons: [
        ['e1', 0, 'N'],
        ['e9', 1, 'N'],
        ['a5', 2, 'E'],
      ],
    });
    expect(effectsOf(step(s, move(0, 'e1', 'e2')))).toEqual([
      expect.objectContaining({ type: 'travel' }),
      { type: 'marker', player: 0, field: F('e2') },
      { type: 'pass', player: 1, forced: true },
      { type: 'endTriggered', player: 1 },
      { type: 'finalRound', players: [2, 0] },
      { type: 'toMove', player: 2 },
    ]);
  });

  it('the last turn of the final round ends the game with scores and winners', () => {
    const s = stateFrom({
      players: 2,
      markers: { a1: 1 },
      chevrons: [
        ['e9', 0, 'N'],
        ['e1', 1, 'N'],
      ],
    });
    const passed = step(s, { type: 'PASS', player: 0 });
    expect(effectsOf(passed).map((e) => e.type)).toEqual([
      'pass',
      'endTriggered',
      'finalRound',
      'toMove',
    ]);
    if (!passed.ok) return;
    const last = step(passed.state, move(1, 'e1', 'e2'));
    expect(effectsOf(last).at(-1)).toEqual({ type: 'gameOver', scores: [0, 2], winners: [1] });
    expect(last.ok && last.state).toMatchObject({ over: true, toMove: null, turn: 2 });
  });
});

describe('refusals', () => {
  const start = newGame(2);
  const cases: [string, unknown, string][] = [
    ['malformed: not an object', 'MOVE', 'malformed'],
    ['malformed: unknown type', { type: 'JUMP', player: 0 }, 'malformed'],
    ['malformed: missing to', { type: 'MOVE', player: 0, from: 4 }, 'malformed'],
    ['malformed: a field off the board', { type: 'MOVE', player: 0, from: 4, to: 81 }, 'malformed'],
    ['malformed: an unknown key', { type: 'PASS', player: 0, why: 'x' }, 'malformed'],
    ['malformed: a bad twist', { ...move(0, 'e1', 'e2'), twist: 'up' }, 'malformed'],
    ['malformed: player 5', { type: 'PASS', player: 5 }, 'malformed'],
    ['not your turn', move(1, 'e9', 'e8'), 'not-your-turn'],
    ['no chevron', move(0, 'e5', 'e6'), 'no-chevron'],
    ['not yours', move(0, 'e9', 'e8'), 'not-yours'],
    ['not a legal target: behind the chevron', move(0, 'a3', 'a2'), 'not-a-legal-target'],
    ['not a legal target: beyond the power', move(0, 'e1', 'e3'), 'not-a-legal-target'],
    ['twist not allowed: no border crossed', move(0, 'e1', 'e2', 'left'), 'twist-not-allowed'],
    ['pass while a move exists', { type: 'PASS', player: 0 }, 'pass-while-move-exists'],
  ];
  it.each(cases)('%s', (_what, event, code) => {
    const before = JSON.stringify(start);
    const r = step(start, event);
    expect(r.ok ? 'accepted' : r.refusal.code).toBe(code);
    expect(JSON.stringify(start)).toBe(before);
  });

  it('game over: every event is refused', () => {
    const s = stateFrom({ players: 2, chevrons: [] });
    const over = step(s, { type: 'PASS', player: 0 });
    expect(over.ok && over.state.over).toBe(true);
    if (!over.ok) return;
    const r = step(over.state, { type: 'PASS', player: 1 });
    expect(!r.ok && r.refusal.code).toBe('game-over');
  });

  it('twist not allowed on a move whose chevron is removed', () => {
    const r = step(powered({ e8: 0, e7: 1 }), move(0, 'e5', 'e8', 'right'));
    expect(!r.ok && r.refusal).toEqual({
      code: 'twist-not-allowed',
      message: 'no twist on e5-e8: its chevron is removed',
    });
  });

  it('explains an illegal target', () => {
    const why = (s: AzacruState, e: unknown) => {
      const r = step(s, e);
      return r.ok ? 'accepted' : r.refusal.message;
    };
    expect(why(start, move(0, 'e1', 'e3'))).toBe("e1-e3 is 2 fields, but the chevron's power is 1");
    expect(why(start, move(0, 'a3', 'a2'))).toBe(
      'a3-a2 goes S, but the chevron facing E may go only E, NE, SE',
    );
    expect(why(start, move(0, 'a3', 'c4'))).toBe('a3-c4 is not a straight line');
    const blocked = stateFrom({
      players: 2,
      markers: { d6: 1 },
      chevrons: [
        ['e5', 0, 'N'],
        ['e6', 1, 'S'],
      ],
    });
    expect(why(blocked, move(0, 'e5', 'e6'))).toBe('e6 holds a chevron');
    expect(why(blocked, move(0, 'e5', 'd6'))).toBe("d6 is player 2's colour");
    expect(why(powered({}, [['e6', 1, 'S']]), move(0, 'e5', 'e7'))).toBe(
      'e5-e7 passes the chevron on e6: only a connection jump (from and to your colour) may',
    );
  });

  it('without forced passes (the referee) a player with no move must send PASS', () => {
    const s = stateFrom({
      players: 2,
      chevrons: [
        ['e1', 0, 'N'],
        ['e9', 1, 'N'],
      ],
    });
    const r = step(s, move(0, 'e1', 'e2'), { autoPass: false });
    expect(r.ok && r.state.toMove).toBe(1);
    if (!r.ok) return;
    expect(legalMoves(r.state)).toEqual([]);
    const pass = step(r.state, { type: 'PASS', player: 1 }, { autoPass: false });
    expect(pass.ok && pass.state.endTriggeredBy).toBe(1);
  });
});

describe('replay', () => {
  it('a move list replays to the same position', () => {
    for (const players of [2, 3, 4] as const) {
      const rng = createRng(players);
      let s = newGame(players);
      const events: unknown[] = [];
      while (!s.over) {
        const moves = legalMoves(s);
        const m = moves[rng.int(moves.length)];
        if (!m) throw new Error('the flow left a player without a move');
        const e = { type: 'MOVE', player: s.toMove, from: m.from, to: m.to, twist: m.twist };
        events.push(e);
        const r = step(s, e);
        if (!r.ok) throw new Error(r.refusal.message);
        s = r.state;
      }
      const again = replay(newGame(players), events);
      expect(again.refusal).toBeUndefined();
      expect(again.state).toEqual(s);
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    }
  });

  it('stops at the first refused event and says which', () => {
    const r = replay(newGame(2), [move(0, 'e1', 'e2'), move(0, 'e2', 'e3')]);
    expect(r.at).toBe(1);
    expect(r.refusal?.code).toBe('not-your-turn');
    expect(r.state.turn).toBe(1);
  });
});

describe('state schema', () => {
  it('accepts every state of a game after a JSON round trip, refuses what is not a position', () => {
    const rng = createRng(11);
    let s = newGame(4);
    while (!s.over) {
      expect(parseState(JSON.parse(JSON.stringify(s)))).toEqual({ ok: true, state: s });
      const moves = legalMoves(s);
      const m = moves[rng.int(moves.length)]!;
      const r = step(s, { type: 'MOVE', player: s.toMove, from: m.from, to: m.to, twist: m.twist });
      if (!r.ok) throw new Error(r.refusal.message);
      s = r.state;
    }
    expect(parseState(s).ok).toBe(true);
    const start = newGame(2);
    expect(parseState({ ...start, extra: 1 }).ok).toBe(false);
    expect(parseState({ ...start, colours: start.colours.slice(1) }).ok).toBe(false);
    expect(parseState({ ...start, toMove: 3 }).ok).toBe(false);
    const onRival = start.colours.map((c, f) =>
      f === start.chevrons[0]!.field ? 1 - start.chevrons[0]!.player : c,
    );
    expect(parseState({ ...start, colours: onRival })).toEqual({
      ok: false,
      message: 'the state is not a position of the game (players, chevrons or turn do not fit)',
    });
  });
});
