// Save and restore at hand boundaries, and every kind of invalid event refused with a reason.
import { describe, expect, it } from 'vitest';
import { botsConfig, runToEnd, watchTable } from '../../../statecharts/azuma/headless';
import { parseSave, SaveError, type SaveGame } from '../../../src/games/azuma/flow/save';
import type { PlayerEvent } from '../../../src/games/azuma/flow/types';
import { Harness } from './harness';

describe('save and restore', () => {
  it('saves at every hand boundary and restores at the start of that hand, sheet intact', () => {
    const config = botsConfig({ edition: 'azuma', players: 4, seed: 11 });
    const original = watchTable(config);
    const hand3: { hands: number[][] } = { hands: [] };
    original.actor.on('deal', (e) => {
      if (e.hand === 3)
        hand3.hands = original.actor.getSnapshot().context.hands.map((h) => h.slice());
    });
    runToEnd(original);
    const saves = original.events.flatMap((e) => (e.type === 'save' ? [e.save] : []));
    const save = saves.find((s) => s.handNo === 3 && s.book.hands === 2) as SaveGame;
    expect(save).toBeDefined();
    const text = JSON.stringify(save);
    const restored = watchTable(config, parseSave(text));
    const ctx = restored.actor.getSnapshot().context;
    expect(ctx.handNo).toBe(3);
    expect(ctx.dealer).toBe(save.dealer);
    expect(ctx.book).toEqual(save.book);
    expect(ctx.hands).toEqual(hand3.hands);
    // Same seed, same hand: the rest of the game plays out identically.
    runToEnd(restored);
    expect(restored.actor.getSnapshot().context.book).toEqual(
      original.actor.getSnapshot().context.book,
    );
  });

  it('refuses a corrupted or incompatible save with a clear reason', () => {
    const config = botsConfig({ edition: 'zuma-de', players: 3, seed: 2 });
    const run = watchTable(config);
    run.clock.advance(10);
    const save = run.events.find((e) => e.type === 'save');
    expect(save?.type).toBe('save');
    const good = JSON.stringify(save?.type === 'save' ? save.save : null);
    const reason = (text: string) => {
      try {
        parseSave(text);
        return 'accepted';
      } catch (err) {
        expect(err).toBeInstanceOf(SaveError);
        return (err as Error).message;
      }
    };
    expect(reason(good)).toBe('accepted');
    expect(reason(good.slice(0, 40))).toMatch(/not readable/);
    expect(reason('{"hello":1}')).toMatch(/not an AZUMA 3D saved game/);
    expect(reason(good.replace('"version":1', '"version":99'))).toMatch(/version 99/);
    expect(reason(good.replace('"players":3', '"players":9'))).toMatch(/damaged: players/);
    const bad = JSON.parse(good);
    bad.book.rounds = [
      {
        cells: [
          [7, null],
          [null, null],
          [null, null],
        ],
        hands: 1,
      },
    ];
    expect(reason(JSON.stringify(bad))).toMatch(/impossible value/);
  });
});

describe('invalid events', () => {
  const cards = (h: Harness) =>
    h.ctx.hands
      .flat()
      .concat(h.ctx.outOfPlay)
      .sort((a, b) => a - b);
  function refused(h: Harness, event: PlayerEvent, code: string) {
    const before = JSON.stringify({
      hands: h.ctx.hands,
      sticks: h.ctx.sticks,
      chosen: h.ctx.chosen,
      book: h.ctx.book,
    });
    const all = cards(h);
    h.send(event);
    expect(h.lastRefusal()).toBe(code);
    expect(
      JSON.stringify({
        hands: h.ctx.hands,
        sticks: h.ctx.sticks,
        chosen: h.ctx.chosen,
        book: h.ctx.book,
      }),
    ).toBe(before);
    expect(cards(h)).toEqual(all);
  }

  it('refuses each kind with a reason the UI can show, losing nothing', () => {
    const h = Harness.create({ players: 4, deals: [['AAAABBB', 'CCCDDDE', 'EEEFFFG', 'GGGHHHZ']] });
    h.until('choosing');
    const other = h.ctx.hands[1]![0]!;
    refused(h, { type: 'CHOOSE', player: 0, card: other }, 'card-not-held');
    refused(h, { type: 'CHOOSE', player: 9, card: other }, 'bad-player');
    refused(h, { type: 'CHOOSE', player: -1, card: other }, 'bad-player');
    refused(h, { type: 'TURN_BOARD', player: 2, rotation: 1 }, 'not-dealer');
    refused(h, { type: 'TURN_BOARD', player: 0, rotation: Number.NaN }, 'malformed');
    refused(h, { type: 'PLACE_X', player: 0, colour: 'pink' }, 'no-x-to-place');
    refused(h, { type: 'GRAB', player: 0, stick: 7, at: h.now }, 'stick-unknown');
    refused(h, { type: 'GRAB', player: 0, stick: 0, at: Number.NaN }, 'malformed');
    refused(h, { type: 'GRAB', player: 5, stick: 0, at: h.now }, 'bad-player');
    h.grab(0, 0);
    refused(h, { type: 'GRAB', player: 0, stick: 1, at: h.now }, 'already-grabbed');
    refused(h, { type: 'GRAB', player: 1, stick: 0, at: h.now + 5 }, 'stick-taken');
    refused(h, { type: 'CHOOSE', player: 1, card: h.ctx.hands[1]![0]! }, 'not-passing');
    refused(h, { type: 'TURN_BOARD', player: 0, rotation: 1 }, 'board-locked');
    h.until('reveal');
    refused(h, { type: 'GRAB', player: 2, stick: 1, at: h.now }, 'window-closed');
    refused(h, { type: 'FAKE', player: 2 }, 'window-closed');
    expect(h.run.violations).toEqual([]);
  });

  it('refuses fakes in ZUMA and a second fake in AZUMA', () => {
    const z = Harness.create({ edition: 'zuma-de' });
    z.until('choosing');
    refused(z, { type: 'FAKE', player: 1 }, 'no-fakes');
    const a = Harness.create({});
    a.until('choosing');
    a.send({ type: 'FAKE', player: 1 });
    expect(a.ctx.fakes).toEqual([1]);
    refused(a, { type: 'FAKE', player: 1 }, 'already-grabbed');
    refused(a, { type: 'GRAB', player: 1, stick: 0, at: a.now }, 'already-grabbed');
  });

  it('ignores garbage without crashing', () => {
    const h = Harness.create({});
    h.until('choosing');
    h.send({ type: 'NONSENSE' } as unknown as PlayerEvent);
    h.send({ type: 'CHOOSE' } as unknown as PlayerEvent);
    // A player's event without its fields does not have the shape of one.
    expect(h.lastRefusal()).toBe('malformed');
    expect(h.phase()).toBe('choosing');
  });
});
