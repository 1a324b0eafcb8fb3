// Saves after every move restore to the same game: a restored table plays on exactly as the unrestored one; replays; bad saves refused.
import { describe, expect, it } from 'vitest';
import type { PlayerCount } from '../../../src/games/azacru/rules/board';
import type { LegalMove } from '../../../src/games/azacru/rules/flow';
import type { SeatInput } from '../../../src/games/azacru/save/config';
import { decodeSave, SaveError } from '../../../src/games/azacru/save/decode';
import { PACES } from '../../../src/games/azacru/save/pace';
import { type AzacruSave, encodeSave } from '../../../src/games/azacru/save/save';
import { startAzacru } from '../../../statecharts/azacru/headless';
import * as S from '../../../statecharts/azacru/selectors';
import { bot, type Policy, person, Table } from './harness';

/** A person who always plays the same way for the same position: the n-th legal move by a hash of it. */
const steady: Policy = (legal, t) =>
  legal[(t.game.turn * 7 + t.game.chevrons.length * 3) % legal.length] as LegalMove;

const botsFor = (players: PlayerCount): SeatInput[] =>
  [bot('basic', players), bot('expert', players, 60), bot('random', players), bot('basic')].slice(
    0,
    players,
  );

describe('save and restore', () => {
  for (const players of [2, 3, 4] as const) {
    it(`${players} players, bots only: every few moves, a restored save plays on to the same moves and end`, () => {
      const config = {
        players,
        seed: 900 + players,
        pace: 'instant' as const,
        seats: botsFor(players),
      };
      const whole = new Table({ config });
      whole.until((t) => t.over());
      const saves = whole.emitted('save').map((e) => e.save);
      expect(saves).toHaveLength(whole.ctx.steps);
      expect(saves.at(-1)).toEqual(S.selectSave(whole.snap));
      const cuts = [0, 1, 2, 5, 13, Math.floor(saves.length / 2), saves.length - 2];
      for (const cut of cuts) {
        const save = saves[cut] as AzacruSave;
        const restored = new Table({ restore: encodeSave(save) });
        expect(restored.ctx.moves).toEqual(save.moves);
        expect(restored.game).toEqual(save.position);
        expect(restored.ctx.steps).toBe(0);
        restored.until((t) => t.over());
        expect(restored.ctx.moves).toEqual(whole.ctx.moves);
        expect(restored.game).toEqual(whole.game);
        // The same later moves, by the same bots.
        const later = whole.steps().slice(cut + 1);
        expect(restored.steps()).toEqual(later);
        expect(restored.violations).toEqual([]);
        restored.run.actor.stop();
      }
    });
  }

  it('a person and bots at the normal pace: restored after a move, the game goes on the same, to the same times', () => {
    const config = {
      players: 3,
      seed: 31,
      pace: 'normal' as const,
      seats: [person(), bot('expert', 3, 80), bot('basic', 3)],
    };
    const whole = new Table({ config });
    whole.play(steady);
    expect(whole.over()).toBe(true);
    const saves = whole.emitted('save').map((e) => e.save);
    const stepTimes = whole.timesOf('step');
    // Restored after the person's move, and after a bot's: the rest of the game is the same.
    const byPerson = whole.emitted('step').findIndex((e, i) => i > 3 && e.by === 'person');
    const byBot = whole.emitted('step').findIndex((e, i) => i > 3 && e.by === 'bot');
    for (const cut of [byPerson, byBot]) {
      expect(cut).toBeGreaterThan(0);
      const restored = new Table({ restore: saves[cut] as AzacruSave });
      // It starts at rest where the save stands: the next player's turn, no choice made.
      expect(restored.ctx.beat).toBeNull();
      expect(restored.ctx.selection).toEqual({ stage: 'chevron' });
      restored.play(steady);
      expect(restored.over()).toBe(true);
      expect(restored.steps()).toEqual(whole.steps().slice(cut + 1));
      expect(restored.ctx.moves).toEqual(whole.ctx.moves);
      expect(restored.effects().at(-1)).toEqual(whole.effects().at(-1));
      // The bots take as long after the restore as before: the gaps between steps are the same.
      const gaps = (times: number[]) => times.slice(1).map((t, i) => t - (times[i] ?? 0));
      const restoredTimes = restored.timesOf('step');
      expect(gaps(restoredTimes)).toEqual(gaps(stepTimes.slice(cut + 1)));
    }
  });

  it('a finished game restores as over; every person event is refused', () => {
    const t = new Table({
      config: { players: 2, seed: 5, pace: 'instant', seats: [person(), bot('random')] },
    });
    t.play();
    const save = S.selectSave(t.snap);
    const restored = new Table({ restore: save });
    expect(restored.has('over')).toBe(true);
    expect(S.selectWinners(restored.snap)).toEqual(S.selectWinners(t.snap));
    restored.send({ type: 'PASS', player: 0 });
    expect(restored.lastRefusal()?.code).toBe('game-over');
  });

  it('a replay shows the saved moves one by one at the pace’s gap, then play goes on live', () => {
    const config = {
      players: 2,
      seed: 12,
      pace: 'fast' as const,
      seats: [bot('basic'), bot('random')],
    };
    const whole = new Table({ config });
    whole.until((t) => t.over());
    const save = whole.emitted('save')[9]?.save as AzacruSave;
    const replay = new Table({ replay: save });
    expect(replay.stage()).toBe('replaying');
    replay.until((t) => t.over());
    const steps = replay.emitted('step');
    const shown = steps.filter((e) => e.by === 'replay');
    expect(shown).toHaveLength(10);
    expect(steps.slice(10).every((e) => e.by === 'bot')).toBe(true);
    expect(replay.steps()).toEqual(whole.steps());
    expect(replay.ctx.moves).toEqual(whole.ctx.moves);
    // The first replayed move comes after one gap; each later one a gap after the last beat ends.
    expect(replay.timesOf('step')[0]).toBe(PACES.fast.replayGap);
    expect(replay.violations).toEqual([]);
  });

  it('a corrupted or mismatched save gives a clear SaveError before any table starts, never a crash', () => {
    const t = new Table({
      config: { players: 2, seed: 5, pace: 'instant', seats: [bot('basic'), bot('random')] },
    });
    t.until((x) => x.steps().length >= 6);
    const save = S.selectSave(t.snap);
    const text = encodeSave(save);
    const bad: [unknown, RegExp][] = [
      [text.slice(0, -3), /not readable/],
      ['{}', /not an AZACRU saved game/],
      [{ ...save, version: 9 }, /version 9/],
      [{ ...save, moves: save.moves.slice(1) }, /damaged: move 1|damaged: the position/],
      [{ ...save, config: { ...save.config, players: 3 } }, /damaged/],
      [
        { ...save, position: { ...save.position, toMove: 1 - (save.position.toMove ?? 0) } },
        /damaged/,
      ],
    ];
    for (const [input, why] of bad) {
      for (const start of [{ restore: input }, { replay: input }] as const) {
        let error: unknown = null;
        try {
          startAzacru(start as { restore: AzacruSave });
        } catch (err) {
          error = err;
        }
        expect(error).toBeInstanceOf(SaveError);
        expect((error as Error).message).toMatch(why);
      }
    }
    // The good one restores.
    expect(decodeSave(text)).toEqual(save);
    expect(new Table({ restore: text }).game).toEqual(t.game);
  });
});
