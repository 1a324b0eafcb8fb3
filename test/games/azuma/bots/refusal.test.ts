// A bot never tries again and again what the table refuses: a refused grab or a fake it did not make ends its grabbing for the hand.
import { describe, expect, it } from 'vitest';
import { act, newBrain, observe } from '../../../../src/games/azuma/bots/brain';
import { presetParams } from '../../../../src/games/azuma/bots/presets';
import { seatView } from '../../../../src/games/azuma/flow/view';
import { cards, tableWith } from './view-helpers';

/** Seat 1 holds a winning hand (4 E and 3 F); the others hold nothing that wins; seat 0 deals. */
function table() {
  return { ...tableWith('azuma', cards(['AABBCCD', 'EEEEFFF', 'AABBCCD'])), dealer: 0 };
}

describe('a bot and the refusals of the table', () => {
  it('a bot counted as faked (a fake it never made) does not grab, and passes on', () => {
    const s = { ...table(), fakes: [1] };
    const brain = newBrain(1, presetParams('lightning', 'basic'), 7);
    observe(brain, seatView(s, 1), 0);
    expect(brain.grabAt).toBe(Infinity);
    expect(brain.card).toBe('choose');
    const event = act(brain, brain.wakeAt);
    expect(event?.type).toBe('CHOOSE');
  });

  it('a grab refused while the cards still pass ends its grabbing for the hand', () => {
    const s = table();
    const brain = newBrain(1, presetParams('lightning', 'basic'), 7);
    observe(brain, seatView(s, 1), 0);
    // It holds a winning hand: it means to grab, not to pass.
    expect(brain.grabAt).toBeLessThan(Infinity);
    expect(brain.card).toBe('none');
    const grab = act(brain, brain.grabAt);
    expect(grab?.type).toBe('GRAB');
    // The table's answer: still passing, nobody grabbed (the grab was refused).
    for (let look = 1; look <= 5; look += 1) {
      observe(brain, seatView(s, 1), brain.wakeAt === Infinity ? look * 100 : brain.wakeAt);
      expect(brain.grabAt).toBe(Infinity);
      if (brain.card === 'choose') expect(act(brain, brain.wakeAt)?.type).toBe('CHOOSE');
    }
    // A new hand: it grabs again.
    observe(brain, seatView({ ...s, handNo: s.handNo + 1 }, 1), 1000);
    expect(brain.grabAt).toBeLessThan(Infinity);
  });
});
