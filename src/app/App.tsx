// The app: the one place where machine, scene, UI and audio are wired together.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { GameContext } from './GameContext';
import { configFrom, type GameHandle, newSeed, startGame } from './game';
import { DEFAULT_SETTINGS, readSettings, type Settings } from './settings';
import { KEYS, readJson, writeText } from './storage';
import { readUrl } from './url';

// The 3D table and three.js load lazily, after the first screen.
const Table3D = lazy(() => import('../scene/Table3D'));

export function App() {
  const start = useMemo(
    () => readUrl(location.search, readSettings(readJson(KEYS.settings) ?? DEFAULT_SETTINGS)),
    [],
  );
  const [settings, setSettings] = useState<Settings>(start.settings);
  const [game, setGame] = useState<GameHandle | null>(null);

  const play = useCallback(
    (s: Settings) => {
      setSettings(s);
      writeText(KEYS.settings, JSON.stringify(s));
      setGame(startGame(configFrom(s, start.seed ?? newSeed(), start.timing)));
    },
    [start],
  );

  useEffect(() => {
    if (start.autostart) play(start.settings);
  }, [start, play]);

  // Test and debug hook: ?debug=1 exposes the running game to browser tests.
  useEffect(() => {
    if (game && new URLSearchParams(location.search).has('debug')) {
      (globalThis as unknown as { __azumaGame?: GameHandle }).__azumaGame = game;
    }
  }, [game]);

  useEffect(
    () => () => {
      game?.actor.stop();
    },
    [game],
  );

  if (!game) {
    return (
      <main className="menu">
        <h1>AZUMA 3D</h1>
        <button type="button" onClick={() => play(settings)}>
          Play
        </button>
      </main>
    );
  }
  return (
    <GameContext.Provider value={game}>
      <Suspense fallback={<div className="loading">Setting up the table…</div>}>
        <Table3D />
      </Suspense>
    </GameContext.Provider>
  );
}
