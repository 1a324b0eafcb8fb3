// The players along the top: name, chips, cards held (their bet in the poker round), the dealer, who is out or folded, whose decision the table waits for.
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../texts';
import { useTable } from '../view/GameContext';
import { plateColumns } from '../view/plate-columns';
import { sameData, selectPlates } from '../view/selectors';

/**
 * Spreads `count` plates evenly over the rows the list's width needs (CSS --plate-columns), as its
 * width changes; each plate at least the CSS --plate-least wide.
 */
function useEvenRows(count: number) {
  const ref = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const spread = () => {
      const style = getComputedStyle(el);
      const least = parseFloat(style.getPropertyValue('--plate-least')) || 64;
      const gap = parseFloat(style.columnGap) || 0;
      const columns = plateColumns(count, el.clientWidth, least, gap);
      el.style.setProperty('--plate-columns', String(columns));
    };
    spread();
    const observer = new ResizeObserver(spread);
    observer.observe(el);
    return () => observer.disconnect();
  }, [count]);
  return ref;
}

export function SeatPlates() {
  const { t } = useTranslation();
  const plates = useTable(selectPlates, sameData);
  const ref = useEvenRows(plates.length);
  return (
    <ol ref={ref} className="bonanza-plates" aria-label={t('bonanza.hud.table')}>
      {plates.map((p) => (
        <li
          key={p.seat}
          className={`bonanza-plate${p.asked ? ' asked' : ''}${p.out ? ' out' : ''}${p.seat === 0 ? ' me' : ''}`}
          aria-current={p.asked ? 'true' : undefined}
        >
          <span className="name">{p.name}</span>
          {p.dealer ? (
            <abbr className="dealer" title={t('bonanza.hud.dealer')}>
              D
            </abbr>
          ) : null}
          <span className="chips">
            <span aria-hidden="true">{p.stack}</span>
            <span className="sr-only">{t('bonanza.hud.chips', { n: p.stack })}</span>
          </span>
          <span className="held">
            {p.out ? (
              t('bonanza.hud.out')
            ) : p.folded ? (
              t('bonanza.hud.folded')
            ) : p.asked && p.bot ? (
              <span className="thinking" role="img" aria-label={t('bonanza.hud.thinking')}>
                <i />
                <i />
                <i />
              </span>
            ) : p.bet > 0 ? (
              // In the poker round each player's bet so far: why the person has so much to call.
              t('bonanza.hud.bet', { n: p.bet })
            ) : p.inHand ? (
              <span className="cards">
                <span aria-hidden="true">{p.held}</span>
                <span className="sr-only">{t('bonanza.hud.cards', { n: p.held })}</span>
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
