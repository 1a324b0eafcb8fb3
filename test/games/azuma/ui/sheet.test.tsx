// The score sheet renders each edition's paper: colour columns per round, X marks, round totals, Montezuma, total.
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Cell,
  type EditionId,
  newScorebook,
  type Scorebook,
} from '../../../../src/games/azuma/rules';
import { i18n, setLanguage } from '../../../../src/shell/i18n';
import { ScoreSheet } from '../../../../src/games/azuma/ui/sheet/ScoreSheet';
import { withAllTexts } from './texts';

const NAMES = ['You', 'Mika', 'Jo', 'Lotti'];

/** A 4-player book with one finished round and one started round. */
function book(edition: EditionId, patch: Partial<Scorebook> = {}): Scorebook {
  const b = newScorebook(edition, 4);
  const r1: Cell[][] = [
    [2, 1, 'X'],
    [1, 2, 1],
    [null, 1, null],
    [null, null, null],
  ];
  const r2: Cell[][] = [
    [null, 2, null],
    [null, null, null],
    [1, null, null],
    [null, null, 1],
  ];
  return {
    ...b,
    rounds: [
      { cells: r1, hands: 4 },
      { cells: r2, hands: 2 },
    ],
    round: 1,
    ...patch,
  };
}

/** The rows of the table body as arrays of cell texts (tags stripped, hidden words kept). */
function rows(html: string): string[][] {
  const body = html.split('<tbody>')[1]?.split('</tbody>')[0] ?? '';
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) =>
    [...(m[1] as string).matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((c) =>
      (c[1] as string)
        .replace(/<span class="sr-only">.*?<\/span>/g, '')
        .replace(/<[^>]+>/g, '')
        .trim(),
    ),
  );
}

beforeAll(() => {
  withAllTexts();
  setLanguage('en');
});

describe('score sheet', () => {
  it('AZUMA: three colour columns per round, X marks, round totals, no Montezuma', () => {
    const html = renderToStaticMarkup(<ScoreSheet book={book('azuma')} names={NAMES} />);
    expect(html).toContain('AZUMA score sheet');
    expect(html).not.toContain('Montezuma');
    for (const colour of ['yellow', 'blue', 'pink']) expect(html).toContain(colour);
    const you = rows(html)[0];
    // name | r1: 2 1 X Σ3 | r2: - 2 - Σ2 | r3: - - - Σ | total 5
    expect(you).toEqual(['You', '2', '1', 'X', '3', '', '2', '', '2', '', '', '', '', '5']);
    expect(html.match(/cell-x/g)).toHaveLength(1);
    expect(html).toContain('X: blocked for this round');
  });

  it('ZUMA DE: red, blue, violet and a Montezuma column with the minus points in the total', () => {
    const b = book('zuma-de', { montezuma: [-2, 0, -1, 0] });
    const html = renderToStaticMarkup(<ScoreSheet book={b} names={NAMES} />);
    expect(html).toContain('ZUMA score sheet');
    for (const colour of ['red', 'blue', 'violet']) expect(html).toContain(colour);
    expect(html).toContain('Montezuma');
    const [you, mika, jo] = rows(html);
    expect(you?.slice(-2)).toEqual(['-2', '3']);
    expect(mika?.slice(-2)).toEqual(['', '4']);
    expect(jo?.slice(-2)).toEqual(['-1', '1']);
  });

  it('ZUMA FR: the Montezuma column, and two colours with 3 players', () => {
    const b = { ...newScorebook('zuma-fr', 3), montezuma: [0, -1, 0] };
    const html = renderToStaticMarkup(<ScoreSheet book={b} names={NAMES.slice(0, 3)} />);
    expect(html).toContain('Montezuma');
    expect(html.match(/class="colour"/g)).toHaveLength(6);
    expect(html).not.toContain('violet');
    expect(rows(html)[1]?.slice(-2)).toEqual(['-1', '-1']);
  });

  it('marks the winners and shows the tie-breaker column when there is one', () => {
    const b = book('azuma', { phase: 'over', winners: [1], tiebreak: [0, 2, 0, 0] });
    const html = renderToStaticMarkup(<ScoreSheet book={b} names={NAMES} />);
    expect(html).toContain('Tie-break');
    expect(html).toMatch(
      /<tr class="winner"><th scope="row" class="name"><span aria-hidden="true">★/,
    );
    expect(rows(html)[1]?.slice(-2)).toEqual(['2', '6']);
  });

  it('turns the open cells of the current round into X buttons when the person must place one', () => {
    const html = renderToStaticMarkup(
      <ScoreSheet
        book={book('azuma')}
        names={NAMES}
        placeX={{ player: 0, open: ['yellow', 'pink'], onPlace: () => undefined }}
      />,
    );
    expect(html.match(/class="place-x"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Place your X in yellow"');
    expect(html).toContain('aria-label="Place your X in pink"');
  });

  it('pops the cells of the last hand', () => {
    const html = renderToStaticMarkup(
      <ScoreSheet
        book={book('azuma')}
        names={NAMES}
        fresh={[{ player: 2, reason: 'first', colour: 'yellow', cell: 1, points: 1, montezuma: 0 }]}
      />,
    );
    expect(html.match(/cell fresh/g)).toHaveLength(1);
  });

  it('speaks German and French', () => {
    setLanguage('de');
    expect(renderToStaticMarkup(<ScoreSheet book={book('zuma-de')} names={NAMES} />)).toContain(
      'ZUMA-Wertungsblock',
    );
    setLanguage('fr');
    expect(renderToStaticMarkup(<ScoreSheet book={book('zuma-fr')} names={NAMES} />)).toContain(
      'Feuille de marque ZUMA',
    );
    setLanguage('en');
    expect(i18n.language).toBe('en');
  });
});
