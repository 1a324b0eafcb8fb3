// Sequences as the rules value them: a Joker sequence topped by the ace, a natural one, A-2-3 the lowest, and K-A-2, which is none; best first.
import { ACE, type Card, card, JOKER } from '../../../rules/cards';
import { sequenceTop, sequenceValue } from '../../../rules/sequence';
import { indexText } from '../../../scene/faces';
import type { RulesT } from '../texts';
import { CARD_H, CardRow, cardsWords, Diagram, rowWidth, Words } from './Cards';

/** The examples, best first by `sequenceValue`; the last is no sequence. */
export const SEQUENCE_EXAMPLES: readonly (readonly Card[])[] = [
  [card(12, 3), card(13, 3), JOKER],
  [card(5, 2), card(6, 2), card(7, 2)],
  [card(ACE, 1), card(2, 1), card(3, 1)],
  [card(13, 0), card(ACE, 0), card(2, 0)],
];

/** Each example with its value and top card's rank (-1 and 0 when it is no sequence). */
export function sequencePicture() {
  return SEQUENCE_EXAMPLES.map((cards) => {
    const value = sequenceValue(cards);
    return { cards, value, top: value < 0 ? 0 : sequenceTop(value) };
  });
}

const COL = rowWidth(3) + 8;
const ROW = CARD_H + 12;

export function SequenceDiagram({ t }: { t: RulesT }) {
  const examples = sequencePicture();
  const verdict = (top: number) =>
    top === 0
      ? t('bonanzaRules.diagram.noSequence')
      : t('bonanzaRules.diagram.top', { rank: indexText(card(top, 0)) });
  const label = t('bonanzaRules.diagram.sequence', {
    list: examples.map((e) => `${cardsWords(t, e.cards)}: ${verdict(e.top)}`).join('; '),
  });
  return (
    <Diagram
      label={label}
      caption={t('bonanzaRules.caption.sequence')}
      width={2 * COL - 6}
      height={2 * ROW}
    >
      {examples.map((e, i) => {
        const x = 1 + (i % 2) * COL;
        const y = 1 + Math.floor(i / 2) * ROW;
        return (
          <g key={e.cards.join()}>
            <CardRow cards={e.cards} x={x} y={y} />
            {e.top === 0 && (
              <path
                d={`M${x + 2} ${y + 2}L${x + rowWidth(3) - 2} ${y + CARD_H - 2}M${x + rowWidth(3) - 2} ${y + 2}L${x + 2} ${y + CARD_H - 2}`}
                stroke="#f6f3ea"
                strokeWidth={2.6}
                strokeLinecap="round"
                opacity={0.92}
              />
            )}
            <Words x={x + rowWidth(3) / 2} y={y + CARD_H + 6.5} anchor="middle" size={4.6}>
              {`${e.top === 0 ? '✗' : '✓'} ${verdict(e.top)}`}
            </Words>
          </g>
        );
      })}
    </Diagram>
  );
}
