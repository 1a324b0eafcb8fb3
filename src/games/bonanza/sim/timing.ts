// How long the table itself takes over its progress events in simulated time (a statechart may pace them alike).

export interface TableTiming {
  /** From the end of a hand to the antes of the next (the hand's result on show, then the antes). */
  readonly ante: number;
  readonly deal: number;
  /** The dealer's call of the next space. */
  readonly 'next-call': number;
  /** One forced card of the run-out. */
  readonly play: number;
}

export const TABLE_TIMING: TableTiming = { ante: 2500, deal: 3000, 'next-call': 1500, play: 600 };
