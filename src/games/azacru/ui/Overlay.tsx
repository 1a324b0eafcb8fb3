// Everything on top of the AZACRU board: players, the last turn, the move being chosen, hint and undo, notices, pause, the end, sounds and announcements.
import { useCallback, useEffect, useState } from 'react';
import { type Box, useMeasuredBox } from '../../../lib/measured-box';
import type { SoundBank } from '../../../shell/audio/bank';
import { PauseDialog } from '../../../shell/PauseDialog';
import { useGamePause } from '../../../shell/useGamePause';
import { type AzacruStats, loadStats, recordGame, saveStats } from '../stats';
import { useBoardSlot } from '../view/board-slot';
import { useEmitted, useGame, useTable } from '../view/GameContext';
import {
  selectFinalRound,
  selectIsOver,
  selectMyTurn,
  selectPersonResult,
} from '../view/selectors';
import { useTranslation } from '../texts';
import { ChoiceBar } from './ChoiceBar';
import { CoachLine } from './CoachLine';
import { EndScreen } from './EndScreen';
import { FieldEntry } from './FieldEntry';
import { LastTurnLine } from './LastTurnLine';
import { PlayerStrip } from './PlayerStrip';
import { useHeldHeight } from '../../../lib/held-height';
import { useHint } from './useHint';
import { useTableNews } from './useTableNews';
import { useTapNote } from './useTapNote';

export interface OverlayProps {
  readonly sounds: SoundBank;
  /** The first game with hints: the coach's line above the choice. */
  readonly tutorial: boolean;
  /** Undo is allowed (a setting) and possible now; null: the button is not shown. */
  readonly undo: { readonly possible: boolean; readonly run: () => void } | null;
  readonly saveRefused: boolean;
  readonly onAgain: () => void;
  readonly onLeave: () => void;
}

/** Measures the board's slot and hands it to the scene. */
function Slot() {
  const slot = useBoardSlot();
  const onBox = useCallback((box: Box) => slot.set(box), [slot]);
  const ref = useMeasuredBox<HTMLDivElement>(onBox);
  return <div ref={ref} className="azacru-slot" aria-hidden="true" />;
}

export function Overlay(props: OverlayProps) {
  const { t } = useTranslation();
  const game = useGame();
  const { sounds } = props;
  const over = useTable(selectIsOver);
  const mine = useTable(selectMyTurn);
  const finalRound = useTable(selectFinalRound);
  const news = useTableNews(sounds);
  const hint = useHint();
  // A tap that did nothing is told in the screen readers' line too (politely, as the moves are).
  const note = useTapNote();
  const { say } = news;
  const noteSeq = note?.seq;
  const noteText = note?.text;
  useEffect(() => {
    if (noteSeq !== undefined && noteText !== undefined) say(noteText);
  }, [noteSeq, noteText, say]);
  // At the end the choice gives way to the result: the panel is held afresh.
  const held = useHeldHeight<HTMLElement>(over);
  const [stats, setStats] = useState<AzacruStats | null>(null);

  const isOver = useCallback(() => selectIsOver(game.actor.getSnapshot()), [game]);
  const { paused, pause, resume } = useGamePause(game, sounds, isOver);

  useEmitted(
    'gameOver',
    useCallback(() => {
      // The hints game is practice: it counts in no lifetime stats.
      if (props.tutorial) return;
      const result = selectPersonResult(game.actor.getSnapshot());
      const next = recordGame(loadStats().stats, result.won, result.markers);
      saveStats(next);
      setStats(next);
    }, [game, props.tutorial]),
  );

  return (
    // Over: the result takes a place of its own in the layout, beside the last turn and the coach, never over them.
    <div className={over ? 'azacru-overlay over' : 'azacru-overlay'}>
      <header className="azacru-top">
        <button
          type="button"
          className="azacru-menu"
          onClick={() => pause('menu')}
          aria-label={t('azacru.hud.menu')}
        >
          ☰
        </button>
        <PlayerStrip />
        {finalRound && !over ? <p className="azacru-final">{t('azacru.hud.finalRound')}</p> : null}
      </header>
      <Slot />
      <footer className="azacru-bottom" ref={held}>
        <LastTurnLine />
        {props.tutorial ? <CoachLine /> : null}
        {over ? null : (
          <>
            <ChoiceBar />
            <div className="azacru-tools">
              <button type="button" onClick={hint.ask} disabled={!mine || hint.thinking}>
                {hint.thinking ? '…' : t('azacru.hud.hint')}
              </button>
              {props.undo ? (
                <button type="button" onClick={props.undo.run} disabled={!props.undo.possible}>
                  {t('azacru.hud.undo')}
                </button>
              ) : null}
              <FieldEntry />
            </div>
          </>
        )}
        {props.saveRefused ? <p className="azacru-note">{t('azacru.notSaved')}</p> : null}
        {/* Over the panel's foot, never over the board: the moves it tells of are played there
            meanwhile. At the end the result tells why the game ended. */}
        {news.notice && !over ? (
          <button type="button" className="azacru-notice" onClick={news.dismiss}>
            {news.notice}
          </button>
        ) : null}
      </footer>
      <p className="sr-only" aria-live="polite">
        {news.said}
      </p>
      {over ? (
        <EndScreen
          stats={stats}
          tutorial={props.tutorial}
          onAgain={props.onAgain}
          onLeave={props.onLeave}
        />
      ) : null}
      {paused ? <PauseDialog reason={paused} onResume={resume} onLeave={props.onLeave} /> : null}
    </div>
  );
}
