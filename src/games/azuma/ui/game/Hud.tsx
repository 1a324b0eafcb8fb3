// The HUD: round, hand and caller with the buttons in one bar; below it one prompt box with what to do and what happened.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type TKey, useTranslation } from '../../texts';
import { useEmitted, useGame, useTable } from '../../view/GameContext';
import { PERSON } from '../../game';
import { useLayoutBridge } from '../../../../table/bridge';
import * as S from '../../view/selectors';
import type { RefusalCode, TableEmitted } from '../../flow/types';
import { BoardTurn } from './BoardTurn';
import { type Hint, hintFor, selectMustGrab, selectWinsWithBombs } from '../../view/hints';
import { listNames, useSeatNames } from './names';
import { ownLine } from './results';
import type { HandNews } from './useHandResults';

export interface HudProps {
  readonly showHints: boolean;
  /** Tutorial: a second line under the hint. */
  readonly tutorialLine: string | null;
  readonly onSheet: () => void;
  readonly onPause: () => void;
  readonly sheetOpen: boolean;
  /** The person plays with keys: the hints name them. */
  readonly keys: boolean;
  readonly news: HandNews;
}

/**
 * Keeps the table's camera clear of the bar and prompt: the HUD's bottom edge, the most it has been.
 * The room for the grab window's call (the probe: its longest text, unseen, where the prompt starts)
 * is in it from the first hand, so the call neither moves the table nor covers a seat when it comes.
 * While the sticks count (a grab window, a winning hand) a HUD taller still (a second banner) does not
 * move the table under the person's finger: its new edge waits until the window is over.
 */
function useReserveTop(sticksCount: boolean) {
  const bridge = useLayoutBridge();
  const ref = useRef<HTMLElement>(null);
  const probe = useRef<HTMLParagraphElement>(null);
  const held = useRef(sticksCount);
  held.current = sticksCount;
  const apply = useRef<() => void>(() => undefined);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let most = 0;
    let given = -1;
    // Empty: the first measure gives the table its reserve at once, whatever the moment.
    let size = '';
    const give = () => {
      if (most === given) return;
      given = most;
      bridge.setReserve(most);
    };
    const measure = () => {
      const now = `${innerWidth}x${innerHeight}`;
      const room = probe.current?.getBoundingClientRect().bottom ?? 0;
      const bottom = Math.max(el.getBoundingClientRect().bottom, room);
      bridge.setHudBottom(bottom);
      // A new screen size reframes the table anyway: the HUD's edge as it is now, given at once.
      const resized = now !== size;
      size = now;
      most = resized ? bottom : Math.max(most, bottom);
      // The sheet and dialogs open below the bar (game.css, sheet.css), held or not.
      document.documentElement.style.setProperty('--hud-bottom', `${Math.round(most)}px`);
      if (resized || !held.current) give();
    };
    apply.current = give;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (probe.current) observer.observe(probe.current);
    addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      removeEventListener('resize', measure);
    };
  }, [bridge]);
  useEffect(() => {
    if (!sticksCount) apply.current();
  }, [sticksCount]);
  return { ref, probe };
}

export function Hud(props: HudProps) {
  const { showHints, tutorialLine, onSheet, onPause, sheetOpen, keys, news } = props;
  const { t } = useTranslation();
  const { config } = useGame();
  const names = useSeatNames();
  const shownRound = useTable(S.selectStatusRound);
  const handNo = useTable(S.selectHandNo);
  const dealer = useTable(S.selectDealer);
  const counter = useTable(
    S.selectCallCounter,
    (a, b) => a?.calls === b?.calls && a?.max === b?.max,
  );
  const holding = useTable(S.selectHoldingUp, (a, b) => a.join() === b.join());
  const hint = useTable((s) => hintFor(s, PERSON));
  const bombs = useTable(selectWinsWithBombs);
  const [refusal, setRefusal] = useState<RefusalCode | null>(null);
  const { ref, probe } = useReserveTop(useTable(selectMustGrab));

  const onRefused = useCallback((e: Extract<TableEmitted, { type: 'refused' }>) => {
    if (e.refusal.player === PERSON) setRefusal(e.refusal.code);
  }, []);
  useEmitted('refused', onRefused);
  useEffect(() => {
    if (refusal === null) return;
    const id = setTimeout(() => setRefusal(null), 2600);
    return () => clearTimeout(id);
  }, [refusal]);

  const name = (p: number) => (p === PERSON ? t('hud.youObject') : (names[p] ?? '?'));
  const round =
    shownRound === 'tiebreak'
      ? t('hud.tiebreak')
      : t('hud.round', { n: Math.min(shownRound, 2) + 1 });
  // Who deals this hand. The table calls on the dealer's beat by itself: nobody is asked to call.
  const caller =
    dealer === PERSON ? t('hud.youDeal') : t('hud.dealerDeals', { name: names[dealer] });
  const urgent = hint === 'win' || hint === 'others';
  const others = holding.filter((p) => p !== PERSON);

  const hintText = (h: Hint, allBombs = bombs): string => {
    if (h === 'win' && allBombs) return t(keys ? 'hint.winBombs' : 'hint.winBombsTouch');
    if (h === 'choose') return t(keys ? 'hint.choose' : 'hint.chooseTouch');
    if (h === 'win' || h === 'others') return t(keys ? `hint.${h}` : `hint.${h}Touch`);
    if (h === 'ready' && others.length > 0)
      return t('hint.readyWaiting', { names: listNames(others.map(name), t('hud.and')) });
    return t(`hint.${h}`);
  };
  // The grab window's lines, the longest of them: the room the HUD keeps for them from the start.
  const calls = [
    hintText('win', false),
    hintText('win', true),
    hintText('others'),
    hintText('held'),
  ];
  const longestCall = calls.reduce((a, b) => (b.length > a.length ? b : a));
  const mine = news.results?.[PERSON] ?? [];
  // Montezuma's minus points differ by edition (ZUMA FR has no false grab's -2).
  const tipKey: TKey | null =
    news.tip === 'montezuma'
      ? `tip.montezuma${config.edition === 'zuma-fr' ? 'Fr' : 'De'}`
      : news.tip && `tip.${news.tip}`;

  return (
    <header className="hud" ref={ref}>
      <p className="hud-status">
        {/* Round and hand each stay whole; a narrow status column breaks the line between them. */}
        <span className="hud-where">
          <span>{round} ·</span> <span>{t('hud.hand', { n: handNo })}</span>
        </span>{' '}
        <span className="hud-caller">{caller}</span>
        {counter && (
          <span className="hud-calls" data-testid="call-count">
            {' '}
            · {t('hud.callCount', { n: counter.calls, max: counter.max })}
          </span>
        )}
      </p>
      <div className="hud-buttons">
        <button
          type="button"
          onClick={onSheet}
          aria-expanded={sheetOpen}
          aria-keyshortcuts="S"
          aria-label={t('hud.sheet')}
        >
          <span className="wide-only">{t('hud.sheet')}</span>
          <span className="narrow-only">{t('hud.sheetShort')}</span>
        </button>
        <button type="button" onClick={onPause} aria-keyshortcuts="Escape">
          {t('hud.pause')}
        </button>
      </div>
      <div className="hud-prompt" data-testid="prompt">
        {showHints && hint && urgent && (
          <p className="hint urgent" data-hint={hint}>
            {hintText(hint)}
          </p>
        )}
        {news.voided !== null && (
          <p className="news void" data-testid="void-notice">
            {t('result.void', { n: news.voided })}
          </p>
        )}
        {mine.length > 0 && (
          <p className="news" data-testid="my-result">
            {ownLine(t, mine, name)}
          </p>
        )}
        {tipKey && (
          <p className="news tip" data-testid="tip">
            {t(tipKey)}
          </p>
        )}
        {tutorialLine && <p className="hint tutorial">{tutorialLine}</p>}
        {showHints && hint && !urgent && (
          <p className="hint" data-hint={hint}>
            {hintText(hint)}
          </p>
        )}
        <BoardTurn />
        {showHints && (
          <p className="hint urgent hud-probe" aria-hidden="true" ref={probe}>
            {longestCall}
          </p>
        )}
      </div>
      {/* Out of the prompt, near the hand: the prompt's room is kept for the grab's call, and a
          refusal stacked on that call pushed it down over the top seat. */}
      {refusal && (
        <p className="refusal" role="alert">
          {t(`refusal.${refusal}`)}
        </p>
      )}
    </header>
  );
}
