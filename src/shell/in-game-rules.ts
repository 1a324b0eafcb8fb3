// The running game's rules page, offered by the pause dialog: the screen that shows it and whether it is open.
import { createContext } from 'react';

export interface InGameRules {
  /** Shows the game's rules page over the paused table. */
  readonly open: () => void;
  /** Whether the rules page is showing (the pause dialog waits behind it). */
  readonly reading: boolean;
}

/** Null outside a running game (the pause dialog then offers no rules). */
export const InGameRulesContext = createContext<InGameRules | null>(null);
