// The referee in process: every kind of bad record of BONANZA.md refused as "hand H, player P: problem", short and quoted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { refereeBonanza } from '../../../src/games/bonanza/rules/referee';

type Json = Record<string, unknown> & {
  hands: (Record<string, unknown> & {
    cards: string[][];
    widow: string[];
    bids: unknown[];
    shows: Record<string, { p: number; cards: string[] }[]>;
    poker: { fives: (string[] | null)[]; actions: { p: number; a: string }[] };
    leads: string[];
  })[];
};

const worked = (): Json =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', 'records', 'bonanza-2p-worked.record.json'),
      'utf8',
    ),
  ) as Json;

function refused(record: unknown): string {
  const r = refereeBonanza(record);
  if (r.ok) throw new Error('expected a refusal');
  expect(r.message.length).toBeLessThanOrEqual(200);
  return r.message;
}

const change = (edit: (r: Json) => void): Json => {
  const r = worked();
  edit(r);
  return r;
};

describe('referee: refusals', () => {
  it.each<[string, (r: Json) => void, string | RegExp]>([
    ['players outside 2..9', (r) => (r.players = 10), 'players must be 2 to 9, got 10'],
    ['a dealer who is not a seat', (r) => (r.dealer = 5), 'dealer 5 is not a seat of 2 players'],
    [
      'stacks of the wrong length',
      (r) => (r.stacks = [100]),
      'stacks must list one stack per player (2), got 1',
    ],
    [
      'an unknown option',
      (r) => (r.options = { deals: 2, dealz: 3 }),
      /^options: unknown option "dealz"/,
    ],
    [
      'an unknown key in a hand',
      (r) => (r.hands[0]!.foo = 1),
      'hand 1: unknown key "foo" in a hand',
    ],
    [
      'a bad card name',
      (r) => (r.hands[0]!.cards[1]![0] = 'ZZ'),
      'hand 1, player 1: bad card name "ZZ"',
    ],
    [
      'a duplicated card',
      (r) => (r.hands[0]!.cards[1]![0] = '2S'),
      'hand 1, player 1: card 2S is dealt twice (also to player 0)',
    ],
    ['a missing card', (r) => r.hands[0]!.widow.pop(), 'hand 1: card JK is missing from the deal'],
    [
      'wrong hand sizes',
      (r) => r.hands[0]!.cards[0]!.push(r.hands[0]!.cards[1]!.pop()!),
      'hand 1, player 1: holds 17 cards, but the deal gives this seat 18',
    ],
    [
      'a wrong dealer',
      (r) => (r.hands[1]!.dealer = 0),
      "hand 2: dealer 0 is wrong: the deal is player 1's",
    ],
    [
      'a bid out of turn (the dealer)',
      (r) => (r.hands[1]!.bids = [{ p: 1, bid: 3 }]),
      'hand 2, player 1: the dealer never bids for his own widow',
    ],
    [
      'a bid too low',
      (r) => (r.hands[1]!.bids = [{ p: 0, bid: 0 }]),
      'hand 2, player 0: bid 0 is too low (at least 1)',
    ],
    [
      'a bid above the chips held',
      (r) => (r.hands[1]!.bids = [{ p: 0, bid: 500 }]),
      'hand 2, player 0: bid 500 is above the 105 chips held',
    ],
    [
      'unfinished bidding',
      (r) => (r.hands[1]!.bids = []),
      'hand 2, player 0: bidding unfinished (this player is to bid or pass)',
    ],
    [
      'bids after a swap',
      (r) => (r.hands[0]!.choice = 'swap'),
      'hand 1, player 1: bids, but the dealer swapped the widow',
    ],
    [
      'a show of cards not held',
      (r) => (r.hands[0]!.shows.sequence![1]!.cards = ['QS', 'KS', 'AS']),
      'hand 1, player 1: show QS KS AS at sequence: does not hold QS',
    ],
    [
      'a show that is not the combination',
      (r) => (r.hands[0]!.shows.sequence![0]!.cards = ['2S', '4S', '6S']),
      'hand 1, player 0: show 2S 4S 6S at sequence: 2S 4S 6S is not a sequence combination',
    ],
    [
      'a show at a call nobody could answer',
      (r) => (r.hands[0]!.shows.tenTwo = [{ p: 0, cards: ['10D', '2S'] }]),
      'hand 1, player 0: show 10D 2S at tenTwo: does not hold 10D',
    ],
    [
      'a second show at one call',
      (r) => r.hands[0]!.shows.sequence!.push({ p: 0, cards: ['JS', 'QS', 'KS'] }),
      'hand 1, player 0: shows twice at sequence (once per call at most)',
    ],
    [
      'a second Joker use',
      (r) => (r.hands[1]!.shows.sequence![1]!.cards = ['KH', 'AH', 'JK']),
      'hand 2, player 1: show KH AH JK at sequence: the Joker was shown before and is discarded (a second Joker use)',
    ],
    [
      'a poker action out of turn',
      (r) => (r.hands[0]!.poker.actions = [{ p: 1, a: 'check' }]),
      'hand 1, player 1: poker action check: acts out of turn (player 0 to act)',
    ],
    [
      'a poker action not allowed',
      (r) => (r.hands[0]!.poker.actions = [{ p: 0, a: 'call' }]),
      'hand 1, player 0: poker action call: there is no bet to call',
    ],
    [
      'unfinished betting',
      (r) => (r.hands[0]!.poker.actions = [{ p: 0, a: 'check' }]),
      'hand 1, player 1: betting unfinished (this player is to act)',
    ],
    [
      'a missing five',
      (r) => (r.hands[0]!.poker.fives[0] = null),
      'hand 1, player 0: missing five: this player shows at the poker showdown',
    ],
    [
      'a wrong five',
      (r) => (r.hands[0]!.poker.fives[0] = ['10S', 'JS', 'QS', 'KS', '2C']),
      'hand 1, player 0: wrong five 10S JS QS KS 2C: does not hold 2C',
    ],
    [
      'poker recorded when it is off',
      (r) => (r.options = { deals: 2, poker: 'off' }),
      'hand 1: poker is off, but the hand records poker',
    ],
    [
      'a lead not held by the leader',
      (r) => (r.hands[0]!.leads[0] = '2C'),
      'hand 1, player 0: lead 2C: does not hold 2C',
    ],
    [
      'a lead of the wrong colour',
      (r) => (r.hands[1]!.leads[1] = '9D'),
      'hand 2, player 1: lead 9D: 9D is not black',
    ],
    [
      'missing leads',
      (r) => r.hands[0]!.leads.pop(),
      'hand 1, player 0: missing leads: this player is to lead',
    ],
    [
      'extra leads',
      (r) => r.hands[0]!.leads.push('2C'),
      'hand 1: extra leads after the hand ended: 2C',
    ],
    [
      'a hand after the game is over',
      (r) => r.hands.push(r.hands[1]!),
      'hand 3: a hand after the game is over (it ended after hand 2)',
    ],
  ])('%s', (_what, edit, message) => {
    const text = refused(change(edit));
    if (typeof message === 'string') expect(text).toBe(message);
    else expect(text).toMatch(message);
  });

  it('cards dealt to a player who is out', () => {
    const record = {
      game: 'bonanza',
      players: 3,
      dealer: 0,
      stacks: [100, 100, 5],
      hands: [{ ...worked().hands[0], cards: [[], [], ['2S']], widow: [] }],
    };
    expect(refused(record)).toBe('hand 1, player 2: cards dealt to a player who is out');
  });

  it('limits on size and depth, bad values quoted to 60 characters at most', () => {
    const big = {
      game: 'bonanza',
      players: 2,
      dealer: 0,
      hands: [],
      junk: new Array(250_000).fill(1),
    };
    expect(refused(big)).toMatch(/^the record is too large/);
    const long = change((r) => (r.hands[0]!.leads[0] = 'x'.repeat(150)));
    const message = refused(long);
    expect(message).toMatch(/^hand 1: leads\[0\]|^hand 1: bad card name/);
    expect(message).not.toContain('x'.repeat(61));
    expect(refused(change((r) => (r.hands[0]!.leads[0] = 'y'.repeat(300))))).toMatch(
      /^a text of 300 characters is too long/,
    );
    expect(refused('bonanza')).toBe('the record must be an object, got "bonanza"');
    expect(refused({ ...worked(), hands: 'none' })).toBe('hands must be a list');
  });

  it('a good record: every output holds all ten spaces and conserves the chips', () => {
    const r = refereeBonanza(worked());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.keys(r.output.sheet)).toEqual([
      'joker',
      'queenJack',
      'sequence',
      'tenTwo',
      'poker',
      'aceSpades',
      'kingHearts',
      'queenDiamonds',
      'jackClubs',
      'bonanza',
    ]);
    const unfinished = refereeBonanza({ ...worked(), hands: worked().hands.slice(0, 1) });
    expect(unfinished.ok && unfinished.output.over).toBe(false);
    expect(unfinished.ok && unfinished.output.winners).toEqual([]);
    expect(unfinished.ok && unfinished.output.chips).toEqual([115, 73]);
  });
});
