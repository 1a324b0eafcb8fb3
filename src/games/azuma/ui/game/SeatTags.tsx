// Each bot's name as a tag under its figure (readable at any size), with what it got from the last grab window.
import { useLayoutEffect, useRef } from 'react';
import { useTable } from '../../view/GameContext';
import { useSeatAnchors } from '../../../../table/bridge';
import { selectDealer, selectHoldingUp } from '../../view/selectors';
import { useTranslation } from '../../texts';
import { useSeatNames } from './names';
import { resultWords, type SeatResult } from './results';

export function SeatTags({ results }: { results: readonly (readonly SeatResult[])[] | null }) {
  const { t } = useTranslation();
  const anchors = useSeatAnchors();
  const names = useSeatNames();
  const dealer = useTable(selectDealer);
  const holding = useTable(selectHoldingUp, (a, b) => a.join() === b.join());
  const box = useRef<HTMLDivElement>(null);
  // Keep each tag on screen: centred under its figure, pushed in from an edge when it would cross it.
  useLayoutEffect(() => {
    // The sheet opens between the HUD and the person's fan (sheet.css).
    if (anchors)
      document.documentElement.style.setProperty('--fan-top', `${Math.round(anchors.fanTop)}px`);
    const tags = box.current?.querySelectorAll<HTMLElement>('.seat-tag') ?? [];
    for (const el of tags) {
      const x = Number(el.dataset.x);
      const w = el.offsetWidth;
      const left = Math.max(4, Math.min(innerWidth - 4 - w, x - w / 2));
      el.style.left = `${left}px`;
      // The name stays over its figure as far as its tag allows (results may be wider than it).
      const label = el.querySelector<HTMLElement>('.seat-name');
      if (label) {
        const room = Math.max(0, (w - label.offsetWidth) / 2);
        const shift = Math.max(-room, Math.min(room, x - (left + w / 2)));
        label.style.transform = shift === 0 ? '' : `translateX(${Math.round(shift)}px)`;
      }
    }
  });
  if (!anchors) return null;
  const name = (seat: number) => names[seat] ?? '?';
  return (
    <div className="seat-tags" aria-hidden="true" ref={box}>
      {anchors.seats.map(({ seat, tag }) => {
        const lines = results?.[seat] ?? [];
        const classes = ['seat-tag'];
        if (seat === dealer) classes.push('dealer');
        if (holding.includes(seat)) classes.push('thinking');
        return (
          <div
            key={seat}
            className={classes.join(' ')}
            data-seat={seat}
            data-x={tag.x}
            style={{ left: `${tag.x}px`, top: `${tag.y}px` }}
          >
            <span className="seat-name">{name(seat)}</span>
            {lines.map((r, i) => (
              <span key={i} className={`seat-result ${r.kind}`} data-result={r.kind}>
                {resultWords(t, r, name)}
              </span>
            ))}
          </div>
        );
      })}
    </div>
  );
}
