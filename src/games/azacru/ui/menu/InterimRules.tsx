// AZACRU's rules page until the illustrated one lands: the shared summary and Back.
import type { RulesProps } from '../../../../shell/contract';
import type { Settings } from '../../settings';
import { useTranslation } from '../../texts';

export function InterimRules({ onBack }: RulesProps<Settings>) {
  const { t } = useTranslation();
  return (
    <main className="rules">
      <h1>AZACRU</h1>
      <p>{t('azacru.tagline')}</p>
      <button type="button" onClick={onBack}>
        {t('azacru.end.leave')}
      </button>
    </main>
  );
}
