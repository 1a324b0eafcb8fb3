// The person's hand at the bottom of the screen: cards sorted by suit and rank, in rows that keep every card a finger wide; tap to lead or choose.
import { useLayoutEffect, useRef, useState } from 'react';
import type { Card } from '../rules/cards';
import type { ColourScheme } from '../scene/faces';
import { useTranslation } from '../texts';
import { handLayout } from '../view/hand-layout';
import { cardLabel } from './card-label';
import { faceStyle, useFacesUrl } from './card-faces';

export interface HandProps {
  readonly cards: readonly Card[];
  readonly scheme: ColourScheme;
  /** Cards that can be tapped now (leads, a five being chosen); none: the hand only shows. */
  readonly tappable: ReadonlySet<Card>;
  /** Cards marked (a combination the person holds, the five chosen). */
  readonly marked: ReadonlySet<Card>;
  /** Marked cards are toggles (pressed or not) rather than plain buttons. */
  readonly toggles: boolean;
  readonly onTap: (card: Card) => void;
  /** A tap on a card that cannot be tapped now (the decision says why), if the decision answers it. */
  readonly onRefused?: (card: Card) => void;
  /** The tallest a card may be (px): the hand's share of the screen. */
  readonly maxCardHeight: number;
}

function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function Hand(props: HandProps) {
  const { t } = useTranslation();
  const url = useFacesUrl(props.scheme);
  const { ref, width } = useWidth<HTMLDivElement>();
  const layout = handLayout(props.cards.length, Math.max(0, width), props.maxCardHeight);
  return (
    <div
      ref={ref}
      className="bonanza-hand"
      role="group"
      aria-label={t('bonanza.hud.yourHand', { n: props.cards.length })}
      style={{ height: width > 0 ? layout.height : undefined }}
    >
      {width > 0
        ? props.cards.map((card, i) => {
            const place = layout.places[i];
            if (!place) return null;
            const tappable = props.tappable.has(card);
            const marked = props.marked.has(card);
            const style = {
              ...faceStyle(url, card),
              left: place.x,
              top: place.y,
              width: layout.cardWidth,
              height: layout.cardHeight,
              zIndex: i + 1,
            };
            const className = `bonanza-card${marked ? ' marked' : ''}${tappable ? ' live' : ''}`;
            return tappable ? (
              <button
                key={card}
                type="button"
                className={className}
                style={style}
                data-card={card}
                aria-label={cardLabel(t, card)}
                {...(props.toggles ? { 'aria-pressed': marked } : {})}
                onClick={() => props.onTap(card)}
              />
            ) : (
              <span
                key={card}
                role="img"
                className={className}
                style={style}
                data-card={card}
                aria-label={cardLabel(t, card)}
                onClick={props.onRefused ? () => props.onRefused?.(card) : undefined}
              />
            );
          })
        : null}
    </div>
  );
}
