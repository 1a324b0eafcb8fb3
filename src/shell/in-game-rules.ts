// What a running game's pause dialog offers and must know: its rules and the box's settings over the paused table, and whether leaving loses the game.
import { createContext } from 'react';

export type InGamePage = 'rules' | 'settings';

export interface InGameRules {
  /** Shows a page over the paused table. */
  readonly open: (page: InGamePage) => void;
  /** The page showing, if any (the pause dialog waits behind it). */
  readonly reading: InGamePage | null;
  /** The game is not saved (the game with hints): leaving ends it, so Leave asks first. */
  readonly unsaved: boolean;
}

/** Null outside a running game (the pause dialog then offers neither page). */
export const InGameRulesContext = createContext<InGameRules | null>(null);
