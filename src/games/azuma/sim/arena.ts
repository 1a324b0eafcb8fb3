// The arena: many bots-only games with chosen skills per seat and one reaction preset, summarised per seat.
import { type PresetId, presetParams } from '../bots/presets';
import type { Skill } from '../bots/params';
import { mean, wilson } from '../bots/stats';
import { createRng, deriveSeed, type EditionId, type PlayerCount, shuffle, totals } from '../rules';
import { playBots } from './bots-game';
import { DEFAULT_TIMING, type TableConfig } from '../flow/types';

export interface ArenaOptions {
  readonly edition: EditionId;
  readonly players: PlayerCount;
  readonly games: number;
  readonly seed: number;
  readonly skills: readonly Skill[];
  readonly preset: PresetId;
}

export interface SeatResult {
  seat: number;
  skill: Skill;
  wins: number;
  winRate: number;
  ci95: [number, number];
  meanPoints: number;
  meanRecognitionMs: number;
  meanReactionMs: number;
  passDecisionMicros: number;
}

export interface ArenaReport {
  edition: EditionId;
  players: number;
  games: number;
  preset: PresetId;
  seats: SeatResult[];
  wallMs: number;
}

/**
 * Game `game` of the arena: the listed bots take their places in a seeded random order, so that
 * neighbours (whose discards you receive) and table position average out. Returns the config and
 * the table seat of each listed bot.
 */
export function arenaGame(
  o: ArenaOptions,
  game: number,
): { config: TableConfig; seatOf: number[] } {
  const seed = (o.seed * 1_000_003 + game * 7919) >>> 0;
  const seatOf = shuffle([...Array(o.players).keys()], createRng(deriveSeed(seed, 'seating')));
  const skillAt = new Array<Skill>(o.players);
  seatOf.forEach((seat, i) => (skillAt[seat] = o.skills[i] as Skill));
  return {
    config: {
      edition: o.edition,
      players: o.players,
      options: {},
      seed,
      seats: skillAt.map((skill, seat) => ({
        kind: 'bot',
        name: `${skill} ${seat}`,
        bot: presetParams(o.preset, skill),
      })),
      timing: DEFAULT_TIMING,
    },
    seatOf,
  };
}

/** A shared win counts as a win for each winner (ZUMA's default shared win). */
export function arena(o: ArenaOptions): ArenaReport {
  if (o.skills.length !== o.players)
    throw new Error(`--bots needs ${o.players} skills, one per seat`);
  const n = o.players;
  const wins = new Array<number>(n).fill(0);
  const points: number[][] = Array.from({ length: n }, () => []);
  const recognitions: number[][] = Array.from({ length: n }, () => []);
  const reactions: number[][] = Array.from({ length: n }, () => []);
  const micros = new Array<number>(n).fill(0);
  const passes = new Array<number>(n).fill(0);
  const start = performance.now();
  for (let g = 0; g < o.games; g += 1) {
    const { config, seatOf } = arenaGame(o, g);
    const r = playBots(config, true);
    const total = totals(r.book);
    for (let p = 0; p < n; p += 1) {
      const seat = seatOf[p] as number;
      if (r.book.winners.includes(seat)) wins[p] = (wins[p] ?? 0) + 1;
      points[p]?.push(total[seat] ?? 0);
      recognitions[p]?.push(...(r.recognitions[seat] ?? []));
      reactions[p]?.push(...(r.reactions[seat] ?? []));
      micros[p] = (micros[p] ?? 0) + (r.actMicros[seat] ?? 0);
      passes[p] = (passes[p] ?? 0) + (r.acts[seat] ?? 0);
    }
  }
  const seats = o.skills.map((skill, seat) => {
    const w = wilson(wins[seat] ?? 0, o.games);
    return {
      seat,
      skill,
      wins: wins[seat] ?? 0,
      winRate: round(w.p, 4),
      ci95: [round(w.low, 4), round(w.high, 4)] as [number, number],
      meanPoints: round(mean(points[seat] ?? []), 2),
      meanRecognitionMs: round(mean(recognitions[seat] ?? []), 1),
      meanReactionMs: round(mean(reactions[seat] ?? []), 1),
      passDecisionMicros: round((micros[seat] ?? 0) / Math.max(1, passes[seat] ?? 0), 2),
    };
  });
  return {
    edition: o.edition,
    players: n,
    games: o.games,
    preset: o.preset,
    seats,
    wallMs: Math.round(performance.now() - start),
  };
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
