// The round at a glance over the table on a tall screen: each player's cells of the round in play, in the room the table leaves free.
import { useLayoutEffect, useRef, useState } from 'react';
import { useTable } from '../../view/GameContext';
import { useHudBottom, useReserve, useSeatAnchors } from '../../../../table/bridge';
import * as S from '../../view/selectors';
import { PERSON } from '../../game';
import type { Cell } from '../../rules';
import { Swatch } from '../sheet/ScoreSheet';
import { useSeatNames } from './names';

/** Space kept between the strip and the HUD above it and the top seats' figures under it, CSS px. */
export const STRIP_MARGIN = 8;

/**
 * The free band over the table, CSS pixels from the top: from the HUD's foot to the highest seat
 * figure, or null before the table has placed its seats.
 */
export function freeBand(
  hudBottom: number,
  figures: readonly { readonly top: number }[],
): { top: number; bottom: number } | null {
  if (figures.length === 0) return null;
  let bottom = Infinity;
  for (const f of figures) bottom = Math.min(bottom, f.top);
  return { top: hudBottom + STRIP_MARGIN, bottom: bottom - STRIP_MARGIN };
}

/**
 * A small copy of the sheet's round: who still needs which colour, where a portrait phone leaves a
 * band over the table (a wide screen has none: the strip stays away). It shows only whole: when the
 * band cannot hold it, it is not shown at all; nor while the sticks count (the HUD may grow a second
 * banner into the band then). A tap opens the whole sheet.
 */
export function RoundStrip(props: {
  readonly onSheet: () => void;
  /** The sticks count now (a grab window, a winning hand): the strip keeps away, as the sheet does. */
  readonly hold: boolean;
}) {
  const cells = useTable(S.selectShownRoundCells);
  const colours = useTable(S.selectColours);
  const names = useSeatNames();
  // Under the HUD as it is now: a one-time tip that grew it (and the camera's reserve with it) is
  // gone again, and the room it took is free.
  const hud = useHudBottom();
  const reserve = useReserve();
  const anchors = useSeatAnchors();
  const band = freeBand(hud > 0 ? hud : reserve.top, anchors?.seats.map((s) => s.figure) ?? []);
  const ref = useRef<HTMLButtonElement>(null);
  const [fits, setFits] = useState(false);
  const room = band ? band.bottom - band.top : 0;

  useLayoutEffect(() => {
    const el = ref.current;
    // Measured as laid out (hidden, never painted) whatever it shows now: its height does not
    // depend on the band, so showing it never changes the answer.
    setFits(el !== null && !props.hold && room > 0 && el.offsetHeight <= room);
  });

  if (cells === null || band === null) return null;
  return (
    <button
      ref={ref}
      type="button"
      className={`round-strip${fits ? ' shown' : ''}`}
      style={{ top: band.top }}
      onClick={props.onSheet}
      // A copy for the eye of what the sheet says: screen readers and keys have the Sheet button.
      aria-hidden="true"
      tabIndex={-1}
      inert={!fits}
      data-testid="round-strip"
    >
      <span
        className="strip-grid"
        style={{ gridTemplateColumns: `auto repeat(${colours.length}, 1fr)` }}
      >
        <span />
        {colours.map((c) => (
          <span key={c} className="strip-colour">
            <Swatch colour={c} />
          </span>
        ))}
        {names.map((name, p) => (
          <StripRow key={p} name={name} cells={cells[p] ?? []} person={p === PERSON} />
        ))}
      </span>
    </button>
  );
}

function StripRow(props: {
  readonly name: string;
  readonly cells: readonly Cell[];
  readonly person: boolean;
}) {
  const mine = props.person ? ' mine' : '';
  return (
    <>
      <span className={`strip-name${mine}`}>{props.name}</span>
      {props.cells.map((cell, i) => (
        <span
          key={i}
          className={`strip-cell${mine}${cell === null ? ' open' : cell === 'X' ? ' x' : ''}`}
        >
          {cell ?? ''}
        </span>
      ))}
    </>
  );
}
