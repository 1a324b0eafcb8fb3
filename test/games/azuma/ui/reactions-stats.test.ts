// Reaction times (own winning hand, another's grab) and lifetime stats kept on the device, bad data included.
import { beforeEach, describe, expect, it } from 'vitest';
import { median, ReactionLog } from '../../../../src/games/azuma/ui/reactions';
import {
  bestReaction,
  KEEP_REACTIONS,
  loadStats,
  medianReaction,
  NO_STATS,
  readStats,
  recordGame,
  saveStats,
} from '../../../../src/games/azuma/stats';
import { store } from '../../../../src/games/azuma/storage';
import { installStorage, type MemoryStorage } from '../../../shell/local-storage';

describe('reaction log', () => {
  it('times a first grab from the moment the hand became winning', () => {
    const log = new ReactionLog(0);
    log.observe(1, 'no', 1000);
    log.observe(1, 'win', 1500);
    log.observe(1, 'win', 1600);
    log.grab({ player: 0, at: 1920 });
    expect(log.reactions).toEqual([{ kind: 'own-win', ms: 420 }]);
  });

  it('times a grab after another player grabbed from that grab', () => {
    const log = new ReactionLog(0);
    log.observe(1, 'no', 1000);
    log.grab({ player: 2, at: 1200 });
    log.grab({ player: 0, at: 1530 });
    expect(log.reactions).toEqual([{ kind: 'after-grab', ms: 330 }]);
  });

  it("times a grab from the person's own winning hand when it was there before another's grab", () => {
    // The person was already reaching for their own win; a bot grabbed 152 ms before them.
    const log = new ReactionLog(0);
    log.observe(1, 'win', 1000);
    log.grab({ player: 2, at: 1378 });
    log.grab({ player: 0, at: 1530 });
    expect(log.reactions).toEqual([{ kind: 'own-win', ms: 530 }]);
  });

  it('counts no tap that came too soon after the cue to answer it', () => {
    const log = new ReactionLog(0);
    log.observe(1, 'no', 1000);
    log.grab({ player: 2, at: 1200 });
    log.grab({ player: 0, at: 1352 });
    expect(log.reactions).toEqual([]);
  });

  it('counts a grab stamped before a bot grab as a first grab', () => {
    const log = new ReactionLog(0);
    log.observe(3, 'win', 500);
    log.grab({ player: 1, at: 900 });
    log.grab({ player: 0, at: 850 });
    expect(log.reactions).toEqual([{ kind: 'own-win', ms: 350 }]);
  });

  it('gives no time to a false grab, and starts again each hand', () => {
    const log = new ReactionLog(0);
    log.observe(1, 'win', 100);
    log.observe(1, 'no', 200);
    log.grab({ player: 0, at: 300 });
    log.observe(2, 'other', 400);
    log.grab({ player: 0, at: 500 });
    expect(log.reactions).toEqual([]);
  });

  it('medians', () => {
    expect(median([])).toBeNull();
    expect(median([300, 100, 200])).toBe(200);
    expect(median([100, 200, 300, 400])).toBe(250);
  });
});

describe('lifetime stats', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = installStorage();
  });

  it('counts games, wins, best and median reaction', () => {
    let s = recordGame(NO_STATS, true, [420, 380]);
    s = recordGame(s, false, [300]);
    expect(s).toMatchObject({ games: 2, wins: 1 });
    expect(bestReaction(s)).toBe(300);
    expect(medianReaction(s)).toBe(380);
    expect(bestReaction(NO_STATS)).toBeNull();
  });

  it('keeps the latest reaction times only', () => {
    const s = recordGame(
      NO_STATS,
      false,
      Array.from({ length: KEEP_REACTIONS + 10 }, (_, i) => i),
    );
    expect(s.reactions).toHaveLength(KEEP_REACTIONS);
    expect(s.reactions[0]).toBe(10);
  });

  it('survives a round trip through storage', () => {
    const s = recordGame(NO_STATS, true, [333]);
    expect(saveStats(s)).toBe(true);
    expect(loadStats()).toEqual({ stats: s, bad: false });
  });

  it('starts again from zero with a report on bad stored data', () => {
    for (const text of [
      '{oops',
      '"text"',
      '{"games":-1,"wins":0,"reactions":[]}',
      '{"games":1,"wins":2,"reactions":[]}',
    ]) {
      storage.setItem(store.key('stats'), text);
      expect(loadStats()).toEqual({ stats: NO_STATS, bad: true });
    }
    expect(readStats({ games: 2, wins: 1, reactions: [200, 'x', -5] })).toEqual({
      stats: { games: 2, wins: 1, reactions: [200], races: [] },
      bad: true,
    });
  });

  it('keeps the race times (taps after another grab) apart; stats of before have none', () => {
    expect(readStats({ games: 1, wins: 0, reactions: [400] })).toEqual({
      stats: { games: 1, wins: 0, reactions: [400], races: [] },
      bad: false,
    });
    const s = recordGame(NO_STATS, false, [300, 640], [640]);
    expect(s.races).toEqual([640]);
    expect(readStats({ ...s, races: [640, 'x'] })).toEqual({ stats: s, bad: true });
  });
});
