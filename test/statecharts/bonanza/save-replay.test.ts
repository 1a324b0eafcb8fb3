// Save and restore at hand boundaries (the codec's checks and messages), and replay from the seed and a person's log.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/lib/rng';
import { presetParams } from '../../../src/games/bonanza/bots/presets';
import { moveEvent } from '../../../src/games/bonanza/rules/legal';
import { decodeSave, SaveError } from '../../../src/games/bonanza/save/decode';
import { restoredState } from '../../../src/games/bonanza/save/restore';
import { type BonanzaSave, encodeSave } from '../../../src/games/bonanza/save/save';
import { playBonanzaGame } from '../../../src/games/bonanza/sim/play';
import { PACES } from '../../../src/games/bonanza/sim/timing';
import {
  effectsOf,
  replayBonanza,
  runToEnd,
  startBonanza,
  stepsOf,
} from '../../../statecharts/bonanza/headless';
import type { BonanzaEmitted } from '../../../statecharts/bonanza/types';
import { bot, person, Table } from './harness';

const botSeats = [bot('expert'), bot('basic'), bot('random'), bot('basic')];
const config = { players: 4, seed: 77, seats: botSeats, options: { deals: 6 } };

/** Emitted events after the save of hand `hand` (that save excluded). */
function after(emitted: readonly BonanzaEmitted[], hand: number): BonanzaEmitted[] {
  const i = emitted.findIndex((e) => e.type === 'save' && e.save.hand === hand);
  return emitted.slice(i + 1);
}

describe('save and restore', () => {
  it('a save at every hand boundary; restored from text, the rest of the game plays out exactly as it did', () => {
    const original = startBonanza({ config });
    expect(runToEnd(original)).toBe(true);
    const saves = original.emitted.flatMap((e) => (e.type === 'save' ? [e.save] : []));
    expect(saves.map((s) => s.hand)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const hand of [0, 3, 5]) {
      const save = saves[hand] as BonanzaSave;
      const text = encodeSave(save);
      const decoded = decodeSave(text);
      expect(decoded).toEqual(save);
      const restored = startBonanza({ restore: decoded });
      expect(restored.emitted[0]).toEqual({ type: 'save', save });
      expect(restored.actor.getSnapshot().hasTag('between-hands')).toBe(true);
      expect(runToEnd(restored)).toBe(true);
      const rest = after(original.emitted, hand);
      expect(stepsOf(restored.emitted)).toEqual(stepsOf(rest));
      expect(effectsOf(restored.emitted)).toEqual(effectsOf(rest));
      expect(restored.actor.getSnapshot().context.game).toEqual(
        original.actor.getSnapshot().context.game,
      );
      // The fast loop from the restored state plays the same rest of the game.
      const fast = playBonanzaGame({
        players: 4,
        seed: 77,
        bots: botSeats.map((s) => (s.kind === 'bot' ? s.bot : null)),
        from: restoredState(decoded),
        timing: PACES.normal,
        keepLog: true,
      });
      expect(fast.log).toEqual(stepsOf(rest));
    }
  });

  it('refuses a save that is not one, of another version, damaged, or impossible, saying why', () => {
    const run = startBonanza({ config });
    run.clock.runUntil(() => run.emitted.filter((e) => e.type === 'save').length >= 3);
    const save = run.emitted.filter((e) => e.type === 'save').at(-1);
    if (save?.type !== 'save') throw new Error('no save');
    const good = save.save;
    expect(good.hand).toBe(2);
    const bad = (value: unknown, message: RegExp) => {
      expect(() => decodeSave(value)).toThrow(SaveError);
      expect(() => decodeSave(value)).toThrow(message);
    };
    bad('{"format": "bonanza', /not readable/);
    bad('[1,2]', /not a BONANZA RUMMY saved game/);
    bad({ ...good, format: 'azuma3d-save' }, /not a BONANZA RUMMY saved game/);
    bad({ ...good, version: 2 }, /version 2; this game reads version 1/);
    bad({ ...good, stacks: ['x', 1, 2, 3] }, /damaged: stacks\.0/);
    bad({ ...good, extra: 1 }, /damaged/);
    bad(
      { ...good, config: { ...good.config, options: { ...good.config.options, poker: 'maybe' } } },
      /damaged: config\.options\.poker/,
    );
    bad(
      { ...good, config: { ...good.config, seats: good.config.seats.slice(1) } },
      /one seat per player/,
    );
    const moved = good.stacks.map((x, i) => (i === 0 ? x + 1 : x));
    bad(
      { ...good, stacks: moved },
      /chips are not conserved: 401 on the table, the players started with 400/,
    );
    bad({ ...good, hand: 6 }, /a finished game is not saved/);
    bad({ ...good, dealer: 7 }, /dealer 7 is not a seat/);
    const d = good.dealer;
    const other = (d + 1) % 4;
    bad(
      { ...good, out: good.out.map((_, p) => p === d) },
      /the dealer of hand 2 is out of the game/,
    );
    bad(
      { ...good, out: good.out.map((_, p) => p === other) },
      new RegExp(`player ${other} is out but could pay the ante`),
    );
    const onTable = good.stacks.reduce((a, b) => a + b, 0);
    bad({ ...good, stacks: [5, 5, 5, onTable - 15] }, /fewer than two players can ante/);
    bad({ ...good, hand: 0 }, /before the first hand/);
  });
});

describe('settings', () => {
  it('bad table settings are refused with a message before any actor starts', () => {
    const bad = (value: unknown, message: RegExp) =>
      expect(() => startBonanza({ config: value as { players: number; seed: number } })).toThrow(
        message,
      );
    bad({ players: 12, seed: 1 }, /table settings: players: players must be 9 or less/);
    bad({ players: 3, seed: 1, seats: [person()] }, /seats must list one seat per player/);
    bad({ players: 3, seed: 1, pace: 'slow' }, /pace must be normal, fast or ms/);
    bad({ players: 3, seed: 1, turnClockMs: 10 }, /turnClockMs must be 1000 or more/);
    bad({ players: 3, seed: 1, colour: 'red' }, /table settings/);
    bad({ players: 3, seed: 1, options: { poker: 'no' } }, /option poker must be/);
  });
});

describe('replay', () => {
  it('a person’s log replays the game exactly, on the machine and on the fast loop', () => {
    const rng = createRng(4242);
    const seats = [person(), bot('expert', 'quick'), bot('random', 'quick'), bot('basic', 'quick')];
    const t = new Table({ config: { players: 4, seed: 91, seats, options: { deals: 4 } } });
    for (let i = 0; i < 100_000 && !t.over(); i += 1) {
      if (!t.asked().includes(0)) {
        if (!t.run.clock.step()) break;
        continue;
      }
      // He takes his time (off the grid); now and then sends something the table refuses.
      t.advance(rng.int(4000) + rng.next());
      if (rng.int(5) === 0) t.send({ type: 'pass', seat: 1 });
      const moves = t.legal(0);
      const m = moves[rng.int(moves.length)];
      if (m) t.send(moveEvent(0, m));
    }
    expect(t.over()).toBe(true);
    const log = t.snap.context.log;
    expect(log.length).toBeGreaterThan(10);
    const again = replayBonanza(
      { config: { players: 4, seed: 91, seats, options: { deals: 4 } } },
      JSON.parse(JSON.stringify(log)) as typeof log,
    );
    expect(stepsOf(again.emitted)).toEqual(t.steps());
    expect(effectsOf(again.emitted)).toEqual(t.effects());
    expect(again.actor.getSnapshot().context.game).toEqual(t.game);
    expect(again.actor.getSnapshot().context.log).toEqual(log);
    const fast = playBonanzaGame({
      players: 4,
      seed: 91,
      bots: [
        null,
        ...seats.slice(1).map((s) => (s.kind === 'bot' ? s.bot : presetParams('quick', 'basic'))),
      ],
      options: { deals: 4 },
      people: { moves: log },
      keepLog: true,
      keepEffects: true,
    });
    expect(fast.log).toEqual(t.steps());
    expect(fast.effects).toEqual(t.effects());
    expect(fast.state).toEqual(t.game);
  });
});
