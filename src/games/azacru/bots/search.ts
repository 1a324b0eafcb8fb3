// The expert's search: n-player Monte Carlo tree search over the fast board, run in slices, no allocation per node.
import type { Rng } from '../../../lib/rng';
import { applyMove, applyPass } from '../rules/apply';
import { type Board, copyBoard, createBoard, MAX_PLAYERS, OVER, TO_MOVE } from '../rules/board';
import { type LegalMove, legalMoveOf } from '../rules/flow';
import { createMoveBuffer, generateMoves } from '../rules/generate';
import { type AzacruState, boardOf } from '../rules/state';
import { moveGain, rewards } from './evaluate';
import type { EvaluationParams, SearchParams } from './params';

/** The move of a pass node in the tree. */
const PASS = -1;
/** Deepest path followed from the root in one iteration. */
const MAX_PATH = 2048;

export interface RootChoice {
  readonly move: LegalMove | null;
  readonly visits: number;
  /** Mean reward of the player who makes the move. */
  readonly value: number;
}

export interface SearchStats {
  readonly iterations: number;
  readonly nodes: number;
  /** Root moves, most visited first. */
  readonly ranking: readonly RootChoice[];
}

export interface Search {
  /** Runs `iterations` more iterations (a slice); call again to think longer. */
  run(iterations: number): void;
  /** The most visited root move so far; null when the player to move must pass or the game is over. */
  best(): LegalMove | null;
  /** The encoded best move, for callers on the fast board; -1 for a pass or no move. */
  bestEncoded(): number;
  stats(top?: number): SearchStats;
}

/** A search from a fast board (copied), for the player to move. */
export function createBoardSearch(
  root: Board,
  search: SearchParams,
  evaluation: EvaluationParams,
  rng: Rng,
): Search {
  const rootBoard = copyBoard(root);
  const board = createBoard();
  const buffer = createMoveBuffer();
  const scratch = createMoveBuffer();
  const gains = new Float64Array(buffer.length);
  const reward = new Float64Array(MAX_PLAYERS);
  const worths = new Float64Array(MAX_PLAYERS);
  const path = new Int32Array(MAX_PATH);

  let capacity = 1024;
  let move = new Int32Array(capacity);
  let firstChild = new Int32Array(capacity);
  let childCount = new Uint16Array(capacity);
  let visits = new Int32Array(capacity);
  let value = new Float64Array(capacity);
  let mover = new Int8Array(capacity);
  let nodes = 1;
  let done = 0;
  firstChild[0] = -1;
  mover[0] = -1;

  function grow(needed: number): void {
    if (needed <= capacity) return;
    let next = capacity * 2;
    while (next < needed) next *= 2;
    const copy = <T extends Int32Array | Uint16Array | Float64Array | Int8Array>(
      a: T,
      make: (n: number) => T,
    ): T => {
      const out = make(next);
      out.set(a);
      return out;
    };
    move = copy(move, (n) => new Int32Array(n));
    firstChild = copy(firstChild, (n) => new Int32Array(n));
    childCount = copy(childCount, (n) => new Uint16Array(n));
    visits = copy(visits, (n) => new Int32Array(n));
    value = copy(value, (n) => new Float64Array(n));
    mover = copy(mover, (n) => new Int8Array(n));
    capacity = next;
  }

  /** Creates the children of `node` for the position on `board`, the best immediate gain first. */
  function expand(node: number): void {
    const player = board[TO_MOVE] ?? 0;
    const n = generateMoves(board, buffer);
    const count = n === 0 ? 1 : n;
    grow(nodes + count);
    if (n === 0) {
      buffer[0] = PASS;
    } else {
      // Order by gain (descending), ties in random order: unvisited children are tried in this order.
      for (let i = 0; i < n; i += 1) gains[i] = moveGain(board, buffer[i] ?? 0) + rng.next() * 0.5;
      for (let i = 1; i < n; i += 1) {
        const m = buffer[i] ?? 0;
        const g = gains[i] ?? 0;
        let j = i - 1;
        while (j >= 0 && (gains[j] ?? 0) < g) {
          buffer[j + 1] = buffer[j] ?? 0;
          gains[j + 1] = gains[j] ?? 0;
          j -= 1;
        }
        buffer[j + 1] = m;
        gains[j + 1] = g;
      }
    }
    firstChild[node] = nodes;
    childCount[node] = count;
    for (let i = 0; i < count; i += 1) {
      const c = nodes + i;
      move[c] = buffer[i] ?? PASS;
      firstChild[c] = -1;
      childCount[c] = 0;
      visits[c] = 0;
      value[c] = 0;
      mover[c] = player;
    }
    nodes += count;
  }

  /** UCT: the child with the best mean reward for its mover plus the exploration bonus; unvisited first. */
  function select(node: number): number {
    const first = firstChild[node] ?? 0;
    const all = childCount[node] ?? 0;
    const parentVisits = visits[node] ?? 0;
    const count =
      search.widening > 0
        ? Math.min(all, Math.ceil(search.widening * Math.pow(parentVisits + 1, search.widenPower)))
        : all;
    const logN = Math.log(parentVisits + 1);
    let best = first;
    let bestScore = -Infinity;
    for (let c = first; c < first + count; c += 1) {
      const n = visits[c] ?? 0;
      if (n === 0) return c;
      const score = (value[c] ?? 0) / n + search.exploration * Math.sqrt(logN / n);
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    return best;
  }

  function play(m: number): void {
    if (m === PASS) applyPass(board);
    else applyMove(board, m);
  }

  /** Plays on from the leaf with sampled greedy moves, then scores the position. */
  function playout(): void {
    for (let ply = 0; ply < search.playoutPlies && board[OVER] !== 1; ply += 1) {
      const n = generateMoves(board, buffer);
      if (n === 0) {
        applyPass(board);
        continue;
      }
      let pick = buffer[rng.int(n)] ?? 0;
      if (search.playoutSample > 1) {
        let bestGain = moveGain(board, pick);
        for (let s = 1; s < search.playoutSample; s += 1) {
          const m = buffer[rng.int(n)] ?? 0;
          const g = moveGain(board, m);
          if (g > bestGain) {
            bestGain = g;
            pick = m;
          }
        }
      }
      applyMove(board, pick);
    }
    rewards(board, evaluation, reward, worths, scratch);
  }

  function iterate(): void {
    board.set(rootBoard);
    let node = 0;
    let depth = 0;
    path[depth++] = 0;
    while (board[OVER] !== 1 && depth < MAX_PATH) {
      if ((firstChild[node] ?? -1) < 0) expand(node);
      const child = select(node);
      play(move[child] ?? PASS);
      node = child;
      path[depth++] = node;
      if ((visits[node] ?? 0) === 0) break;
    }
    playout();
    for (let i = 0; i < depth; i += 1) {
      const at = path[i] ?? 0;
      visits[at] = (visits[at] ?? 0) + 1;
      const who = mover[at] ?? -1;
      if (who >= 0) value[at] = (value[at] ?? 0) + (reward[who] ?? 0);
    }
  }

  function ranking(top: number): RootChoice[] {
    const first = firstChild[0] ?? -1;
    if (first < 0) return [];
    const out: { c: number; visits: number; value: number }[] = [];
    for (let c = first; c < first + (childCount[0] ?? 0); c += 1) {
      const n = visits[c] ?? 0;
      out.push({ c, visits: n, value: n > 0 ? (value[c] ?? 0) / n : 0 });
    }
    out.sort((a, b) => b.visits - a.visits || b.value - a.value || a.c - b.c);
    return out.slice(0, top).map((x) => ({
      move: move[x.c] === PASS ? null : legalMoveOf(move[x.c] ?? 0),
      visits: x.visits,
      value: x.value,
    }));
  }

  function bestEncoded(): number {
    if (rootBoard[OVER] === 1) return PASS;
    if ((firstChild[0] ?? -1) < 0) {
      board.set(rootBoard);
      expand(0);
    }
    const first = firstChild[0] ?? 0;
    let best = first;
    for (let c = first + 1; c < first + (childCount[0] ?? 0); c += 1) {
      const n = visits[c] ?? 0;
      const bn = visits[best] ?? 0;
      if (n > bn || (n === bn && n > 0 && (value[c] ?? 0) / n > (value[best] ?? 0) / bn)) best = c;
    }
    return move[best] ?? PASS;
  }

  return {
    run(iterations: number): void {
      if (rootBoard[OVER] === 1) return;
      for (let i = 0; i < iterations; i += 1) iterate();
      done += iterations;
    },
    bestEncoded,
    best(): LegalMove | null {
      const m = bestEncoded();
      return m === PASS ? null : legalMoveOf(m);
    },
    stats(top = 5): SearchStats {
      return { iterations: done, nodes, ranking: ranking(top) };
    },
  };
}

/** A search from a flow state, for the player to move: `run(n)` in slices, then `best()`. */
export function createSearch(
  state: AzacruState,
  params: { readonly search: SearchParams; readonly evaluation: EvaluationParams },
  rng: Rng,
): Search {
  return createBoardSearch(boardOf(state), params.search, params.evaluation, rng);
}
