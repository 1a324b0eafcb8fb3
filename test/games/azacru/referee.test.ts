// The AZACRU referee: recorded games checked against the plain reference, every file and entry error, size limits.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AzacruRecordError, refereeAzacru } from '../../../src/games/azacru/rules/referee';
import { refLegalMoves, refMove, refNewGame, refPass, refScores, type RefGame } from './reference';

const RECORDS = join(import.meta.dirname, '..', '..', 'records');
const records = readdirSync(RECORDS).filter((f) => /^azacru-.*\.record\.json$/.test(f));
const read = (name: string): unknown => JSON.parse(readFileSync(join(RECORDS, name), 'utf8'));

/** What the referee must print, computed on the plain reference. */
function referenceVerdict(record: { players: number; moves: Record<string, unknown>[] }) {
  let g: RefGame = refNewGame(record.players);
  for (const e of record.moves) {
    if (e.pass === true) g = refPass(g);
    else {
      const twist = (e.twist as 'left' | 'right' | undefined) ?? 'none';
      g = refMove(g, { from: String(e.from), to: String(e.to), twist });
    }
  }
  const markers = refScores(g);
  const chevrons = new Array<number>(record.players).fill(0);
  for (const f of Object.values(g.board)) if (f.chevron) chevrons[f.chevron.owner]! += 1;
  const best = Math.max(...markers);
  return {
    markers,
    chevrons,
    toMove: g.toMove === null ? null : g.toMove + 1,
    over: g.over,
    winners: g.over ? markers.flatMap((m, p) => (m === best ? [p + 1] : [])) : [],
    legalMoves: refLegalMoves(g).length,
  };
}

function refusal(value: unknown): string {
  try {
    refereeAzacru(value);
  } catch (err) {
    if (err instanceof AzacruRecordError) return err.message;
    throw err;
  }
  return 'accepted';
}

const game = (players: number, moves: unknown[]) => ({ game: 'azacru', players, moves });

describe('recorded games', () => {
  it('has complete games for 2, 3 and 4 players', () => {
    const counts = records.map((f) => (read(f) as { players: number }).players).sort();
    expect(counts).toEqual([2, 3, 4]);
  });

  it.each(records)('%s: the expected verdict, game over, and the reference agrees', (name) => {
    const record = read(name) as { players: number; moves: Record<string, unknown>[] };
    const expected = read(name.replace('.record.json', '.expected.json'));
    const verdict = refereeAzacru(record);
    expect(verdict).toEqual(expected);
    expect(verdict.over).toBe(true);
    expect(referenceVerdict(record)).toEqual(expected);
    // Every prefix too (turn, legal moves, markers before the end).
    for (const cut of [0, 1, 7, Math.floor(record.moves.length / 2), record.moves.length - 1]) {
      const part = { ...record, moves: record.moves.slice(0, cut) };
      expect(refereeAzacru({ game: 'azacru', ...part })).toEqual(referenceVerdict(part));
    }
  });

  it('an empty record is the starting position', () => {
    expect(refereeAzacru(game(3, []))).toEqual({
      markers: [0, 0, 0],
      chevrons: [3, 3, 3],
      toMove: 1,
      over: false,
      winners: [],
      legalMoves: referenceVerdict({ players: 3, moves: [] }).legalMoves,
    });
  });
});

describe('refusals', () => {
  it.each([
    ['not an object', [1, 2], 'the record must be a JSON object, got [1,2]'],
    [
      'another game',
      { game: 'chess', players: 2, moves: [] },
      'game must be "azacru", got "chess"',
    ],
    ['no game', { players: 2, moves: [] }, 'the record has no "game" key'],
    ['players 5', game(5, []), 'players must be 2, 3 or 4, got 5'],
    ['players "2"', { ...game(2, []), players: '2' }, 'players must be 2, 3 or 4, got "2"'],
    ['players NaN', game(Number.NaN, []), 'players must be 2, 3 or 4, got NaN'],
    [
      'moves not an array',
      { game: 'azacru', players: 2, moves: {} },
      'moves must be an array, got {}',
    ],
    [
      'unknown key',
      { ...game(2, []), seed: 1 },
      'unknown key "seed" (a record has game, players and moves)',
    ],
    [
      'a bad entry',
      game(2, [{ form: 'e1', to: 'e2' }]),
      'move 1: an entry must be {"from","to"}, {"from","to","twist"} or {"pass":true}, got {"form":"e1","to":"e2"}',
    ],
    [
      'pass false',
      game(2, [{ pass: false }]),
      'move 1: an entry must be {"from","to"}, {"from","to","twist"} or {"pass":true}, got {"pass":false}',
    ],
    [
      'a bad field',
      game(2, [{ from: 'e0', to: 'e2' }]),
      'move 1: from must be a field a1 to i9, got "e0"',
    ],
    [
      'a field not a string',
      game(2, [{ from: 'e1', to: 12 }]),
      'move 1: an entry must be {"from","to"}, {"from","to","twist"} or {"pass":true}, got {"from":"e1","to":12}',
    ],
    [
      'a bad twist',
      game(2, [{ from: 'e1', to: 'e2', twist: 'back' }]),
      'move 1: twist must be "left" or "right", got "back"',
    ],
    ['no chevron', game(2, [{ from: 'e2', to: 'e3' }]), 'move 1: no chevron on e2'],
    [
      'not yours',
      game(2, [{ from: 'e9', to: 'e8' }]),
      'move 1: the chevron on e9 belongs to player 2',
    ],
    [
      'beyond the power',
      game(2, [{ from: 'e1', to: 'e3' }]),
      "move 1: e1-e3 is 2 fields, but the chevron's power is 1",
    ],
    ['off its directions', game(2, [{ from: 'e1', to: 'e1' }]), 'move 1: e1-e1 does not move'],
    [
      'twist without a border',
      game(2, [{ from: 'e1', to: 'e2', twist: 'left' }]),
      'move 1: no twist on e1-e2: it does not cross a border',
    ],
    [
      'pass with a move',
      game(2, [{ from: 'e1', to: 'e2' }, { pass: true }]),
      'move 2: player 2 has 16 legal moves and may not pass',
    ],
  ])('%s', (_what, value, message) => {
    expect(refusal(value)).toBe(message);
  });

  it('a move after the game is over', () => {
    const record = read('azacru-2p-expert-basic.record.json') as { moves: unknown[] };
    const n = record.moves.length;
    expect(refusal({ ...record, moves: [...record.moves, { pass: true }] })).toBe(
      `move ${n + 1}: the game is already over after move ${n}`,
    );
  });

  it('a twist on a move whose chevron is removed', () => {
    const record = read('azacru-2p-expert-basic.record.json') as {
      moves: { from?: string; to?: string }[];
    };
    // Find the removal in the record by replaying prefixes: the first entry whose twisted form is refused as removed.
    const i = record.moves.findIndex((_, k) => {
      const m = record.moves[k];
      if (!m?.from) return false;
      const twisted = { ...record, moves: [...record.moves.slice(0, k), { ...m, twist: 'left' }] };
      return refusal(twisted).endsWith('its chevron is removed');
    });
    expect(i).toBeGreaterThan(0);
  });

  it('bad values are quoted in at most 60 characters, messages stay short', () => {
    const long = 'x'.repeat(10_000);
    const deep: unknown[] = [];
    let at = deep;
    for (let i = 0; i < 10_000; i += 1) {
      const next: unknown[] = [];
      at.push(next);
      at = next;
    }
    for (const value of [
      { game: long, players: 2, moves: [] },
      game(2, [{ from: long, to: 'e2' }]),
      game(2, [deep]),
      deep,
      game(2, [{ [long]: 1 }]),
    ]) {
      const message = refusal(value);
      expect(message.length).toBeLessThanOrEqual(200);
      const quoted = message.match(/got (.*)$/)?.[1] ?? message.match(/key (.*) \(/)?.[1] ?? '';
      expect(quoted.length).toBeLessThanOrEqual(60);
    }
  });

  it('refuses records longer than 100,000 entries', () => {
    expect(refusal(game(2, new Array(100_001).fill({ pass: true })))).toBe(
      'moves holds 100001 entries, at most 100000 are read',
    );
  });
});
