// The score sheet as on paper: per round one column per colour and a round total, Montezuma (ZUMA), the grand total.
import { useTranslation } from '../../texts';
import {
  type Cell,
  cellPoints,
  type Colour,
  EDITIONS,
  ROUNDS_PER_GAME,
  type ScoreEntry,
  type Scorebook,
  totals,
} from '../../rules';
import { COLOUR_STYLES, swatchBackground } from '../colours';

export interface PlaceX {
  /** The person's seat and the colours whose cells are open for the X. */
  readonly player: number;
  readonly open: readonly Colour[];
  readonly onPlace: (colour: Colour) => void;
}

export interface ScoreSheetProps {
  readonly book: Scorebook;
  readonly names: readonly string[];
  /** The last hand's entries: those cells pop in. */
  readonly fresh?: readonly ScoreEntry[];
  readonly placeX?: PlaceX | null;
}

export function Swatch({ colour }: { colour: Colour }) {
  return (
    <span
      className={`swatch swatch-${COLOUR_STYLES[colour].pattern}`}
      style={{ background: swatchBackground(colour) }}
      aria-hidden="true"
    />
  );
}

function CellView({ cell, isFresh }: { cell: Cell; isFresh: boolean }) {
  const { t } = useTranslation();
  const cls = isFresh ? 'cell fresh' : 'cell';
  if (cell === 'X')
    return (
      <td className={`${cls} cell-x`}>
        <span aria-hidden="true">X</span>
        <span className="sr-only">{t('sheet.x')}</span>
      </td>
    );
  if (cell === null)
    return (
      <td className="cell cell-open">
        <span className="sr-only">{t('sheet.open')}</span>
      </td>
    );
  return <td className={cls}>{cell}</td>;
}

export function ScoreSheet({ book, names, fresh = [], placeX = null }: ScoreSheetProps) {
  const { t } = useTranslation();
  const edition = EDITIONS[book.edition];
  const zuma = book.edition !== 'azuma';
  const showTiebreak = book.phase === 'tiebreak' || book.tiebreak.some((v) => v !== 0);
  const grand = totals(book);
  const lastRound = book.rounds.length - 1;
  const isFresh = (p: number, r: number, colour: Colour) =>
    r === lastRound && fresh.some((e) => e.player === p && e.colour === colour && e.cell != null);
  const freshMinus = (p: number) => fresh.some((e) => e.player === p && e.montezuma !== 0);
  const rounds = Array.from({ length: ROUNDS_PER_GAME }, (_, r) => r);
  const colourName = (c: Colour) => t(`colour.${c}`);

  return (
    <table className={`sheet sheet-${book.edition}`}>
      <caption>
        {/* Its own box, held at the left while the rounds scroll under it on a narrow screen. */}
        <span className="caption-text">{t('sheet.title', { edition: edition.name })}</span>
      </caption>
      <thead>
        <tr>
          <td className="corner" />
          {rounds.map((r) => (
            <th
              key={r}
              scope="colgroup"
              colSpan={book.colours.length + 1}
              className={r === book.round && book.phase === 'round' ? 'round now' : 'round'}
              data-round={r}
            >
              {t('sheet.round', { n: r + 1 })}
            </th>
          ))}
          {zuma && <td className="corner" />}
          {showTiebreak && <td className="corner" />}
          <td className="corner" />
        </tr>
        <tr>
          <th scope="col">{t('sheet.player')}</th>
          {rounds.map((r) => [
            ...book.colours.map((c) => (
              <th key={`${r}-${c}`} scope="col" className="colour">
                <Swatch colour={c} />
                <span className="colour-name">{colourName(c)}</span>
              </th>
            )),
            <th key={`${r}-sum`} scope="col" className="sum">
              <span aria-hidden="true">{t('sheet.sum')}</span>
              <span className="sr-only">{t('sheet.roundTotal')}</span>
            </th>,
          ])}
          {zuma && (
            <th scope="col" className="montezuma">
              {t('sheet.montezuma')}
            </th>
          )}
          {showTiebreak && <th scope="col">{t('sheet.tiebreak')}</th>}
          <th scope="col" className="total">
            {t('sheet.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {names.map((name, p) => (
          <tr key={p} className={book.winners.includes(p) ? 'winner' : undefined}>
            <th scope="row" className="name">
              {book.winners.includes(p) && (
                <>
                  <span aria-hidden="true">★ </span>
                  <span className="sr-only">{t('sheet.winner')}: </span>
                </>
              )}
              {name}
            </th>
            {rounds.map((r) => {
              const row = book.rounds[r]?.cells[p];
              return [
                ...book.colours.map((c, i) => {
                  const cell = row?.[i] ?? null;
                  const canPlace =
                    placeX !== null &&
                    placeX.player === p &&
                    r === book.round &&
                    placeX.open.includes(c);
                  if (canPlace)
                    return (
                      <td key={`${r}-${c}`} className="cell cell-place">
                        <button
                          type="button"
                          className="place-x"
                          onClick={() => placeX.onPlace(c)}
                          aria-label={t('sheet.placeX', { colour: colourName(c) })}
                        >
                          X?
                        </button>
                      </td>
                    );
                  return <CellView key={`${r}-${c}`} cell={cell} isFresh={isFresh(p, r, c)} />;
                }),
                <td key={`${r}-sum`} className="cell sum">
                  {row ? cellPoints(row) : ''}
                </td>,
              ];
            })}
            {zuma && (
              <td className={freshMinus(p) ? 'cell montezuma fresh' : 'cell montezuma'}>
                {book.montezuma[p] ? book.montezuma[p] : ''}
              </td>
            )}
            {showTiebreak && <td className="cell">{book.tiebreak[p] ?? 0}</td>}
            <td className="cell total">{grand[p] ?? 0}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
