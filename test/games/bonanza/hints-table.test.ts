// The hints game's table: four players, one hand, the run-out at a learner's pace unless a test link sets the pace.
import { describe, expect, it } from 'vitest';
import { hintsTableInput, HINTS_TABLE_TIMING } from '../../../src/games/bonanza/hints-table';
import { tableConfig } from '../../../src/games/bonanza/save/config';
import { TABLE_TIMING } from '../../../src/games/bonanza/sim/timing';

describe('the hints game’s table', () => {
  it('plays the run-out’s forced cards twice as far apart as a normal game, the rest at the normal pace', () => {
    const c = tableConfig(hintsTableInput(11, 'Ann', null, false));
    expect(c.players).toBe(4);
    expect(c.options.deals).toBe(1);
    expect(c.seats[0]).toMatchObject({ kind: 'person', name: 'Ann' });
    expect(c.pace).toEqual(HINTS_TABLE_TIMING);
    expect(c.pace.play).toBe(2 * TABLE_TIMING.play);
    expect({ ...c.pace, play: TABLE_TIMING.play }).toEqual(TABLE_TIMING);
  });

  it('keeps a test link’s pace', () => {
    const c = tableConfig(hintsTableInput(11, 'Ann', 'instant', true));
    expect(c.pace).toEqual({ ante: 0, deal: 0, 'next-call': 0, play: 0 });
    expect(c.seats[0]?.kind).toBe('bot');
  });
});
