// A plain reference of AZACRU written for clarity from AZACRU.md: objects and arrays, no code shared with the fast board.

export interface RefChevron {
  owner: number;
  /** One of N, NE, E, SE, S, SW, W, NW. */
  facing: string;
}

export interface RefField {
  /** null: neutral; otherwise the player (0-based) whose marker lies here. */
  marker: number | null;
  chevron: RefChevron | null;
}

export interface RefGame {
  players: number;
  /** Indexed by name, e.g. board['e1']. */
  board: Record<string, RefField>;
  toMove: number | null;
  endTriggeredBy: number | null;
  /** Players still to play their one last turn, in order. */
  finalRound: number[];
  over: boolean;
}

export interface RefMove {
  from: string;
  to: string;
  twist: 'none' | 'left' | 'right';
}

const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
const VECTORS: Record<string, [number, number]> = {
  N: [0, 1],
  NE: [1, 1],
  E: [1, 0],
  SE: [1, -1],
  S: [0, -1],
  SW: [-1, -1],
  W: [-1, 0],
  NW: [-1, 1],
};

function name(file: number, rank: number): string {
  return `${FILES[file]}${rank + 1}`;
}

function coordinates(field: string): [number, number] {
  return [FILES.indexOf(field[0] ?? ''), Number(field.slice(1)) - 1];
}

function onBoard(file: number, rank: number): boolean {
  return file >= 0 && file < 9 && rank >= 0 && rank < 9;
}

export function turned(facing: string, side: 'left' | 'right'): string {
  const i = COMPASS.indexOf(facing);
  return COMPASS[(i + (side === 'left' ? 7 : 1)) % 8] ?? 'N';
}

/** The borderland of a field: which 3x3 block it lies in. */
export function refBorderland(field: string): string {
  const [file, rank] = coordinates(field);
  return `${Math.floor(file / 3)},${Math.floor(rank / 3)}`;
}

const ALL_FIELDS: string[] = [];
for (let rank = 0; rank < 9; rank += 1) {
  for (let file = 0; file < 9; file += 1) ALL_FIELDS.push(name(file, rank));
}

/** The 81 field names, a1 first, rank by rank. */
export function allFields(): readonly string[] {
  return ALL_FIELDS;
}

/** The nine fields of each borderland. */
const BORDERLAND_FIELDS = new Map<string, string[]>();
for (const f of ALL_FIELDS) {
  const land = refBorderland(f);
  BORDERLAND_FIELDS.set(land, [...(BORDERLAND_FIELDS.get(land) ?? []), f]);
}

const SETUP: Record<number, [string, string][][]> = {
  2: [
    [
      ['a3', 'E'],
      ['e1', 'N'],
      ['i3', 'W'],
      ['i9', 'SW'],
    ],
    [
      ['e9', 'S'],
      ['a7', 'E'],
      ['i7', 'W'],
      ['a1', 'NE'],
    ],
  ],
  3: [
    [
      ['e9', 'S'],
      ['a7', 'E'],
      ['i7', 'W'],
    ],
    [
      ['g9', 'S'],
      ['i5', 'W'],
      ['g1', 'N'],
    ],
    [
      ['c9', 'S'],
      ['a5', 'E'],
      ['c1', 'N'],
    ],
  ],
  4: [
    [
      ['e9', 'S'],
      ['a7', 'E'],
      ['i7', 'W'],
    ],
    [
      ['g9', 'S'],
      ['i5', 'W'],
      ['g1', 'N'],
    ],
    [
      ['a3', 'E'],
      ['e1', 'N'],
      ['i3', 'W'],
    ],
    [
      ['c9', 'S'],
      ['a5', 'E'],
      ['c1', 'N'],
    ],
  ],
};

export function refNewGame(players: number): RefGame {
  const board: Record<string, RefField> = {};
  for (const f of allFields()) board[f] = { marker: null, chevron: null };
  (SETUP[players] ?? []).forEach((chevrons, owner) => {
    for (const [field, facing] of chevrons)
      board[field] = { marker: null, chevron: { owner, facing } };
  });
  return { players, board, toMove: 0, endTriggeredBy: null, finalRound: [], over: false };
}

function field(game: RefGame, f: string): RefField {
  const x = game.board[f];
  if (!x) throw new Error(`no field ${f}`);
  return x;
}

/** The power of a chevron on `start`: its owner's markers in that borderland, at least 1. */
export function refPower(game: RefGame, owner: number, start: string): number {
  const land = BORDERLAND_FIELDS.get(refBorderland(start)) ?? [];
  const count = land.filter((f) => field(game, f).marker === owner).length;
  return count === 0 ? 1 : count;
}

interface Path {
  direction: string;
  target: string;
  passed: string[];
}

/** Every straight path of 1..power fields in the three allowed directions. */
function paths(game: RefGame, start: string): Path[] {
  const chevron = field(game, start).chevron;
  if (!chevron) return [];
  const power = refPower(game, chevron.owner, start);
  const out: Path[] = [];
  for (const direction of [
    chevron.facing,
    turned(chevron.facing, 'left'),
    turned(chevron.facing, 'right'),
  ]) {
    const [df, dr] = VECTORS[direction] ?? [0, 0];
    const [file, rank] = coordinates(start);
    for (let k = 1; k <= power; k += 1) {
      if (!onBoard(file + k * df, rank + k * dr)) break;
      const passed: string[] = [];
      for (let i = 1; i < k; i += 1) passed.push(name(file + i * df, rank + i * dr));
      out.push({ direction, target: name(file + k * df, rank + k * dr), passed });
    }
  }
  return out;
}

type Kind = 'plain' | 'change' | 'jump';

/** Whether a path is legal for the chevron's owner, and what kind of move it is. */
function classify(game: RefGame, start: string, path: Path): Kind | null {
  const owner = field(game, start).chevron?.owner ?? -1;
  const target = field(game, path.target);
  if (target.chevron !== null) return null;
  if (target.marker !== null && target.marker !== owner) return null;
  const startMine = field(game, start).marker === owner;
  const connection = path.passed.length >= 1 && startMine && target.marker === owner;
  const jumpsChevron = path.passed.some((f) => field(game, f).chevron !== null);
  if (jumpsChevron) return connection ? 'jump' : null;
  return connection ? 'change' : 'plain';
}

function takesForeignField(game: RefGame, owner: number, path: Path): boolean {
  return path.passed.some((f) => {
    const m = field(game, f).marker;
    return m !== null && m !== owner;
  });
}

export function refLegalMoves(game: RefGame): RefMove[] {
  if (game.over || game.toMove === null) return [];
  const out: RefMove[] = [];
  for (const start of allFields()) {
    const chevron = field(game, start).chevron;
    if (!chevron || chevron.owner !== game.toMove) continue;
    for (const path of paths(game, start)) {
      const kind = classify(game, start, path);
      if (kind === null) continue;
      out.push({ from: start, to: path.target, twist: 'none' });
      const removed = kind === 'change' && takesForeignField(game, chevron.owner, path);
      const crossed = refBorderland(start) !== refBorderland(path.target);
      if (crossed && !removed) {
        out.push({ from: start, to: path.target, twist: 'left' });
        out.push({ from: start, to: path.target, twist: 'right' });
      }
    }
  }
  return out;
}

/** A deep copy: moves never change the game they are given. */
function copyGame(game: RefGame): RefGame {
  const board: Record<string, RefField> = {};
  for (const f of ALL_FIELDS) {
    const x = field(game, f);
    board[f] = { marker: x.marker, chevron: x.chevron ? { ...x.chevron } : null };
  }
  return { ...game, board, finalRound: [...game.finalRound] };
}

function nextTurn(game: RefGame): void {
  if (game.endTriggeredBy !== null) {
    const next = game.finalRound.shift();
    if (next === undefined) {
      game.over = true;
      game.toMove = null;
    } else {
      game.toMove = next;
    }
    return;
  }
  game.toMove = ((game.toMove ?? 0) + 1) % game.players;
}

/** Plays a legal move on a copy of the game. */
export function refMove(before: RefGame, move: RefMove): RefGame {
  const game = copyGame(before);
  const owner = game.toMove ?? 0;
  const path = paths(game, move.from).find((p) => p.target === move.to);
  if (!path) throw new Error('not a path');
  const kind = classify(game, move.from, path);
  const chevron = field(game, move.from).chevron;
  if (!chevron || kind === null) throw new Error('not a legal move');
  let removed = false;
  if (kind === 'change') {
    removed = takesForeignField(game, owner, path);
    for (const f of path.passed) field(game, f).marker = owner;
  }
  field(game, move.to).marker = owner;
  field(game, move.from).chevron = null;
  if (!removed) {
    field(game, move.to).chevron = {
      owner,
      facing: move.twist === 'none' ? path.direction : turned(path.direction, move.twist),
    };
  }
  nextTurn(game);
  return game;
}

/** The player to move passes; the first pass of the game triggers the end. */
export function refPass(before: RefGame): RefGame {
  const game = copyGame(before);
  const passer = game.toMove ?? 0;
  if (game.endTriggeredBy === null) {
    game.endTriggeredBy = passer;
    for (let i = 1; i < game.players; i += 1) game.finalRound.push((passer + i) % game.players);
  }
  nextTurn(game);
  return game;
}

export function refScores(game: RefGame): number[] {
  const out = new Array<number>(game.players).fill(0);
  for (const f of allFields()) {
    const m = field(game, f).marker;
    if (m !== null) out[m] = (out[m] ?? 0) + 1;
  }
  return out;
}
