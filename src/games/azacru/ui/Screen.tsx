// AZACRU's running game as the box shows it: the table actor and its search worker, saves after every move, undo, the board and the overlay.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { ScreenProps } from '../../../shell/contract';
import { i18n } from '../../../shell/i18n';
import { personName } from '../../../shell/settings';
import { UpdateNotice } from '../../../shell/UpdateNotice';
import { type GameHandle, startGame, undoSave } from '../game';
import { HINTS_SETTINGS } from '../hints-table';
import { type AzacruSave, encodeSave } from '../save/save';
import { createWorkerHost } from '../worker/browser';
import { persistSaves } from '../saves';
import { linkPace, type Settings, tableInput } from '../settings';
import { useTranslation } from '../texts';
import { BoardSlot, BoardSlotContext } from '../view/board-slot';
import { TapNotes, TapNotesContext } from '../view/tap-notes';
import { GameContext, useTable } from '../view/GameContext';
import { selectMyTurn, selectSave } from '../view/selectors';
import { Overlay } from './Overlay';
import './azacru.css';

const Board3D = lazy(() => import('../scene/Board3D'));

const newSeed = (): number => (Math.random() * 0x100000000) >>> 0;

interface Running {
  readonly game: GameHandle;
  readonly stop: () => void;
}

function run(
  p: ScreenProps<Settings>,
  start: { config: ReturnType<typeof tableInput> } | { restore: AzacruSave },
  onRefused: () => void,
): Running {
  const host = createWorkerHost();
  let stopSaves = () => undefined as void;
  // The first game with hints is never saved: it leaves a saved game alone.
  const saved = p.request.kind !== 'tutorial';
  const game = startGame(start, host, (actor) => {
    if (saved) stopSaves = persistSaves(actor, p.saves, onRefused);
  });
  if (new URLSearchParams(location.search).has('debug')) {
    (globalThis as unknown as { __azacruGame?: GameHandle }).__azacruGame = game;
  }
  return {
    game,
    stop: () => {
      stopSaves();
      game.actor.stop();
      host.dispose();
    },
  };
}

function firstStart(p: ScreenProps<Settings>) {
  const { request, settings, shell } = p;
  if (request.kind === 'resume' && request.restore)
    return { restore: request.restore as AzacruSave };
  if (request.kind === 'tutorial')
    return {
      config: tableInput(
        HINTS_SETTINGS,
        request.seed ?? 7,
        personName(shell, i18n.t('azacru.player.you')),
        // The normal pace unless a link asks for another (?pace=instant: a quick look at its end).
        linkPace(request.search) ?? 'normal',
      ),
    };
  const pace = linkPace(request.search) ?? settings.pace;
  return {
    config: tableInput(
      settings,
      request.seed ?? newSeed(),
      personName(shell, i18n.t('azacru.player.you')),
      pace,
    ),
  };
}

/** Undo is offered (a setting) when the person has moved; it restarts the table before that move. */
function useUndo(running: Running, allowed: boolean, replace: (save: AzacruSave) => void) {
  const mine = useTable(selectMyTurn);
  const moved = useTable((s) => selectSave(s).moves.length > 0);
  if (!allowed) return null;
  return {
    possible: moved,
    run: () => {
      const save = selectSave(running.game.actor.getSnapshot());
      const back = undoSave(save.config, save.moves);
      if (back) replace(back);
    },
    mine,
  };
}

function Table(props: {
  p: ScreenProps<Settings>;
  running: Running;
  refused: boolean;
  replace: (save: AzacruSave) => void;
}) {
  const { t } = useTranslation();
  const { p, running } = props;
  const undo = useUndo(running, p.settings.undo, props.replace);
  const over = useTable((s) => selectSave(s).position.over);
  return (
    <>
      <Suspense fallback={null}>
        <Board3D
          coordinates={p.settings.coordinates}
          topDown={p.settings.topDown}
          reducedMotion={p.reducedMotion}
          panCue={t('azacru.hud.panCue')}
        />
      </Suspense>
      <Overlay
        sounds={p.sounds}
        tutorial={p.request.kind === 'tutorial'}
        undo={undo}
        saveRefused={props.refused}
        onAgain={p.onAgain}
        onLeave={p.onLeave}
      />
      {over ? <UpdateNotice /> : null}
    </>
  );
}

export default function Screen(p: ScreenProps<Settings>) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState(false);
  const onRefused = useCallback(() => setRefused(true), []);
  const [running, setRunning] = useState<Running>(() => run(p, firstStart(p), onRefused));
  const [slot] = useState(() => new BoardSlot());
  const [notes] = useState(() => new TapNotes());
  useEffect(() => () => running.stop(), [running]);
  const replace = useCallback(
    (save: AzacruSave) => {
      // The save goes back too: a reload after an undo resumes before the move taken back.
      if (!p.saves.write(encodeSave(save))) onRefused();
      setRunning(run(p, { restore: save }, onRefused));
    },
    [p, onRefused],
  );
  return (
    <GameContext.Provider value={running.game}>
      <BoardSlotContext.Provider value={slot}>
        <TapNotesContext.Provider value={notes}>
          <main className="game azacru" aria-label={t('azacru.hud.board')}>
            <Table p={p} running={running} refused={refused} replace={replace} />
          </main>
        </TapNotesContext.Provider>
      </BoardSlotContext.Provider>
    </GameContext.Provider>
  );
}
