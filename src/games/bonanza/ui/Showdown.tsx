// The poker showdown over the table, hung from its top: every five shown, readable on a phone, until the person closes it, plays a card or the hand ends.
import type { ColourScheme } from '../scene/faces';
import { useTranslation } from '../texts';
import { Fives, type ShownFive } from './Fives';

export function Showdown(props: {
  fives: readonly ShownFive[];
  scheme: ColourScheme;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="bonanza-panel bonanza-showdown" aria-labelledby="bonanza-showdown-title">
      <h2 id="bonanza-showdown-title">{t('bonanza.summary.showdown')}</h2>
      <Fives fives={props.fives} scheme={props.scheme} />
      <button type="button" className="close" onClick={props.onClose}>
        {t('bonanza.summary.close')}
      </button>
    </section>
  );
}
