// At the normal pace a won space stays on show long enough to read before the dealer calls again.
import { describe, expect, it } from 'vitest';
import { TABLE_TIMING } from '../../../../src/games/bonanza/sim/timing';
import { FLASH_MS } from '../../../../src/games/bonanza/ui/useTableNews';

describe('the news of a won space at the normal pace', () => {
  it('has 2.5 s, more than a flash, before the next call replaces it', () => {
    // A play-test read "Joker goes to Ada: +4" for 1.5 s: the next call took its place.
    expect(TABLE_TIMING['next-call']).toBeGreaterThanOrEqual(2500);
    expect(TABLE_TIMING['next-call']).toBeGreaterThan(FLASH_MS);
  });
});
