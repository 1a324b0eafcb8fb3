// The person's first question after a deal waits until the deal's cards have landed.
import { describe, expect, it } from 'vitest';
import {
  DEAL_LANDS_MS,
  dealHoldMs,
  dealLanded,
} from '../../../../src/games/bonanza/view/deal-timing';

describe('a deal landing', () => {
  it('holds the question from the deal until its last card is down, and no longer', () => {
    const dealt = 10_000;
    expect(dealLanded(dealt, dealt)).toBe(false);
    expect(dealLanded(dealt + DEAL_LANDS_MS - 1, dealt)).toBe(false);
    expect(dealLanded(dealt + DEAL_LANDS_MS, dealt)).toBe(true);
    // Before any deal was seen (a game resumed mid-hand), nothing is held.
    expect(dealLanded(dealt, null)).toBe(true);
  });

  it('holds nothing with reduced motion, where the dealt cards are down at once', () => {
    const dealt = 10_000;
    expect(dealHoldMs(false)).toBe(DEAL_LANDS_MS);
    expect(dealHoldMs(true)).toBe(0);
    expect(dealLanded(dealt, dealt, dealHoldMs(true))).toBe(true);
    expect(dealLanded(dealt, dealt, dealHoldMs(false))).toBe(false);
  });
});
