// AZUMA's table set-up on the start screen: edition, players, pace, bots per seat, table rules; remembered.
import type { SetupProps } from '../../../../shell/contract';
import { useTranslation } from '../../texts';
import { EDITION_IDS, EDITIONS, PLAYER_COUNTS, sheetColours } from '../../rules';
import { PACES, type PaceId, type Settings } from '../../settings';
import { Swatch } from '../sheet/ScoreSheet';
import { BotSeats } from './BotSeats';
import { TableRules } from './TableRules';

export function Setup({ settings, onChange }: SetupProps<Settings>) {
  const { t } = useTranslation();
  const pick = <K extends keyof Settings>(key: K, value: Settings[K]) =>
    onChange({ ...settings, [key]: value });
  return (
    <>
      <fieldset className="editions">
        <legend>{t('setup.edition')}</legend>
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
        <legend>{t('setup.players')}</legend>
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
        <label htmlFor="pace">{t('setup.pace')}</label>
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
    </>
  );
}
