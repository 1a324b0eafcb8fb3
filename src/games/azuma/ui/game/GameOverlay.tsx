// Everything on top of the 3D table: HUD, card and stick buttons, the sheet, pause and end screens, sounds, announcements.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../texts';
import { useGame, useTable } from '../../view/GameContext';
import { useGamePause } from '../../../../shell/useGamePause';
import type { Settings } from '../../settings';
import type { ShellSettings } from '../../../../shell/settings';
import { languageFor } from '../../../../shell/i18n';
import type { SoundBank } from '../../../../shell/audio/bank';
import { useTableSounds } from '../useTableSounds';
import * as S from '../../view/selectors';
import { Announcer } from './Announcer';
import { EndScreen } from './EndScreen';
import { HandBar } from './HandBar';
import { selectMustGrab } from '../../view/hints';
import { Hud } from './Hud';
import { PauseDialog } from '../../../../shell/PauseDialog';
import { RoundStrip } from './RoundStrip';
import { SeatTags } from './SeatTags';
import { SheetPanel } from './SheetPanel';
import { useHandResults } from './useHandResults';
import { useGameRecord } from './useGameRecord';
import { useKeyboard } from './useKeyboard';
import { useTutorialLine } from './useTutorialLine';

export interface GameOverlayProps {
  readonly settings: Settings;
  readonly shell: ShellSettings;
  readonly sounds: SoundBank;
  readonly tutorial: boolean;
  /** The device refused to store a save: the game lasts until the page closes. */
  readonly saveRefused?: boolean;
  readonly onAgain: () => void;
  readonly onLeave: () => void;
}

export function GameOverlay(props: GameOverlayProps) {
  const { settings, shell, sounds, tutorial } = props;
  const { t } = useTranslation();
  const game = useGame();
  const over = useTable(S.selectIsOver);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [keyboardUsed, setKeyboardUsed] = useState(false);
  const record = useGameRecord(!tutorial);
  const tutorialLine = useTutorialLine(tutorial);
  const news = useHandResults();
  useTableSounds(sounds, languageFor(shell.language));
  // The sheet gets out of the way when a grab window opens or the person's hand wins: the sticks count.
  const mustGrab = useTable(selectMustGrab);
  useEffect(() => {
    if (mustGrab) setSheetOpen(false);
  }, [mustGrab]);

  const isOver = useCallback(() => S.selectIsOver(game.actor.getSnapshot()), [game]);
  const { paused, pause, resume } = useGamePause(game, sounds, isOver);

  const toggleSheet = useCallback(() => setSheetOpen((o) => !o), []);
  const escape = useCallback(() => {
    if (sheetOpen) setSheetOpen(false);
    else pause('menu');
  }, [sheetOpen, pause]);
  const used = useCallback(() => setKeyboardUsed(true), []);
  useKeyboard({
    enabled: paused === null && !over,
    onSheet: toggleSheet,
    onPause: escape,
    onUsed: used,
  });

  return (
    <div className="overlay">
      <SeatTags results={news.results} />
      <Hud
        showHints={shell.hints || tutorial}
        tutorialLine={tutorialLine === null ? null : t(tutorialLine)}
        onSheet={toggleSheet}
        onPause={() => pause('menu')}
        sheetOpen={sheetOpen}
        keys={keyboardUsed}
        news={news}
      />
      {!over && <RoundStrip onSheet={toggleSheet} hold={mustGrab} />}
      <HandBar shown={settings.cardButtons || keyboardUsed} keys={keyboardUsed} />
      <SheetPanel
        open={sheetOpen}
        hold={mustGrab}
        onClose={() => setSheetOpen(false)}
        autoShowMs={Math.max(1200, game.config.timing.handEndMs - 300)}
      />
      {props.saveRefused && (
        <p className="notice save-refused" role="status">
          {t('app.saveRefused')}
        </p>
      )}
      <Announcer extra={paused ? t('announce.paused') : null} />
      {paused && <PauseDialog reason={paused} onResume={resume} onLeave={props.onLeave} />}
      {over && (
        <EndScreen
          record={record}
          tutorial={tutorial}
          onAgain={props.onAgain}
          onMenu={props.onLeave}
        />
      )}
    </div>
  );
}
