// The Bonanza Rummy sheet: its ten spaces in order, the paying cards of the lower half and the ante.
import {
  ACE_OF_SPADES,
  type Card,
  JACK_OF_CLUBS,
  KING_OF_HEARTS,
  QUEEN_OF_DIAMONDS,
} from './cards';

export const SPACES = [
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
] as const;
export type SpaceName = (typeof SPACES)[number];
/** A space by its index in SPACES. */
export type Space = number;

export const JOKER_SPACE: Space = 0;
export const QUEEN_JACK_SPACE: Space = 1;
export const SEQUENCE_SPACE: Space = 2;
export const TEN_TWO_SPACE: Space = 3;
export const POKER_SPACE: Space = 4;
export const BONANZA_SPACE: Space = 9;

/** The paying cards of the lower half and their spaces: AS, KH, QD, JC. */
export const PAYING_CARDS: readonly (readonly [Card, Space])[] = [
  [ACE_OF_SPADES, 5],
  [KING_OF_HEARTS, 6],
  [QUEEN_OF_DIAMONDS, 7],
  [JACK_OF_CLUBS, 8],
];

/** The space a card pays, or -1. */
export function payingSpace(c: Card): Space {
  for (const [paying, space] of PAYING_CARDS) if (paying === c) return space;
  return -1;
}

/** Does a space take an ante this game (the poker space only when poker is played)? */
export function antedSpace(space: Space, pokerOn: boolean): boolean {
  return space !== POKER_SPACE || pokerOn;
}

/** One chip on every space in play: 10, or 9 with poker off. */
export function anteAmount(pokerOn: boolean): number {
  return pokerOn ? SPACES.length : SPACES.length - 1;
}

/** A sheet as an object with all ten spaces, in order. */
export function sheetObject(sheet: readonly number[]): Record<SpaceName, number> {
  const out = {} as Record<SpaceName, number>;
  SPACES.forEach((name, i) => (out[name] = sheet[i] ?? 0));
  return out;
}
