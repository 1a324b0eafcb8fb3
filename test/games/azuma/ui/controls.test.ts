// The person's board turn from the buttons and the [ ] keys: only while they deal, before the first call.
import { afterEach, describe, expect, it } from 'vitest';
import { configFrom, type GameHandle, PERSON, startGame } from '../../../../src/games/azuma/game';
import { DEFAULT_SETTINGS } from '../../../../src/games/azuma/settings';
import { selPersonMayTurn, TURN_STEP, turnBy } from '../../../../src/games/azuma/ui/game/controls';

const games: GameHandle[] = [];
afterEach(() => games.splice(0).forEach((g) => g.actor.stop()));

/** A game whose first dealer is (or is not) the person. */
function gameWhere(personDeals: boolean): GameHandle {
  for (let seed = 1; seed < 200; seed++) {
    const g = startGame(configFrom({ ...DEFAULT_SETTINGS, players: 4 }, seed));
    games.push(g);
    if ((g.actor.getSnapshot().context.dealer === PERSON) === personDeals) return g;
  }
  throw new Error('no such seed');
}

describe('turning the board', () => {
  it('turns by a step each way while the person deals before the first call', () => {
    const g = gameWhere(true);
    expect(selPersonMayTurn(g.actor.getSnapshot())).toBe(true);
    const from = g.actor.getSnapshot().context.rotation;
    expect(turnBy(g, TURN_STEP)).toBe(true);
    expect(turnBy(g, TURN_STEP)).toBe(true);
    expect(g.actor.getSnapshot().context.rotation).toBeCloseTo(from + 2 * TURN_STEP);
    expect(turnBy(g, -TURN_STEP)).toBe(true);
    expect(g.actor.getSnapshot().context.rotation).toBeCloseTo(from + TURN_STEP);
  });

  it('does nothing when a bot deals', () => {
    const g = gameWhere(false);
    const from = g.actor.getSnapshot().context.rotation;
    expect(selPersonMayTurn(g.actor.getSnapshot())).toBe(false);
    expect(turnBy(g, TURN_STEP)).toBe(false);
    expect(g.actor.getSnapshot().context.rotation).toBe(from);
  });
});
