// The sheet's paper scrolls sideways inside itself on a narrow screen, with arrows that show (and do) it.
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../texts';

export function SheetScroll({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
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
