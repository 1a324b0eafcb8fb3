// The arena core: many bots-only games with the listed bots in seeded random seats, summarised per listed bot.
import { createRng, deriveSeed, shuffle } from '../../../lib/rng';
import type { BonanzaBotParams, Skill } from '../bots/params';
import { warmPokerOdds } from '../bots/poker-odds';
import { type PresetId, presetParams } from '../bots/presets';
import type { OptionsInput } from '../rules/options';
import { playBonanzaGame } from './play';
import { meanInterval, wilson } from './stats';

export interface ArenaConfig {
  readonly players: number;
  readonly games: number;
  /** One bot per seat: a skill (with the preset's think times) or full parameters. */
  readonly bots: readonly (Skill | BonanzaBotParams)[];
  readonly seed: number;
  readonly preset?: PresetId;
  readonly options?: OptionsInput;
}

export interface ArenaBot {
  /** Index in the list of bots. */
  readonly bot: number;
  readonly skill: Skill;
  /** Chips won per game (final stack minus start stack), with its 95 % interval. */
  readonly meanChips: number;
  readonly chipsCi95: readonly [number, number];
  /** Share of games won (a shared win counts as a share), with its Wilson 95 % interval. */
  readonly winShare: number;
  readonly winCi95: readonly [number, number];
  /** Wall time per decision (microseconds), mean and longest. */
  readonly decisionMicros: number;
  readonly maxDecisionMicros: number;
  /** Simulated think time per decision (ms). */
  readonly thinkMs: number;
}

export interface ArenaReport {
  readonly players: number;
  readonly games: number;
  readonly hands: number;
  readonly seed: number;
  readonly bots: readonly ArenaBot[];
  readonly wallMs: number;
}

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Game `g`'s seed and where each listed bot sits (seeded, so neighbours and deal order average out). */
export function arenaSeating(
  seed: number,
  g: number,
  players: number,
): { seed: number; seatOf: number[] } {
  const gameSeed = deriveSeed(seed, `game ${g}`);
  const seats = shuffle([...Array(players).keys()], createRng(deriveSeed(gameSeed, 'seating')));
  return { seed: gameSeed, seatOf: seats };
}

export function arenaBonanza(config: ArenaConfig): ArenaReport {
  const n = config.players;
  if (config.bots.length !== n) throw new Error(`${config.bots.length} bots for ${n} players`);
  const params = config.bots.map((b) =>
    typeof b === 'string' ? presetParams(config.preset ?? 'normal', b) : b,
  );
  const chips: number[][] = params.map(() => []);
  const wins = new Array<number>(n).fill(0);
  const micros = new Array<number>(n).fill(0);
  const maxMicros = new Array<number>(n).fill(0);
  const thinks = new Array<number>(n).fill(0);
  const decisions = new Array<number>(n).fill(0);
  let hands = 0;
  // The poker odds tables are built, and the bots' code compiled, before any decision is timed:
  // a few untimed games of the same bots on other seeds (their results are not counted).
  warmPokerOdds();
  for (let g = 0; g < 20; g += 1)
    playBonanzaGame({
      players: n,
      seed: deriveSeed(config.seed, `warm-${g}`),
      bots: params,
      timeDecisions: true,
    });
  const started = performance.now();
  for (let g = 0; g < config.games; g += 1) {
    const { seed, seatOf } = arenaSeating(config.seed, g, n);
    const bots = new Array<BonanzaBotParams>(n);
    seatOf.forEach((seat, i) => (bots[seat] = params[i] as BonanzaBotParams));
    const r = playBonanzaGame({
      players: n,
      seed,
      bots,
      timeDecisions: true,
      ...(config.options ? { options: config.options } : {}),
    });
    hands += r.hands;
    const winners = r.state.winners;
    seatOf.forEach((seat, i) => {
      chips[i]?.push((r.state.stacks[seat] ?? 0) - (r.state.start[seat] ?? 0));
      if (winners.includes(seat)) wins[i]! += 1 / winners.length;
      const s = r.seats[seat];
      if (s) {
        micros[i]! += s.micros;
        maxMicros[i] = Math.max(maxMicros[i] ?? 0, s.maxMicros);
        thinks[i]! += s.thinkMs;
        decisions[i]! += s.decisions;
      }
    });
  }
  return {
    players: n,
    games: config.games,
    hands,
    seed: config.seed,
    wallMs: Math.round(performance.now() - started),
    bots: params.map((p, i) => {
      const m = meanInterval(chips[i] ?? []);
      const w = wilson(wins[i] ?? 0, config.games);
      const d = Math.max(1, decisions[i] ?? 0);
      return {
        bot: i,
        skill: p.skill,
        meanChips: round(m.mean),
        chipsCi95: [round(m.low), round(m.high)] as const,
        winShare: round(w.mean, 4),
        winCi95: [round(w.low, 4), round(w.high, 4)] as const,
        decisionMicros: round((micros[i] ?? 0) / d),
        maxDecisionMicros: round(maxMicros[i] ?? 0),
        thinkMs: round((thinks[i] ?? 0) / d, 0),
      };
    }),
  };
}
