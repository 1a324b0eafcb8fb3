// The view model of a running BONANZA RUMMY table: narrow slices of the snapshot, each a plain value, for the overlay and the scene.
import { selectStage, type BonanzaSnapshot } from '../../../../statecharts/bonanza/selectors';
import { type Card, JOKER, rankOf, suitOf } from '../rules/cards';
import { rankingOf } from '../rules/end';
import { legal, type LegalMove, waitsFor } from '../rules/legal';
import { takesPartInPoker } from '../rules/flow-poker';
import { anteAmount, POKER_SPACE } from '../rules/sheet';
import { currentCall, DEAD, handOf, IN_WIDOW } from '../rules/state';
import { PERSON } from '../game';
import { tableScene, type TableScene } from './table-scene';

export { selectStage };
export type { BonanzaSnapshot };

/** Equal plain data (small values: a few hundred numbers at most). */
export const sameData = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** Suits in the hand's order: spades, hearts, clubs, diamonds (red and black alternate), the Joker first. */
const SUIT_PLACE = [0, 1, 3, 2] as const;

/** The person's cards sorted by suit and rank (aces high), the Joker first. */
export function sortHand(cards: readonly Card[]): Card[] {
  const key = (c: Card) => (c === JOKER ? -1 : SUIT_PLACE[suitOf(c)] * 16 + rankOf(c));
  return cards.slice().sort((a, b) => key(a) - key(b));
}

export const selectHandCards = (s: BonanzaSnapshot): Card[] =>
  sortHand(handOf(s.context.game, PERSON));
export const selectLegal = (s: BonanzaSnapshot): LegalMove[] => legal(s.context.game, PERSON);
export const selectAsked = (s: BonanzaSnapshot): boolean => waitsFor(s.context.game, PERSON);
export const selectScene = (s: BonanzaSnapshot): TableScene => tableScene(s.context.game, PERSON);
export const selectCall = (s: BonanzaSnapshot) => currentCall(s.context.game);
/** Whether the widow lies on the table (dealt, not yet swapped, bought or put out of play). */
export const selectWidowOnTable = (s: BonanzaSnapshot): boolean =>
  s.context.game.where.includes(IN_WIDOW);
/** Whether a dead hand lies on the table (the hand put out of play for the widow, or the widow unsold). */
export const selectDeadOnTable = (s: BonanzaSnapshot): boolean =>
  s.context.game.deadHand !== null && s.context.game.where.includes(DEAD);
export const selectPhase = (s: BonanzaSnapshot) => s.context.game.phase;
export const selectIsOver = (s: BonanzaSnapshot): boolean => s.hasTag('over');
/**
 * The stage of the hand under way, for the room the panels under the table hold: the widow and the
 * calls, the poker's betting, its fives, the run-out; null between hands.
 */
export const selectHandStage = (
  s: BonanzaSnapshot,
): 'calls' | 'betting' | 'fives' | 'run-out' | null => {
  switch (s.context.game.phase) {
    case 'widow':
    case 'bidding':
    case 'call':
    case 'showing':
      return 'calls';
    case 'betting':
      return 'betting';
    case 'fives':
      return 'fives';
    case 'lead':
    case 'play':
      return 'run-out';
    default:
      return null;
  }
};
export const selectHandNumber = (s: BonanzaSnapshot) => ({
  hand: s.context.game.hand,
  hands: s.context.game.options.deals,
});

export interface SeatPlate {
  readonly seat: number;
  readonly name: string;
  readonly bot: boolean;
  readonly stack: number;
  readonly held: number;
  readonly dealer: boolean;
  readonly out: boolean;
  readonly inHand: boolean;
  /** The table waits for this seat's decision. */
  readonly asked: boolean;
  /** Folded at poker this hand. */
  readonly folded: boolean;
  /** Chips this seat has bet in the poker round under way (0 outside it). */
  readonly bet: number;
}

export function selectPlates(s: BonanzaSnapshot): SeatPlate[] {
  const g = s.context.game;
  return s.context.config.seats.map((seat, i) => ({
    seat: i,
    name: seat.name,
    bot: seat.kind === 'bot',
    stack: g.stacks[i] ?? 0,
    held: g.held[i] ?? 0,
    dealer: g.dealer === i && g.hand > 0,
    out: g.out[i] === true,
    inHand: g.inHand[i] === true,
    asked: waitsFor(g, i),
    folded:
      g.phase === 'betting' &&
      g.inHand[i] === true &&
      !g.inPot[i] &&
      g.actions.some((a) => a.seat === i && a.action === 'fold'),
    bet: g.phase === 'betting' && g.inPot[i] ? (g.put[i] ?? 0) : 0,
  }));
}

/** The widow's sale as the person sees it: the bids so far, the highest, the person's chips. */
export const selectBidding = (s: BonanzaSnapshot) => {
  const g = s.context.game;
  return {
    dealer: g.dealer,
    bids: g.bids,
    highBid: g.highBid,
    highBidder: g.highBidder,
    stack: g.stacks[PERSON] ?? 0,
  };
};

/** The betting round as the person sees it. */
export const selectPoker = (s: BonanzaSnapshot) => {
  const g = s.context.game;
  const mine = g.put[PERSON] ?? 0;
  return {
    pot: g.sheet[POKER_SPACE] ?? 0,
    highest: g.highest,
    put: mine,
    toCall: Math.max(0, g.highest - mine),
    bet: g.options.bet,
    raisesLeft: Math.max(0, g.options.raises - g.raises),
    stack: g.stacks[PERSON] ?? 0,
    actions: g.actions,
  };
};

/** The run-out's state: the colour the next lead must have (-1 any), who leads, the cards played. */
export const selectRunOut = (s: BonanzaSnapshot) => {
  const g = s.context.game;
  return { colour: g.colour, turn: g.turn, played: g.played.length };
};

/** Who won which space this hand (after it: of the last hand). */
export const selectWon = (s: BonanzaSnapshot): readonly (readonly number[])[] => s.context.game.won;

/** The seats' names. */
export const selectNames = (s: BonanzaSnapshot): string[] =>
  s.context.config.seats.map((seat) => seat.name);

/** Every seat's chips. */
export const selectStacks = (s: BonanzaSnapshot): readonly number[] => s.context.game.stacks;

/**
 * The cards the person holds when they are too few for the poker (under five) and the person is
 * still in the hand; else null. While the poker is played this is why the person is not asked.
 */
export const selectPokerSitOut = (s: BonanzaSnapshot): number | null => {
  const g = s.context.game;
  return g.inHand[PERSON] && !takesPartInPoker(g, PERSON) ? (g.held[PERSON] ?? 0) : null;
};

/** The ante each player puts on the sheet as a hand starts (the hand's results count it). */
export const selectAnte = (s: BonanzaSnapshot): number =>
  anteAmount(s.context.game.options.poker !== 'off');

/** The game's end as the rules give it: seats from the most chips to the fewest, and the winners. */
export const selectFinal = (s: BonanzaSnapshot) => ({
  ranking: rankingOf(s.context.game.stacks),
  winners: s.context.game.winners,
});

/** The sheet as the game left it and the rule for it at the end (`split` or `keep`), for the end's share-out. */
export const selectSheetLeft = (s: BonanzaSnapshot) => ({
  left: s.context.game.sheet,
  endgame: s.context.game.options.endgame,
});
