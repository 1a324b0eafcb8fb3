// A press on the board grabs only in a race the seat may still run: never a false grab, never a tell of a winning hand.
import { describe, expect, it } from 'vitest';
import { holdsWinningHand, hintFor } from '../../../../src/games/azuma/view/hints';
import { bestStick, boardGrab } from '../../../../src/games/azuma/view/person';
import { stickToGrab } from '../../../../src/games/azuma/scene/TableInput';
import { SteppingClock } from '../../../../src/lib/clock';
import { botsConfig, startTable } from '../../../../statecharts/azuma/headless';

type Snap = ReturnType<ReturnType<typeof startTable>['getSnapshot']>;

/** Bots-only games (seat 0 stands for the person): the snapshots after every clock step. */
function* snapshots(seeds: number): Generator<Snap> {
  for (let seed = 1; seed <= seeds; seed += 1) {
    const clock = new SteppingClock();
    const actor = startTable(botsConfig({ edition: 'azuma', players: 4, seed }), clock);
    actor.start();
    for (let i = 0; i < 20_000 && !actor.getSnapshot().hasTag('over'); i += 1) {
      if (!clock.step()) break;
      yield actor.getSnapshot();
    }
    actor.stop();
  }
}

describe('a press on the board', () => {
  it('grabs the best free stick while seat 0 may race, and nothing otherwise (a winning hand included); a stick in hand is said', () => {
    const seen = { win: 0, race: 0, passing: 0, done: 0, held: 0 };
    for (const s of snapshots(12)) {
      const hint = hintFor(s, 0);
      const grab = boardGrab(s, 0);
      if (hint === 'others') {
        expect(grab).toBe(bestStick(s, 0));
        expect(grab).not.toBeNull();
        expect(s.context.sticks.find((st) => st.id === grab)?.owner).toBeNull();
        seen.race += 1;
        continue;
      }
      expect(grab).toBeNull();
      // A stick in hand while the window is open: the hint says so (it had gone blank).
      const holds = s.context.sticks.some((st) => st.owner === 0);
      expect(hint === 'held', `hand ${s.context.handNo}`).toBe(s.hasTag('grab-window') && holds);
      if (hint === 'held') seen.held += 1;
      if (hint === 'win') {
        // The board does not tell a winning hand: the person presses a stick.
        expect(holdsWinningHand(s, 0)).toBe(true);
        seen.win += 1;
      }
      if (s.hasTag('passing') && s.context.grabs.length === 0) seen.passing += 1;
      if (s.hasTag('grab-window') && s.context.grabs.some((g) => g.player === 0)) seen.done += 1;
    }
    // Every case met: a winning hand, an open race, plain passing (no false grab), a race already run.
    expect(seen.win).toBeGreaterThan(0);
    expect(seen.race).toBeGreaterThan(0);
    expect(seen.passing).toBeGreaterThan(0);
    expect(seen.done).toBeGreaterThan(0);
    expect(seen.held).toBeGreaterThan(0);
  });

  it('a press on a stick names that stick once the deal is over; during the deal, nothing', () => {
    let dealing = 0;
    let after = 0;
    for (const s of snapshots(2)) {
      expect(stickToGrab(s, { kind: 'card', card: 5 })).toBeNull();
      if (s.hasTag('dealing')) {
        // A press while the cards fly was meant for a card (a late press after a race, too).
        expect(stickToGrab(s, { kind: 'stick', stick: 2 })).toBeNull();
        dealing += 1;
      } else {
        expect(stickToGrab(s, { kind: 'stick', stick: 2 })).toBe(2);
        after += 1;
      }
    }
    expect(dealing).toBeGreaterThan(0);
    expect(after).toBeGreaterThan(0);
  });
});
