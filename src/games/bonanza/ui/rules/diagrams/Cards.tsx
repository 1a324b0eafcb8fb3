// Small playing cards in SVG for the rules' diagrams (rank and suit shape in the suit's ink), a card's name in words, and the figure around a diagram.
import type { ReactNode } from 'react';
import { type Card, cardName, JOKER, rankOf, type Suit, suitOf } from '../../../rules/cards';
import { faceOf, type SuitShape, suitShape } from '../../../scene/faces';
import type { RulesT } from '../texts';

/** A card is CARD_W x CARD_H units. */
export const CARD_W = 16;
export const CARD_H = 22;
const PAPER = '#fbf8ef';
const EDGE = '#8a8577';
/** Words drawn on the felt. */
export const LIGHT = '#f6f3ea';
/** em per unit: a diagram is never wider than its units times this. */
const SCALE = 0.3;

const n = (x: number) => Number(x.toFixed(2));

/** The SVG path of a suit shape in the unit box, centred on (x, y), `r` its half size. */
export function suitPath(shape: SuitShape, x: number, y: number, r: number): string {
  const px = (v: number) => n(x + v * r);
  const py = (v: number) => n(y + v * r);
  return shape
    .map((s) => {
      switch (s[0]) {
        case 'M':
        case 'L':
          return `${s[0]}${px(s[1])} ${py(s[2])}`;
        case 'Q':
          return `Q${px(s[1])} ${py(s[2])} ${px(s[3])} ${py(s[4])}`;
        case 'C':
          return `C${px(s[1])} ${py(s[2])} ${px(s[3])} ${py(s[4])} ${px(s[5])} ${py(s[6])}`;
        case 'O': {
          const rr = n(s[3] * r);
          return `M${n(px(s[1]) - rr)} ${py(s[2])}a${rr} ${rr} 0 1 0 ${n(2 * rr)} 0a${rr} ${rr} 0 1 0 ${n(-2 * rr)} 0Z`;
        }
        case 'Z':
          return 'Z';
      }
    })
    .join('');
}

/** A suit's shape alone (for a lead's colour). */
export function SuitMark(props: { suit: Suit; x: number; y: number; r: number; fill: string }) {
  return <path d={suitPath(suitShape(props.suit), props.x, props.y, props.r)} fill={props.fill} />;
}

/** One card, top-left corner at (x, y): its index and suit top left, a big suit in the middle. */
export function CardFace(props: { card: Card; x: number; y: number; dim?: boolean }) {
  const { card, x, y, dim } = props;
  const face = faceOf(card, 'classic');
  return (
    <g opacity={dim ? 0.45 : undefined}>
      <rect
        x={x + 0.25}
        y={y + 0.25}
        width={CARD_W - 0.5}
        height={CARD_H - 0.5}
        rx={1.8}
        fill={PAPER}
        stroke={EDGE}
        strokeWidth={0.5}
      />
      {face.suit === null ? (
        <>
          <text
            x={x + CARD_W / 2}
            y={y + 8.5}
            fontSize={6.4}
            fontWeight={700}
            textAnchor="middle"
            fill={face.ink}
          >
            ★
          </text>
          <text
            x={x + CARD_W / 2}
            y={y + 16}
            fontSize={3.6}
            fontWeight={700}
            textAnchor="middle"
            fill={face.ink}
          >
            JOKER
          </text>
        </>
      ) : (
        <>
          <text
            x={x + 2}
            y={y + 6.6}
            fontSize={face.index === '10' ? 5.4 : 6.2}
            fontWeight={700}
            letterSpacing={face.index === '10' ? -0.4 : undefined}
            fill={face.ink}
          >
            {face.index}
          </text>
          <path d={suitPath(suitShape(face.suit), x + 4.2, y + 10.4, 2.1)} fill={face.ink} />
          <path d={suitPath(suitShape(face.suit), x + 10.2, y + 15.2, 4.2)} fill={face.ink} />
        </>
      )}
    </g>
  );
}

/** A row of cards side by side, `gap` units apart. */
export function CardRow(props: { cards: readonly Card[]; x: number; y: number; gap?: number }) {
  const gap = props.gap ?? 1.5;
  return (
    <>
      {props.cards.map((c, i) => (
        <CardFace key={c} card={c} x={props.x + i * (CARD_W + gap)} y={props.y} />
      ))}
    </>
  );
}

/** Width of a row of `k` cards. */
export function rowWidth(k: number, gap = 1.5): number {
  return k <= 0 ? 0 : k * CARD_W + (k - 1) * gap;
}

/** A card's name in words in the current language ("Queen of Spades", "the Joker"). */
export function cardWords(t: RulesT, card: Card): string {
  if (card === JOKER) return t('bonanzaRules.card.joker');
  const rank = rankOf(card);
  return t('bonanzaRules.card.name', {
    rank: t(`bonanzaRules.card.rank.r${rank}` as Parameters<RulesT>[0]),
    suit: t(`bonanzaRules.card.suit.${(['S', 'H', 'D', 'C'] as const)[suitOf(card)]}`),
  });
}

/** Several cards in words, separated by commas. */
export function cardsWords(t: RulesT, cards: readonly Card[]): string {
  return cards.map((c) => cardWords(t, c)).join(', ');
}

/** The short names of cards ("QS JD"), for tests and keys. */
export function shortNames(cards: readonly Card[]): string {
  return cards.map(cardName).join(' ');
}

/** A diagram: a figure with an SVG image described for screen readers, and a caption. */
export function Diagram(props: {
  label: string;
  width: number;
  height: number;
  caption?: string;
  children: ReactNode;
}) {
  const { label, width, height, caption, children } = props;
  return (
    <figure className="diagram">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${n(width)} ${n(height)}`}
        style={{ maxWidth: `${(width * SCALE).toFixed(1)}em` }}
      >
        {children}
      </svg>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

/** Words on the felt in a diagram (headings, player letters). */
export function Words(props: {
  x: number;
  y: number;
  children: string;
  size?: number;
  anchor?: 'start' | 'middle' | 'end';
  bold?: boolean;
}) {
  return (
    <text
      x={props.x}
      y={props.y}
      fontSize={props.size ?? 4.6}
      fontWeight={props.bold === false ? 400 : 700}
      textAnchor={props.anchor}
      fill={LIGHT}
    >
      {props.children}
    </text>
  );
}
