// BONANZA RUMMY's table set-up on the start screen: players, the opponents' skill and speed, the poker space, the hands in a game, the pace; remembered.
import type { SetupProps } from '../../../../shell/contract';
import { SKILLS, type Skill } from '../../bots/params';
import { PRESET_IDS, type PresetId } from '../../bots/presets';
import { resolveOptions } from '../../rules/options';
import type { PokerMode } from '../../rules/options';
import {
  DEAL_CHOICES,
  type DealChoice,
  PACE_CHOICES,
  type PaceId,
  PLAYER_COUNTS,
  POKER_MODES,
  type Settings,
} from '../../settings';
import { useTranslation } from '../../texts';

export function Setup({ settings, onChange }: SetupProps<Settings>) {
  const { t } = useTranslation();
  const set = (patch: Partial<Settings>) => onChange({ ...settings, ...patch });
  const defaultDeals = resolveOptions(settings.players, {}).deals;
  return (
    <>
      <fieldset className="players bonanza-players">
        <legend>{t('bonanza.setup.players')}</legend>
        {PLAYER_COUNTS.map((n) => (
          <label key={n} className={settings.players === n ? 'chip picked' : 'chip'}>
            <input
              type="radio"
              name="bonanza-players"
              value={n}
              checked={settings.players === n}
              onChange={() => set({ players: n })}
            />
            {n}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="bonanza-skill">{t('bonanza.setup.skill')}</label>
        <select
          id="bonanza-skill"
          value={settings.skill}
          onChange={(e) => set({ skill: e.target.value as Skill })}
        >
          {SKILLS.map((s) => (
            <option key={s} value={s}>
              {t(`bonanza.skill.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="bonanza-speed">{t('bonanza.setup.speed')}</label>
        <select
          id="bonanza-speed"
          value={settings.speed}
          onChange={(e) => set({ speed: e.target.value as PresetId })}
        >
          {PRESET_IDS.map((p) => (
            <option key={p} value={p}>
              {t(`bonanza.speed.${p}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="bonanza-poker">{t('bonanza.setup.poker')}</label>
        <select
          id="bonanza-poker"
          value={settings.poker}
          onChange={(e) => set({ poker: e.target.value as PokerMode })}
        >
          {POKER_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`bonanza.pokerMode.${m}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="bonanza-deals">{t('bonanza.setup.deals')}</label>
        <select
          id="bonanza-deals"
          value={String(settings.deals)}
          onChange={(e) => {
            const v = e.target.value;
            set({ deals: (v === 'default' ? v : Number(v)) as DealChoice });
          }}
        >
          {DEAL_CHOICES.map((d) => (
            <option key={d} value={String(d)}>
              {d === 'default' ? t('bonanza.setup.dealsDefault', { n: defaultDeals }) : d}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="bonanza-pace">{t('bonanza.setup.pace')}</label>
        <select
          id="bonanza-pace"
          value={settings.pace}
          onChange={(e) => set({ pace: e.target.value as PaceId })}
        >
          {PACE_CHOICES.map((p) => (
            <option key={p} value={p}>
              {t(`bonanza.pace.${p}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
