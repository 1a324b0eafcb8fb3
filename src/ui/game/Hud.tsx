// The HUD: round and hand, who calls and who holds up the call, the person's hint, refusals in words, buttons.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../i18n';
import { useEmitted, useTable } from '../../app/GameContext';
import { PERSON } from '../../app/game';
import * as S from '../../../statecharts/selectors';
import type { RefusalCode, TableEmitted } from '../../../statecharts/types';
import { BoardTurn } from './BoardTurn';
import { type Hint, hintFor } from './hints';
import { listNames, useSeatNames } from './names';

export interface HudProps {
  readonly showHints: boolean;
  /** Tutorial: a second line under the hint. */
  readonly tutorialLine: string | null;
  readonly onSheet: () => void;
  readonly onPause: () => void;
  readonly sheetOpen: boolean;
}

const HINT_KEYS = {
  choose: 'hint.choose',
  ready: 'hint.ready',
  win: 'hint.win',
  others: 'hint.others',
  placeX: 'hint.placeX',
} as const satisfies Record<Hint, string>;

export function Hud({ showHints, tutorialLine, onSheet, onPause, sheetOpen }: HudProps) {
  const { t } = useTranslation();
  const names = useSeatNames();
  const book = useTable(S.selectBook);
  const handNo = useTable(S.selectHandNo);
  const dealer = useTable(S.selectDealer);
  const holding = useTable(S.selectHoldingUp, (a, b) => a.join() === b.join());
  const phase = useTable(S.selectPhase);
  const hint = useTable((s) => hintFor(s, PERSON));
  const [refusal, setRefusal] = useState<RefusalCode | null>(null);

  const onRefused = useCallback((e: Extract<TableEmitted, { type: 'refused' }>) => {
    if (e.refusal.player === PERSON) setRefusal(e.refusal.code);
  }, []);
  useEmitted('refused', onRefused);
  useEffect(() => {
    if (refusal === null) return;
    const id = setTimeout(() => setRefusal(null), 2600);
    return () => clearTimeout(id);
  }, [refusal]);

  const round =
    book.phase === 'tiebreak'
      ? t('hud.tiebreak')
      : t('hud.round', { n: Math.min(book.round, 2) + 1 });
  const waiting =
    phase === 'choosing' && holding.length > 0
      ? t('hud.waiting', {
          names: listNames(
            holding.map((p) => (p === PERSON ? t('hud.youObject') : (names[p] ?? '?'))),
          ),
        })
      : null;
  const urgent = hint === 'win' || hint === 'others';

  return (
    <header className="hud">
      <div className="hud-status">
        <span>
          {round} · {t('hud.hand', { n: handNo })}
        </span>
        <span className="hud-caller">
          {dealer === PERSON ? t('hud.youCall') : t('hud.dealerCalls', { name: names[dealer] })}
        </span>
        {waiting && <span className="hud-waiting">{waiting}</span>}
      </div>
      <div className="hud-messages">
        {showHints && hint && (
          <p className={urgent ? 'hint urgent' : 'hint'} data-hint={hint}>
            {t(HINT_KEYS[hint])}
          </p>
        )}
        {tutorialLine && <p className="hint tutorial">{tutorialLine}</p>}
        <BoardTurn />
        {refusal && (
          <p className="refusal" role="alert">
            {t(`refusal.${refusal}`)}
          </p>
        )}
      </div>
      <div className="hud-buttons">
        <button type="button" onClick={onSheet} aria-expanded={sheetOpen} aria-keyshortcuts="S">
          {t('hud.sheet')}
        </button>
        <button type="button" onClick={onPause} aria-keyshortcuts="Escape">
          {t('hud.pause')}
        </button>
      </div>
    </header>
  );
}
