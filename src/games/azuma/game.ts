// Creating a game: the table actor on a pausable real clock, from settings (or a saved game).
import { type Actor, createActor } from 'xstate';
import { PausableClock } from '../../lib/clock';
import type { SaveGame } from './flow/save';
import { tableMachine } from '../../../statecharts/azuma/table';
import { DEFAULT_TIMING, type SeatConfig, type TableConfig, type Timing } from './flow/types';
import { personRaceMedian } from './bots/matched';
import { BOT_NAMES, botParams, PACES, type Settings } from './settings';
import { loadStats } from './stats';

export type TableActor = Actor<typeof tableMachine>;

/** The person always sits at seat 0, at the bottom of the screen. */
export const PERSON = 0;

export interface GameHandle {
  readonly actor: TableActor;
  readonly clock: PausableClock;
  readonly config: TableConfig;
}

/** The table of the settings: the person (by name) at seat 0, bots by seat, the pace, any timing asked for. */
export function configFrom(
  settings: Settings,
  seed: number,
  timing: Partial<Timing> = {},
  name = 'You',
  raceMedianMs = personRaceMedian(loadStats().stats.races),
): TableConfig {
  const seats: SeatConfig[] = Array.from({ length: settings.players }, (_, i) =>
    i === PERSON
      ? { kind: 'person', name }
      : {
          kind: 'bot',
          name: BOT_NAMES[i - 1] ?? `Bot ${i}`,
          bot: botParams(settings.bots[i - 1] ?? settings.bots[0]!, raceMedianMs, settings.players),
        },
  );
  return {
    edition: settings.edition,
    players: settings.players,
    options: settings.options,
    seed: seed >>> 0,
    seats,
    timing: { ...DEFAULT_TIMING, callIntervalMs: PACES[settings.pace], ...timing },
  };
}

/**
 * Starts a table actor; `restore` continues a saved game at the start of its hand. `listen` is
 * called before the actor starts, so it hears the first hand's events too (its save among them).
 */
export function startGame(
  config: TableConfig,
  restore?: SaveGame,
  listen?: (actor: TableActor) => void,
): GameHandle {
  const clock = new PausableClock();
  const actor = createActor(tableMachine, { clock, input: { config, clock, restore } });
  listen?.(actor);
  actor.start();
  return { actor, clock, config };
}

/** A fresh random seed for a new game (the only non-seeded randomness: choosing the seed). */
export function newSeed(): number {
  const a = new Uint32Array(1);
  globalThis.crypto.getRandomValues(a);
  return a[0] ?? 1;
}

/** A fast table for tests and impatient players (?timing=fast): short animations and pauses. */
export function timingFromUrl(q: URLSearchParams): Partial<Timing> {
  return q.get('timing') === 'fast'
    ? {
        dealMs: 300,
        slideMs: 200,
        pickupMs: 100,
        revealMs: 900,
        handEndMs: 700,
        minCallIntervalMs: 500,
      }
    : {};
}
