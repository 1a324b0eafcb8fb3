// The last turn on show: the latest move and the passes after it, from the move list, in step with the table's beats.
import { describe, expect, it } from 'vitest';
import { runToEnd, startAzacru } from '../../../../statecharts/azacru/headless';
import { sendPerson } from '../../../../statecharts/azacru/person';
import { selectSave } from '../../../../statecharts/azacru/selectors';
import { fieldIndex } from '../../../../src/games/azacru/rules/fields';
import type { Entry } from '../../../../src/games/azacru/rules/record';
import {
  lastTurnOf,
  NO_LAST_TURN,
  recentMovesOf,
  sameLastTurn,
  sameMoves,
  selectLastMove,
  selectLastTurn,
  unansweredMoves,
} from '../../../../src/games/azacru/view/last-turn';

const f = fieldIndex;
const PASS: Entry = { pass: true };

describe("the moves the board frames: those since the person's own", () => {
  const m = (from: string, to: string): Entry => ({ from, to });
  const moved = (player: number, from: string, to: string) => ({
    player,
    from: f(from),
    to: f(to),
    twist: null,
    converted: 0,
    taken: [],
    removed: false,
  });

  it('at a table of four, every bot move since the person moved, latest first', () => {
    const moves = [m('e1', 'e2'), m('a7', 'b7'), m('e9', 'e8'), m('i7', 'h7')];
    expect(recentMovesOf(moves, 4, 4, 0)).toEqual([
      moved(3, 'i7', 'h7'),
      moved(2, 'e9', 'e8'),
      moved(1, 'a7', 'b7'),
    ]);
    // Entries not on show yet are not framed.
    expect(recentMovesOf(moves, 2, 4, 0)).toEqual([moved(1, 'a7', 'b7')]);
  });

  it("a pass frames nothing; the person's own older move ends the round", () => {
    const moves = [m('e1', 'e2'), m('a7', 'b7'), PASS, m('i7', 'h7'), m('e2', 'e3'), PASS];
    expect(recentMovesOf(moves, 4, 4, 0)).toEqual([moved(3, 'i7', 'h7'), moved(1, 'a7', 'b7')]);
    // The person's own move is the latest: it alone is framed.
    expect(recentMovesOf(moves, 5, 4, 0)).toEqual([moved(0, 'e2', 'e3')]);
    // Only a pass since the person's move: that move stays framed, as the line tells it.
    expect(recentMovesOf(moves, 6, 4, 0)).toEqual([moved(0, 'e2', 'e3')]);
  });

  it('at a table of two: the latest move, as before', () => {
    const moves = [m('e1', 'e3'), m('e9', 'e7'), m('d1', 'd2')];
    expect(recentMovesOf(moves, 2, 2, 0)).toEqual([moved(1, 'e9', 'e7')]);
    expect(recentMovesOf(moves, 3, 2, 0)).toEqual([moved(0, 'd1', 'd2')]);
    expect(recentMovesOf([], 0, 2, 0)).toEqual([]);
  });

  it('compares by value', () => {
    const moves = [m('e1', 'e2'), m('a7', 'b7'), m('e9', 'e8')];
    expect(sameMoves(recentMovesOf(moves, 3, 3, 0), recentMovesOf([...moves], 3, 3, 0))).toBe(true);
    expect(sameMoves(recentMovesOf(moves, 3, 3, 0), recentMovesOf(moves, 2, 3, 0))).toBe(false);
  });
});

describe('the last turn of a move list', () => {
  it('is nothing before the first move', () => {
    expect(lastTurnOf([], 0, 2)).toBe(NO_LAST_TURN);
  });

  it('names the mover by turn order: entries go round from player 1', () => {
    const moves: Entry[] = [
      { from: 'e1', to: 'e3' },
      { from: 'e9', to: 'e7' },
      { from: 'd1', to: 'd2', twist: 'left' },
    ];
    expect(lastTurnOf(moves, 3, 2)).toEqual({
      move: {
        player: 0,
        from: f('d1'),
        to: f('d2'),
        twist: 'left',
        converted: 0,
        taken: [],
        removed: false,
      },
      passes: [],
    });
    expect(lastTurnOf(moves, 3, 3).move?.player).toBe(2);
    expect(lastTurnOf(moves, 2, 2)).toEqual({
      move: {
        player: 1,
        from: f('e9'),
        to: f('e7'),
        twist: null,
        converted: 0,
        taken: [],
        removed: false,
      },
      passes: [],
    });
  });

  it('keeps the latest move through passes, and tells who passed after it', () => {
    const moves: Entry[] = [{ from: 'a1', to: 'a2' }, { from: 'b9', to: 'b8' }, PASS, PASS];
    expect(lastTurnOf(moves, 4, 4)).toEqual({
      move: {
        player: 1,
        from: f('b9'),
        to: f('b8'),
        twist: null,
        converted: 0,
        taken: [],
        removed: false,
      },
      passes: [2, 3],
    });
    // Entries not on show yet are not told.
    expect(lastTurnOf(moves, 3, 4).passes).toEqual([2]);
    expect(lastTurnOf(moves, 2, 4).passes).toEqual([]);
  });

  it('is only passes when no move came before them', () => {
    expect(lastTurnOf([PASS, PASS], 2, 3)).toEqual({ move: null, passes: [0, 1] });
  });

  it('compares by value', () => {
    const moves: Entry[] = [{ from: 'a1', to: 'a2' }, PASS];
    expect(sameLastTurn(lastTurnOf(moves, 2, 2), lastTurnOf([...moves], 2, 2))).toBe(true);
    expect(sameLastTurn(lastTurnOf(moves, 2, 2), lastTurnOf(moves, 1, 2))).toBe(false);
    expect(sameLastTurn(lastTurnOf(moves, 1, 2), NO_LAST_TURN)).toBe(false);
  });
});

describe('the last turn at a running table', () => {
  const seats = [{ kind: 'person' as const }, { kind: 'bot' as const, skill: 'random' }];

  it("shows the person's move while it is on show, then the bot's move (the fields it travelled)", () => {
    const run = startAzacru({ config: { players: 2, seed: 11, seats, pace: 'normal' } });
    const snap = () => run.actor.getSnapshot();
    expect(selectLastTurn(snap())).toBe(NO_LAST_TURN);
    const move = snap().context.legal.find((m) => m.twist === undefined);
    if (!move) throw new Error('no plain move at the start');
    for (const type of ['SELECT_CHEVRON', 'SELECT_TARGET'] as const)
      sendPerson(run.actor, {
        type,
        player: 0,
        field: type === 'SELECT_CHEVRON' ? move.from : move.to,
      });
    sendPerson(run.actor, { type: 'CONFIRM', player: 0 });
    expect(snap().hasTag('animating')).toBe(true);
    expect(selectLastMove(snap())).toEqual({
      player: 0,
      from: move.from,
      to: move.to,
      twist: null,
      converted: 0,
      taken: [],
      removed: false,
    });
    run.clock.runUntil(() => snap().hasTag('my-turn') || snap().hasTag('over'));
    const travels = run.emitted.filter((e) => e.type === 'travel');
    const bots = travels.at(-1);
    if (bots?.type !== 'travel') throw new Error('the bot did not move');
    expect(bots.player).toBe(1);
    expect(selectLastMove(snap())).toMatchObject({ player: 1, from: bots.from, to: bots.to });
    run.actor.stop();
  });

  it('in a replay: each move as its beat starts, a forced pass only once its own beat starts', () => {
    const bot = { kind: 'bot' as const, skill: 'random' };
    const played = startAzacru({
      // A game with passes, connection changes and a removal.
      config: { players: 2, seed: 1, seats: [bot, bot], pace: 'instant' },
    });
    expect(runToEnd(played)).toBe(true);
    const save = selectSave(played.actor.getSnapshot());
    played.actor.stop();
    expect(save.moves.some((m) => 'pass' in m)).toBe(true);

    const run = startAzacru({ replay: save });
    const seen = { moves: 0, passes: 0, conversions: 0, removals: 0 };
    for (let guard = 0; guard < 10_000; guard += 1) {
      const s = run.actor.getSnapshot();
      const beat = s.context.beat;
      const last = selectLastTurn(s);
      if (beat?.kind === 'move') {
        const travel = beat.effects.find((e) => e.type === 'travel');
        const twist = beat.effects.find((e) => e.type === 'twist');
        if (travel?.type !== 'travel') throw new Error('a move beat without travel');
        // The move on show is the last move, with the fields its beat converts and its removal,
        // and no pass after it is told yet.
        const taken = beat.effects.flatMap((e) => (e.type === 'convert' ? [e.field] : []));
        const converted = taken.length;
        expect(last).toEqual({
          move: {
            player: travel.player,
            from: travel.from,
            to: travel.to,
            twist: twist?.type === 'twist' ? twist.side : null,
            converted,
            taken,
            removed: beat.effects.some((e) => e.type === 'removal'),
          },
          passes: [],
        });
        seen.moves += 1;
        if (converted > 0) seen.conversions += 1;
        if (last.move?.removed) seen.removals += 1;
      } else if (beat?.kind === 'pass') {
        expect(last.passes.at(-1)).toBe(beat.player);
        expect(last.move).not.toBeNull();
        seen.passes += 1;
      }
      if (!run.clock.step()) break;
    }
    expect(run.actor.getSnapshot().hasTag('over')).toBe(true);
    expect(seen.moves).toBeGreaterThan(0);
    expect(seen.passes).toBeGreaterThan(0);
    expect(seen.conversions, 'moves that converted fields').toBeGreaterThan(0);
    expect(seen.removals, 'a move whose chevron left the board').toBeGreaterThan(0);
    run.actor.stop();
  });
});

describe('the line under the board at a table of three or four', () => {
  const move = (player: number, from: number, to: number) =>
    ({ player, from, to, twist: null, converted: 0, taken: [], removed: false }) as const;
  it('tells every move since the person’s own, in the order played, when there are two or more', () => {
    // Latest first, as recentMovesOf gives them.
    const recent = [move(3, 10, 11), move(2, 20, 21), move(1, 30, 31)];
    expect(unansweredMoves(recent, 0)).toEqual([move(1, 30, 31), move(2, 20, 21), move(3, 10, 11)]);
    expect(unansweredMoves([move(1, 30, 31)], 0)).toBeNull();
    // The person's own move alone (at two players, or just played): the single line tells it.
    expect(unansweredMoves([move(0, 5, 6)], 0)).toBeNull();
    expect(unansweredMoves([], 0)).toBeNull();
  });
});
