// A person with too few cards for the poker is not asked in it, and the view model knows why: the cards held.
import { describe, expect, it } from 'vitest';
import { selectPokerSitOut, selectStage } from '../../../../src/games/bonanza/view/selectors';
import { waitingLine } from '../../../../src/games/bonanza/view/waiting-line';
import { people, type Policy, Table } from '../../../statecharts/bonanza/harness';

/** Shows whatever it can (the first legal move): hands shrink as combinations go down. */
const showAll: Policy = (moves) => moves[0];

function atPoker(players: number, seed: number): Table {
  const t = new Table({
    config: { players, seed, dealer: 0, seats: people(players), options: { deals: 1 } },
  });
  t.play(showAll, (x) => x.stage() === 'betting' || x.over());
  expect(t.stage()).toBe('betting');
  return t;
}

describe('the person sitting out the poker', () => {
  it('with four cards (nine players, seed 2): not in the pot, not asked, and the line says why', () => {
    const t = atPoker(9, 2);
    expect(t.game.held[0]).toBe(4);
    expect(t.game.inPot[0]).toBe(false);
    expect(t.asked()).not.toContain(0);
    expect(selectPokerSitOut(t.snap)).toBe(4);
    const line = waitingLine(
      selectStage(t.snap),
      { name: 'Ada', you: false },
      [],
      selectPokerSitOut(t.snap),
    );
    expect(line).toEqual({
      key: 'bonanza.poker.sitOut',
      n: 4,
    });
  });

  it('with five cards or more the person takes part: nothing to explain', () => {
    const t = atPoker(9, 1);
    expect(t.game.held[0]).toBeGreaterThanOrEqual(5);
    expect(t.game.inPot[0]).toBe(true);
    expect(selectPokerSitOut(t.snap)).toBeNull();
  });
});
