// The table machine on a stepping clock: a full hand per edition, the call held up, grab races, the window.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMING } from '../../../src/games/azuma/flow/types';
import * as S from '../../../src/games/azuma/view/selectors';
import { Harness } from './harness';

const DEALS = {
  azuma: [['AAAABBC', 'CCCDDDZ', 'BEEEFFZ']],
  'zuma-fr': [['AAAABBC', 'CCCDDDZ', 'BEEEFFZ']],
  'zuma-de': [['AAAABBCD', 'BCCCDDEZ', 'BDEEEZZ']],
} as const;

describe('a full hand', () => {
  it.each(['azuma', 'zuma-de', 'zuma-fr'] as const)(
    '%s: deal, pass, grab, window, reveal, score, next deal',
    (edition) => {
      const h = Harness.create({ edition, deals: DEALS[edition].map((d) => [...d]) });
      expect(h.phase()).toBe('dealing');
      expect(h.ctx.dealer).toBe(0);
      h.until('choosing');
      h.choose(0, edition === 'zuma-de' ? 'D' : 'C');
      h.choose(1, 'C');
      expect(S.selectHoldingUp(h.snap)).toEqual([2]);
      h.choose(2, 'B');
      expect(h.phase()).toBe('waiting-for-call');
      h.until('sliding');
      expect(h.emitted('call')).toHaveLength(1);
      expect(h.emitted('slide')[0]?.transit).toHaveLength(3);
      h.until('choosing');
      expect(h.emitted('pickup')).toHaveLength(1);
      const letters = (seat: number) =>
        h.ctx.hands[seat]!.map((c) => (c >= 40 ? 'Z' : String.fromCharCode(65 + (c >> 2))))
          .sort()
          .join('');
      expect(letters(0)).toBe(edition === 'zuma-de' ? 'AAAABBBC' : 'AAAABBB');
      h.grab(0, 0);
      expect(h.phase()).toBe('grab-window');
      expect(h.emitted('grab')[0]).toMatchObject({ player: 0, stick: 0, first: true });
      h.grab(1, 1, h.now + 1);
      expect(h.phase()).toBe('reveal');
      expect(h.emitted('reveal')[0]?.players).toEqual([0, 1]);
      h.until('hand-end');
      const cells = h.ctx.book.rounds[0]!.cells;
      expect(cells[0]![0]).toBe(2);
      if (edition === 'azuma') {
        expect(cells[1]![1]).toBeNull(); // caught with one bomb: nothing
        expect(h.ctx.book.montezuma).toEqual([0, 0, 0]);
      } else {
        expect(cells[1]![1]).toBe(1);
        expect(h.ctx.book.montezuma).toEqual(edition === 'zuma-de' ? [0, -1, -2] : [0, -1, -1]);
      }
      expect(h.emitted('score')).toHaveLength(1);
      h.until('dealing');
      expect(h.ctx.handNo).toBe(2);
      expect(h.ctx.dealer).toBe(1);
      expect(h.run.violations).toEqual([]);
    },
  );
});

describe('pass cadence', () => {
  it('a person who has not chosen holds up the call, as at a real table', () => {
    const h = Harness.create({ people: [0] });
    h.until('choosing');
    h.advance(60_000);
    expect(h.phase()).toBe('choosing');
    expect(S.selectHoldingUp(h.snap)).toEqual([0]);
    expect(h.emitted('call')).toHaveLength(0);
    h.choose(0, letterOf(h.ctx.hands[0]![0]!));
    h.until('sliding');
    expect(h.emitted('call')).toHaveLength(1);
  });

  it('a player may change the chosen card until the call', () => {
    const h = Harness.create({ deals: [['AAAABBC', 'CCCDDDZ', 'BEEEFFZ']] });
    h.until('choosing');
    h.choose(0, 'A');
    h.choose(0, 'C');
    expect(S.selectChosen(0)(h.snap)).toBe(h.card(0, 'C'));
  });

  it('calls no faster than the pace, quickening within the hand down to the minimum', () => {
    const h = Harness.create({
      people: [0],
      timing: { callIntervalMs: 1000, quicken: 0.1, minCallIntervalMs: 600 },
    });
    h.until('choosing');
    const times: number[] = [];
    h.run.actor.on('call', () => times.push(h.now));
    for (let i = 0; i < 6; i += 1) {
      h.choose(0, letterOf(h.ctx.hands[0]![0]!));
      h.until('sliding');
      h.until('choosing');
    }
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(900);
    expect(gaps.at(-1)).toBeGreaterThanOrEqual(600);
    expect(gaps.at(-1)!).toBeLessThan(gaps[0]!);
  });

  it('the dealer may turn the board before the first call, not after', () => {
    const h = Harness.create({});
    h.send({ type: 'TURN_BOARD', player: 0, rotation: 1.2 });
    expect(h.ctx.rotation).toBe(1.2);
    h.send({ type: 'TURN_BOARD', player: 1, rotation: 0.3 });
    expect(h.lastRefusal()).toBe('not-dealer');
    h.until('choosing');
    for (let p = 0; p < 3; p += 1) h.send({ type: 'CHOOSE', player: p, card: h.ctx.hands[p]![0]! });
    h.until('choosing');
    h.send({ type: 'TURN_BOARD', player: 0, rotation: 0.5 });
    expect(h.lastRefusal()).toBe('board-locked');
    expect(h.ctx.rotation).toBe(1.2);
  });
});

describe('grab window', () => {
  it('two grabs on one stick: the earlier timestamp wins; the loser may grab another free stick', () => {
    const h = Harness.create({ players: 4 });
    h.until('choosing');
    const t = h.now;
    h.grab(0, 0, t);
    h.advance(100);
    h.grab(1, 1, t + 80);
    h.grab(2, 1, t + 40); // arrives later, but reached the stick earlier
    expect(h.ctx.sticks[1]!.owner).toBe(2);
    expect(h.emitted('lostRace')[0]).toMatchObject({ player: 1, stick: 1, winner: 2 });
    h.grab(3, 1, t + 90);
    expect(h.lastRefusal()).toBe('stick-taken');
    h.grab(1, 2, t + 95);
    expect(h.ctx.sticks[2]!.owner).toBe(1);
    expect(h.phase()).toBe('reveal');
    expect(h.ctx.grabs.map((g) => g.player)).toEqual([0, 2, 1]);
  });

  it('an earlier-stamped grab arriving later becomes the first grab', () => {
    const h = Harness.create({ players: 4 });
    h.until('choosing');
    h.advance(500);
    h.grab(1, 0, h.now);
    h.grab(2, 1, h.now - 30);
    expect(h.ctx.grabs[0]!.player).toBe(2);
  });

  it('closes when the window times out', () => {
    const h = Harness.create({ players: 4, options: { grabWindowMs: 3000 } });
    h.until('choosing');
    h.grab(0, 0);
    h.advance(2999);
    expect(h.phase()).toBe('grab-window');
    h.advance(1);
    expect(h.phase()).toBe('reveal');
    h.grab(1, 1);
    expect(h.lastRefusal()).toBe('window-closed');
    expect(h.ctx.sticks[1]!.owner).toBeNull();
  });

  it('a grab during the slide, stamped before the call, freezes the hands as they were', () => {
    const h = Harness.create({ deals: [['AAAABBB', 'CCCDDDZ', 'BEEEFFZ']] });
    h.until('choosing');
    const before = h.ctx.hands.map((x) => x.slice());
    const tapped = h.now;
    h.choose(0, 'B');
    h.choose(1, 'C');
    h.choose(2, 'E');
    h.until('sliding');
    h.grab(0, 0, tapped);
    expect(h.ctx.hands).toEqual(before);
  });
});

describe('timing config', () => {
  it('reads every duration from context (named delays)', () => {
    const h = Harness.create({ timing: { dealMs: 123 } });
    h.advance(122);
    expect(h.phase()).toBe('dealing');
    h.advance(1);
    expect(h.phase()).toBe('choosing');
    expect(DEFAULT_TIMING.dealMs).not.toBe(123);
  });
});

function letterOf(card: number): string {
  return card >= 40 ? 'Z' : String.fromCharCode(65 + (card >> 2));
}
