// How long the table itself takes over its progress events (the fast loop and the statechart pace them alike), and its paces.

export interface TableTiming {
  /** From the end of a hand to the antes of the next (the hand's result on show, then the antes). */
  readonly ante: number;
  readonly deal: number;
  /** The dealer's call of the next space. */
  readonly 'next-call': number;
  /** One forced card of the run-out. */
  readonly play: number;
}

/**
 * The normal pace. After a space is won the dealer waits 2.5 s before the next call: the won space
 * and its cards stay over the table until then, long enough to read (1.5 s was too short).
 */
export const TABLE_TIMING: TableTiming = { ante: 2500, deal: 3000, 'next-call': 2500, play: 600 };

/** The faster pace setting: the table's own steps in less than half the time. */
export const FAST_TABLE_TIMING: TableTiming = {
  ante: 1200,
  deal: 1400,
  'next-call': 700,
  play: 250,
};

export type PaceId = 'normal' | 'fast';
export const PACE_IDS: readonly PaceId[] = ['normal', 'fast'];
export const PACES: Readonly<Record<PaceId, TableTiming>> = {
  normal: TABLE_TIMING,
  fast: FAST_TABLE_TIMING,
};
