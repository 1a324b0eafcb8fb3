// Each bot's name as a tag under its figure (readable at any size), with what it got from the last grab window.
import { useLayoutEffect, useRef } from 'react';
import { useTable } from '../../view/GameContext';
import { useSeatAnchors } from '../../../../table/bridge';
import { selectDealer, selectHoldingUp } from '../../view/selectors';
import { useTranslation } from '../../texts';
import { useSeatNames } from './names';
import { resultWords, type SeatResult } from './results';

/** Whether two painted boxes share more than a pixel's sliver. */
function overlap(a: DOMRect, b: DOMRect): boolean {
  return (
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1
  );
}

/**
 * A crowded table (a small phone on its side, a hand's results under the names): from the highest
 * tag down, a tag whose name or results would paint over a higher tag's steps down below them,
 * never off the screen.
 */
function stepDownFromHigherTags(tags: HTMLElement[]): void {
  const painted: DOMRect[] = [];
  tags.sort((a, b) => Number(a.dataset.y) - Number(b.dataset.y));
  for (const el of tags) {
    const y = Number(el.dataset.y);
    el.style.top = `${y}px`;
    const pills = [...el.children].map((c) => c.getBoundingClientRect());
    const bottom = Math.max(...pills.map((p) => p.bottom));
    let down = 0;
    for (let pass = 0; pass < 3; pass += 1) {
      let more = 0;
      for (const p of pills)
        for (const q of painted) {
          const moved = new DOMRect(p.x, p.y + down, p.width, p.height);
          if (overlap(moved, q)) more = Math.max(more, q.bottom + 2 - moved.top);
        }
      if (more <= 0) break;
      down = Math.min(down + more, Math.max(0, innerHeight - 4 - bottom));
    }
    if (down > 0) el.style.top = `${y + down}px`;
    for (const p of pills) painted.push(new DOMRect(p.x, p.y + down, p.width, p.height));
  }
}

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
    stepDownFromHigherTags([...tags]);
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
            data-y={tag.y}
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
