// The start screen: Play at once, or set the table first (edition, players, bots, pace, table rules); remembered.
import { useTranslation } from './i18n';
import { PACES, type PaceId, type Settings } from '../games/azuma/settings';
import { EDITION_IDS, EDITIONS, PLAYER_COUNTS, sheetColours } from '../games/azuma/rules';
import type { LifetimeStats } from '../games/azuma/stats';
import { LifetimeStatsView } from '../games/azuma/ui/LifetimeStats';
import { Swatch } from '../games/azuma/ui/sheet/ScoreSheet';
import { BotSeats } from '../games/azuma/ui/menu/BotSeats';
import { TableRules } from '../games/azuma/ui/menu/TableRules';

export interface MenuProps {
  readonly settings: Settings;
  readonly onChange: (settings: Settings) => void;
  readonly onPlay: () => void;
  readonly onTutorial: () => void;
  /** A saved game can be resumed (added by the lead with save/restore). */
  readonly onResume?: () => void;
  /** Why the saved game could not be resumed, in words. */
  readonly resumeError?: string | null;
  /** Problems with stored data, in words. */
  readonly notices?: readonly string[];
  /** The lifetime stats on this device, once a game was played. */
  readonly stats?: { readonly stats: LifetimeStats; readonly bad: boolean } | null;
}

export function Menu(props: MenuProps) {
  const { settings, onChange } = props;
  const { t } = useTranslation();
  const pick = <K extends keyof Settings>(key: K, value: Settings[K]) =>
    onChange({ ...settings, [key]: value });

  return (
    <main className="screen menu">
      <div className="menu-head">
        <h1>{t('app.title')}</h1>
        <p className="tagline">{t('app.tagline')}</p>
        {props.notices?.map((n) => (
          <p key={n} className="notice" role="status">
            {n}
          </p>
        ))}
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
          <button type="button" onClick={props.onTutorial}>
            {t('menu.tutorial')}
          </button>
          <nav className="menu-links" aria-label={t('app.title')}>
            <a className="button-link" href="#rules">
              {t('menu.rules')}
            </a>
            <a className="button-link" href="#settings">
              {t('menu.settings')}
            </a>
          </nav>
        </div>
        {props.stats && (props.stats.stats.games > 0 || props.stats.bad) && (
          <section className="menu-stats" aria-labelledby="stats-title">
            <h2 id="stats-title">{t('end.lifetime')}</h2>
            <LifetimeStatsView stats={props.stats.stats} bad={props.stats.bad} />
          </section>
        )}
      </div>
      <section className="menu-setup" aria-labelledby="setup-title">
        <h2 id="setup-title">{t('menu.setup')}</h2>
        <fieldset className="editions">
          <legend>{t('menu.edition')}</legend>
          {EDITION_IDS.map((id) => (
            <label key={id} className={settings.edition === id ? 'edition picked' : 'edition'}>
              <input
                type="radio"
                name="edition"
                value={id}
                checked={settings.edition === id}
                onChange={() => pick('edition', id)}
              />
              <span className="edition-name">
                {t(`edition.${id}.name`)} <small>{t(`edition.${id}.origin`)}</small>
              </span>
              <span className="edition-colours">
                {sheetColours(EDITIONS[id], 6).map((c) => (
                  <span key={c} className="legend-item">
                    <Swatch colour={c} /> {t(`colour.${c}`)}
                  </span>
                ))}
              </span>
              <span className="edition-scoring">{t(`edition.${id}.scoring`)}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="players">
          <legend>{t('menu.players')}</legend>
          {PLAYER_COUNTS.map((n) => (
            <label key={n} className={settings.players === n ? 'chip picked' : 'chip'}>
              <input
                type="radio"
                name="players"
                value={n}
                checked={settings.players === n}
                onChange={() => pick('players', n)}
              />
              {n}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="pace">{t('menu.pace')}</label>
          <select
            id="pace"
            value={settings.pace}
            onChange={(e) => pick('pace', e.target.value as PaceId)}
          >
            {(Object.keys(PACES) as PaceId[]).map((p) => (
              <option key={p} value={p}>
                {t(`pace.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <BotSeats settings={settings} onChange={onChange} />
        <TableRules settings={settings} onChange={onChange} />
      </section>
    </main>
  );
}
