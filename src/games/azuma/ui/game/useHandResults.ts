// Follows each hand's results for the overlay: who got what from the grab window, a void hand, a first-time tip.
import { useEffect, useState } from 'react';
import { useGame } from '../../view/GameContext';
import { selectAnyGrab, selectCalls } from '../../view/selectors';
import { type GameHandle, PERSON } from '../../game';
import { firstTime, type Tip } from '../tips';
import { explains, handResults, type SeatResult } from './results';

export interface HandNews {
  /** Per seat, from the end of the grab window until the next deal. */
  readonly results: readonly (readonly SeatResult[])[] | null;
  /** The hand was void: no grab within the stall limit of calls. */
  readonly voided: number | null;
  /** An entry the person sees for the first time on this device, explained once. */
  readonly tip: Tip | null;
}

const NONE: HandNews = { results: null, voided: null, tip: null };

type Table = Pick<GameHandle['actor'], 'on' | 'getSnapshot'>;

/**
 * Follows the table's emitted events hand by hand and tells `set` what the overlay says: each
 * seat's result after a grab window, a void hand with its calls, a tip the first time an entry
 * appears (`isFirstTime` asks and remembers). Returns the function that stops following.
 */
export function followHandNews(
  actor: Table,
  config: Pick<GameHandle['config'], 'players' | 'edition'>,
  set: (update: (news: HandNews) => HandNews) => void,
  isFirstTime: (tip: Tip) => boolean = firstTime,
): () => void {
  let lostTo = new Map<number, number>();
  let tip: Tip | null = null;
  const show = (entries: Parameters<typeof handResults>[1]) => {
    const results = handResults(config.players, entries, lostTo);
    // One tip a hand at most: the first of its results not yet explained on this device.
    tip ??= explains(results, PERSON, config.edition).find(isFirstTime) ?? null;
    set(() => ({ results, voided: null, tip }));
  };
  const subs = [
    actor.on('deal', () => {
      lostTo = new Map();
      tip = null;
      set(() => NONE);
    }),
    actor.on('lostRace', (e) => lostTo.set(e.player, e.winner)),
    actor.on('reveal', (e) => show(e.entries)),
    actor.on('score', (e) => {
      if (selectAnyGrab(actor.getSnapshot())) show(e.entries);
    }),
    actor.on('redeal', () =>
      set(() => ({ results: null, voided: selectCalls(actor.getSnapshot()), tip: null })),
    ),
  ];
  return () => subs.forEach((s) => s.unsubscribe());
}

export function useHandResults(): HandNews {
  const { actor, config } = useGame();
  const [news, setNews] = useState<HandNews>(NONE);
  useEffect(() => followHandNews(actor, config, setNews), [actor, config]);
  return news;
}
