// The players' plates: in the poker round each plate shows what its player has bet so far (a newcomer could not see why so much was left to call).
import { describe, expect, it } from 'vitest';
import type { BonanzaSnapshot } from '../../../../statecharts/bonanza/selectors';
import { legal, moveEvent, tableEvent } from '../../../../src/games/bonanza/rules/legal';
import { newGame } from '../../../../src/games/bonanza/rules/state';
import { step } from '../../../../src/games/bonanza/rules/step';
import type { BonanzaState } from '../../../../src/games/bonanza/rules/state';
import type { BonanzaEvent } from '../../../../src/games/bonanza/rules/events';
import { selectPlates } from '../../../../src/games/bonanza/view/selectors';

/** The plates as the overlay reads them, of a rules state (only what the selector reads). */
const plates = (game: BonanzaState) =>
  selectPlates({
    context: {
      game,
      config: {
        seats: Array.from({ length: game.players }, (_, i) => ({ name: `P${i}`, kind: 'bot' })),
      },
    },
  } as unknown as BonanzaSnapshot);

/** One step: the table's own event, else the asked seat's move (a raise or a bet when it may). */
function next(s: BonanzaState): BonanzaState {
  let event: BonanzaEvent | null = tableEvent(s);
  for (let seat = 0; seat < s.players && !event; seat += 1) {
    const moves = legal(s, seat);
    const m =
      moves.find((x) => x.type === 'poker' && (x.action === 'raise' || x.action === 'bet')) ??
      moves.find((x) => x.type === 'poker' && x.action === 'call') ??
      moves[0];
    if (m) event = moveEvent(seat, m);
  }
  if (!event) throw new Error(`stuck in ${s.phase}`);
  const r = step(s, event);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

describe('the plates in the poker round', () => {
  it("show each player's bet while the betting lasts, and nothing before or after", () => {
    let s = newGame({ players: 4, seed: 5 });
    for (let i = 0; i < 3000 && s.phase !== 'betting'; i += 1) {
      expect(plates(s).every((p) => p.bet === 0)).toBe(true);
      s = next(s);
    }
    expect(s.phase).toBe('betting');
    let seenBets = 0;
    for (let i = 0; i < 200 && s.phase === 'betting'; i += 1) {
      s = next(s);
      if (s.phase !== 'betting') break;
      const shown = plates(s).map((p) => p.bet);
      expect(shown).toEqual(s.put.map((chips, seat) => (s.inPot[seat] ? chips : 0)));
      seenBets = Math.max(seenBets, shown.filter((n) => n > 0).length);
    }
    // At least two players had bets standing at once (a raise answered), and then the round ended.
    expect(seenBets).toBeGreaterThanOrEqual(2);
    expect(s.phase).not.toBe('betting');
    expect(plates(s).every((p) => p.bet === 0)).toBe(true);
  });
});
