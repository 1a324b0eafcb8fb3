// The sheet's ten spaces as the rules list them: the upper half's calls on the left, the lower half's paying cards and Bonanza on the right, each with its cards.
import { type Card, card, JOKER } from '../../../rules/cards';
import { PAIR_CARDS } from '../../../rules/pairs';
import { PAYING_CARDS, SPACES, type SpaceName } from '../../../rules/sheet';
import type { RulesT } from '../texts';
import { CARD_H, CARD_W, CardFace, Diagram, LIGHT, Words } from './Cards';

const BOX_W = 66;
const BOX_H = 36;
const GAP = 4;
const TOP = 9;
const FELT = '#24483a';
const CHIP = '#f2b33d';
/** The example sequence drawn on its space. */
export const SHEET_SEQUENCE: readonly Card[] = [card(5, 2), card(6, 2), card(7, 2)];
/** The example five drawn on the poker space: a royal straight flush in hearts. */
export const SHEET_POKER: readonly Card[] = [14, 13, 12, 11, 10].map((r) => card(r, 1));

/** The cards drawn on each space: what takes it. */
export function sheetCards(space: SpaceName): readonly Card[] {
  switch (space) {
    case 'joker':
      return [JOKER];
    case 'queenJack':
      return PAIR_CARDS.queenJack;
    case 'sequence':
      return SHEET_SEQUENCE;
    case 'tenTwo':
      return PAIR_CARDS.tenTwo;
    case 'poker':
      return SHEET_POKER;
    case 'bonanza':
      return [];
    default: {
      const paying = PAYING_CARDS.find(([, s]) => SPACES[s] === space);
      return paying ? [paying[0]] : [];
    }
  }
}

/** The two halves: the first five spaces and the last five, in the rules' order. */
export function sheetHalves(): [SpaceName[], SpaceName[]] {
  return [SPACES.slice(0, 5), SPACES.slice(5)];
}

function Space(props: { t: RulesT; name: SpaceName; x: number; y: number }) {
  const { t, name, x, y } = props;
  const cards = sheetCards(name);
  const step = cards.length > 3 ? 7 : CARD_W + 1.5;
  const width = cards.length === 0 ? 0 : CARD_W + (cards.length - 1) * step;
  const left = x + (BOX_W - width) / 2;
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={BOX_W}
        height={BOX_H}
        rx={name === 'bonanza' ? BOX_H / 2 : 3}
        fill={FELT}
        stroke={LIGHT}
        strokeWidth={0.5}
      />
      <Words x={x + BOX_W / 2} y={y + 6.6} anchor="middle" size={5}>
        {t(`bonanzaRules.space.${name}`)}
      </Words>
      {cards.map((c, i) => (
        <CardFace key={c} card={c} x={left + i * step} y={y + BOX_H - CARD_H - 3} />
      ))}
      {name === 'bonanza' && (
        <Words x={x + BOX_W / 2} y={y + 24} anchor="middle" size={9}>
          ★
        </Words>
      )}
      <circle
        cx={name === 'bonanza' ? x + 13 : x + 3.8}
        cy={name === 'bonanza' ? y + BOX_H - 9 : y + BOX_H - 3.8}
        r={2.1}
        fill={CHIP}
        stroke="#241a05"
        strokeWidth={0.4}
      />
    </g>
  );
}

export function SheetDiagram({ t }: { t: RulesT }) {
  const [upper, lower] = sheetHalves();
  const width = 2 * BOX_W + GAP + 2;
  const height = TOP + 5 * BOX_H + 4 * GAP + 1;
  const label = t('bonanzaRules.diagram.sheet', {
    upper: upper.map((s) => t(`bonanzaRules.space.${s}`)).join(', '),
    lower: lower.map((s) => t(`bonanzaRules.space.${s}`)).join(', '),
  });
  return (
    <Diagram label={label} caption={t('bonanzaRules.caption.sheet')} width={width} height={height}>
      <Words x={1 + BOX_W / 2} y={6} anchor="middle" size={4.4} bold={false}>
        {t('bonanzaRules.diagram.upperHalf')}
      </Words>
      <Words x={1 + BOX_W + GAP + BOX_W / 2} y={6} anchor="middle" size={4.4} bold={false}>
        {t('bonanzaRules.diagram.lowerHalf')}
      </Words>
      {upper.map((name, i) => (
        <Space key={name} t={t} name={name} x={1} y={TOP + i * (BOX_H + GAP)} />
      ))}
      {lower.map((name, i) => (
        <Space key={name} t={t} name={name} x={1 + BOX_W + GAP} y={TOP + i * (BOX_H + GAP)} />
      ))}
    </Diagram>
  );
}
