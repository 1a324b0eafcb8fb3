// Real saves from seeded games on the fast loop (a person's seat played by a bot, so the log fills), and a game played from a save.
import { deriveSeed } from '../../../../src/lib/rng';
import { newBrain } from '../../../../src/games/azuma/bots/brain';
import { presetParams } from '../../../../src/games/azuma/bots/presets';
import { type SaveGame, toSave } from '../../../../src/games/azuma/flow/save';
import type { TableConfig } from '../../../../src/games/azuma/flow/types';
import type { EditionId, PlayerCount } from '../../../../src/games/azuma/rules';
import { type Agent, botAgent, playGame } from '../../../../src/games/azuma/sim/loop';
import { botsConfig } from '../../../../statecharts/azuma/headless';

/**
 * The most hands a restored game may take to its end: a seeded bot game takes a few dozen; at the
 * smallest stall limit (1 call) a 3-player ZUMA FR game took 265, most of them void.
 */
export const HAND_LIMIT = 3000;

/** Every person's seat played by a normal basic bot. */
function personAgents(config: TableConfig): Record<number, Agent> {
  const agents: Record<number, Agent> = {};
  config.seats.forEach((seat, i) => {
    if (seat.kind === 'person')
      agents[i] = botAgent(
        newBrain(i, presetParams('normal', 'basic'), deriveSeed(config.seed, `person-${i}`)),
      );
  });
  return agents;
}

/** Seeded games that reach tie-breaker hands (found by search), by edition. */
export const TIEBREAK_GAMES = [
  { edition: 'azuma', players: 3, seed: 12, options: {} },
  { edition: 'zuma-de', players: 3, seed: 6, options: { tiebreak: true } },
  { edition: 'zuma-fr', players: 4, seed: 7, options: { tiebreak: true } },
] as const;

/** Each save of one seeded game as JSON text, in order, and the finished game as a save. */
export function savesOf(
  edition: EditionId,
  players: PlayerCount,
  seed: number,
  options: TableConfig['options'] = {},
): { saves: string[]; config: TableConfig; finished: string } {
  return savesOfConfig(botsConfig({ edition, players, seed, options, people: [0] }));
}

/** Each save of a game of this table as JSON text, in order, and the finished game as a save. */
export function savesOfConfig(config: TableConfig): {
  saves: string[];
  config: TableConfig;
  finished: string;
} {
  const saves: string[] = [];
  const result = playGame(config, {
    agents: personAgents(config),
    onEmitted: (e) => {
      if (e.type === 'save') saves.push(JSON.stringify(e.save));
    },
  });
  // A finished game as earlier versions saved it (after its end).
  const finished = JSON.stringify(toSave(result.state, true));
  return { saves, config, finished };
}

/** Plays a restored save to its end; how many hands it dealt and whether it finished. */
export function playSave(save: SaveGame): { finished: boolean; hands: number } {
  let deals = 0;
  const result = playGame(save.config, {
    restore: save,
    agents: personAgents(save.config),
    onPhase: (s) => {
      if (s.phase === 'dealing') deals += 1;
    },
    maxSteps: 2_000_000,
  });
  return { finished: result.finished && deals <= HAND_LIMIT, hands: deals };
}
