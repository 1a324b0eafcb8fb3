// The round strip's room: the band between the HUD's foot and the highest seat figure, with a margin at each edge.
import { describe, expect, it } from 'vitest';
import { freeBand, STRIP_MARGIN } from '../../../../src/games/azuma/ui/game/RoundStrip';

describe('freeBand', () => {
  it('runs from under the HUD to above the highest figure', () => {
    const band = freeBand(120, [{ top: 400 }, { top: 310 }, { top: 520 }]);
    expect(band).toEqual({ top: 120 + STRIP_MARGIN, bottom: 310 - STRIP_MARGIN });
  });

  it('is empty (negative) when a figure stands under the HUD, and absent before the seats are placed', () => {
    const band = freeBand(300, [{ top: 290 }]);
    expect(band!.bottom - band!.top).toBeLessThan(0);
    expect(freeBand(100, [])).toBeNull();
  });
});
