// The person's hand on screen: every card keeps a strip at least a finger wide and tall, inside the hand's box, from 5 to 18 cards on any screen.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handLayout, MIN_STRIP } from '../../../../src/games/bonanza/view/hand-layout';

describe('the hand layout', () => {
  it('gives every card its own strip of 44 x 44 px or more, inside the box', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 18 }),
        fc.integer({ min: 300, max: 1400 }),
        fc.integer({ min: 60, max: 200 }),
        (count, width, maxHeight) => {
          const l = handLayout(count, width, maxHeight);
          expect(l.places).toHaveLength(count);
          expect(l.cardWidth).toBeGreaterThanOrEqual(MIN_STRIP);
          for (let i = 0; i < count; i += 1) {
            const p = l.places[i]!;
            expect(p.x).toBeGreaterThanOrEqual(-0.5);
            expect(p.x + l.cardWidth).toBeLessThanOrEqual(width + 0.5);
            // The next card in the row (drawn over this one) leaves a strip a finger wide.
            const next = l.places[i + 1];
            if (next && next.row === p.row) expect(next.x - p.x).toBeGreaterThanOrEqual(MIN_STRIP);
            // The next row leaves this card's top a finger tall.
            const below = l.places.find((q) => q.row === p.row + 1);
            if (below) expect(below.y - p.y).toBeGreaterThanOrEqual(MIN_STRIP);
          }
          expect(l.height).toBe((l.rows - 1) * (MIN_STRIP + 4) + l.cardHeight);
        },
      ),
    );
  });

  it('keeps 18 cards in one row on a landscape phone and wraps them on a portrait one', () => {
    expect(handLayout(18, 828, 78).rows).toBe(1);
    const portrait = handLayout(18, 348, 102);
    expect(portrait.rows).toBe(3);
    // Balanced rows: six and six and six, not seven, seven and four.
    expect(portrait.places.filter((p) => p.row === 2)).toHaveLength(6);
    expect(handLayout(5, 1000, 150).rows).toBe(1);
  });
});
