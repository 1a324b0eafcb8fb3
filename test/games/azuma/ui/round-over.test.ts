// The line over the sheet when a round ends: who leads after it, in each language.
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, type Language, setLanguage } from '../../../../src/shell/i18n';
import { type Cell, newScorebook, type Scorebook } from '../../../../src/games/azuma/rules';
import { roundOverLine } from '../../../../src/games/azuma/ui/game/round-over';
import { withAllTexts } from './texts';

beforeAll(withAllTexts);

const NAMES = ['You', 'Mika', 'Jo', 'Lotti'];

/** A 4-player book after one round whose cells hold these points per player. */
function bookAfter(points: readonly (readonly Cell[])[]): Scorebook {
  const book = newScorebook('azuma', 4);
  return { ...book, round: 1, rounds: [{ cells: points, hands: 5 }] };
}

function line(book: Scorebook, lang: Language = 'en'): string {
  setLanguage(lang);
  return roundOverLine(i18n.t.bind(i18n), 0, book, NAMES, 0);
}

describe('the round-over line', () => {
  it('names the one leader and their total', () => {
    const book = bookAfter([
      [1, null, null],
      [1, 3, 3],
      ['X', 2, null],
      [null, null, 4],
    ]);
    expect(line(book)).toBe('Round 1 is over. Mika leads with 7.');
  });

  it('says so when the person leads', () => {
    const book = bookAfter([
      [4, 3, null],
      [1, 3, null],
      [null, 2, null],
      [null, null, 4],
    ]);
    expect(line(book)).toBe('Round 1 is over. You lead with 7.');
  });

  it('lists shared leaders', () => {
    const book = bookAfter([
      [1, null, null],
      [1, 3, 3],
      [3, 4, null],
      [null, null, 4],
    ]);
    expect(line(book)).toBe('Round 1 is over. Mika and Jo lead with 7.');
  });

  it('counts Montezuma in the totals, and says when everyone is level', () => {
    const level = bookAfter([
      [2, null, null],
      [null, 2, null],
      [null, null, 2],
      [1, 1, null],
    ]);
    expect(line(level)).toBe('Round 1 is over. All level on 2.');
    const minus = { ...level, montezuma: [0, -1, -1, -1] };
    expect(line(minus)).toBe('Round 1 is over. You lead with 2.');
  });

  it('reads in German and French with the same numbers', () => {
    const book = bookAfter([
      [1, null, null],
      [1, 3, 3],
      ['X', 2, null],
      [null, null, 4],
    ]);
    expect(line(book, 'de')).toBe('Zyklus 1 ist vorbei. Mika führt mit 7.');
    expect(line(book, 'fr')).toBe('La manche 1 est finie. Mika mène avec 7.');
    setLanguage('en');
  });
});
