// The referee CLI itself: recorded games to game over, the seed's worked example, and clean errors.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const RECORDS = join(import.meta.dirname, '..', '..', '..', 'records');

async function referee(file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '-s', 'referee', '--', file]);
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const temp = mkdtempSync(join(tmpdir(), 'referee-'));
function tempFile(name: string, text: string): string {
  const file = join(temp, name);
  writeFileSync(file, text);
  return file;
}

describe('referee CLI', () => {
  const records = readdirSync(RECORDS).filter((f) => /^(azuma|zuma)-.*\.record\.json$/.test(f));

  it('has a complete game for every edition, one with an AZUMA tie-breaker', () => {
    for (const edition of ['azuma', 'zuma-de', 'zuma-fr']) {
      expect(
        records.some((f) => JSON.parse(readFileSync(join(RECORDS, f), 'utf8')).edition === edition),
      ).toBe(true);
    }
    const tiebreak = records.map((f) =>
      JSON.parse(readFileSync(join(RECORDS, f.replace('.record', '.expected')), 'utf8')),
    );
    expect(tiebreak.some((s) => s.tiebreak.some((x: number) => x !== 0))).toBe(true);
  });

  it.each(records)('%s: prints the expected sheet, game over, exit 0', async (name) => {
    const out = await referee(join(RECORDS, name));
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    const expected = JSON.parse(
      readFileSync(join(RECORDS, name.replace('.record.json', '.expected.json')), 'utf8'),
    );
    const sheet = JSON.parse(out.stdout);
    expect(sheet).toEqual(expected);
    expect(sheet.over).toBe(true);
  });

  it('reproduces the ZUMA FR worked example: Julie 9 points, -2 for bomb cards, 7', async () => {
    const sheet = JSON.parse((await referee(join(RECORDS, 'zuma-fr-5p-julie.record.json'))).stdout);
    const julie = sheet.rounds.map((r: { cells: Record<string, unknown>[] }) => r.cells[0]);
    expect(julie).toEqual([
      { red: 2, blue: 1, violet: null },
      { red: 1, blue: 1, violet: 1 },
      { red: 1, blue: 2, violet: null },
    ]);
    expect(
      sheet.rounds.reduce((s: number, r: { points: number[] }) => s + (r.points[0] ?? 0), 0),
    ).toBe(9);
    expect(sheet.montezuma[0]).toBe(-2);
    expect(sheet.total[0]).toBe(7);
  });

  it.each([
    ['malformed JSON', '{"edition": "azuma",', /^referee: malformed JSON in .*bad\.json: /],
    [
      'unknown edition',
      '{"edition":"uno","players":4,"hands":[]}',
      /^referee: unknown edition "uno"/,
    ],
    [
      'a bad card',
      JSON.stringify({
        edition: 'azuma',
        players: 3,
        hands: [{ cards: [[...'AAAABBB'], [...'CCCCDDD'], [...'EEEFFFQ']], grabs: [] }],
      }),
      /^referee: hand 1, player 2: card "Q" is not in the azuma deck/,
    ],
  ])('%s: exit 2, one line on stderr, no stack trace', async (_what, text, pattern) => {
    const out = await referee(tempFile('bad.json', text));
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(pattern);
    expect(out.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(out.stderr).not.toMatch(/\n\s+at /);
  });

  it('a missing file: exit 2 with a clear message', async () => {
    const out = await referee(join(temp, 'nope.json'));
    expect(out.code).toBe(2);
    expect(out.stderr).toBe(`referee: cannot read ${join(temp, 'nope.json')}: no such file\n`);
  });
});
