// BONANZA RUMMY's running game as the box shows it: the table actor, saves at every hand boundary, the 3D table and the overlay.
import { useCallback, useEffect, useState } from 'react';
import type { ScreenProps } from '../../../shell/contract';
import { i18n } from '../../../shell/i18n';
import { personName } from '../../../shell/settings';
import { UpdateNotice } from '../../../shell/UpdateNotice';
import { type GameHandle, startGame } from '../game';
import type { BonanzaSave } from '../save/save';
import { persistSaves } from '../saves';
import { hintsTableInput } from '../hints-table';
import { linkAutoplay, linkPace, type Settings, tableInput } from '../settings';
import { useTranslation } from '../texts';
import { GameContext, useTable } from '../view/GameContext';
import { selectIsOver } from '../view/selectors';
import type { SeatMarks } from '../view/seat-labels';
import { sameSlot, type SlotBox } from '../view/slot';
import { Overlay } from './Overlay';
import { TableView } from './TableView';
import './bonanza.css';

const newSeed = (): number => (Math.random() * 0x100000000) >>> 0;

interface Running {
  readonly game: GameHandle;
  readonly stop: () => void;
}

function run(
  p: ScreenProps<Settings>,
  start: { config: ReturnType<typeof tableInput> } | { restore: BonanzaSave },
  onRefused: () => void,
): Running {
  let stopSaves = () => undefined as void;
  // The first hand with hints is never saved: it leaves a saved game alone.
  const saved = p.request.kind !== 'tutorial';
  const game = startGame(start, (actor) => {
    if (saved) stopSaves = persistSaves(actor, p.saves, onRefused);
  });
  if (new URLSearchParams(location.search).has('debug')) {
    (globalThis as unknown as { __bonanzaGame?: GameHandle }).__bonanzaGame = game;
  }
  return {
    game,
    stop: () => {
      stopSaves();
      game.actor.stop();
    },
  };
}

function firstStart(p: ScreenProps<Settings>) {
  const { request, settings, shell } = p;
  const name = personName(shell, i18n.t('bonanza.player.you'));
  if (request.kind === 'resume' && request.restore)
    return { restore: request.restore as BonanzaSave };
  // A link's test pace and autoplay (debug links only) hold for the hints game too.
  const autoplay = linkAutoplay(request.search);
  if (request.kind === 'tutorial')
    return {
      config: hintsTableInput(request.seed ?? 11, name, linkPace(request.search), autoplay),
    };
  const pace = linkPace(request.search) ?? settings.pace;
  return { config: tableInput(settings, request.seed ?? newSeed(), name, pace, autoplay) };
}

function Table(props: { p: ScreenProps<Settings>; refused: boolean }) {
  const { p } = props;
  const over = useTable(selectIsOver);
  const [slot, setSlot] = useState<SlotBox | null>(null);
  const onSlot = useCallback((box: SlotBox) => setSlot((s) => (sameSlot(s, box) ? s : box)), []);
  const [marks, setMarks] = useState<SeatMarks | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const openSheet = useCallback(() => setSheetOpen(true), []);
  const closeSheet = useCallback(() => setSheetOpen(false), []);
  const toggleSheet = useCallback(() => setSheetOpen((o) => !o), []);
  return (
    <>
      <TableView
        slot={slot}
        scheme={p.settings.faces}
        reducedMotion={p.reducedMotion}
        onMarks={setMarks}
        onSheet={openSheet}
      />
      <Overlay
        sounds={p.sounds}
        scheme={p.settings.faces}
        reducedMotion={p.reducedMotion}
        tutorial={p.request.kind === 'tutorial'}
        saveRefused={props.refused}
        onSlot={onSlot}
        slot={slot}
        marks={marks}
        sheetOpen={sheetOpen}
        onCloseSheet={closeSheet}
        onToggleSheet={toggleSheet}
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
  const [running] = useState<Running>(() => run(p, firstStart(p), onRefused));
  useEffect(() => () => running.stop(), [running]);
  return (
    <GameContext.Provider value={running.game}>
      <main className="game bonanza" aria-label={t('bonanza.hud.table')}>
        <h1 className="sr-only">BONANZA RUMMY</h1>
        <Table p={p} refused={refused} />
      </main>
    </GameContext.Provider>
  );
}
