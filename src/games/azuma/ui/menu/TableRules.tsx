// The rule options of RULES.md "Gaps" on the start screen, shown with the edition's defaults filled in.
import { useTranslation } from '../../texts';
import type { Settings } from '../../settings';
import { EDITIONS, type RuleOptions, resolveOptions } from '../../rules';
import { NumberField } from './NumberField';

export interface TableRulesProps {
  readonly settings: Settings;
  readonly onChange: (settings: Settings) => void;
}

export function TableRules({ settings, onChange }: TableRulesProps) {
  const { t } = useTranslation();
  const edition = EDITIONS[settings.edition];
  const o = resolveOptions(edition, settings.options);
  const set = <K extends keyof RuleOptions>(key: K, value: RuleOptions[K]) =>
    onChange({ ...settings, options: { ...settings.options, [key]: value } });
  const range = (min: number, max: number) => t('option.invalid', { min, max });

  return (
    <details className="table-rules">
      <summary>{t('setup.tableRules')}</summary>
      <div className="check">
        <input
          id="opt-tiebreak"
          type="checkbox"
          checked={o.tiebreak}
          onChange={(e) => set('tiebreak', e.target.checked)}
        />
        <label htmlFor="opt-tiebreak">{t('option.tiebreak')}</label>
      </div>
      <div className="check">
        <input
          id="opt-stuck"
          type="checkbox"
          checked={o.endStuckRound}
          onChange={(e) => set('endStuckRound', e.target.checked)}
        />
        <label htmlFor="opt-stuck">{t('option.endStuckRound')}</label>
      </div>
      <NumberField
        label={t('option.stallLimit')}
        value={o.stallLimit}
        min={1}
        max={999}
        invalidText={range(1, 999)}
        onCommit={(v) => set('stallLimit', v ?? 60)}
      />
      <NumberField
        label={t('option.grabWindowMs')}
        value={o.grabWindowMs}
        min={200}
        max={60000}
        step={100}
        invalidText={range(200, 60000)}
        onCommit={(v) => set('grabWindowMs', v ?? 4000)}
      />
      <div className="field">
        <label htmlFor="opt-five">{t('option.fivePlayerDouble')}</label>
        <select
          id="opt-five"
          value={o.fivePlayerDouble}
          disabled={edition.fivePlayerSticksFixed}
          onChange={(e) =>
            set('fivePlayerDouble', e.target.value === 'second' ? 'second' : 'first')
          }
        >
          <option value="first">
            {t('option.first')} ({t(`colour.${edition.colours[0]}`)})
          </option>
          <option value="second">
            {t('option.second')} ({t(`colour.${edition.colours[1]}`)})
          </option>
        </select>
      </div>
      <NumberField
        label={t('option.maxHandsPerRound')}
        value={o.maxHandsPerRound}
        min={1}
        max={99}
        allowEmpty
        invalidText={range(1, 99)}
        onCommit={(v) => set('maxHandsPerRound', v)}
      />
      <button type="button" onClick={() => onChange({ ...settings, options: {} })}>
        {t('option.reset')}
      </button>
    </details>
  );
}
