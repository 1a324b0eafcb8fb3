// The sheet over the table: slides in after each hand with the new entries popping, opens on demand, takes the X.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../texts';
import { personActions, useEmitted, useGame, useTable } from '../../view/GameContext';
import { PERSON } from '../../game';
import type { ScoreEntry } from '../../rules';
import * as S from '../../view/selectors';
import type { TableEmitted } from '../../flow/types';
import { ScoreSheet } from '../sheet/ScoreSheet';
import { roundOverLine } from './round-over';
import { SheetScroll } from '../sheet/SheetScroll';
import { useSeatNames } from './names';

export interface SheetPanelProps {
  /** Opened by the person (button or S key). */
  readonly open: boolean;
  readonly onClose: () => void;
  /** Shown briefly after each hand. */
  readonly autoShowMs: number;
  /** The sticks matter now (a grab window, a winning hand): the sheet stays out of the way. */
  readonly hold: boolean;
}

export function SheetPanel({ open, onClose, autoShowMs, hold }: SheetPanelProps) {
  const { t } = useTranslation();
  const game = useGame();
  const names = useSeatNames();
  const book = useTable(S.selectBook);
  const pendingX = useTable(S.selectPendingX(PERSON));
  const over = useTable(S.selectIsOver);
  const [fresh, setFresh] = useState<readonly ScoreEntry[]>([]);
  const [auto, setAuto] = useState(false);
  /** The round that just ended (its sheet is complete), until the next hand is dealt. */
  const [roundOver, setRoundOver] = useState<number | null>(null);
  const timer = useRef<unknown>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  const onScore = useCallback(
    (e: Extract<TableEmitted, { type: 'score' }>) => {
      setFresh(e.entries);
      setAuto(true);
      if (timer.current !== null) game.clock.clearTimeout(timer.current);
      // On the game clock, so a paused game keeps the sheet up.
      timer.current = game.clock.setTimeout(() => setAuto(false), autoShowMs);
    },
    [game, autoShowMs],
  );
  useEmitted('score', onScore);
  const onRoundEnd = useCallback(
    (e: Extract<TableEmitted, { type: 'roundEnd' }>) => setRoundOver(e.round),
    [],
  );
  useEmitted('roundEnd', onRoundEnd);
  const onDeal = useCallback(() => {
    setFresh([]);
    setRoundOver(null);
  }, []);
  useEmitted('deal', onDeal);
  useEffect(
    () => () => {
      if (timer.current !== null) game.clock.clearTimeout(timer.current);
    },
    [game],
  );
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    // The sheet opens at its top (its title and columns), whatever focusing its Close would scroll to.
    closeButton.current?.focus({ preventScroll: true });
    panel.current?.scrollTo({ top: 0 });
  }, [open]);

  const shown = pendingX !== null || ((open || auto) && !hold);
  const placeX = pendingX
    ? { player: PERSON, open: pendingX, onPlace: personActions(game).placeX }
    : null;
  if (over) return null;
  return (
    <section
      ref={panel}
      className={`sheet-panel${shown ? ' shown' : ''}${auto && !open && !pendingX ? ' between' : ''}`}
      aria-label={t('hud.sheet')}
      aria-hidden={!shown}
      inert={!shown}
      data-testid="sheet-panel"
    >
      <div className="paper">
        {roundOver !== null && (
          <p className="round-over" data-testid="round-over">
            {roundOverLine(t, roundOver, book, names, PERSON)}
          </p>
        )}
        {pendingX && <p className="place-hint">{t('sheet.placeHint')}</p>}
        <SheetScroll
          open={shown}
          focus={
            // The round just ended while the line over the sheet speaks of it (the book is already
            // at the next round, whose columns are still empty); else the round in play.
            roundOver !== null
              ? { selector: `th.round[data-round="${roundOver}"]`, key: 100 + roundOver }
              : { selector: 'th.round.now', key: book.phase === 'round' ? book.round : -1 }
          }
        >
          <ScoreSheet book={book} names={names} fresh={fresh} placeX={placeX} />
        </SheetScroll>
        {(open || auto) && !pendingX && (
          <button
            ref={closeButton}
            type="button"
            className="close"
            onClick={() => {
              setAuto(false);
              onClose();
            }}
          >
            {t('app.close')}
          </button>
        )}
      </div>
    </section>
  );
}
