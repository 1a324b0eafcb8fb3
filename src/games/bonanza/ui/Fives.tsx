// The fives shown at the poker showdown as cards a phone can read: each player's five, its name and hand, the winner marked.
import type { Card } from '../rules/cards';
import type { ColourScheme } from '../scene/faces';
import { useTranslation } from '../texts';
import { useTable } from '../view/GameContext';
import { sameData, selectNames } from '../view/selectors';
import { faceStyle, useFacesUrl } from './card-faces';
import { cardsLabel } from './card-label';

/** A five shown at the showdown: whose, its poker hand's name, its cards, and whether it took the space. */
export interface ShownFive {
  readonly seat: number;
  readonly hand: string;
  readonly cards: readonly Card[];
  readonly won: boolean;
}

export function Fives(props: { fives: readonly ShownFive[]; scheme: ColourScheme }) {
  const { t } = useTranslation();
  const names = useTable(selectNames, sameData);
  const url = useFacesUrl(props.scheme);
  return (
    <ul className="bonanza-fives">
      {props.fives.map((f) => (
        <li key={f.seat} className={f.won ? 'won' : undefined}>
          <p>
            <b>{names[f.seat]}</b> {f.hand}
            {f.won ? <em> {t('bonanza.summary.wins')}</em> : null}
          </p>
          <span className="cards" role="img" aria-label={cardsLabel(t, f.cards)}>
            {f.cards.map((c) => (
              <span key={c} className="five-card" style={faceStyle(url, c)} />
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
