// The card faces of BONANZA RUMMY as data: index texts, suit shapes and colours per scheme, pip and court layouts.
import { type Card, JOKER, rankOf, type Suit, suitOf } from '../rules/cards';

/** `classic`: red hearts and diamonds, black spades and clubs; `fourColour`: every suit its own colour. */
export type ColourScheme = 'classic' | 'fourColour';
export const COLOUR_SCHEMES: readonly ColourScheme[] = ['classic', 'fourColour'];

/** The inks of the faces. Red is bright and green dark so they differ in lightness too. */
export const INKS = {
  black: '#16161d',
  red: '#d91e36',
  blue: '#1b56c2',
  green: '#0f6a34',
  joker: '#6a2aa0',
} as const;

/** Each suit's ink (spades, hearts, diamonds, clubs) in each scheme. */
export const SUIT_INKS: Readonly<Record<ColourScheme, readonly [string, string, string, string]>> =
  {
    classic: [INKS.black, INKS.red, INKS.red, INKS.black],
    fourColour: [INKS.black, INKS.red, INKS.blue, INKS.green],
  };

export function suitInk(suit: Suit, scheme: ColourScheme): string {
  return SUIT_INKS[scheme][suit];
}

/**
 * One step of a suit's outline in a unit box (x and y in -1..1, y down): move, line, quadratic,
 * cubic, or a whole circle (a sub-path of its own). Filled with the non-zero rule.
 */
export type PathStep =
  | readonly ['M' | 'L', number, number]
  | readonly ['Q', number, number, number, number]
  | readonly ['C', number, number, number, number, number, number]
  | readonly ['O', number, number, number]
  | readonly ['Z'];
export type SuitShape = readonly PathStep[];

/** A heart: two round lobes, a deep notch, a long point. */
const HEART: SuitShape = [
  ['M', 0, 0.96],
  ['C', -0.3, 0.62, -1, 0.2, -1, -0.36],
  ['C', -1, -0.78, -0.72, -0.96, -0.48, -0.96],
  ['C', -0.24, -0.96, -0.06, -0.8, 0, -0.56],
  ['C', 0.06, -0.8, 0.24, -0.96, 0.48, -0.96],
  ['C', 0.72, -0.96, 1, -0.78, 1, -0.36],
  ['C', 1, 0.2, 0.3, 0.62, 0, 0.96],
  ['Z'],
];

/** A spade: a pointed leaf upwards on a flared foot. */
const SPADE: SuitShape = [
  ['M', 0, -1],
  ['C', 0.3, -0.62, 1, -0.26, 1, 0.2],
  ['C', 1, 0.54, 0.76, 0.7, 0.5, 0.7],
  ['C', 0.32, 0.7, 0.16, 0.62, 0.08, 0.48],
  ['Q', 0.12, 0.82, 0.36, 1],
  ['L', -0.36, 1],
  ['Q', -0.12, 0.82, -0.08, 0.48],
  ['C', -0.16, 0.62, -0.32, 0.7, -0.5, 0.7],
  ['C', -0.76, 0.7, -1, 0.54, -1, 0.2],
  ['C', -1, -0.26, -0.3, -0.62, 0, -1],
  ['Z'],
];

/** A diamond: a tall lozenge with slightly hollow sides. */
const DIAMOND: SuitShape = [
  ['M', 0, -1],
  ['Q', 0.36, -0.42, 0.8, 0],
  ['Q', 0.36, 0.42, 0, 1],
  ['Q', -0.36, 0.42, -0.8, 0],
  ['Q', -0.36, -0.42, 0, -1],
  ['Z'],
];

/** A club: three round leaves, a centre boss and a flared foot. */
const CLUB: SuitShape = [
  ['O', 0, -0.5, 0.4],
  ['O', -0.54, 0.14, 0.4],
  ['O', 0.54, 0.14, 0.4],
  ['O', 0, 0.06, 0.24],
  ['M', -0.09, 0.1],
  ['Q', -0.12, 0.8, -0.38, 1],
  ['L', 0.38, 1],
  ['Q', 0.12, 0.8, 0.09, 0.1],
  ['Z'],
];

/** The shape of each suit: spades, hearts, diamonds, clubs. */
export const SUIT_SHAPES: readonly [SuitShape, SuitShape, SuitShape, SuitShape] = [
  SPADE,
  HEART,
  DIAMOND,
  CLUB,
];

export function suitShape(suit: Suit): SuitShape {
  return SUIT_SHAPES[suit];
}

/** A pip on the face: its centre as fractions of the card's width (x) and height (y), size a fraction of the width. */
export interface Pip {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  /** Upside down, as the pips of the lower half of a classic face. */
  readonly flipped: boolean;
}

export type CourtRank = 'J' | 'Q' | 'K';

/** Everything drawn on one face. */
export interface Face {
  readonly card: Card;
  /** The corner index: "2".."10", "J", "Q", "K", "A", or "JOKER". */
  readonly index: string;
  /** null for the Joker. */
  readonly suit: Suit | null;
  readonly ink: string;
  /** The middle's pips: the classic arrangement for 2..10, one big pip for the ace, none for courts and the Joker. */
  readonly pips: readonly Pip[];
  readonly court: CourtRank | null;
}

/**
 * The corner: the index and a suit pip under it, top-left and (turned) bottom-right, all within
 * the card's left quarter so an overlapped card in a hand still shows them. Fractions of the
 * card's width (x, width, pipSize) and height (top, height, pipTop).
 */
export const CORNER = {
  x: 0.135,
  width: 0.22,
  top: 0.035,
  height: 0.145,
  pipTop: 0.215,
  pipSize: 0.17,
  /** The Joker's letters, one under another. */
  jokerLetter: 0.09,
} as const;

/** Where the middle's pips and court frame may go: clear of both corners. */
export const MIDDLE = { left: 0.36, right: 0.64, top: 0.19, bottom: 0.81, pipSize: 0.17 } as const;
/** The court figure's frame. */
export const COURT_FRAME = { left: 0.27, right: 0.73, top: 0.06, bottom: 0.94 } as const;

const RANK_INDEX = ['', '', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** The corner index of a card. */
export function indexText(card: Card): string {
  return card === JOKER ? 'JOKER' : (RANK_INDEX[rankOf(card)] ?? '?');
}

/** Pip places of the classic arrangements: column (-1 left, 0 middle, 1 right) and row (0 top .. 1 bottom). */
const ARRANGEMENTS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  2: [
    [0, 0],
    [0, 1],
  ],
  3: [
    [0, 0],
    [0, 0.5],
    [0, 1],
  ],
  4: [
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, 0],
    [1, 0],
    [0, 0.5],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, 0],
    [1, 0],
    [-1, 0.5],
    [1, 0.5],
    [-1, 1],
    [1, 1],
  ],
  7: [
    [-1, 0],
    [1, 0],
    [0, 0.25],
    [-1, 0.5],
    [1, 0.5],
    [-1, 1],
    [1, 1],
  ],
  8: [
    [-1, 0],
    [1, 0],
    [0, 0.25],
    [-1, 0.5],
    [1, 0.5],
    [0, 0.75],
    [-1, 1],
    [1, 1],
  ],
  9: [
    [-1, 0],
    [1, 0],
    [-1, 1 / 3],
    [1, 1 / 3],
    [0, 0.5],
    [-1, 2 / 3],
    [1, 2 / 3],
    [-1, 1],
    [1, 1],
  ],
  10: [
    [-1, 0],
    [1, 0],
    [0, 1 / 6],
    [-1, 1 / 3],
    [1, 1 / 3],
    [-1, 2 / 3],
    [1, 2 / 3],
    [0, 5 / 6],
    [-1, 1],
    [1, 1],
  ],
};

/** The middle's pips of a rank: the classic arrangement for 2..10, one big pip for the ace. */
export function pipLayout(rank: number): Pip[] {
  if (rank === 14) return [{ x: 0.5, y: 0.5, size: 0.4, flipped: false }];
  const places = ARRANGEMENTS[rank] ?? [];
  const mid = (MIDDLE.left + MIDDLE.right) / 2;
  const half = (MIDDLE.right - MIDDLE.left) / 2;
  return places.map(([col, row]) => ({
    x: mid + col * half,
    y: MIDDLE.top + row * (MIDDLE.bottom - MIDDLE.top),
    size: MIDDLE.pipSize,
    flipped: row > 0.5,
  }));
}

export function courtOf(card: Card): CourtRank | null {
  if (card === JOKER) return null;
  const rank = rankOf(card);
  return rank === 11 ? 'J' : rank === 12 ? 'Q' : rank === 13 ? 'K' : null;
}

/** The face of a card in a colour scheme. */
export function faceOf(card: Card, scheme: ColourScheme): Face {
  if (card === JOKER)
    return { card, index: indexText(card), suit: null, ink: INKS.joker, pips: [], court: null };
  const suit = suitOf(card);
  const court = courtOf(card);
  return {
    card,
    index: indexText(card),
    suit,
    ink: suitInk(suit, scheme),
    pips: court ? [] : pipLayout(rankOf(card)),
    court,
  };
}
