// Queen-Jack (QS + JD) and Ten-Two (10D + 2S) as the rules define them, and a Queen-Jack with the Joker standing in.
import { type Card, JOKER } from '../../../rules/cards';
import { isPair, PAIR_CARDS, type PairCall } from '../../../rules/pairs';
import type { RulesT } from '../texts';
import { CARD_H, CardRow, cardsWords, Diagram, rowWidth, Words } from './Cards';

/** The pairs drawn: each call's natural pair, then Queen-Jack with the Joker for the Jack. */
export const PAIR_EXAMPLES: readonly {
  readonly call: PairCall;
  readonly cards: readonly Card[];
}[] = [
  { call: 'queenJack', cards: PAIR_CARDS.queenJack },
  { call: 'tenTwo', cards: PAIR_CARDS.tenTwo },
  { call: 'queenJack', cards: [PAIR_CARDS.queenJack[0], JOKER] },
];

/** Whether each example is its call's pair by the rules. */
export function pairsPicture() {
  return PAIR_EXAMPLES.map((e) => ({ ...e, valid: isPair(e.call, e.cards) }));
}

const COL = rowWidth(2) + 8;

export function PairsDiagram({ t }: { t: RulesT }) {
  const examples = pairsPicture();
  const name = (e: (typeof examples)[number], i: number) =>
    i === 2
      ? t('bonanzaRules.diagram.withJoker', { call: t(`bonanzaRules.space.${e.call}`) })
      : t(`bonanzaRules.space.${e.call}`);
  const label = t('bonanzaRules.diagram.pairs', {
    list: examples.map((e, i) => `${name(e, i)}: ${cardsWords(t, e.cards)}`).join('; '),
  });
  return (
    <Diagram
      label={label}
      caption={t('bonanzaRules.caption.pairs')}
      width={3 * COL - 6}
      height={CARD_H + 16}
    >
      {examples.map((e, i) => {
        const x = 1 + i * COL;
        return (
          <g key={i}>
            <Words x={x + rowWidth(2) / 2} y={5} anchor="middle" size={4.2}>
              {t(`bonanzaRules.space.${e.call}`)}
            </Words>
            <CardRow cards={e.cards} x={x} y={8} />
            {i === 2 && (
              <Words
                x={x + rowWidth(2) / 2}
                y={CARD_H + 14}
                anchor="middle"
                size={3.8}
                bold={false}
              >
                {t('bonanzaRules.diagram.jokerStandsIn')}
              </Words>
            )}
          </g>
        );
      })}
    </Diagram>
  );
}
