// What one seat sees of the table: its own hand, what it passed and received, the sticks and the sheet.
import type { CardId, Colour, EditionId, Scorebook } from '../rules';

export type ViewPhase = 'dealing' | 'passing' | 'grab' | 'scoring' | 'between' | 'over';

export interface StickView {
  readonly id: number;
  readonly colour: Colour;
  readonly owner: number | null;
}

/** Everything a player at the table knows; never other hands or the cards out of play. */
export interface SeatView {
  readonly seat: number;
  readonly players: number;
  readonly edition: EditionId;
  readonly phase: ViewPhase;
  readonly handNo: number;
  readonly calls: number;
  readonly dealer: number;
  readonly rotation: number;
  readonly hand: readonly CardId[];
  readonly chosen: CardId | null;
  readonly lastPassed: CardId | null;
  readonly lastReceived: CardId | null;
  readonly sticks: readonly StickView[];
  /** Someone has grabbed: the grab window is open. */
  readonly grabbed: boolean;
  /** This seat has faked in this hand (AZUMA): it takes no stick until the next hand. */
  readonly faked: boolean;
  readonly book: Scorebook;
  /** AZUMA: the open colours if this seat must choose a cell for an X now, else null. */
  readonly xOpen: readonly Colour[] | null;
  /** This seat is the dealer and may still turn the board. */
  readonly canTurn: boolean;
}
