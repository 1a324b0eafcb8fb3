// The three editions as data: colours, sticks and suits per player count, deal mode, scoring variant.

export type EditionId = 'azuma' | 'zuma-de' | 'zuma-fr';
export type Colour = 'yellow' | 'blue' | 'pink' | 'red' | 'violet';
export type PlayerCount = 3 | 4 | 5 | 6;

export const EDITION_IDS: readonly EditionId[] = ['azuma', 'zuma-de', 'zuma-fr'];
export const PLAYER_COUNTS: readonly PlayerCount[] = [3, 4, 5, 6];
export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;

/** How a hand is scored: the numbers and the penalties of one edition. */
export interface ScoringRules {
  /** First grabber holding 4 + 3. */
  readonly firstWin: number;
  /** First grabber holding all 3 bombs. */
  readonly firstBombs: number;
  /** Any later grabber holding 4 + 3. */
  readonly otherWin: number;
  /** Any later grabber holding all 3 bombs. */
  readonly otherBombs: number;
  /** Any later grabber with neither. */
  readonly other: number;
  /** 1 or 2 bombs held at a grab: AZUMA blocks that player's scoring; ZUMA costs 1 per card. */
  readonly partialBombs: 'block' | 'minus-per-card';
  /** First grabber without a winning hand: an X (AZUMA), minus points (ZUMA DE), or no points (ZUMA FR). */
  readonly falseGrab: 'x' | 'montezuma' | 'void';
  /** Minus points for a false first grab, when falseGrab is 'montezuma'. */
  readonly falseGrabMinus: number;
  /** Whether a fake (starting to grab and taking no stick) is a rule of this edition. */
  readonly fakes: boolean;
}

export interface Edition {
  readonly id: EditionId;
  readonly name: string;
  /** The caller's word. */
  readonly call: string;
  /** The three stick colours in sheet order: colour 1, 2, 3. */
  readonly colours: readonly [Colour, Colour, Colour];
  /** The two colours used (and scored) with 3 players. */
  readonly threePlayerColours: readonly [Colour, Colour];
  /** Suits in play per player count. */
  readonly suits: Readonly<Record<PlayerCount, number>>;
  /** 'seven': 7 cards each, the rest out of play; 'all': every card dealt one at a time. */
  readonly deal: 'seven' | 'all';
  /** Whether the edition itself fixes the 5-player stick set (two of colour 1). */
  readonly fivePlayerSticksFixed: boolean;
  readonly scoring: ScoringRules;
  /** The default for the tie-breaker option: AZUMA plays tie-breaker hands, ZUMA shares the win. */
  readonly tiebreakByDefault: boolean;
}

const ZUMA_SCORING: ScoringRules = {
  firstWin: 2,
  firstBombs: 2,
  otherWin: 1,
  otherBombs: 1,
  other: 1,
  partialBombs: 'minus-per-card',
  falseGrab: 'montezuma',
  falseGrabMinus: 2,
  fakes: false,
};

export const EDITIONS: Readonly<Record<EditionId, Edition>> = {
  azuma: {
    id: 'azuma',
    name: 'AZUMA',
    call: 'AZUMA!',
    colours: ['yellow', 'blue', 'pink'],
    threePlayerColours: ['yellow', 'pink'],
    suits: { 3: 6, 4: 8, 5: 9, 6: 10 },
    deal: 'seven',
    fivePlayerSticksFixed: false,
    scoring: {
      firstWin: 2,
      firstBombs: 3,
      otherWin: 2,
      otherBombs: 3,
      other: 1,
      partialBombs: 'block',
      falseGrab: 'x',
      falseGrabMinus: 0,
      fakes: true,
    },
    tiebreakByDefault: true,
  },
  'zuma-de': {
    id: 'zuma-de',
    name: 'ZUMA',
    call: 'ZUMA!',
    colours: ['red', 'blue', 'violet'],
    threePlayerColours: ['red', 'blue'],
    suits: { 3: 5, 4: 7, 5: 9, 6: 10 },
    deal: 'all',
    fivePlayerSticksFixed: true,
    scoring: ZUMA_SCORING,
    tiebreakByDefault: false,
  },
  'zuma-fr': {
    id: 'zuma-fr',
    name: 'ZUMA',
    call: 'ZUMA!',
    colours: ['red', 'blue', 'violet'],
    threePlayerColours: ['red', 'blue'],
    suits: { 3: 7, 4: 8, 5: 9, 6: 10 },
    deal: 'seven',
    fivePlayerSticksFixed: false,
    scoring: { ...ZUMA_SCORING, falseGrab: 'void', falseGrabMinus: 0 },
    tiebreakByDefault: false,
  },
};

export function isEditionId(value: unknown): value is EditionId {
  return typeof value === 'string' && (EDITION_IDS as readonly string[]).includes(value);
}

export function isPlayerCount(value: unknown): value is PlayerCount {
  return typeof value === 'number' && (PLAYER_COUNTS as readonly number[]).includes(value);
}

/** The colours on the sheet, in sheet order, for this player count. */
export function sheetColours(edition: Edition, players: PlayerCount): readonly Colour[] {
  return players === 3 ? edition.threePlayerColours : edition.colours;
}

/** Cards each player is dealt in 'seven' mode. */
export const CARDS_PER_PLAYER = 7;
