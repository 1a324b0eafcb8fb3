// The hand summary's panel: the last hand's results open when the hand ends and stay until the person closes them; reopened at will.

/**
 * The last hand's results (null before the first hand ends), whether its panel is open, and whether
 * it is open since the hand ended, unclosed (the next hand's first question then waits for the person
 * to close them: a newcomer saw the results fold away after four seconds, unread).
 */
export interface SummaryPanel<R> {
  readonly result: R | null;
  readonly open: boolean;
  readonly sinceEnd: boolean;
}

export type SummaryPanelAction<R> =
  /** A hand ended: its results replace the last ones, and the panel opens. */
  | { readonly type: 'hand-end'; readonly result: R }
  /** The person closes the panel (the results are kept to reopen). */
  | { readonly type: 'close' }
  /** The person opens the last hand's results again (nothing to open before a hand ended). */
  | { readonly type: 'reopen' }
  /** The person's toggle: open if closed, closed if open. */
  | { readonly type: 'toggle' };

export const CLOSED_SUMMARY: SummaryPanel<never> = { result: null, open: false, sinceEnd: false };

export function summaryPanel<R>(s: SummaryPanel<R>, a: SummaryPanelAction<R>): SummaryPanel<R> {
  switch (a.type) {
    case 'hand-end':
      return { result: a.result, open: true, sinceEnd: true };
    case 'close':
      return s.open ? { ...s, open: false, sinceEnd: false } : s;
    case 'reopen':
      return s.result !== null && !s.open ? { ...s, open: true, sinceEnd: false } : s;
    case 'toggle':
      return summaryPanel(s, { type: s.open ? 'close' : 'reopen' });
  }
}
