// The table's pace on a simulated clock: bots think then move after their delay, beats last as the pace says, the end.
import { describe, expect, it } from 'vitest';
import { chooseMove } from '../../../src/games/azacru/bots/choose';
import { turnDelayMs } from '../../../src/games/azacru/bots/delay';
import type { AzacruBotParams } from '../../../src/games/azacru/bots/params';
import { createSearch } from '../../../src/games/azacru/bots/search';
import { choiceSeed } from '../../../src/games/azacru/bots/stream';
import type { Effect } from '../../../src/games/azacru/rules/effects';
import type { LegalMove } from '../../../src/games/azacru/rules/flow';
import { winnersOf } from '../../../src/games/azacru/rules/score';
import { scoresOf } from '../../../src/games/azacru/rules/state';
import type { SeatConfig } from '../../../src/games/azacru/save/config';
import { NORMAL_PACE, type Pace, PACES } from '../../../src/games/azacru/save/pace';
import { createInProcessHost } from '../../../src/games/azacru/worker/in-process';
import type { SearchMove } from '../../../src/games/azacru/worker/protocol';
import { searchMoveOf } from '../../../src/games/azacru/worker/serve';
import { createRng } from '../../../src/lib/rng';
import { animationOf } from '../../../statecharts/azacru/beats';
import { effectsOf } from '../../../statecharts/azacru/headless';
import * as S from '../../../statecharts/azacru/selectors';
import type { AzacruEmitted } from '../../../statecharts/azacru/types';
import { bot, person, Table } from './harness';

const botOf = (seat: SeatConfig | undefined): AzacruBotParams => {
  if (seat?.kind !== 'bot') throw new Error('not a bot seat');
  return seat.bot;
};

/** The step's move as the search names it. */
function moveOfStep(e: AzacruEmitted | undefined): SearchMove | null {
  if (e?.type !== 'step' || e.event.type !== 'MOVE') return null;
  const { from, to, twist } = e.event;
  return twist ? { from, to, twist } : { from, to };
}

describe('a bot thinks, then moves after a human-looking delay', () => {
  const paces: [string, 'normal' | 'fast' | 'instant' | Pace, number][] = [
    ['normal', 'normal', 1],
    ['fast', 'fast', 0.5],
    ['instant', 'instant', 0],
    ['a pace of its own (bots twice as slow)', { ...NORMAL_PACE, botDelayScale: 2 }, 2],
  ];
  for (const [name, pace, scale] of paces) {
    it(`at the ${name} pace the move is shown exactly when the bot's delay (its turn's seed, scaled ${scale}x) is over`, () => {
      const seed = 21;
      const t = new Table({
        config: { players: 2, seed, pace, seats: [person(), bot('basic')] },
      });
      t.choose(t.ctx.legal[0] as LegalMove);
      t.untilTag('bot-thinking');
      const start = t.now;
      const turn = t.game.turn;
      const position = t.game;
      const wanted = turnDelayMs(botOf(t.ctx.config.seats[1]), seed, 1, turn, scale);
      if (scale > 0) expect(wanted).toBeGreaterThanOrEqual(250 * scale);
      else expect(wanted).toBe(0);
      expect(t.emitted('turn').at(-1)).toMatchObject({ player: 1, turn, by: 'bot' });
      expect(t.emitted('thinking').at(-1)).toEqual({
        type: 'thinking',
        player: 1,
        iterations: 0,
        budget: 0,
      });
      expect(S.selectThinking(t.snap)).toEqual({ player: 1, iterations: 0, budget: 0 });
      if (wanted > 0) {
        t.advance(wanted - 1);
        expect(t.stage()).toBe('bot-thinking');
        expect(t.steps()).toHaveLength(1);
        // A person's event for the bot's seat or out of turn changes nothing meanwhile.
        t.send({ type: 'SELECT_CHEVRON', player: 0, field: 4 });
        expect(t.lastRefusal()?.code).toBe('not-your-turn');
      }
      t.advance(wanted > 0 ? 1 : 0);
      expect(t.steps()).toHaveLength(2);
      expect(t.timesOf('step').at(-1)).toBe(start + wanted);
      const last = t.emitted('step').at(-1);
      expect(last).toMatchObject({ by: 'bot', at: start + wanted });
      // The move is the bot's own choice from its turn's seed, the one the fast loop makes.
      const params = botOf(t.ctx.config.seats[1]);
      expect(moveOfStep(last)).toEqual(
        searchMoveOf(chooseMove(position, params, createRng(choiceSeed(seed, 1, turn)))),
      );
      expect(t.ctx.thinking).toBeNull();
      expect(t.violations).toEqual([]);
    });
  }

  it('an expert searches on its host in slices: progress is shown, and the move waits for the search', () => {
    const seed = 8;
    // A slow device: each slice of 500 iterations takes 400 ms of the table's clock.
    const t = new Table(
      {
        config: {
          players: 2,
          seed,
          pace: 'normal',
          seats: [person(), bot('expert', 2, 3000)],
        },
      },
      true,
      (clock) =>
        createInProcessHost({
          schedule: (fn) => void clock.setTimeout(fn, 400),
          now: () => clock.now(),
          slice: 500,
        }),
    );
    t.choose(t.ctx.legal[0] as LegalMove);
    t.untilTag('bot-thinking');
    const start = t.now;
    const turn = t.game.turn;
    const params = botOf(t.ctx.config.seats[1]);
    const position = t.game;
    // Its human-looking delay is shorter than the search: the move comes when the search ends.
    expect(turnDelayMs(params, seed, 1, turn, 1)).toBeLessThan(2400);
    t.until((x) => x.steps().length === 2);
    expect(t.timesOf('step').at(-1)).toBe(start + 2400);
    const progress = t.emitted('thinking').filter((e) => e.player === 1);
    expect(progress.map((e) => e.iterations)).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    expect(progress.every((e) => e.budget === 3000)).toBe(true);
    // The search in slices chose what one search of the whole budget chooses.
    expect(moveOfStep(t.emitted('step').at(-1))).toEqual(
      searchMoveOf(chooseMove(position, params, createRng(choiceSeed(seed, 1, turn)))),
    );
  });

  it('an expert with a time cap moves when the cap is spent, with the move of the iterations it ran', () => {
    const seed = 8;
    const base = bot('expert', 2, 3000);
    if (!('bot' in base)) throw new Error('a bot with parameters');
    const t = new Table(
      {
        config: {
          players: 2,
          seed,
          pace: 'instant',
          seats: [person(), { kind: 'bot', bot: base.bot, searchMs: 1000 }],
        },
      },
      true,
      (clock) =>
        createInProcessHost({
          schedule: (fn) => void clock.setTimeout(fn, 400),
          now: () => clock.now(),
          slice: 500,
        }),
    );
    t.choose(t.ctx.legal[0] as LegalMove);
    t.untilTag('bot-thinking');
    const start = t.now;
    const turn = t.game.turn;
    const position = t.game;
    t.until((x) => x.steps().length === 2);
    // Slices end at 400, 800, 1200 ms: the first past the cap of 1000 ms stops the search.
    expect(t.timesOf('step').at(-1)).toBe(start + 1200);
    const search = createSearch(position, base.bot, createRng(choiceSeed(seed, 1, turn)));
    search.run(1500);
    expect(moveOfStep(t.emitted('step').at(-1))).toEqual(searchMoveOf(search.best()));
  });
});

describe('beats, the forced pass, the final round and the end, on the clock', () => {
  for (const players of [2, 3, 4] as const) {
    it(`a bots-only ${players}-player game at the normal pace: each beat lasts as the pace says; tags follow`, () => {
      const pace = PACES.normal;
      const seats = [bot('basic', players), bot('random', players), bot('basic', players)];
      const t = new Table({
        config: {
          players,
          seed: 40 + players,
          pace: 'normal',
          seats: Array.from({ length: players }, (_, i) => seats[i % 3] ?? bot('basic')),
        },
      });
      const tags: { at: number; animating: boolean; pass: boolean; final: boolean }[] = [];
      t.run.actor.subscribe((s) =>
        tags.push({
          at: t.now,
          animating: s.hasTag('animating'),
          pass: s.hasTag('forced-pass'),
          final: s.hasTag('final-round'),
        }),
      );
      t.until((x) => x.over());
      const { emitted, times } = t.run;
      // Every beat: a move (from its travel) or a forced pass, until the next beat or the tail.
      const starts = emitted.flatMap((e, i) =>
        e.type === 'travel' || (e.type === 'pass' && e.forced) ? [i] : [],
      );
      let moves = 0;
      let passes = 0;
      for (const i of starts) {
        const start = emitted[i] as Effect;
        const next = emitted.findIndex(
          (e, j) => j > i && (e.type === 'pass' || e.type === 'toMove' || e.type === 'gameOver'),
        );
        expect(next).toBeGreaterThan(i);
        const lasted = (times[next] ?? 0) - (times[i] ?? 0);
        if (start.type === 'travel') {
          moves += 1;
          expect(lasted).toBe(animationOf(effectsOf(emitted.slice(i, next)), pace).ms);
          expect(lasted).toBeGreaterThanOrEqual(pace.travelPerField);
        } else {
          passes += 1;
          expect(lasted).toBe(pace.pass);
        }
      }
      expect(moves).toBe(t.steps().length);
      expect(passes).toBeGreaterThanOrEqual(1);
      expect(tags.some((x) => x.animating)).toBe(true);
      expect(tags.some((x) => x.pass)).toBe(true);
      // The final round is tagged from its announcement to the end, never before.
      const finalAt = t.timesOf('finalRound');
      const overAt = t.timesOf('gameOver');
      expect(finalAt).toHaveLength(1);
      expect(overAt).toHaveLength(1);
      for (const x of tags) {
        if (x.at < (finalAt[0] ?? 0)) expect(x.final).toBe(false);
        if (x.at > (finalAt[0] ?? 0) && x.at < (overAt[0] ?? 0)) expect(x.final).toBe(true);
      }
      expect(t.emitted('endTriggered')).toHaveLength(1);
      const turnsAfter = t.emitted('turn').filter((e) => e.finalRound);
      expect(turnsAfter.length).toBeLessThanOrEqual(players - 1);
      // Game over: tagged, scored, nothing pending, the last save is of the finished game.
      const scores = scoresOf(t.game);
      expect(t.effects().at(-1)).toEqual({ type: 'gameOver', scores, winners: winnersOf(scores) });
      expect(t.has('over')).toBe(true);
      expect(t.has('final-round')).toBe(false);
      expect(t.emitted('save').at(-1)?.save.position.over).toBe(true);
      expect(t.run.clock.pending()).toBe(0);
      expect(t.violations).toEqual([]);
    });
  }

  it('a person’s events after the game is over are refused with a reason', () => {
    const t = new Table({
      config: { players: 2, seed: 3, pace: 'instant', seats: [person(), bot('random')] },
    });
    t.play();
    expect(t.over()).toBe(true);
    const moves = t.ctx.moves;
    for (const e of [
      { type: 'SELECT_CHEVRON', player: 0, field: 4 },
      { type: 'CONFIRM', player: 0 },
      { type: 'PASS', player: 0 },
    ]) {
      t.send(e);
      expect(t.lastRefusal()).toMatchObject({ code: 'game-over', reason: 'the game is over' });
    }
    expect(t.ctx.moves).toBe(moves);
    expect(t.snap.status).toBe('active');
  });
});
