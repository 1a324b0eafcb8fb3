// A quiet step (the fast loop with nobody watching) skips only what views read: the same game, no cards in transit.
import { describe, expect, it } from 'vitest';
import { copyState } from '../../../../src/games/azuma/flow/state';
import {
  startState,
  stepInPlace,
  stepOut,
  tickInPlace,
} from '../../../../src/games/azuma/flow/step';
import type { FlowState } from '../../../../src/games/azuma/flow/types';
import { playGame } from '../../../../src/games/azuma/sim/loop';
import { botsConfig } from '../../../../statecharts/azuma/headless';

const config = (seed: number) => botsConfig({ edition: 'azuma', players: 5, seed });

describe('quiet steps', () => {
  it('play the same game as watched ones and never build the cards in transit', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      let quietTransit = 0;
      const quiet = playGame(config(seed), {
        onStep: (s) => (quietTransit += s.transit.length),
      });
      let slides = 0;
      const watched = playGame(config(seed), {
        onEmitted: (e) => {
          if (e.type === 'slide') {
            slides += 1;
            expect(e.transit).toHaveLength(5);
          }
        },
      });
      expect(quietTransit).toBe(0);
      expect(slides).toBeGreaterThan(0);
      expect(quiet.steps).toBe(watched.steps);
      expect(JSON.stringify(quiet.state.book)).toBe(JSON.stringify(watched.state.book));
    }
  });

  it('a timer step is the TICK event stepped', () => {
    const s = startState(config(3), 0);
    stepInPlace(s, { type: 'START' }, 0, stepOut());
    // dealing -> choosing: the timer of the deal.
    const compareTick = (state: FlowState) => {
      const a = copyState(state);
      const b = copyState(state);
      const outA = stepOut();
      const outB = stepOut();
      tickInPlace(a, state.deadline ?? 0, outA);
      stepInPlace(b, { type: 'TICK' }, state.deadline ?? 0, outB);
      expect(a).toEqual(b);
      expect(outA).toEqual(outB);
      return a;
    };
    const choosing = compareTick(s);
    expect(choosing.phase).toBe('choosing');
    // Every seat chooses its first card; then waiting -> sliding -> picking up -> choosing.
    let t = choosing.deadline ?? 1000;
    const chosen = copyState(choosing);
    for (let p = 0; p < 5; p += 1)
      stepInPlace(
        chosen,
        { type: 'CHOOSE', player: p, card: chosen.hands[p]![0]! },
        (t += 1),
        stepOut(),
      );
    expect(chosen.phase).toBe('waitingForCall');
    let next = chosen;
    for (const phase of ['sliding', 'pickingUp', 'choosing'] as const) {
      next = compareTick(next);
      expect(next.phase).toBe(phase);
    }
  });
});
