// The pages a running game offers from its pause dialog: its rules and the box's settings, over the paused table.
import { createContext } from 'react';

export type InGamePage = 'rules' | 'settings';

export interface InGameRules {
  /** Shows a page over the paused table. */
  readonly open: (page: InGamePage) => void;
  /** The page showing, if any (the pause dialog waits behind it). */
  readonly reading: InGamePage | null;
}

/** Null outside a running game (the pause dialog then offers neither page). */
export const InGameRulesContext = createContext<InGameRules | null>(null);
