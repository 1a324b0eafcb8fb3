// Validation of recorded games: each kind of invalid record gets its own clear message.
import { describe, expect, it } from 'vitest';
import { RecordError } from '../../../../src/games/azuma/rules/record';
import { referee } from '../../../../src/games/azuma/rules/referee';

const split = (t: string) => t.split(' ').map((h) => [...h]);
const azuma4 = (hands: unknown[], extra: Record<string, unknown> = {}) => ({
  edition: 'azuma',
  players: 4,
  hands,
  ...extra,
});
const hand = (cards: string, grabs: [number, string][], more: Record<string, unknown> = {}) => ({
  cards: split(cards),
  grabs: grabs.map(([player, stick]) => ({ player, stick })),
  ...more,
});
const OK = 'AAAABBB CCCCDDD EEEEFFF GGGZZZH';
const NOWIN = 'AAABBBC CCCDDDD EEEFFFZ GGGGHHH';

function error(record: unknown): string {
  try {
    referee(record);
  } catch (err) {
    expect(err).toBeInstanceOf(RecordError);
    return (err as Error).message;
  }
  throw new Error('expected a RecordError');
}

describe('record validation', () => {
  it('accepts a valid record', () => {
    expect(referee(azuma4([hand(OK, [[0, 'yellow']])])).total).toEqual([2, 0, 0, 0]);
  });
  it('refuses a record that is not an object', () => {
    expect(error([1, 2])).toMatch(/JSON object/);
  });
  it('refuses an unknown edition', () => {
    expect(error({ edition: 'zuma-us', players: 4, hands: [] })).toMatch(
      /unknown edition "zuma-us"/,
    );
  });
  it.each([2, 7, 4.5, '4'])('refuses players = %s', (players) => {
    expect(error({ edition: 'azuma', players, hands: [] })).toMatch(
      /players must be a whole number from 3 to 6/,
    );
  });
  it('refuses unknown or badly typed options', () => {
    expect(error(azuma4([], { options: { tiebrake: true } }))).toMatch(/unknown option "tiebrake"/);
    expect(error(azuma4([], { options: { tiebreak: 'yes' } }))).toMatch(
      /tiebreak must be true or false/,
    );
  });
  it('refuses hands that are not an array', () => {
    expect(error({ edition: 'azuma', players: 4, hands: {} })).toMatch(/hands must be an array/);
  });
  it('refuses a card letter not in this deck, naming hand, player and card', () => {
    expect(
      error(azuma4([hand(OK, [[0, 'yellow']]), hand('AAAABBB CCCCDDD EEEEFFF GGGZZZI', [])])),
    ).toBe('hand 2, player 3: card "I" is not in the azuma deck for 4 players (A-H and Z)');
    expect(error(azuma4([hand('AAAABBB CCCCDDD EEEEFFF GGGZZZ1', [])]))).toMatch(
      /hand 1, player 3: card "1"/,
    );
  });
  it("refuses more than 4 of a suit or 3 bombs in one hand's cards", () => {
    expect(error(azuma4([hand('AAAABBB CCCCDDD EEEEFFF GGGZZZA', [])]))).toBe(
      'hand 1, player 3: card "A" is a 5th card of suit "A", but the deck has only 4',
    );
    expect(error(azuma4([hand('AAAABBB CCCCDDD EEEZFFF GGGZZZH', [])]))).toMatch(
      /hand 1, player 3: card "Z" is a 4th bomb/,
    );
  });
  it('refuses wrong hand sizes: 7 each in AZUMA and ZUMA FR', () => {
    expect(error(azuma4([hand('AAAABB CCCCDDD EEEEFFF GGGZZZH', [])]))).toBe(
      'hand 1, player 0: holds 6 cards, but azuma deals 7 to each player',
    );
    expect(
      error({ edition: 'zuma-fr', players: 3, hands: [hand('AAAABBBB CCCCDDD EEEEFFF', [])] }),
    ).toMatch(/player 0: holds 8 cards, but zuma-fr deals 7/);
  });
  it('refuses ZUMA DE hands that are not the whole deck', () => {
    expect(
      error({ edition: 'zuma-de', players: 3, hands: [hand('AAAABBB CCCCDDDD EEEEZZZ', [])] }),
    ).toBe('hand 1: the hands hold 22 cards, but zuma-de deals the whole deck of 23');
    expect(
      error({ edition: 'zuma-de', players: 3, hands: [hand('AAAABBBBCC CCDDDD EEEEZZZ', [])] }),
    ).toMatch(/player 0: holds 10 cards, but dealing all 23 cards to 3 players gives 7 or 8 each/);
  });
  it('refuses a stick colour not in use', () => {
    expect(error(azuma4([hand(OK, [[0, 'red']])]))).toBe(
      'hand 1, player 0: stick "red" is not in use (sticks: yellow, blue, pink)',
    );
    expect(
      error({
        edition: 'azuma',
        players: 3,
        hands: [hand('AAAABBB CCCCDDD EEEEFFF', [[0, 'blue']])],
      }),
    ).toMatch(/stick "blue" is not in use/);
  });
  it('refuses more grabs of a colour than there are sticks of it', () => {
    expect(
      error(
        azuma4([
          hand(OK, [
            [0, 'yellow'],
            [1, 'yellow'],
          ]),
        ]),
      ),
    ).toBe('hand 1, player 1: takes a 2nd yellow stick, but there is only 1');
  });
  it('refuses more grabs than sticks', () => {
    expect(
      error(
        azuma4([
          hand(OK, [
            [0, 'yellow'],
            [1, 'blue'],
            [2, 'pink'],
            [3, 'blue'],
          ]),
        ]),
      ),
    ).toBe('hand 1, player 3: grab 4, but only 3 sticks stand on the board');
  });
  it('refuses one player taking two sticks', () => {
    expect(
      error(
        azuma4([
          hand(OK, [
            [0, 'yellow'],
            [0, 'blue'],
          ]),
        ]),
      ),
    ).toBe('hand 1, player 0: takes a second stick (one stick per player)');
  });
  it('refuses a player index out of range', () => {
    expect(error(azuma4([hand(OK, [[4, 'yellow']])]))).toBe(
      'hand 1, grab 1: player 4 is out of range (0 to 3)',
    );
    expect(error(azuma4([hand(OK, [[0, 'yellow']], { fakes: [{ player: -1 }] })]))).toMatch(
      /hand 1, fake 1: player -1 is out of range/,
    );
  });
  it('refuses fakes outside AZUMA', () => {
    const rec = {
      edition: 'zuma-fr',
      players: 4,
      hands: [
        hand(OK.replace('H', 'A').replace('AAAA', 'AAAH'), [[0, 'red']], {
          fakes: [{ player: 2 }],
        }),
      ],
    };
    expect(error(rec)).toBe('hand 1, player 2: fakes are an AZUMA rule, not zuma-fr');
  });
  it('refuses a fake by a player who took a stick, or two fakes by one player', () => {
    expect(error(azuma4([hand(OK, [[0, 'yellow']], { fakes: [{ player: 0 }] })]))).toMatch(
      /cannot fake and take a stick/,
    );
    expect(
      error(azuma4([hand(OK, [[0, 'yellow']], { fakes: [{ player: 1 }, { player: 1 }] })])),
    ).toMatch(/fakes twice/);
  });
  it('refuses an X choice that is not an open cell, or where there is no X to place', () => {
    const first = hand(OK, [[0, 'blue']]);
    expect(error(azuma4([first, hand(NOWIN, [[0, 'blue']], { x: { 0: 'blue' } })]))).toBe(
      'hand 2, player 0: X in blue, but that cell is not open (open: yellow, pink)',
    );
    expect(error(azuma4([hand(OK, [[0, 'blue']], { x: { 1: 'pink' } })]))).toBe(
      'hand 2, player 1: has no X to place by choice in this hand'.replace('hand 2', 'hand 1'),
    );
    expect(error(azuma4([hand(OK, [[0, 'blue']], { x: { 1: 'green' } })]))).toMatch(
      /X colour "green" is not on the sheet/,
    );
  });
  it('accepts an X choice that matches where the X must go anyway', () => {
    expect(
      referee(azuma4([hand(NOWIN, [[0, 'blue']], { x: { 0: 'blue' } })])).rounds[0]?.cells[0],
    ).toEqual({ yellow: null, blue: 'X', pink: null });
  });
  it('refuses any hand after the game is over', () => {
    const win = 'AAAABBB CCCDDDF EEEEFFF';
    const hands = [];
    for (let r = 0; r < 3; r += 1) hands.push(hand(win, [[0, 'yellow']]), hand(win, [[0, 'pink']]));
    expect(referee({ edition: 'azuma', players: 3, hands }).over).toBe(true);
    hands.push(hand(win, [[1, 'pink']]));
    expect(error({ edition: 'azuma', players: 3, hands })).toBe(
      'hand 7: the game is already over after hand 6',
    );
  });
  it('refuses malformed hands and grabs', () => {
    expect(error(azuma4(['x']))).toMatch(/hand 1: must be an object/);
    expect(error(azuma4([{ cards: split(OK) }]))).toMatch(/hand 1: grabs must be an array/);
    expect(error(azuma4([{ cards: split(OK).slice(0, 3), grabs: [] }]))).toMatch(
      /one array per player \(4\)/,
    );
    expect(error(azuma4([{ cards: split(OK), grabs: [5] }]))).toMatch(/grab 1: must be an object/);
  });
  it('refuses unknown keys everywhere: the record, a hand, a grab, a fake', () => {
    expect(error(azuma4([], { optoins: {} }))).toBe(
      'unknown key "optoins" in the record (known: game, edition, players, options, hands)',
    );
    expect(error(azuma4([hand(OK, [[0, 'yellow']], { fakse: [{ player: 1 }] })]))).toBe(
      'hand 1: unknown key "fakse" in a hand (known: cards, grabs, fakes, x)',
    );
    const grab = { cards: split(OK), grabs: [{ player: 0, stick: 'yellow', colour: 'yellow' }] };
    expect(error(azuma4([grab]))).toBe(
      'hand 1, grab 1: unknown key "colour" in a grab (known: player, stick)',
    );
    expect(error(azuma4([hand(OK, [[0, 'yellow']], { fakes: [{ player: 1, x: 'blue' }] })]))).toBe(
      'hand 1, fake 1: unknown key "x" in a fake (known: player)',
    );
    expect(error(azuma4([], { game: 'bonanza' }))).toMatch(/game must be "azuma"/);
    expect(referee(azuma4([hand(OK, [[0, 'yellow']])], { game: 'azuma' })).total).toEqual([
      2, 0, 0, 0,
    ]);
  });
  it('quotes at most 60 characters of a bad value', () => {
    const long = 'Q'.repeat(10_000);
    for (const message of [
      error({ edition: long, players: 4, hands: [] }),
      error(azuma4([], { [long]: 1 })),
      error(azuma4([hand(OK, [[0, long]])])),
      error(azuma4([], { options: { [long]: true } })),
    ])
      expect(message.match(/Q+/)?.[0].length).toBeLessThanOrEqual(60);
  });
});
