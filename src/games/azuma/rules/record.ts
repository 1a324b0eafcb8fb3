// A recorded game (the referee's input): parse and validate untrusted JSON into hands the rules can score.
import * as v from 'valibot';
import { quote } from '../../../lib/quote';
import { BOMB, BOMB_COUNT, CARDS_PER_SUIT, letterSuit, type Suit, suitLetter } from './cards';
import {
  type Colour,
  CARDS_PER_PLAYER,
  EDITIONS,
  type EditionId,
  isEditionId,
  isPlayerCount,
  type PlayerCount,
} from './editions';
import { checkOptions, resolveOptions, type RuleOptionsInput } from './options';
import { winKindOfSuits } from './hand';
import { type HandInput, pendingXChoices } from './score';
import { openColours, type Scorebook } from './scorebook';
import { stickColours } from './setup';

/** A record that cannot be scored; `message` says what and where. */
export class RecordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecordError';
  }
}

export interface GameRecord {
  readonly edition: EditionId;
  readonly players: PlayerCount;
  readonly options: RuleOptionsInput;
  readonly hands: readonly unknown[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const ordinal = (n: number): string =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/**
 * An object with exactly these keys (each optional here: what a key must hold, and whether it must
 * be there, is checked with a message of its own); an unknown key is refused, so that a misspelled
 * key never silently drops what it holds (a hand's fakes, the record's options).
 */
function keysOf(keys: readonly string[], what: string) {
  const schema = v.strictObject(
    Object.fromEntries(keys.map((k) => [k, v.optional(v.unknown())])),
    (issue) =>
      issue.expected === 'never'
        ? `unknown key ${quote(issue.input)} in ${what} (known: ${keys.join(', ')})`
        : `${what} must be an object, got ${quote(issue.input)}`,
  );
  return (value: unknown, where: string): void => {
    const r = v.safeParse(schema, value, { abortEarly: true });
    if (!r.success) throw new RecordError(`${where}${r.issues[0].message}`);
  };
}

const RECORD_KEYS = keysOf(['game', 'edition', 'players', 'options', 'hands'], 'the record');
const HAND_KEYS = keysOf(['cards', 'grabs', 'fakes', 'x'], 'a hand');
const GRAB_KEYS = keysOf(['player', 'stick'], 'a grab');
const FAKE_KEYS = keysOf(['player'], 'a fake');

/** Checks the record's header; the hands are checked one by one as they are scored. */
export function parseRecord(value: unknown): GameRecord {
  if (!isObject(value)) throw new RecordError('the record must be a JSON object');
  RECORD_KEYS(value, '');
  const { game, edition, players, options, hands } = value;
  if (game !== undefined && game !== 'azuma')
    throw new RecordError(`game must be "azuma" in an AZUMA record, got ${quote(game)}`);
  if (!isEditionId(edition)) {
    throw new RecordError(
      `unknown edition ${quote(edition)} (expected "azuma", "zuma-de" or "zuma-fr")`,
    );
  }
  if (!isPlayerCount(players)) {
    throw new RecordError(`players must be a whole number from 3 to 6, got ${quote(players)}`);
  }
  const bad = checkOptions(options);
  if (bad) throw new RecordError(bad);
  if (!Array.isArray(hands)) throw new RecordError('hands must be an array');
  return { edition, players, options: (options ?? {}) as RuleOptionsInput, hands };
}

function checkPlayer(value: unknown, players: number, where: string): number {
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) >= players) {
    throw new RecordError(`${where}: player ${quote(value)} is out of range (0 to ${players - 1})`);
  }
  return value as number;
}

function parseCards(book: Scorebook, raw: unknown, at: string): Suit[][] {
  const ed = EDITIONS[book.edition];
  const n = book.players;
  const suits = ed.suits[n];
  const deckSize = suits * CARDS_PER_SUIT + BOMB_COUNT;
  const range = `${suitLetter(0)}-${suitLetter(suits - 1)} and ${suitLetter(BOMB)}`;
  if (!Array.isArray(raw) || raw.length !== n) {
    throw new RecordError(`${at}: cards must hold one array per player (${n})`);
  }
  const seen = new Array<number>(BOMB + 1).fill(0);
  const hands = raw.map((hand: unknown, p) => {
    if (!Array.isArray(hand))
      throw new RecordError(`${at}, player ${p}: cards must be an array of letters`);
    return hand.map((letter: unknown) => {
      const suit = typeof letter === 'string' ? letterSuit(letter) : undefined;
      if (suit === undefined || (suit !== BOMB && suit >= suits)) {
        throw new RecordError(
          `${at}, player ${p}: card ${quote(letter)} is not in the ${ed.id} deck for ${n} players (${range})`,
        );
      }
      seen[suit] = (seen[suit] ?? 0) + 1;
      const max = suit === BOMB ? BOMB_COUNT : CARDS_PER_SUIT;
      if ((seen[suit] ?? 0) > max) {
        throw new RecordError(
          `${at}, player ${p}: card "${suitLetter(suit)}" is a ${ordinal(seen[suit] ?? 0)} ${suit === BOMB ? 'bomb' : `card of suit "${suitLetter(suit)}"`}, but the deck has only ${max}`,
        );
      }
      return suit;
    });
  });
  if (ed.deal === 'seven') {
    hands.forEach((hand, p) => {
      if (hand.length !== CARDS_PER_PLAYER) {
        throw new RecordError(
          `${at}, player ${p}: holds ${hand.length} cards, but ${ed.id} deals 7 to each player`,
        );
      }
    });
  } else {
    const low = Math.floor(deckSize / n);
    const high = Math.ceil(deckSize / n);
    hands.forEach((hand, p) => {
      if (hand.length < low || hand.length > high) {
        throw new RecordError(
          `${at}, player ${p}: holds ${hand.length} cards, but dealing all ${deckSize} cards to ${n} players gives ${low === high ? low : `${low} or ${high}`} each`,
        );
      }
    });
    const total = hands.reduce((s, h) => s + h.length, 0);
    if (total !== deckSize) {
      throw new RecordError(
        `${at}: the hands hold ${total} cards, but ${ed.id} deals the whole deck of ${deckSize}`,
      );
    }
  }
  return hands;
}

/** Checks one recorded hand against the sheet so far and turns it into a HandInput. */
export function parseHand(book: Scorebook, raw: unknown, index: number): HandInput {
  const at = `hand ${index + 1}`;
  if (book.phase === 'over') {
    throw new RecordError(`${at}: the game is already over after hand ${index}`);
  }
  if (!isObject(raw)) throw new RecordError(`${at}: must be an object with cards and grabs`);
  HAND_KEYS(raw, `${at}: `);
  const ed = EDITIONS[book.edition];
  const hands = parseCards(book, raw.cards, at);
  if (!Array.isArray(raw.grabs)) throw new RecordError(`${at}: grabs must be an array`);
  const sticks = stickColours(ed, book.players, resolveOptions(ed, book.options));
  const taken = new Map<Colour, number>();
  const grabbed = new Set<number>();
  const grabs = raw.grabs.map((g: unknown, i) => {
    if (!isObject(g))
      throw new RecordError(`${at}, grab ${i + 1}: must be an object with player and stick`);
    GRAB_KEYS(g, `${at}, grab ${i + 1}: `);
    const player = checkPlayer(g.player, book.players, `${at}, grab ${i + 1}`);
    const where = `${at}, player ${player}`;
    const colour = g.stick as Colour;
    const count = sticks.filter((c) => c === colour).length;
    if (typeof g.stick !== 'string' || count === 0) {
      throw new RecordError(
        `${where}: stick ${quote(g.stick)} is not in use (sticks: ${sticks.join(', ')})`,
      );
    }
    if (i >= sticks.length) {
      throw new RecordError(
        `${where}: grab ${i + 1}, but only ${sticks.length} sticks stand on the board`,
      );
    }
    if (grabbed.has(player))
      throw new RecordError(`${where}: takes a second stick (one stick per player)`);
    grabbed.add(player);
    const n = (taken.get(colour) ?? 0) + 1;
    if (n > count) {
      throw new RecordError(
        `${where}: takes a ${ordinal(n)} ${colour} stick, but there ${count === 1 ? 'is only 1' : `are only ${count}`}`,
      );
    }
    taken.set(colour, n);
    return { player, colour };
  });
  const fakes: number[] = [];
  if (raw.fakes !== undefined) {
    if (!Array.isArray(raw.fakes)) throw new RecordError(`${at}: fakes must be an array`);
    for (const [i, f] of raw.fakes.entries()) {
      if (isObject(f)) FAKE_KEYS(f, `${at}, fake ${i + 1}: `);
      const player = checkPlayer(isObject(f) ? f.player : f, book.players, `${at}, fake ${i + 1}`);
      if (!ed.scoring.fakes) {
        throw new RecordError(`${at}, player ${player}: fakes are an AZUMA rule, not ${ed.id}`);
      }
      if (grabbed.has(player))
        throw new RecordError(`${at}, player ${player}: cannot fake and take a stick in one hand`);
      if (fakes.includes(player))
        throw new RecordError(`${at}, player ${player}: fakes twice in one hand`);
      fakes.push(player);
    }
  }
  const x: Partial<Record<number, Colour>> = {};
  if (raw.x !== undefined) {
    if (!isObject(raw.x)) throw new RecordError(`${at}: x must be an object of player -> colour`);
    const choosers = pendingXChoices(book, { hands, grabs, fakes });
    const first = grabs[0];
    for (const [key, value] of Object.entries(raw.x)) {
      const player = checkPlayer(/^\d+$/.test(key) ? Number(key) : key, book.players, `${at}, x`);
      const where = `${at}, player ${player}`;
      if (ed.scoring.falseGrab !== 'x')
        throw new RecordError(`${where}: X marks are an AZUMA rule, not ${ed.id}`);
      if (typeof value !== 'string' || !book.colours.includes(value as Colour)) {
        throw new RecordError(
          `${where}: X colour ${quote(value)} is not on the sheet (${book.colours.join(', ')})`,
        );
      }
      const chooser = choosers.find((c) => c.player === player);
      if (chooser) {
        if (!chooser.open.includes(value as Colour)) {
          throw new RecordError(
            `${where}: X in ${value}, but that cell is not open (open: ${chooser.open.join(', ')})`,
          );
        }
      } else {
        const open = openColours(book, player);
        const falseGrab = first?.player === player && winKindOfSuits(hands[player] ?? []) === null;
        const forced = falseGrab && open.includes(first.colour) ? first.colour : open[0];
        if (!(falseGrab || fakes.includes(player)) || forced !== value) {
          throw new RecordError(`${where}: has no X to place by choice in this hand`);
        }
      }
      x[player] = value as Colour;
    }
  }
  return { hands, grabs, fakes, x };
}
