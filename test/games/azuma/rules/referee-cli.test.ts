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

describe('referee CLI, hostile records', () => {
  const hand = {
    cards: [[...'AAAABBB'], [...'CCCCDDD'], [...'EEEEFFZ']],
    grabs: [{ player: 0, stick: 'yellow' }],
  };
  const record = (extra: object = {}, h: object = hand) =>
    JSON.stringify({ edition: 'azuma', players: 3, hands: [h], ...extra });
  const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
  const huge = 'x'.repeat(5 * 1024 * 1024);

  /** Exit 2, nothing on stdout, one short `referee: ` line, no internal error, no stack trace. */
  async function refused(text: string): Promise<string> {
    const out = await referee(tempFile('hostile.json', text));
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr.endsWith('\n')).toBe(true);
    const lines = out.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    const line = lines[0] as string;
    expect(line.startsWith('referee: ')).toBe(true);
    expect(line.length).toBeLessThanOrEqual(400);
    expect(line).not.toMatch(/internal error|RangeError|\bat .*:\d+:\d+/);
    return line;
  }

  it('the record as written is fine (the hostile ones below differ from it by one thing)', async () => {
    const out = await referee(tempFile('fine.json', record()));
    expect(out.code).toBe(0);
  });

  it('a misspelled top-level key ("optoins") is refused', async () => {
    expect(await refused(record({ optoins: { tiebreak: false } }))).toMatch(
      /unknown key "optoins" in the record \(known: game, edition, players, options, hands\)/,
    );
  });

  it('an unknown key inside a hand (a misspelled "fakes") is refused', async () => {
    expect(await refused(record({}, { ...hand, fakse: [{ player: 1 }] }))).toMatch(
      /^referee: hand 1: unknown key "fakse" in a hand \(known: cards, grabs, fakes, x\)/,
    );
  });

  it('an unknown key inside a grab or a fake is refused', async () => {
    const grab = { ...hand, grabs: [{ player: 0, stick: 'yellow', at: 5 }] };
    expect(await refused(record({}, grab))).toMatch(/hand 1, grab 1: unknown key "at" in a grab/);
    const fake = { ...hand, fakes: [{ player: 1, when: 'now' }] };
    expect(await refused(record({}, fake))).toMatch(/hand 1, fake 1: unknown key "when" in a fake/);
  });

  it('an unknown rule option is refused, quoting at most 60 characters of it', async () => {
    const line = await refused(record({ options: { ['k'.repeat(10_000)]: 1 } }));
    expect(line).toMatch(/unknown option "k+\.\.\./);
    expect(line.match(/k+/)?.[0].length).toBeLessThanOrEqual(60);
  });

  it('a long bad value is quoted with at most 60 characters of it', async () => {
    const line = await refused(
      JSON.stringify({ edition: 'e'.repeat(500_000), players: 3, hands: [] }),
    );
    expect(line).toMatch(/^referee: unknown edition "e+\.\.\. \(expected/);
    expect(line.match(/e{10,}/)?.[0].length).toBeLessThanOrEqual(60);
  });

  it('a 5 MB string: refused unread, by its size', async () => {
    expect(await refused(JSON.stringify({ edition: huge }))).toMatch(
      /the file is 5\.0 MB, more than a record can be \(1\.0 MB\)/,
    );
  });

  it('100,000 levels of nesting: refused before parsing, by its depth', async () => {
    expect(await refused(deep(100_000))).toMatch(/nests deeper than a record can \(over 64 levels/);
    // Inside a record, and unclosed: the same.
    expect(await refused(`{"edition":"azuma","hands":${'['.repeat(100_000)}`)).toMatch(
      /nests deeper/,
    );
  });

  it('nesting within the limit but in the wrong place is a record error, not a crash', async () => {
    expect(await refused(record({}, { ...hand, cards: JSON.parse(deep(20)) }))).toMatch(
      /hand 1: cards must hold one array per player/,
    );
  });

  it.each(['bonanza', 'azacru'])(
    'the size and depth limits hold for %s records too',
    async (game) => {
      expect(await refused(`{"game":"${game}","x":${deep(100_000)}}`)).toMatch(/nests deeper/);
      expect(await refused(JSON.stringify({ game, x: huge }))).toMatch(/the file is 5\.0 MB/);
    },
  );
});
