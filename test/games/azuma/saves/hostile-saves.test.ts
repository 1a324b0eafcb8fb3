// Hostile saves are refused with a clear message; real ones from every edition are taken and play to the end.
import { describe, expect, it } from 'vitest';
import { parseSave, SaveError } from '../../../../src/games/azuma/flow/save';
import { saveCodec } from '../../../../src/games/azuma/saves';
import { configFrom } from '../../../../src/games/azuma/game';
import { DEFAULT_SETTINGS } from '../../../../src/games/azuma/settings';
import { tutorialConfig } from '../../../../src/games/azuma/tutorial';
import { playSave, savesOf, savesOfConfig, TIEBREAK_GAMES } from './real-saves';

type Json = Record<string, unknown> & {
  config: Record<string, unknown> & { options: Record<string, unknown> };
  book: Record<string, unknown> & { options: Record<string, unknown> };
};

const azuma4 = savesOf('azuma', 4, 5).saves;
const zumaDe4 = savesOf('zuma-de', 4, 8).saves;
const zumaFr5 = savesOf('zuma-fr', 5, 3).saves;

/** A save after some hands, as JSON to change. */
function at(saves: readonly string[], index: number): Json {
  return JSON.parse(saves[Math.min(index, saves.length - 1)] as string) as Json;
}

function reason(save: unknown): string {
  try {
    parseSave(typeof save === 'string' ? save : JSON.stringify(save));
    return 'accepted';
  } catch (err) {
    expect(err).toBeInstanceOf(SaveError);
    return (err as Error).message;
  }
}

/** The rows of the sheet's first round, to change in place. */
function firstRound(save: Json): unknown[][] {
  const rounds = save.book.rounds as { cells: unknown[][] }[];
  return (rounds[0] as { cells: unknown[][] }).cells;
}

describe('real saves', () => {
  it('are taken in every edition at every hand, and play to the end', () => {
    for (const saves of [azuma4, zumaDe4, zumaFr5]) {
      expect(saves.length).toBeGreaterThan(5);
      for (const text of saves) expect(reason(text)).toBe('accepted');
      const played = playSave(parseSave(saves[Math.floor(saves.length / 2)] as string));
      expect(played.finished).toBe(true);
    }
  });
});

describe('Matched bots', () => {
  it('at the fastest and the slowest race median save games that are taken back', () => {
    for (const median of [300, 1500]) {
      const settings = {
        ...DEFAULT_SETTINGS,
        players: 6 as const,
        bots: DEFAULT_SETTINGS.bots.map((b) => ({ ...b, preset: 'matched' as const })),
      };
      const { saves } = savesOfConfig(configFrom(settings, 4, {}, 'You', median));
      expect(saves.length).toBeGreaterThan(2);
      for (const text of saves) expect(reason(text)).toBe('accepted');
    }
  });
});

describe('tutorial games', () => {
  it('save stacked deals that are taken back', () => {
    for (const edition of ['azuma', 'zuma-de', 'zuma-fr'] as const) {
      const config = tutorialConfig({ ...DEFAULT_SETTINGS, edition }, 9);
      const { saves } = savesOfConfig(config);
      expect(saves.length).toBeGreaterThan(2);
      for (const text of saves) expect(reason(text)).toBe('accepted');
    }
  });
});

describe('tie-breaker hands', () => {
  it('are saved as such and taken back, and the finished game is over', () => {
    for (const g of TIEBREAK_GAMES) {
      const { saves, finished } = savesOf(g.edition, g.players, g.seed, g.options);
      const books = saves.map((t) => (JSON.parse(t) as Json).book);
      expect(books.some((b) => b.phase === 'tiebreak')).toBe(true);
      for (const text of saves) expect(reason(text)).toBe('accepted');
      expect(saveCodec.read(finished)).toEqual({ kind: 'over' });
      const tied = saves.find((t) => (JSON.parse(t) as Json).book.phase === 'tiebreak') as string;
      expect(playSave(parseSave(tied)).finished).toBe(true);
    }
  });
});

describe('finished games', () => {
  it('are taken as over when the sheet is really over, tie-break hands included', () => {
    for (const [edition, options] of [
      ['azuma', {}],
      ['zuma-de', { tiebreak: true }],
      ['zuma-fr', {}],
    ] as const) {
      for (let seed = 1; seed <= 6; seed += 1) {
        const { finished } = savesOf(edition, 3, seed, options);
        expect(reason(finished)).toBe('accepted');
        expect(saveCodec.read(finished)).toEqual({ kind: 'over' });
      }
    }
  });
});

describe('hostile saves are refused with a clear message', () => {
  it('stacked deals that are not deals', () => {
    const save = at(azuma4, 2);
    save.config.stackedDeals = [{ length: 4 }];
    expect(reason(save)).toMatch(/damaged: .*stacked/);
    save.config.stackedDeals = [[[0, 1, 2, 3, 4, 5, 6], [], [], []]];
    expect(reason(save)).toMatch(/stacked deal 1 is not a deal/);
  });

  it('sheet colours not the edition sheet colours for that player count', () => {
    const save = at(azuma4, 2);
    save.book.colours = ['red', 'blue', 'violet'];
    expect(reason(save)).toMatch(/sheet colours are wrong/);
    save.book.colours = ['blue', 'yellow', 'pink'];
    expect(reason(save)).toMatch(/sheet colours are wrong/);
  });

  it('a game over before round 3, and winners who are not at the table', () => {
    const save = at(azuma4, 2);
    save.book.phase = 'over';
    save.book.winners = [42];
    expect(reason(save)).toMatch(/damaged: a winner must be/);
    save.book.winners = [0];
    expect(reason(save)).toMatch(/before the end of round 3/);
  });

  it('ZUMA cells of 3 or X', () => {
    const i = zumaDe4.findIndex(
      (t) =>
        (JSON.parse(t) as Json).book.rounds instanceof Array &&
        ((JSON.parse(t) as Json).book.rounds as unknown[]).length > 0,
    );
    for (const cell of [3, 'X']) {
      const save = at(zumaDe4, i);
      (firstRound(save)[0] as unknown[])[0] = cell;
      expect(reason(save)).toMatch(/impossible value in zuma-de/);
    }
  });

  it('positive Montezuma points, Montezuma points in AZUMA, negative tie-break points', () => {
    const zuma = at(zumaFr5, 3);
    zuma.book.montezuma = [1, 0, 0, 0, 0];
    expect(reason(zuma)).toMatch(/never positive/);
    const azuma = at(azuma4, 3);
    azuma.book.montezuma = [-1, 0, 0, 0];
    expect(reason(azuma)).toMatch(/AZUMA has no Montezuma/);
    const tie = at(azuma4, 3);
    tie.book.tiebreak = [-2, 0, 0, 0];
    expect(reason(tie)).toMatch(/never negative/);
    tie.book.tiebreak = [2, 0, 0, 0];
    expect(reason(tie)).toMatch(/tie-breaker column/);
  });

  it('a hand number that does not follow the sheet', () => {
    const save = at(azuma4, 0);
    save.handNo = 999999;
    expect(reason(save)).toMatch(/hand 999999 does not follow the 0 hands/);
    const later = at(azuma4, 4);
    later.book.hands = (later.book.hands as number) + 1;
    expect(reason(later)).toMatch(/hands/);
  });

  it('sheet options that differ from the config options', () => {
    const save = at(azuma4, 2);
    save.book.options.stallLimit = 5;
    expect(reason(save)).toMatch(/option stallLimit differs/);
    const other = at(azuma4, 2);
    other.config.options = { tiebreak: false };
    expect(reason(other)).toMatch(/option tiebreak differs/);
  });

  it('unknown keys, keys of Object.prototype, numbers as text, seeds past 2^32-1', () => {
    const good = azuma4[2] as string;
    expect(reason(good.replace('"version":1', '"version":1,"extra":true'))).toMatch(
      /unknown field "extra"/,
    );
    expect(reason(good.replace('"version":1', '"version":1,"__proto__":{"x":1}'))).toMatch(
      /unknown field "__proto__"/,
    );
    const opts = at(azuma4, 2);
    opts.config.options = { constructor: 1 };
    expect(reason(opts)).toMatch(/unknown option "constructor"/);
    const seed = at(azuma4, 2);
    seed.config.seed = 2 ** 32;
    expect(reason(seed)).toMatch(/seed must be a whole number/);
    const text = at(azuma4, 2);
    text.dealer = '1';
    expect(reason(text)).toMatch(/dealer/);
  });

  it('seats and bot parameters out of bounds, a dealer or a logged player not at the table', () => {
    const save = at(azuma4, 2);
    const seats = save.config.seats as { bot?: Record<string, unknown> }[];
    (seats[1]?.bot as Record<string, unknown>).floorMs = 5;
    expect(reason(save)).toMatch(/floorMs must be between/);
    const fewer = at(azuma4, 2);
    (fewer.config.seats as unknown[]).pop();
    expect(reason(fewer)).toMatch(/one seat per player/);
    const dealer = at(azuma4, 2);
    dealer.dealer = 4;
    expect(reason(dealer)).toMatch(/dealer/);
    const logged = at(azuma4, 2);
    logged.log = [{ t: 10, event: { type: 'FAKE', player: 5 } }];
    expect(reason(logged)).toMatch(/player 5/);
  });

  it('a round that is over but still played, or not over but left behind', () => {
    const later = zumaDe4.map((t) => JSON.parse(t) as Json);
    const second = later.find((save) => (save.book.round as number) === 1) as Json;
    const left = structuredClone(second);
    firstRound(left).forEach((row, p, rows) => (rows[p] = row.map(() => null)));
    expect(reason(left)).toMatch(/round 1 of the sheet is not over/);
    const playing = later.find(
      (save) => (save.book.round as number) === 0 && (save.book.rounds as unknown[]).length === 1,
    ) as Json;
    const full = structuredClone(playing);
    (full.book.rounds as { hands: number }[])[0]!.hands = 50;
    firstRound(full).forEach((row, p, rows) => (rows[p] = p === 0 ? row.map(() => 1) : row));
    expect(reason(full)).toMatch(/round 1 of the sheet is over but still played/);
  });

  it('the box keeps the reason for the message before the save is set aside', () => {
    const save = at(azuma4, 2);
    save.book.phase = 'over';
    expect(saveCodec.read(JSON.stringify(save))).toEqual({
      kind: 'broken',
      reason: expect.stringMatching(/before the end of round 3/) as unknown,
    });
  });
});
