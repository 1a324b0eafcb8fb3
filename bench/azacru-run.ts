// Benchmark body (bundled by bench/azacru.ts): AZACRU random games per second on the fast board and on the plain
// reference, flow steps, and the expert's search speed per player count, on one core; prints JSON.
import { applyMove, applyPass } from '../src/games/azacru/rules/apply';
import { copyBoard, OVER, type PlayerCount } from '../src/games/azacru/rules/board';
import { legalMoves, step } from '../src/games/azacru/rules/flow';
import { createMoveBuffer, generateMoves } from '../src/games/azacru/rules/generate';
import { setUp } from '../src/games/azacru/rules/setup';
import { newGame } from '../src/games/azacru/rules/state';
import { basicMove } from '../src/games/azacru/bots/basic';
import { botParams } from '../src/games/azacru/bots/presets';
import { createBoardSearch } from '../src/games/azacru/bots/search';
import { createRng } from '../src/lib/rng';
import { refLegalMoves, refMove, refNewGame, refPass } from '../test/games/azacru/reference';

const seconds = Number(process.argv[2] ?? 3);
const PLAYERS: readonly PlayerCount[] = [2, 3, 4];

/** Runs `body` repeatedly for `ms` and returns runs per second (after a warm-up of a third as long). */
function rate(ms: number, body: () => void): number {
  const warm = performance.now() + ms / 3;
  while (performance.now() < warm) body();
  let runs = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    body();
    runs += 1;
  }
  return (runs * 1000) / (performance.now() - start);
}

const rng = createRng(1);
const buffer = createMoveBuffer();
const starts = Object.fromEntries(PLAYERS.map((n) => [n, setUp(n)]));
const board = setUp(4);
let plies = 0;

/** One complete game, every move chosen uniformly from the full legal list. */
function randomGame(players: PlayerCount): void {
  copyBoard(starts[players] ?? setUp(players), board);
  while (board[OVER] !== 1) {
    const n = generateMoves(board, buffer);
    if (n === 0) applyPass(board);
    else applyMove(board, buffer[rng.int(n)] ?? 0);
    plies += 1;
  }
}

function referenceGame(players: PlayerCount): void {
  let g = refNewGame(players);
  while (!g.over) {
    const moves = refLegalMoves(g);
    g = moves.length === 0 ? refPass(g) : refMove(g, moves[rng.int(moves.length)]!);
  }
}

function flowGame(players: PlayerCount): number {
  let s = newGame(players);
  let steps = 0;
  while (!s.over) {
    const moves = legalMoves(s);
    const m = moves[rng.int(moves.length)]!;
    const r = step(s, { type: 'MOVE', player: s.toMove, from: m.from, to: m.to, twist: m.twist });
    if (!r.ok) throw new Error(r.refusal.message);
    s = r.state;
    steps += 1;
  }
  return steps;
}

/** Iterations per second of the default expert search over mid-game positions (basic play, turns 8 to 38). */
function searchRate(players: PlayerCount): {
  iterationsPerSecond: number;
  nodesPerIteration: number;
} {
  const params = botParams('expert', players);
  let iterations = 0;
  let nodes = 0;
  let ms = 0;
  for (let g = 0; g < 6; g += 1) {
    const r = createRng(g);
    const b = setUp(players);
    for (let t = 0; t < 8 + 6 * g && b[OVER] !== 1; t += 1) {
      const m = basicMove(b, r);
      if (m < 0) applyPass(b);
      else applyMove(b, m);
    }
    const search = createBoardSearch(b, params.search, params.evaluation, r);
    const start = performance.now();
    const slice = Math.round(4000 * seconds);
    search.run(slice);
    ms += performance.now() - start;
    iterations += slice;
    nodes += search.stats().nodes;
  }
  return {
    iterationsPerSecond: Math.round((iterations * 1000) / ms),
    nodesPerIteration: Number((nodes / iterations).toFixed(1)),
  };
}

const out: Record<string, unknown> = {};
for (const n of PLAYERS) {
  plies = 0;
  let games = 0;
  const gamesPerSecond = rate(seconds * 1000, () => {
    randomGame(n);
    games += 1;
  });
  out[`random games/s, ${n} players (fast board)`] = Math.round(gamesPerSecond);
  out[`plies per random game, ${n} players`] = Number((plies / games).toFixed(1));
}
out['random games/s, 4 players (plain reference)'] = Math.round(
  rate(seconds * 500, () => referenceGame(4)),
);
let steps = 0;
let flowGames = 0;
const flowRate = rate(seconds * 500, () => {
  steps += flowGame(4);
  flowGames += 1;
});
out['flow: 4-player random games/s through legalMoves() and step()'] = Math.round(flowRate);
out['flow: microseconds per turn (legalMoves + step)'] = Number(
  (1e6 / ((flowRate * steps) / flowGames)).toFixed(1),
);
for (const n of PLAYERS) out[`expert search, ${n} players`] = searchRate(n);
process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
