// Property tests over random seeds, editions and player counts: conservation and sheet arithmetic.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suitOf } from '../../../../src/games/azuma/rules/cards';
import { deal } from '../../../../src/games/azuma/rules/deal';
import {
  EDITIONS,
  EDITION_IDS,
  type PlayerCount,
} from '../../../../src/games/azuma/rules/editions';
import { resolveOptions } from '../../../../src/games/azuma/rules/options';
import { passCards } from '../../../../src/games/azuma/rules/pass';
import { createRng, shuffle } from '../../../../src/lib/rng';
import { type Grab, scoreHand } from '../../../../src/games/azuma/rules/score';
import { newScorebook } from '../../../../src/games/azuma/rules/scorebook';
import { tableSetup } from '../../../../src/games/azuma/rules/setup';
import { sheetJson } from '../../../../src/games/azuma/rules/sheet-json';

const edition = fc.constantFrom(...EDITION_IDS);
const players = fc.constantFrom<PlayerCount>(3, 4, 5, 6);
const seed = fc.integer({ min: 0, max: 0xffffffff });
const sorted = (xs: readonly number[]) => xs.slice().sort((a, b) => a - b);

describe('properties', () => {
  it('a deal conserves the deck: dealt + out of play = deck', () => {
    fc.assert(
      fc.property(edition, players, seed, fc.nat(5), (id, n, s, dealer) => {
        const ed = EDITIONS[id];
        const { deck } = tableSetup(ed, n, resolveOptions(ed));
        const d = deal(ed, deck, n, dealer % n, createRng(s));
        expect(sorted([...d.hands.flat(), ...d.outOfPlay])).toEqual(sorted(deck));
        const sizes = d.hands.map((h) => h.length);
        if (ed.deal === 'seven') expect(sizes.every((x) => x === 7)).toBe(true);
        else expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('any sequence of passes conserves every card and every hand size', () => {
    fc.assert(
      fc.property(
        edition,
        players,
        seed,
        fc.array(fc.array(fc.nat(), { minLength: 6, maxLength: 6 }), { maxLength: 60 }),
        (id, n, s, picks) => {
          const ed = EDITIONS[id];
          const { deck } = tableSetup(ed, n, resolveOptions(ed));
          const d = deal(ed, deck, n, 0, createRng(s));
          let hands = d.hands;
          const sizes = hands.map((h) => h.length);
          const cards = sorted(hands.flat());
          for (const pick of picks) {
            hands = passCards(
              hands,
              hands.map((h, i) => h[(pick[i] ?? 0) % h.length] as number),
            );
            expect(hands.map((h) => h.length)).toEqual(sizes);
          }
          expect(sorted(hands.flat())).toEqual(cards);
        },
      ),
    );
  });

  it("a round's points equal the sum of its cells; totals equal the sum of everything", () => {
    fc.assert(
      fc.property(edition, players, seed, fc.boolean(), (id, n, s, tiebreak) => {
        const ed = EDITIONS[id];
        const rng = createRng(s);
        let book = newScorebook(id, n, { tiebreak });
        const { deck, sticks } = tableSetup(ed, n, book.options);
        const before = new Map<string, unknown>();
        for (let h = 0; h < 80 && book.phase !== 'over'; h += 1) {
          const d = deal(ed, deck, n, h % n, rng);
          const order = shuffle([...Array(n).keys()], rng).slice(0, rng.int(n));
          const free = shuffle(sticks, rng);
          const grabs: Grab[] = order.map((player, i) => ({
            player,
            colour: (free[i] as (typeof sticks)[number]).colour,
          }));
          const fakes =
            ed.scoring.fakes && rng.next() < 0.1
              ? [...Array(n).keys()].filter((p) => !order.includes(p)).slice(0, 1)
              : [];
          const round = book.round;
          const r = scoreHand(book, { hands: d.hands.map((x) => x.map(suitOf)), grabs, fakes });
          // Within a round, a filled cell never changes.
          const cells = r.book.rounds[round]?.cells;
          cells?.forEach((row, p) =>
            row.forEach((c, i) => {
              const key = `${round}/${p}/${i}`;
              if (before.has(key)) expect(c).toBe(before.get(key));
              else if (c !== null) before.set(key, c);
            }),
          );
          book = r.book;
        }
        const sheet = sheetJson(book);
        let all = new Array<number>(n).fill(0);
        for (const round of sheet.rounds) {
          round.cells.forEach((row, p) => {
            const sum = Object.values(row).reduce<number>(
              (a, c) => a + (typeof c === 'number' ? c : 0),
              0,
            );
            expect(round.points[p]).toBe(sum);
            for (const c of Object.values(row))
              expect(c === null || c === 'X' || [1, 2, 3].includes(c as number)).toBe(true);
          });
          all = all.map((v, p) => v + (round.points[p] ?? 0));
        }
        sheet.montezuma.forEach((m) => expect(m).toBeLessThanOrEqual(0));
        expect(sheet.total).toEqual(
          all.map((v, p) => v + (sheet.montezuma[p] ?? 0) + (sheet.tiebreak[p] ?? 0)),
        );
        expect(sheet.rounds.length).toBeLessThanOrEqual(3);
        if (sheet.over) expect(sheet.winners.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
