// What a step makes happen at the table, for the screen and the sound: calls, bids, shows, bets, plays, stops, chips.
import type { Card, Colour } from './cards';
import type { CallName, PokerAction } from './events';
import type { SpaceName } from './sheet';

/** Where chips come from or go to: a seat's stack or a space of the sheet. */
export type ChipPlace = { readonly seat: number } | { readonly space: SpaceName };

export type Effect =
  /** A new hand starts: its number and dealer. */
  | { readonly type: 'hand-start'; readonly hand: number; readonly dealer: number }
  /** A player cannot ante and is out for good [G2]; he keeps his chips. */
  | { readonly type: 'eliminated'; readonly seat: number; readonly chips: number }
  /** Every chip that moves: antes, bid payments, bets, spaces won, Bonanza payments, the end split. */
  | {
      readonly type: 'chips';
      readonly from: ChipPlace;
      readonly to: ChipPlace;
      readonly amount: number;
    }
  /** The cards are out: hand sizes per seat (0 if not in the hand) and the widow's size. */
  | {
      readonly type: 'dealt';
      readonly dealer: number;
      readonly sizes: readonly number[];
      readonly widow: number;
    }
  | { readonly type: 'widow-swapped'; readonly dealer: number }
  | { readonly type: 'widow-for-sale'; readonly dealer: number }
  | { readonly type: 'bid'; readonly seat: number; readonly amount: number }
  | { readonly type: 'bid-pass'; readonly seat: number }
  | {
      readonly type: 'widow-sold';
      readonly seat: number;
      readonly price: number;
      readonly dealer: number;
    }
  | { readonly type: 'widow-unsold' }
  /** The hand that goes out of play unseen: a player's (after a swap or a purchase) or the widow. */
  | { readonly type: 'dead-hand'; readonly seat: number | null; readonly cards: number }
  /** The dealer calls a space; `deciding` is false when nobody at the table could show anything. */
  | { readonly type: 'call'; readonly call: CallName; readonly deciding: boolean }
  /** A combination shown at a call (all shows of a call are revealed together). */
  | {
      readonly type: 'show';
      readonly call: CallName;
      readonly seat: number;
      readonly cards: readonly Card[];
    }
  /** A space taken: by one player, or several sharing the poker space; `amounts` per winner. */
  | {
      readonly type: 'space-won';
      readonly space: SpaceName;
      readonly seats: readonly number[];
      readonly amounts: readonly number[];
    }
  /** Nobody takes the space this time: its chips stay and grow. */
  | { readonly type: 'space-stays'; readonly space: SpaceName; readonly chips: number }
  /** The Joker is shown and discarded [G6], or set aside before the run-out [G16]. */
  | { readonly type: 'joker-discarded'; readonly seat: number }
  /** Poker: who takes part (at least five cards) and who opens the betting. */
  | {
      readonly type: 'poker-start';
      readonly seats: readonly number[];
      readonly first: number | null;
    }
  | {
      readonly type: 'poker-action';
      readonly seat: number;
      readonly action: PokerAction;
      /** Chips put on the poker space by this action. */
      readonly chips: number;
      /** The highest total bet after it. */
      readonly highest: number;
    }
  | {
      readonly type: 'poker-five';
      readonly seat: number;
      readonly cards: readonly Card[];
      readonly hand: string;
    }
  /** The run-out begins. */
  | { readonly type: 'run-out'; readonly leader: number }
  | { readonly type: 'lead'; readonly seat: number; readonly card: Card }
  | { readonly type: 'play'; readonly seat: number; readonly card: Card }
  /**
   * The last card played is a stop. `colour` is the colour the next lead must have (null: any, when
   * nobody holds the other colour [G14]); `leader` leads next.
   */
  | {
      readonly type: 'stop';
      readonly seat: number;
      readonly card: Card;
      /** Why it stops: the next card of its suit, which nobody holds (out of play or played); null after an ace. */
      readonly missing: Card | null;
      /** The missing card was played already (a suit run earlier from a higher lead), not out of play. */
      readonly played: boolean;
      readonly colour: Colour | null;
      readonly leader: number;
    }
  /** A paying card is played (AS, KH, QD, JC). */
  | {
      readonly type: 'paying-card';
      readonly seat: number;
      readonly card: Card;
      readonly space: SpaceName;
    }
  /** A player went out: he takes the Bonanza space and a chip per card from every other player [G15]. */
  | {
      readonly type: 'bonanza';
      readonly seat: number;
      readonly payments: readonly {
        readonly seat: number;
        readonly cards: number;
        readonly chips: number;
      }[];
    }
  | {
      readonly type: 'hand-end';
      readonly hand: number;
      readonly stacks: readonly number[];
      readonly sheet: readonly number[];
    }
  /** The end split of the sheet [G18]: per space, the chips each player of the last hand gets. */
  | {
      readonly type: 'end-split';
      readonly seats: readonly number[];
      readonly shares: readonly number[];
    }
  | {
      readonly type: 'game-over';
      readonly stacks: readonly number[];
      readonly winners: readonly number[];
      readonly ranking: readonly number[];
    };

export type EffectType = Effect['type'];

/** Where a step writes its effects; null in the fast loop when nobody watches. */
export type EffectSink = Effect[] | null;
