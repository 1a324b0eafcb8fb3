// The arena core: many bots-only games with rotating seats; per bot the win share and head-to-head share (95 % intervals),
// markers, think time.
import { deriveSeed } from '../../../lib/rng';
import type { AzacruBotParams, Skill } from '../bots/params';
import { botParams } from '../bots/presets';
import type { PlayerCount } from '../rules/board';
import { playGame } from './play';
import { meanInterval, wilson } from './stats';

export interface ArenaOptions {
  readonly players: PlayerCount;
  readonly games: number;
  /** One bot per seat: a skill (default parameters) or full parameters. */
  readonly bots: readonly (Skill | AzacruBotParams)[];
  readonly seed: number;
  /** Search iterations per move for each listed bot (experts; ignored for the others). */
  readonly budgets?: readonly (number | undefined)[];
  /** Called after each game (progress). */
  readonly onGame?: (game: number) => void;
}

export interface BotResult {
  readonly bot: number;
  readonly skill: Skill;
  /** Search iterations per move (experts), else null. */
  readonly iterations: number | null;
  /** Games won, a shared win counting 1/k for each of k winners. */
  readonly wins: number;
  readonly winShare: number;
  readonly ci95: readonly [number, number];
  /**
   * Head-to-head: per game, the share of the other bots this bot outscored (a tie counts half),
   * averaged over the games; 0.5 between equals at any number of players.
   */
  readonly headToHead: number;
  /** Its 95 % interval, taking each game as one value (normal, over games). */
  readonly headToHeadCi95: readonly [number, number];
  readonly meanMarkers: number;
  /** Mean wall-clock decision time per move, ms. */
  readonly meanThinkMs: number;
}

/**
 * Listed bots with the same parameters taken together (only when some are listed more than once):
 * the share of games one of them won (a shared win splits as for single bots) with its Wilson 95 %
 * interval over games, against `fairShare`, the share equals would win.
 */
export interface TeamResult {
  /** Listed bots of the team (0-based, as in `bots`). */
  readonly members: readonly number[];
  readonly skill: Skill;
  readonly iterations: number | null;
  readonly wins: number;
  readonly winShare: number;
  readonly ci95: readonly [number, number];
  readonly fairShare: number;
}

export interface ArenaReport {
  readonly players: number;
  readonly games: number;
  readonly seed: number;
  readonly bots: readonly BotResult[];
  /** Empty unless some listed bots share their parameters. */
  readonly teams: readonly TeamResult[];
  readonly meanTurns: number;
  /** Games stopped at the turn limit (scored as they stood). */
  readonly capped: number;
  readonly wallMs: number;
}

function paramsOf(
  bot: Skill | AzacruBotParams,
  players: PlayerCount,
  iterations?: number,
): AzacruBotParams {
  const p = typeof bot === 'string' ? botParams(bot, players) : bot;
  return iterations === undefined ? p : { ...p, search: { ...p.search, iterations } };
}

/** Groups listed bots with equal parameters, in listing order; none when every bot is different. */
export function teamsOf(params: readonly AzacruBotParams[]): number[][] {
  const keys = params.map((p) => JSON.stringify(p));
  const teams: number[][] = [];
  keys.forEach((k, i) => {
    const team = teams.find((t) => keys[t[0] ?? 0] === k);
    if (team) team.push(i);
    else teams.push([i]);
  });
  return teams.length < params.length ? teams : [];
}

/** Listed bot i sits at seat (i + game) mod n, so every bot moves first equally often. */
export function seatOf(bot: number, game: number, players: number): number {
  return (bot + game) % players;
}

export function arenaAzacru(
  o: ArenaOptions,
  now: () => number = () => performance.now(),
): ArenaReport {
  const n = o.players;
  if (o.bots.length !== n) throw new Error(`${n} players need ${n} bots, got ${o.bots.length}`);
  const params = o.bots.map((b, i) => paramsOf(b, n, o.budgets?.[i]));
  const wins = new Array<number>(n).fill(0);
  const markers = new Array<number>(n).fill(0);
  const thinkMs = new Array<number>(n).fill(0);
  const decisions = new Array<number>(n).fill(0);
  const headToHead: number[][] = params.map(() => []);
  let turns = 0;
  let capped = 0;
  const start = now();
  for (let g = 0; g < o.games; g += 1) {
    const atSeat = new Array<AzacruBotParams>(n);
    params.forEach((p, i) => (atSeat[seatOf(i, g, n)] = p));
    const r = playGame(o.players, atSeat, deriveSeed(o.seed, `game ${g}`), now);
    for (let i = 0; i < n; i += 1) {
      const seat = seatOf(i, g, n);
      if (r.winners.includes(seat)) wins[i] = (wins[i] ?? 0) + 1 / r.winners.length;
      markers[i] = (markers[i] ?? 0) + (r.scores[seat] ?? 0);
      thinkMs[i] = (thinkMs[i] ?? 0) + (r.thinkMs[seat] ?? 0);
      decisions[i] = (decisions[i] ?? 0) + (r.decisions[seat] ?? 0);
      const mine = r.scores[seat] ?? 0;
      let beaten = 0;
      for (let other = 0; other < n; other += 1) {
        if (other === seat) continue;
        const theirs = r.scores[other] ?? 0;
        beaten += mine > theirs ? 1 : mine === theirs ? 0.5 : 0;
      }
      headToHead[i]?.push(beaten / (n - 1));
    }
    turns += r.turns;
    if (r.capped) capped += 1;
    o.onGame?.(g);
  }
  return {
    players: n,
    games: o.games,
    seed: o.seed,
    bots: params.map((p, i) => {
      const w = wilson(wins[i] ?? 0, o.games);
      const h = meanInterval(headToHead[i] ?? []);
      return {
        bot: i,
        skill: p.skill,
        iterations: p.skill === 'expert' ? p.search.iterations : null,
        wins: wins[i] ?? 0,
        winShare: (wins[i] ?? 0) / Math.max(1, o.games),
        ci95: [w.low, w.high] as const,
        headToHead: h.mean,
        headToHeadCi95: [h.low, h.high] as const,
        meanMarkers: (markers[i] ?? 0) / Math.max(1, o.games),
        meanThinkMs: (thinkMs[i] ?? 0) / Math.max(1, decisions[i] ?? 0),
      };
    }),
    teams: teamsOf(params).map((members) => {
      const p = params[members[0] ?? 0] as AzacruBotParams;
      const won = members.reduce((sum, i) => sum + (wins[i] ?? 0), 0);
      const w = wilson(won, o.games);
      return {
        members,
        skill: p.skill,
        iterations: p.skill === 'expert' ? p.search.iterations : null,
        wins: won,
        winShare: won / Math.max(1, o.games),
        ci95: [w.low, w.high] as const,
        fairShare: members.length / n,
      };
    }),
    meanTurns: turns / Math.max(1, o.games),
    capped,
    wallMs: Math.round(now() - start),
  };
}
