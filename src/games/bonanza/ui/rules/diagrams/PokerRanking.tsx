// The poker hands from best to worst, one example five each, named and ranked by the rules' own evaluator.
import { type Card, parseCard } from '../../../rules/cards';
import { handName, pokerValue } from '../../../rules/poker-hand';
import type { RulesT } from '../texts';
import { CARD_H, CardRow, cardsWords, rowWidth } from './Cards';

const names = (text: string): Card[] => text.split(' ').flatMap((n) => parseCard(n) ?? []);

/** One five per hand name, best first. */
export const POKER_EXAMPLES: readonly (readonly Card[])[] = [
  names('AS KS QS JS 10S'),
  names('7H 6H 5H 4H 3H'),
  names('9S 9H 9D 9C 4H'),
  names('KS KH KD 6C 6D'),
  names('AD JD 8D 5D 3D'),
  names('9C 8H 7S 6D 5C'),
  names('7S 7H 7D QC 2H'),
  names('JH JC 4S 4D AC'),
  names('10S 10H KC 6H 3S'),
  names('AH QC 9D 6S 3C'),
];

/** The rules' names of the hands, as text keys. */
export const HAND_KEYS = {
  'royal straight flush': 'royalStraightFlush',
  'straight flush': 'straightFlush',
  'four of a kind': 'fourOfAKind',
  'full house': 'fullHouse',
  flush: 'flush',
  straight: 'straight',
  'three of a kind': 'threeOfAKind',
  'two pairs': 'twoPairs',
  'one pair': 'onePair',
  'high card': 'highCard',
} as const;
export type HandKey = (typeof HAND_KEYS)[keyof typeof HAND_KEYS];

/** Each example with its value and name by the rules. */
export function pokerPicture() {
  return POKER_EXAMPLES.map((cards) => {
    const value = pokerValue(cards);
    const name = handName(value);
    const key: HandKey = HAND_KEYS[name as keyof typeof HAND_KEYS];
    return { cards, value, name, key };
  });
}

const WIDTH = rowWidth(5, 1) + 2;

export function PokerRanking({ t }: { t: RulesT }) {
  return (
    <ol className="poker-ranking" aria-label={t('bonanzaRules.diagram.poker')}>
      {pokerPicture().map((hand) => (
        <li key={hand.key}>
          <svg
            role="img"
            aria-label={cardsWords(t, hand.cards)}
            viewBox={`0 0 ${WIDTH} ${CARD_H + 2}`}
          >
            <CardRow cards={hand.cards} x={1} y={1} gap={1} />
          </svg>
          <span>{t(`bonanzaRules.hand.${hand.key}`)}</span>
        </li>
      ))}
    </ol>
  );
}
