// Races against a modelled person: how often a person of a given speed gets a stick in a window a bot opened.
import { delayOfMedian } from '../../../lib/human-timing';
import type { BotParams } from '../bots/params';
import { PRESETS, type PresetId } from '../bots/presets';
import type { EditionId, PlayerCount } from '../rules';
import type { FlowState, TableConfig } from '../flow/types';
import { DEFAULT_TIMING } from '../flow/types';
import { playGame } from './loop';

/** The seat of the modelled person. */
export const PERSON_SEAT = 0;

/** A person's cue-to-touch time (seeing another's grab, moving a finger onto a stick). */
export const personDelay = delayOfMedian;

/** The person as the loop plays them: a basic card player whose grabs take their cue-to-touch time. */
export function personParams(medianMs: number): BotParams {
  const delay = personDelay(medianMs);
  return {
    ...PRESETS.normal,
    skill: 'basic',
    recognition: delay,
    reaction: delay,
    reachBaseMs: 0,
    reachMsPerUnit: 0,
    floorMs: 150,
    falseGrabChance: 0,
    fakeChance: 0,
  };
}

export interface RaceOptions {
  readonly edition: EditionId;
  readonly players: PlayerCount;
  readonly games: number;
  readonly seed: number;
  readonly personMedianMs: number;
  /** The bots' timing (a preset's, or Matched's for this person). */
  readonly bots: Omit<BotParams, 'skill'>;
}

export interface RaceResult {
  /** Grab windows a bot opened (its own winning hand or a false grab). */
  readonly windows: number;
  /** Of those, the windows in which the person got a stick. */
  readonly won: number;
  readonly share: number;
}

function raceConfig(o: RaceOptions, seed: number): TableConfig {
  return {
    edition: o.edition,
    players: o.players,
    options: {},
    seed,
    timing: DEFAULT_TIMING,
    seats: Array.from({ length: o.players }, (_, i) => ({
      kind: 'bot' as const,
      name: i === PERSON_SEAT ? 'Person' : `Bot ${i}`,
      bot: i === PERSON_SEAT ? personParams(o.personMedianMs) : { ...o.bots, skill: 'basic' },
    })),
  };
}

/** Plays bots-only games with the person modelled at seat 0 and counts the races of bot-opened windows. */
export function race(o: RaceOptions): RaceResult {
  let windows = 0;
  let won = 0;
  const atReveal = (s: FlowState) => {
    if (s.phase !== 'reveal') return;
    const first = s.grabs[0];
    if (!first || first.player === PERSON_SEAT) return;
    windows += 1;
    if (s.grabs.some((g) => g.player === PERSON_SEAT)) won += 1;
  };
  for (let g = 0; g < o.games; g += 1)
    playGame(raceConfig(o, (o.seed + g * 7919) >>> 0), { onPhase: atReveal });
  return { windows, won, share: windows === 0 ? 0 : won / windows };
}

/** The fixed presets by id, for a race against each. */
export function presetTiming(preset: PresetId): Omit<BotParams, 'skill'> {
  return PRESETS[preset];
}
