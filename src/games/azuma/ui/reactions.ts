// Grab reaction times: the person's (from their winning hand, or another's grab, to their tap) and the bots' samples.

export type { Reaction, ReactionKind, SeatReactions } from '../view/reactions';
import type { Reaction } from '../view/reactions';

/**
 * A tap sooner than this after a cue cannot answer it: no one sees, decides and touches in less (a
 * visual cue alone takes about 200 ms to answer with a key); it was under way before the cue showed.
 */
export const FASTEST_ANSWER_MS = 200;

/**
 * Follows one seat through the game. `observe` is fed each snapshot's hand number and whether the
 * seat holds a winning hand ('win' / 'no'), or 'other' outside passing; `grab` each emitted grab.
 * A grab counts only as the answer to a cue the seat could see: its own winning hand when that was
 * there first, else another's grab at least FASTEST_ANSWER_MS before.
 */
export class ReactionLog {
  private hand = -1;
  private winSince: number | null = null;
  private firstGrabAt: number | null = null;
  private readonly list: Reaction[] = [];

  constructor(private readonly seat: number) {}

  get reactions(): readonly Reaction[] {
    return this.list;
  }

  observe(hand: number, state: 'win' | 'no' | 'other', now: number): void {
    if (hand !== this.hand) {
      this.hand = hand;
      this.winSince = null;
      this.firstGrabAt = null;
    }
    if (state === 'win' && this.winSince === null) this.winSince = now;
    if (state === 'no') this.winSince = null;
  }

  grab(e: { readonly player: number; readonly at: number }): void {
    if (e.player !== this.seat) {
      if (this.firstGrabAt === null || e.at < this.firstGrabAt) this.firstGrabAt = e.at;
      return;
    }
    const ownFirst =
      this.winSince !== null &&
      e.at >= this.winSince &&
      (this.firstGrabAt === null || this.winSince <= this.firstGrabAt);
    if (ownFirst && this.winSince !== null) {
      this.list.push({ kind: 'own-win', ms: Math.round(e.at - this.winSince) });
    } else if (this.firstGrabAt !== null && e.at - this.firstGrabAt >= FASTEST_ANSWER_MS) {
      this.list.push({ kind: 'after-grab', ms: Math.round(e.at - this.firstGrabAt) });
    }
  }
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const v = values.slice().sort((a, b) => a - b);
  const mid = v.length >> 1;
  return v.length % 2
    ? (v[mid] as number)
    : Math.round(((v[mid - 1] as number) + (v[mid] as number)) / 2);
}
