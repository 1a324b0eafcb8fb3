// Everything on top of the BONANZA RUMMY table: the players, the dealer's call, the person's decision and hand, the hand's summary, pause, the end, sounds and announcements.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useHeldHeight } from '../../../lib/held-height';
import { useMeasuredBox } from '../../../lib/measured-box';
import type { SoundBank } from '../../../shell/audio/bank';
import { PauseDialog } from '../../../shell/PauseDialog';
import { useGamePause } from '../../../shell/useGamePause';
import type { ColourScheme } from '../scene/faces';
import { type BonanzaStats, loadStats, recordGame, saveStats } from '../stats';
import { useTranslation } from '../texts';
import { PERSON } from '../game';
import { useEmitted, useGame, useTable } from '../view/GameContext';
import {
  sameData,
  selectAsked,
  selectHandNumber,
  selectIsOver,
  selectHandStage,
  selectRunOut,
} from '../view/selectors';
import type { SeatMarks } from '../view/seat-labels';
import type { SlotBox } from '../view/slot';
import { CallBanner } from './CallBanner';
import { CoachLine } from './CoachLine';
import { DecisionPanel, ResultsWait } from './DecisionPanel';
import { EndScreen } from './EndScreen';
import { Hand } from './Hand';
import { HandSummary, SUMMARY_ID } from './HandSummary';
import { SeatNames } from './SeatNames';
import { SeatPlates } from './SeatPlates';
import { SHEET_ID, SheetCloseUp } from './SheetCloseUp';
import { Showdown, ShowdownLine } from './Showdown';
import { useDecision } from './useDecision';
import { useTableNews } from './useTableNews';

export interface OverlayProps {
  readonly sounds: SoundBank;
  readonly scheme: ColourScheme;
  /** Nothing flies: the deal's question is not held for flying cards. */
  readonly reducedMotion: boolean;
  /** The first hand with hints: the coach's line above the decision. */
  readonly tutorial: boolean;
  readonly saveRefused: boolean;
  readonly onSlot: (box: SlotBox) => void;
  /** The slot as measured, and where the seats are on screen in it (for the seats' names). */
  readonly slot: SlotBox | null;
  readonly marks: SeatMarks | null;
  /** The sheet close up (opened by a tap on the sheet on the table or the top bar's Sheet button). */
  readonly sheetOpen: boolean;
  readonly onCloseSheet: () => void;
  readonly onToggleSheet: () => void;
  readonly onAgain: () => void;
  readonly onLeave: () => void;
}

/** Measures the room left for the 3D table and hands it to the scene. */
function Slot(props: { onSlot: (box: SlotBox) => void; children?: React.ReactNode }) {
  const ref = useMeasuredBox<HTMLDivElement>(props.onSlot);
  return (
    <div ref={ref} className="bonanza-slot">
      {props.children}
    </div>
  );
}

/** The most players at whose table the panels hold their room through the calls too. */
const HOLD_CALLS_UP_TO = 6;

/** The tallest a card of the hand may be: its share of the screen's height. */
function useCardHeight(): number {
  const [h, setH] = useState(() => window.innerHeight);
  useLayoutEffect(() => {
    const on = () => setH(window.innerHeight);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return Math.max(66, Math.round(h * (h > 600 ? 0.16 : 0.2)));
}

/** No card answers a tap while the results hold the question. */
const NONE_TAPPABLE: ReadonlySet<never> = new Set();

/** How long the poker fives stay up (game time) before the run-out's plays fold them to their line. */
const FIVES_READ_MS = 4000;

export function Overlay(props: OverlayProps) {
  const { t } = useTranslation();
  const game = useGame();
  const { sounds, tutorial } = props;
  const over = useTable(selectIsOver);
  const { hand, hands } = useTable(selectHandNumber, sameData);
  const news = useTableNews(sounds);
  // Closing the summary hands the focus to the HUD's button that reopens it (the Close button goes).
  const lastHand = useRef<HTMLButtonElement>(null);
  const { closeSummary } = news;
  const onCloseSummary = useCallback(() => {
    closeSummary();
    lastHand.current?.focus();
  }, [closeSummary]);
  // Closing the close up hands the focus to the top bar's Sheet button, as the summary's Close does to Last hand.
  const sheetButton = useRef<HTMLButtonElement>(null);
  const { onCloseSheet } = props;
  const closeSheet = useCallback(() => {
    onCloseSheet();
    sheetButton.current?.focus();
  }, [onCloseSheet]);
  // The close up lies over the summary: Last hand then brings the summary up rather than close it unseen.
  const summaryShown = news.summaryOpen && !props.sheetOpen;
  const { summaryOpen, toggleSummary } = news;
  const onLastHand = useCallback(() => {
    if (props.sheetOpen) onCloseSheet();
    if (!props.sheetOpen || !summaryOpen) toggleSummary();
  }, [props.sheetOpen, onCloseSheet, summaryOpen, toggleSummary]);
  // The showdown folds to its line by the decision when the person is asked once the run-out is under way (a first lead asked with the
  // fives is answered beside them, and the lead folds them: useTableNews); its Close folds it too, the focus going to the line.
  const asked = useTable(selectAsked);
  const { played } = useTable(selectRunOut, sameData);
  /** The hand whose fives no longer fold by themselves (folded once, or opened by the person). */
  const folded = useRef(0);
  const { foldShowdown } = news;
  const wasAsked = useRef(asked);
  useEffect(() => {
    if (asked && !wasAsked.current && played > 0) foldShowdown();
    wasAsked.current = asked;
  }, [asked, played, foldShowdown]);
  // The last hand's results, open since it ended, hold the next hand's first question until the
  // person closes them: the question is about the table under them (a newcomer swapped the widow
  // with the results over it), and folded by the question they went unread (a newcomer saw them go
  // after four seconds). Results the person opens again stay while they decide.
  const resultsHand = news.result?.hand ?? 0;
  const resultsWait = asked && summaryShown && news.summarySinceEnd && hand > resultsHand && !over;
  const playOn = useCallback(() => {
    closeSummary();
    // The question comes in the button's place: the focus goes to its first control.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('.bonanza-decision button')?.focus(),
    );
  }, [closeSummary]);
  // Once the run-out is under way the fives fold to their line after FIVES_READ_MS up (on a phone they
  // covered the cards being played for 8-10 s); once a hand: fives opened again by the line stay.
  const runOutBegun = played > 0;
  const openedAt = useRef(0);
  useEffect(() => {
    if (news.showdownOpen) openedAt.current = game.clock.now();
  }, [news.showdownOpen, game]);
  useEffect(() => {
    if (!news.showdownOpen || !runOutBegun || folded.current === hand) return;
    const left = Math.max(0, FIVES_READ_MS - (game.clock.now() - openedAt.current));
    const id = game.clock.setTimeout(() => {
      folded.current = hand;
      foldShowdown();
    }, left);
    return () => game.clock.clearTimeout(id);
  }, [news.showdownOpen, runOutBegun, hand, foldShowdown, game]);
  const showdownLine = useRef<HTMLButtonElement>(null);
  const closeShowdown = useCallback(() => {
    foldShowdown();
    showdownLine.current?.focus();
  }, [foldShowdown]);
  // The sheet close up and the summary lie over the fives: the line then brings the fives up.
  const showdownShown = news.showdownOpen && !props.sheetOpen && !summaryShown;
  const { openShowdown, closeSummary: foldSummary } = news;
  const onShowdownLine = useCallback(() => {
    if (showdownShown) return foldShowdown();
    if (props.sheetOpen) onCloseSheet();
    if (summaryShown) foldSummary();
    folded.current = hand;
    openShowdown();
  }, [
    showdownShown,
    props.sheetOpen,
    summaryShown,
    onCloseSheet,
    foldSummary,
    openShowdown,
    hand,
    foldShowdown,
  ]);
  const decision = useDecision(props.reducedMotion);
  // Through each stage of a hand the panels under the table keep their tallest room: the table
  // stays still (it zoomed out at every decision and back in after it, the widow's, each call's,
  // the run-out's). A new stage starts from their natural height: the poker's fives and the
  // run-out's calls need the table's room back. At a table of more than HOLD_CALLS_UP_TO the calls
  // are not held: there a won space's call needs every pixel to find room among nine names.
  const stage = useTable(selectHandStage);
  const hold = stage !== null && (stage !== 'calls' || game.config.players <= HOLD_CALLS_UP_TO);
  const bottom = useHeldHeight<HTMLElement>(`${hand}:${stage}`, hold);
  const cardHeight = useCardHeight();
  const [stats, setStats] = useState<BonanzaStats | null>(null);

  const isOver = useCallback(() => selectIsOver(game.actor.getSnapshot()), [game]);
  const { paused, pause, resume } = useGamePause(game, sounds, isOver);
  // Counted in a ref: the last hand's Bonanza and the game's end come in the same step.
  const bonanzas = useRef(0);
  useEmitted(
    'bonanza',
    useCallback((e) => {
      if (e.seat === PERSON) bonanzas.current += 1;
    }, []),
  );
  useEmitted(
    'game-over',
    useCallback(
      (e) => {
        // The hints game is practice: it counts in no lifetime stats.
        if (tutorial) return;
        const next = recordGame(loadStats().stats, {
          won: e.winners.includes(PERSON),
          chips: e.stacks[PERSON] ?? 0,
          bonanzas: bonanzas.current,
        });
        saveStats(next);
        setStats(next);
      },
      [tutorial],
    ),
  );

  return (
    <div className="bonanza-overlay">
      <header className="bonanza-top">
        <button
          type="button"
          className="bonanza-menu"
          onClick={() => pause('menu')}
          aria-label={t('bonanza.hud.menu')}
        >
          ☰
        </button>
        <p className="bonanza-count">{hand > 0 ? t('bonanza.hud.hand', { hand, hands }) : ''}</p>
        {over ? null : (
          <button
            ref={sheetButton}
            type="button"
            className="bonanza-sheet-button"
            aria-expanded={props.sheetOpen}
            aria-controls={props.sheetOpen ? SHEET_ID : undefined}
            onClick={props.onToggleSheet}
          >
            {t('bonanza.hud.sheetButton')}
          </button>
        )}
        {news.result && !over ? (
          <button
            ref={lastHand}
            type="button"
            className="bonanza-last"
            aria-expanded={summaryShown}
            aria-controls={summaryShown ? SUMMARY_ID : undefined}
            onClick={onLastHand}
          >
            {t('bonanza.hud.lastHand')}
          </button>
        ) : null}
        <SeatPlates />
      </header>
      <Slot onSlot={props.onSlot}>
        {over ? null : <SeatNames marks={props.marks} slot={props.slot} />}
        {props.sheetOpen && !over ? (
          <SheetCloseUp onClose={closeSheet} />
        ) : news.result && summaryShown && !over ? (
          <HandSummary result={news.result} scheme={props.scheme} onClose={onCloseSummary} />
        ) : news.showdown && showdownShown && !over ? (
          <Showdown fives={news.showdown} scheme={props.scheme} onClose={closeShowdown} />
        ) : null}
        {/* After the panels, so over them: a stop while the fives are still up is seen. Not over
            the sheet the person opened to read (the call is in the news under the table too). */}
        {news.call && !(props.sheetOpen && !over) ? (
          <CallBanner
            call={news.call}
            cards={news.callCards}
            key={news.call}
            marks={props.marks}
            slot={props.slot}
          />
        ) : null}
      </Slot>
      <footer
        className="bonanza-bottom"
        ref={bottom}
        data-stage={stage === null ? undefined : `${hand}:${stage}`}
      >
        {news.showdown && !over ? (
          <ShowdownLine
            ref={showdownLine}
            fives={news.showdown}
            open={showdownShown}
            onToggle={onShowdownLine}
          />
        ) : null}
        {tutorial && !over ? <CoachLine decision={decision.decision} /> : null}
        {over ? null : resultsWait ? (
          <ResultsWait hand={hand} lines={news.lines} onPlayOn={playOn} />
        ) : (
          <DecisionPanel c={decision} lines={news.lines} />
        )}
        <Hand
          cards={decision.cards}
          scheme={props.scheme}
          tappable={resultsWait ? NONE_TAPPABLE : decision.tappable}
          marked={decision.marked}
          toggles={decision.toggles}
          onTap={decision.tap}
          {...(decision.decision.kind === 'lead' ? { onRefused: decision.refuse } : {})}
          maxCardHeight={cardHeight}
        />
        {props.saveRefused ? <p className="bonanza-note">{t('bonanza.notSaved')}</p> : null}
      </footer>
      <p className="sr-only bonanza-said" aria-live="polite">
        {news.said}
      </p>
      {over ? (
        <EndScreen
          stats={stats}
          last={news.result}
          split={news.endSplit}
          tutorial={tutorial}
          onAgain={props.onAgain}
          onLeave={props.onLeave}
        />
      ) : null}
      {paused ? <PauseDialog reason={paused} onResume={resume} onLeave={props.onLeave} /> : null}
    </div>
  );
}
