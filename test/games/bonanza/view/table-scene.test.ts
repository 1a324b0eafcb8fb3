// What the 3D table is given: the piles, the sheet and the last call's shows, seen from the person's seat, never a hidden card.
import { describe, expect, it } from 'vitest';
import { JOKER } from '../../../../src/games/bonanza/rules/cards';
import { legal, moveEvent, tableEvent } from '../../../../src/games/bonanza/rules/legal';
import { newGame } from '../../../../src/games/bonanza/rules/state';
import { step } from '../../../../src/games/bonanza/rules/step';
import { sortHand } from '../../../../src/games/bonanza/view/selectors';
import { tableScene } from '../../../../src/games/bonanza/view/table-scene';
import type { BonanzaState } from '../../../../src/games/bonanza/rules/state';
import type { BonanzaEvent } from '../../../../src/games/bonanza/rules/events';

/** Plays on with the first legal move of whoever is asked until `stop` says so. */
function playUntil(s: BonanzaState, stop: (s: BonanzaState) => boolean): BonanzaState {
  for (let i = 0; i < 2000 && !stop(s); i += 1) {
    let event: BonanzaEvent | null = tableEvent(s);
    if (!event) {
      for (let seat = 0; seat < s.players && !event; seat += 1) {
        const m = legal(s, seat)[0];
        if (m) event = moveEvent(seat, m);
      }
    }
    if (!event) throw new Error(`stuck in ${s.phase}`);
    const r = step(s, event);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
  return s;
}

describe('the table scene of a state', () => {
  it('counts the widow, then the dead hand, and shows the chips of the sheet and the seats', () => {
    const start = newGame({ players: 4, seed: 3 });
    const dealt = playUntil(start, (s) => s.phase === 'widow');
    const a = tableScene(dealt, 0);
    expect(a.widow).toBeGreaterThan(0);
    expect(a.dead).toBe(0);
    expect(a.seats.map((x) => x.held).reduce((x, y) => x + y, 0) + a.widow).toBe(53);
    expect(a.sheet).toEqual(dealt.sheet);
    expect(a.seats.filter((x) => x.dealer)).toHaveLength(1);
    const after = playUntil(dealt, (s) => s.phase === 'call');
    const b = tableScene(after, 0);
    expect(b.widow).toBe(0);
    expect(b.dead).toBe(a.widow);
  });

  it("lays out the last call's shows face up until the dealer calls again, and only those", () => {
    let s = playUntil(
      newGame({ players: 3, seed: 8 }),
      (x) => x.phase === 'call' && x.shows.length > 0,
    );
    const last = s.shows[s.shows.length - 1]!;
    const scene = tableScene(s, 0);
    expect(scene.shown[last.seat]).toEqual(expect.arrayContaining([...last.cards]));
    const shownCount = scene.shown.flat().length;
    expect(shownCount).toBe(
      s.shows.filter((x) => x.call === last.call).reduce((n, x) => n + x.cards.length, 0),
    );
    s = playUntil(s, (x) => x.phase !== 'call');
    if (s.phase === 'showing') expect(tableScene(s, 0).shown.flat()).toEqual([]);
  });

  it('sorts the hand by suit and rank, the Joker first', () => {
    // 2S=0, AS=12, 2H=13, 2C=39, 2D=26
    expect(sortHand([39, 12, JOKER, 26, 0, 13])).toEqual([JOKER, 0, 12, 13, 39, 26]);
  });
});
