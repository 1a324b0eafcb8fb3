// What the 3D table shows of a BONANZA RUMMY game, as plain data: the sheet's chips, the seats, the piles, shown and played cards.
import { type Card, PACK_SIZE } from '../rules/cards';
import { type BonanzaState, currentCall, DEAD, IN_WIDOW } from '../rules/state';
import { SPACES } from '../rules/sheet';

export interface SceneSeat {
  readonly seat: number;
  /** Chips in the seat's stack. */
  readonly stack: number;
  /** Cards the seat holds (drawn face down, except the person's, which the overlay shows). */
  readonly held: number;
  readonly dealer: boolean;
  /** Plays this hand (false once out for good, or before the first hand). */
  readonly inHand: boolean;
  /** Out for good: could not ante. */
  readonly out: boolean;
  /** Chips this seat put on the poker space this hand. */
  readonly put: number;
}

export interface TableScene {
  readonly players: number;
  /** The person's seat: drawn nearest the camera. */
  readonly person: number;
  /** Chips on the ten spaces, in SPACES order (joker, queenJack, sequence, tenTwo, poker, aceSpades, kingHearts, queenDiamonds, jackClubs, bonanza). */
  readonly sheet: readonly number[];
  /** Is the poker space played this game (poker option not 'off')? */
  readonly pokerSpace: boolean;
  readonly seats: readonly SceneSeat[];
  /** Face-down cards in the widow (before it is swapped, sold or left unsold). */
  readonly widow: number;
  /** Face-down cards of the dead hand (out of play this hand). */
  readonly dead: number;
  /** Per seat, the cards it showed at the last call (or the poker showdown), face up in front of it. */
  readonly shown: readonly (readonly Card[])[];
  /** The run-out's played cards, in order (the scene lays them out as a row per suit). */
  readonly played: readonly Card[];
  /** The space being called now (index in SPACES), or -1. */
  readonly calling: number;
}

/** The scene's data of a game state, seen from the person's seat (never a hidden card). */
export function tableScene(s: BonanzaState, person: number): TableScene {
  let widow = 0;
  let dead = 0;
  for (let c = 0; c < PACK_SIZE; c += 1) {
    const w = s.where[c];
    if (w === IN_WIDOW) widow += 1;
    else if (w === DEAD && s.deadHand !== null) dead += 1;
  }
  // Shown cards go back to the hand: the last call's shows lie face up until the dealer calls again
  // (the poker showdown's until the first card of the run-out).
  const shown: Card[][] = Array.from({ length: s.players }, () => []);
  const last = s.shows[s.shows.length - 1];
  const onShow = s.phase === 'call' || (s.phase === 'lead' && s.played.length === 0);
  if (last && onShow) {
    for (const show of s.shows) {
      if (show.call !== last.call) continue;
      shown[show.seat]?.push(...show.cards);
    }
  }
  return {
    players: s.players,
    person,
    sheet: s.sheet,
    pokerSpace: s.options.poker !== 'off',
    seats: Array.from({ length: s.players }, (_, seat) => ({
      seat,
      stack: s.stacks[seat] ?? 0,
      held: s.held[seat] ?? 0,
      dealer: s.dealer === seat && s.hand > 0,
      inHand: s.inHand[seat] === true && s.hand > 0,
      out: s.out[seat] === true,
      put: s.put[seat] ?? 0,
    })),
    widow,
    dead: s.phase === 'ante' || s.phase === 'over' ? 0 : dead,
    shown,
    played: s.played,
    calling: calling(s),
  };
}

/** The space of the call open now (showing, betting or the showdown), or -1. */
function calling(s: BonanzaState): number {
  if (s.phase !== 'showing' && s.phase !== 'betting' && s.phase !== 'fives') return -1;
  const call = currentCall(s);
  return call === null ? -1 : SPACES.indexOf(call);
}
