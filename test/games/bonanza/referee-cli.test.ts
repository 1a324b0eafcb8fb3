// The referee CLI on recorded BONANZA RUMMY games (one worked through by hand below) and its one-line refusals.
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

const read = (name: string): unknown => JSON.parse(readFileSync(join(RECORDS, name), 'utf8'));
const records = readdirSync(RECORDS).filter((f) => /^bonanza-.*\.record\.json$/.test(f));
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

interface Output {
  hands: {
    dealer: number;
    chips: number[];
    sheet: Record<string, number>;
    won: Record<string, number[]>;
  }[];
  chips: number[];
  sheet: Record<string, number>;
  over: boolean;
  winners: number[];
}

// Every record through the CLI at once (each run starts a process; two cores share them).
const outputs = Promise.all(records.map((name) => referee(join(RECORDS, name))));

describe('referee CLI: recorded BONANZA RUMMY games', () => {
  it('holds at least three complete games', () => {
    expect(records.length).toBeGreaterThanOrEqual(3);
  });

  it.each(records.map((name, i) => [name, i] as const))(
    '%s: the expected output, exit 0, chips conserved after every hand and the split',
    async (name, i) => {
      const out = (await outputs)[i]!;
      expect(out.stderr).toBe('');
      expect(out.code).toBe(0);
      const result = JSON.parse(out.stdout) as Output;
      expect(result).toEqual(read(name.replace('.record.json', '.expected.json')));
      expect(result.over).toBe(true);
      const record = read(name) as { players: number; stacks?: number[] };
      const start = sum(record.stacks ?? new Array<number>(record.players).fill(100));
      for (const hand of result.hands) {
        expect(Object.keys(hand.sheet)).toHaveLength(10);
        expect(Object.keys(hand.won)).toHaveLength(10);
        expect(sum(hand.chips) + sum(Object.values(hand.sheet))).toBe(start);
      }
      expect(sum(result.chips) + sum(Object.values(result.sheet))).toBe(start);
    },
  );

  /*
   * bonanza-2p-worked: two players, 100 chips each, `deals: 2`, worked through by hand.
   *
   * Hand 1, dealer 0. Deal order: seat 1 (the dealer's left), seat 0, the widow: 18, 18, 17 cards.
   *   seat 0: all thirteen spades and 2H-6H; seat 1: all clubs and 2D-6D;
   *   widow: 7H-AH, 7D-AD and the Joker.
   *   Ante: 10 each -> stacks 90/90, every space 2.
   *   Widow: seat 0 sells, seat 1 passes: unsold, out of play (the Joker, 7H and JD with it).
   *   Joker: out of play, nobody is asked. Queen-Jack: QS is seat 0's, JD dead: nobody.
   *   Sequence: QS KS AS (seat 0) against QC KC AC (seat 1): equal top, both natural, spades beat
   *     clubs [G9]: seat 0 takes 2 -> 92.
   *   Ten-Two: 2S seat 0's, 10D dead: nobody.
   *   Poker: both check from the dealer; showdown: two royal straight flushes split the 2 chips
   *     [G12]: 1 each -> 93/91.
   *   Run-out: seat 0 leads 2S and plays 3S..AS himself (AS: ace of spades, 2 chips -> 95; the ace
   *     is a stop); a red suit next: he leads 2H, plays 3H..6H and 6H is his last card: Bonanza,
   *     2 chips -> 97, and seat 1 pays a chip for each of his 18 cards -> 115/73.
   *   Sheet after hand 1: joker 2, queenJack 2, tenTwo 2, kingHearts 2, queenDiamonds 2,
   *     jackClubs 2, the rest 0 (12 chips); 115 + 73 + 12 = 200.
   *
   * Hand 2, dealer 1 (the deal passes left). Deal order: seat 0, seat 1, the widow: 18, 18, 17.
   *   seat 1: all hearts, JK, 3S 4S QD 9D; the widow: all clubs, QS JD 5S 10S; seat 0: the other 18
   *   (2S 6S 7S 8S 9S JS KS AS, 2D-8D, 10D, KD, AD).
   *   Ante: 105/63; spaces: joker 4, queenJack 4, sequence 2, tenTwo 4, poker 2, aceSpades 2,
   *     kingHearts 4, queenDiamonds 4, jackClubs 4, bonanza 2.
   *   Widow: seat 1 sells, seat 0 bids 3 and is the only bidder: he pays 3 -> 102/66, his hand goes
   *     out of play and he takes the widow [G4].
   *   Joker: seat 1 shows it: 4 chips -> 70, the Joker is discarded [G6].
   *   Queen-Jack: seat 0 shows QS JD: 4 -> 106.
   *   Sequence: QC KC AC (seat 0) against QH KH AH (seat 1): hearts beat clubs: 2 -> 72.
   *   Ten-Two: 10D and 2S are dead: the 4 chips stay.
   *   Poker: seat 1 (dealer) bets 2 -> 70, seat 0 folds: seat 1 takes 2 + 2 unseen -> 74.
   *   Run-out: seat 1 leads 2H and plays all hearts (KH: 4 -> 78); AH stops, black next: he leads
   *     3S, 4S, then seat 0 plays 5S; 6S is dead: stop on black, red next: seat 0 leads JD, seat 1
   *     plays QD (4 -> 82), KD is dead: stop on red, black next: seat 1 has only 9D, so seat 0 (to
   *     his left) leads, choosing clubs: 2C..AC (JC: 4 -> 110); AC stops, red next: seat 0 has none,
   *     seat 1 leads 9D, his last card: Bonanza, 2 -> 84, and seat 0 pays 2 for QS 10S -> 108/86.
   *   Sheet after hand 2: tenTwo 4, aceSpades 2 (AS was dead); 108 + 86 + 6 = 200.
   *
   * Game end after 2 deals [G17]; the split [G18] among both players: tenTwo 2 each, aceSpades 1
   * each -> 111/89, the sheet empty. Winner: seat 0.
   */
  it('bonanza-2p-worked: the hand-worked numbers', async () => {
    const i = records.indexOf('bonanza-2p-worked.record.json');
    const result = JSON.parse((await outputs)[i]!.stdout) as Output;
    expect(result.hands.map((h) => h.chips)).toEqual([
      [115, 73],
      [108, 86],
    ]);
    expect(result.hands[0]!.won.poker).toEqual([0, 1]);
    expect(result.hands[1]!.won.queenJack).toEqual([0]);
    expect(result.hands[1]!.sheet.tenTwo).toBe(4);
    expect(result.chips).toEqual([111, 89]);
    expect(result.winners).toEqual([0]);
  });
});

describe('referee CLI: refusals', () => {
  const temp = mkdtempSync(join(tmpdir(), 'bonanza-referee-'));
  const file = (name: string, text: string) => {
    const path = join(temp, name);
    writeFileSync(path, text);
    return path;
  };
  const worked = read('bonanza-2p-worked.record.json') as { hands: { leads: string[] }[] };
  const badLead = structuredClone(worked);
  badLead.hands[1]!.leads[1] = '4S';

  const cases: [string, string, RegExp][] = [
    [
      'a wrong game',
      '{"game":"uno","players":4,"dealer":0,"hands":[]}',
      /^referee: "game" must be one of "azuma", "bonanza", "azacru"$/,
    ],
    [
      'a lead that is not the lowest',
      JSON.stringify(badLead),
      /^referee: hand 2, player 1: lead 4S: 4S is not his lowest S \(3S\)$/,
    ],
    [
      'nesting too deep',
      `{"game":"bonanza","players":2,"dealer":0,"hands":${'['.repeat(40)}${']'.repeat(40)}}`,
      /^referee: the record is nested too deep/,
    ],
  ];
  // Started together, like the records above.
  const refused = Promise.all(cases.map(([, text], i) => referee(file(`bad-${i}.json`, text))));

  it.each(cases.map(([what, , pattern], i) => [what, pattern, i] as const))(
    '%s: exit 2, one line on stderr, no stack trace',
    async (_what, pattern, i) => {
      const out = (await refused)[i]!;
      expect(out.code).toBe(2);
      expect(out.stdout).toBe('');
      expect(out.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(out.stderr.trimEnd()).toMatch(pattern);
      expect(out.stderr).not.toMatch(/\n\s+at /);
    },
  );
});
