// Why the flow refuses an event: a code for programs and a short reason for people; a refused event changes nothing.

export const REFUSAL_CODES = [
  /** The event is not an event of this game (unknown type, missing or malformed fields). */
  'malformed',
  /** The game is over. */
  'game-over',
  /** The flow does not wait for this kind of event now (e.g. a bid during the run-out). */
  'not-now',
  /** No such seat, or the seat is out of the game or of this hand. */
  'not-playing',
  /** It is another player's turn. */
  'not-your-turn',
  /** The seat has nothing to decide now (e.g. a show by a seat without a combination). */
  'nothing-to-decide',
  /** The seat has already decided at this call or showdown. */
  'already-decided',
  /** A show or keep names a call other than the one open. */
  'wrong-call',
  /** A deal that is not the whole pack dealt as the rules deal it [G3]. */
  'bad-deal',
  /** A bid not above the last bid (or below 1) [G4]. */
  'bid-too-low',
  /** A bid above the chips the bidder holds [G4]. */
  'bid-above-chips',
  /** A card named that the seat does not hold (or the same card twice). */
  'cards-not-held',
  /** The Joker was shown before and is discarded [G6]. */
  'joker-spent',
  /** The shown cards are not the combination of this call. */
  'not-a-combination',
  /** A poker action the betting does not allow now (check or bet facing a bet, call or raise with none). */
  'action-not-allowed',
  /** No raise is left [G10]. */
  'raise-limit',
  /** A player still in could not call it in full [G11]. */
  'stack-limit',
  /** A five that is not five different cards of the hand. */
  'bad-five',
  /** The Joker cannot be played in the run-out [G16]. */
  'joker-dead',
  /** A lead of the wrong colour after a stop. */
  'wrong-colour',
  /** A lead that is not the lowest card the leader holds of its suit. */
  'not-lowest',
] as const;

export type RefusalCode = (typeof REFUSAL_CODES)[number];

export interface Refusal {
  readonly ok: false;
  readonly code: RefusalCode;
  /** A short reason in words, quoting at most 60 characters of any bad value. */
  readonly reason: string;
  /** The seat the problem is about, when the event names none (a bad deal). */
  readonly seat?: number;
}

export function refuse(code: RefusalCode, reason: string, seat?: number): Refusal {
  return seat === undefined ? { ok: false, code, reason } : { ok: false, code, reason, seat };
}

/** A value for a message: JSON, cut to 60 characters. */
export function quote(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
