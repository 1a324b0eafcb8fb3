// The start screen: the game chosen (a chooser when the box holds more than one), Play at once or set the table first.
import { useTexts, useTranslation } from './i18n';
import type { Game, GameSettings } from './contract';
import type { ShellSettings } from './settings';

export interface MenuGame {
  readonly id: string;
  readonly title: string;
}

export interface MenuProps {
  readonly shell: ShellSettings;
  /** The games the box can play (the chooser shows when there are two or more). */
  readonly games: readonly MenuGame[];
  readonly onGame: (id: string) => void;
  /** The chosen game's module, once loaded, with its settings; null while it loads or failed. */
  readonly game: { readonly module: Game; readonly settings: GameSettings } | null;
  /** Why the chosen game could not be loaded, in words; with a retry. */
  readonly loadError?: string | null;
  readonly onRetry?: () => void;
  readonly onChange: (settings: GameSettings) => void;
  readonly onPlay: () => void;
  readonly onTutorial: () => void;
  /** A saved game can be resumed. */
  readonly onResume?: () => void;
  /** Why the saved game could not be resumed, in words. */
  readonly resumeError?: string | null;
  /** Problems with stored data, in words. */
  readonly notices?: readonly string[];
}

function GameChooser({
  games,
  chosen,
  onGame,
}: {
  games: readonly MenuGame[];
  chosen: string;
  onGame: (id: string) => void;
}) {
  const { t } = useTranslation();
  if (games.length < 2) return null;
  return (
    <fieldset className="game-chooser">
      <legend>{t('menu.game')}</legend>
      {games.map((g) => (
        <label key={g.id} className={g.id === chosen ? 'chip picked' : 'chip'}>
          <input
            type="radio"
            name="game"
            value={g.id}
            checked={g.id === chosen}
            onChange={() => onGame(g.id)}
          />
          {g.title}
        </label>
      ))}
    </fieldset>
  );
}

export function Menu(props: MenuProps) {
  const { t } = useTranslation();
  // A game's own keys (its tagline) are not the shell's.
  const { t: gameText } = useTexts<string>();
  const { game } = props;
  const Setup = game?.module.Setup;
  const Stats = game?.module.Stats;
  return (
    <main className="screen menu">
      <div className="menu-head">
        <h1>{t('app.title')}</h1>
        <GameChooser games={props.games} chosen={props.shell.game} onGame={props.onGame} />
        {game && <p className="tagline">{gameText(game.module.tagline)}</p>}
        {props.notices?.map((n) => (
          <p key={n} className="notice" role="status">
            {n}
          </p>
        ))}
        {props.loadError && (
          <div className="notice" role="alert">
            <p>{t('menu.loadError', { reason: props.loadError })}</p>
            <button type="button" onClick={props.onRetry}>
              {t('menu.retry')}
            </button>
          </div>
        )}
        {!game && !props.loadError && <p className="loading-line">{t('menu.loading')}</p>}
        {game && (
          <div className="menu-actions">
            {props.onResume && (
              <button type="button" className="primary" onClick={props.onResume}>
                {t('menu.resume')}
              </button>
            )}
            {props.resumeError && (
              <p className="notice" role="alert">
                {t('menu.resumeError', { reason: props.resumeError })}
              </p>
            )}
            <button type="button" className="primary play" onClick={props.onPlay}>
              {t('menu.play')}
            </button>
            {game.module.tutorial && (
              <button type="button" onClick={props.onTutorial}>
                {game.module.tutorialLabel
                  ? gameText(game.module.tutorialLabel)
                  : t('menu.tutorial')}
              </button>
            )}
            <nav className="menu-links" aria-label={t('app.title')}>
              <a className="button-link" href="#rules">
                {t('menu.rules')}
              </a>
              <a className="button-link" href="#settings">
                {t('menu.settings')}
              </a>
            </nav>
          </div>
        )}
        {Stats && <Stats />}
      </div>
      {Setup && game && (
        <section className="menu-setup" aria-labelledby="setup-title">
          <h2 id="setup-title">{t('menu.setup')}</h2>
          <Setup settings={game.settings} onChange={props.onChange} shell={props.shell} />
        </section>
      )}
    </main>
  );
}
