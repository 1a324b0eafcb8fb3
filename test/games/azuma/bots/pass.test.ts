// Bot pass policy: only held cards, fair play (cannot peek), seeded reproducibility, sensible choices.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyMemory, remember } from '../../../../src/games/azuma/bots/memory';
import { SKILLS } from '../../../../src/games/azuma/bots/params';
import { choosePass } from '../../../../src/games/azuma/bots/pass';
import {
  createRng,
  deal,
  EDITIONS,
  EDITION_IDS,
  suitOf,
  tableSetup,
  type PlayerCount,
} from '../../../../src/games/azuma/rules';
import { resolveOptions } from '../../../../src/games/azuma/rules/options';
import { cards, tableWith, viewIn } from './view-helpers';

describe('pass policy', () => {
  it('never passes a card it does not hold, at every skill, in every edition', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EDITION_IDS),
        fc.constantFrom<PlayerCount>(3, 4, 5, 6),
        fc.nat(),
        fc.constantFrom(...SKILLS),
        (edition, n, seed, skill) => {
          const ed = EDITIONS[edition];
          const d = deal(ed, tableSetup(ed, n, resolveOptions(ed)).deck, n, 0, createRng(seed));
          const ctx = {
            ...tableWith(edition, d.hands, seed),
            hands: d.hands,
            outOfPlay: d.outOfPlay,
          };
          for (let seat = 0; seat < n; seat += 1) {
            const view = viewIn(ctx, seat, 'passing');
            expect(view.hand).toContain(
              choosePass(view, remember(emptyMemory(), view), skill, createRng(seed + seat)),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('decides the same for two hidden states that look the same from its seat (it cannot peek)', () => {
    // Same hand for seat 0; the other hands and the cards out of play differ.
    const a = tableWith('azuma', cards(['AAABBCZ', 'DDDDEEE', 'FFFFGGG', 'HHHHCCC']));
    const b = tableWith('azuma', cards(['AAABBCZ', 'HHHCCCE', 'DDDDGGG', 'FFFFEEH']));
    expect(a.hands[1]).not.toEqual(b.hands[1]);
    for (const skill of SKILLS) {
      for (let seed = 0; seed < 50; seed += 1) {
        const va = viewIn(a, 0, 'passing');
        const vb = viewIn(b, 0, 'passing');
        expect(va).toEqual(vb);
        expect(choosePass(va, emptyMemory(), skill, createRng(seed))).toBe(
          choosePass(vb, emptyMemory(), skill, createRng(seed)),
        );
      }
    }
  });

  it('a seeded bot reproduces its choices', () => {
    const ctx = tableWith('zuma-fr', cards(['AABBCCD', 'DDDEEEF', 'FFFGGGH', 'HHHAABZ']));
    const view = viewIn(ctx, 0, 'passing');
    for (const skill of SKILLS) {
      const run = () =>
        Array.from({ length: 20 }, (_, i) =>
          choosePass(view, emptyMemory(), skill, createRng(100 + i)),
        );
      expect(run()).toEqual(run());
    }
  });

  it('basic and expert keep a 4 + 3 in the making and give away a stray card', () => {
    const ctx = tableWith('zuma-fr', cards(['AAAABBC', 'DDDEEEF', 'FFFGGGH', 'HHHCCBZ']));
    const view = viewIn(ctx, 0, 'passing');
    for (const skill of ['basic', 'expert'] as const) {
      expect(suitOf(choosePass(view, emptyMemory(), skill, createRng(1)))).toBe(2); // the lone C
    }
  });

  it('ZUMA expert dumps a single bomb; AZUMA expert keeps two bombs when its suits are far off', () => {
    const zuma = viewIn(
      tableWith('zuma-fr', cards(['AAABBBZ', 'DDDEEEF', 'FFFGGGH', 'HHHCCCC'])),
      0,
      'passing',
    );
    expect(suitOf(choosePass(zuma, emptyMemory(), 'expert', createRng(1)))).toBe(10);
    const azuma = viewIn(
      tableWith('azuma', cards(['ZZABCDE', 'AAABBBF', 'FFFGGGH', 'HHHCCCC'])),
      0,
      'passing',
    );
    expect(suitOf(choosePass(azuma, emptyMemory(), 'expert', createRng(1)))).not.toBe(10);
  });
});
