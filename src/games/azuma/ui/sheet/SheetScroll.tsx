// The sheet's paper scrolls sideways inside itself on a narrow screen, with arrows that show (and do) it; it opens at the round in play.
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../texts';

/**
 * `open`: the sheet is on show. Each time it opens (and when the round changes while it is open) the
 * paper is scrolled so that the column head matching `focus` starts right after the sticky names;
 * with none (the game is over), to its end, where the totals are. It opened at round 1 whatever
 * the round, so the hand just scored and the totals were off screen on a phone.
 */
export function SheetScroll({
  children,
  open,
  focus,
}: {
  children: ReactNode;
  open: boolean;
  focus: { readonly selector: string; readonly key: number };
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || !open) return;
    const head = el.querySelector<HTMLElement>(focus.selector);
    const names = el.querySelector<HTMLElement>('thead th:first-child, thead td:first-child');
    el.scrollLeft = head
      ? Math.max(0, head.offsetLeft - (names?.offsetWidth ?? 0))
      : el.scrollWidth;
  }, [open, focus.selector, focus.key]);
  const [more, setMore] = useState({ left: false, right: false });
  const look = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const left = el.scrollLeft > 2;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 2;
    setMore((m) => (m.left === left && m.right === right ? m : { left, right }));
  }, []);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    look();
    const observer = new ResizeObserver(look);
    observer.observe(el);
    const table = el.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [look]);
  const scroll = (dir: 1 | -1) =>
    box.current?.scrollBy({ left: dir * box.current.clientWidth * 0.7, behavior: 'smooth' });
  return (
    <div className="sheet-scroll-wrap">
      <div className="sheet-scroll" ref={box} onScroll={look}>
        {children}
      </div>
      {more.left && (
        <button
          type="button"
          className="scroll-cue left"
          onClick={() => scroll(-1)}
          aria-label={t('sheet.scrollLeft')}
        >
          ‹
        </button>
      )}
      {more.right && (
        <button
          type="button"
          className="scroll-cue right"
          onClick={() => scroll(1)}
          aria-label={t('sheet.scrollRight')}
        >
          ›
        </button>
      )}
    </div>
  );
}
