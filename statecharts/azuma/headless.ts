// Headless play: a table actor on a stepping clock, played to game over with invariant checks.
import { type Actor, createActor } from 'xstate';
import { presetParams, type PresetId } from '../../src/games/azuma/bots/presets';
import type { Skill } from '../../src/games/azuma/bots/params';
import {
  type EditionId,
  type PlayerCount,
  tableSetup,
  EDITIONS,
} from '../../src/games/azuma/rules';
import { SteppingClock } from '../../src/lib/clock';
import type { SaveGame } from '../../src/games/azuma/flow/save';
import { tableMachine } from './table';
import {
  DEFAULT_TIMING,
  type SeatConfig,
  type TableConfig,
  type TableEmitted,
  type Timing,
} from '../../src/games/azuma/flow/types';

export type TableActor = Actor<typeof tableMachine>;

export interface BotsOnlyOptions {
  readonly edition: EditionId;
  readonly players: PlayerCount;
  readonly seed: number;
  readonly preset?: PresetId;
  readonly skills?: readonly Skill[];
  readonly timing?: Partial<Timing>;
  readonly options?: TableConfig['options'];
  /** Seats that are people (driven by the caller). */
  readonly people?: readonly number[];
}

export function botsConfig(o: BotsOnlyOptions): TableConfig {
  const seats: SeatConfig[] = Array.from({ length: o.players }, (_, i) =>
    o.people?.includes(i)
      ? { kind: 'person', name: `Player ${i + 1}` }
      : {
          kind: 'bot',
          name: `Bot ${i + 1}`,
          bot: presetParams(o.preset ?? 'normal', o.skills?.[i] ?? 'basic'),
        },
  );
  return {
    edition: o.edition,
    players: o.players,
    options: o.options ?? {},
    seed: o.seed >>> 0,
    seats,
    timing: { ...DEFAULT_TIMING, ...o.timing },
  };
}

export function startTable(
  config: TableConfig,
  clock: SteppingClock,
  restore?: SaveGame,
): TableActor {
  const actor = createActor(tableMachine, { clock, input: { config, clock, restore } });
  return actor;
}

/** Checks the card invariants of a snapshot; returns a description of the first violation, or null. */
export function cardViolation(actor: TableActor): string | null {
  const ctx = actor.getSnapshot().context;
  if (ctx.handNo === 0) return null;
  const deck = tableSetup(EDITIONS[ctx.config.edition], ctx.config.players, ctx.options).deck;
  const all = [...ctx.hands.flat(), ...ctx.outOfPlay];
  if (all.length !== deck.length)
    return `hand ${ctx.handNo}: ${all.length} cards instead of ${deck.length}`;
  const seen = new Set(all);
  if (seen.size !== all.length) return `hand ${ctx.handNo}: a card is duplicated`;
  for (const c of deck) if (!seen.has(c)) return `hand ${ctx.handNo}: card ${c} is lost`;
  return null;
}

export interface GameRun {
  readonly actor: TableActor;
  readonly clock: SteppingClock;
  readonly events: TableEmitted[];
  readonly violations: string[];
  readonly handSizes: Map<number, number[]>;
}

/** Plays on until game over (or `limit` timers), checking invariants after every change. */
export function runToEnd(run: Pick<GameRun, 'actor' | 'clock'>, limit = 2_000_000): boolean {
  run.clock.runUntil(() => run.actor.getSnapshot().hasTag('over'), limit);
  return run.actor.getSnapshot().hasTag('over');
}

/** A started table with event recording and invariant checks. */
export function watchTable(config: TableConfig, restore?: SaveGame, check = true): GameRun {
  const clock = new SteppingClock();
  const actor = startTable(config, clock, restore);
  const events: TableEmitted[] = [];
  const violations: string[] = [];
  const handSizes = new Map<number, number[]>();
  actor.on('*', (e) => events.push(e as TableEmitted));
  if (check) {
    actor.subscribe((snap) => {
      const bad = cardViolation(actor);
      if (bad) violations.push(bad);
      const sizes = snap.context.hands.map((h) => h.length);
      const known = handSizes.get(snap.context.handNo);
      if (!known) handSizes.set(snap.context.handNo, sizes);
      else if (known.join() !== sizes.join())
        violations.push(`hand ${snap.context.handNo}: hand sizes changed`);
    });
  }
  actor.start();
  return { actor, clock, events, violations, handSizes };
}
