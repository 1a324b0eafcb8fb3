// The referee CLI on AZACRU records: the recorded games print their verdict; bad files exit 2 with one line.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const RECORDS = join(import.meta.dirname, '..', '..', 'records');

async function referee(file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '-s', 'referee', '--', file]);
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const temp = mkdtempSync(join(tmpdir(), 'azacru-referee-'));
function tempFile(name: string, text: string): string {
  const file = join(temp, name);
  writeFileSync(file, text);
  return file;
}

describe('referee CLI, AZACRU', () => {
  const records = readdirSync(RECORDS).filter((f) => /^azacru-.*\.record\.json$/.test(f));

  it('prints the expected verdict of every recorded game, exit 0', async () => {
    expect(records.length).toBeGreaterThanOrEqual(3);
    const outs = await Promise.all(records.map((name) => referee(join(RECORDS, name))));
    outs.forEach((out, i) => {
      const name = records[i] ?? '';
      const expected = JSON.parse(
        readFileSync(join(RECORDS, name.replace('.record.json', '.expected.json')), 'utf8'),
      );
      expect(out.stderr).toBe('');
      expect(out.code).toBe(0);
      expect(JSON.parse(out.stdout)).toEqual(expected);
    });
  });

  it('bad records: exit 2, nothing on stdout, one line on stderr, no stack trace', async () => {
    const cases: [string, RegExp][] = [
      ['{"game": "azacru",', /^referee: malformed JSON in .*bad-0\.json: /],
      ['{"game":"azacru","players":5,"moves":[]}', /^referee: players must be 2, 3 or 4, got 5\n$/],
      [
        '{"game":"azacru","players":2,"moves":[{"from":"e1","to":"e4"}]}',
        /^referee: move 1: e1-e4 is 3 fields, but the chevron's power is 1\n$/,
      ],
      [
        '{"game":"azacru","players":2,"moves":[{"pass":true}]}',
        /^referee: move 1: player 1 has \d+ legal moves and may not pass\n$/,
      ],
    ];
    const outs = await Promise.all(
      cases.map(([text], i) => referee(tempFile(`bad-${i}.json`, text))),
    );
    outs.forEach((out, i) => {
      expect(out.code).toBe(2);
      expect(out.stdout).toBe('');
      expect(out.stderr).toMatch(cases[i]![1]);
      expect(out.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(out.stderr).not.toMatch(/\n\s+at /);
    });
  });
});
