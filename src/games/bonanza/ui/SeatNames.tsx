// Each opponent's name (and chips, room allowing) at its seat on the table, and a tag on the widow and on the dead hand while they lie there, placed where the framed table leaves room; placed again only when the framing, the cards lying out or the names change.
import { useLayoutEffect, useRef } from 'react';
import { PERSON } from '../game';
import { useTable } from '../view/GameContext';
import {
  DEAD_TAG,
  type LabelSizes,
  placeLabels,
  type SeatMarks,
  WIDOW_TAG,
} from '../view/seat-labels';
import { sameData, selectDeadOnTable, selectPlates, selectWidowOnTable } from '../view/selectors';
import { useTranslation } from '../texts';
import type { SlotBox } from '../view/slot';

/** The labels' sizes as drawn: with the chips, and the name alone. */
function measure(items: readonly HTMLElement[]): Map<number, LabelSizes> {
  const sizes = new Map<number, LabelSizes>();
  for (const el of items) {
    el.classList.remove('short');
    const full = { w: el.offsetWidth, h: el.offsetHeight };
    el.classList.add('short');
    const short = { w: el.offsetWidth, h: el.offsetHeight };
    sizes.set(Number(el.dataset.seat), { full, short });
  }
  return sizes;
}

export function SeatNames(props: { marks: SeatMarks | null; slot: SlotBox | null }) {
  const { t } = useTranslation();
  const plates = useTable(selectPlates, sameData);
  const widow = useTable(selectWidowOnTable);
  const dead = useTable(selectDeadOnTable);
  const list = useRef<HTMLOListElement>(null);
  const others = plates.filter((p) => p.seat !== PERSON);
  const { marks, slot } = props;
  const said = `${others.map((p) => `${p.name}:${p.stack}:${p.out}`).join('|')}|${widow}|${dead}`;

  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const items = [...el.querySelectorAll<HTMLElement>('li')];
    for (const item of items) item.style.visibility = 'hidden';
    if (!marks || !slot) return;
    const area = {
      left: slot.left,
      top: slot.top,
      right: slot.left + slot.width,
      bottom: slot.top + slot.height,
    };
    const placed = placeLabels(marks, measure(items), area);
    for (const p of placed) {
      const item = items.find((i) => Number(i.dataset.seat) === p.seat);
      if (!item) continue;
      item.classList.toggle('short', !p.full);
      item.style.left = `${p.left - slot.left}px`;
      item.style.top = `${p.top - slot.top}px`;
      // With no free spot (cards shown all round it on a small screen) the name waits aside: the top bar names every player.
      item.style.visibility = p.squeezed ? 'hidden' : 'visible';
    }
  }, [marks, slot, said]);

  return (
    <ol ref={list} className="bonanza-seat-names" aria-hidden="true">
      {others.map((p) => (
        <li key={p.seat} data-seat={p.seat} className={p.out ? 'out' : undefined}>
          <span className="name">{p.name}</span>
          <span className="chips">{p.stack}</span>
        </li>
      ))}
      {widow ? (
        <li data-seat={WIDOW_TAG} className="pile-tag">
          <span className="name">{t('bonanza.widow.tag')}</span>
        </li>
      ) : null}
      {dead ? (
        <li data-seat={DEAD_TAG} className="pile-tag">
          <span className="name">{t('bonanza.widow.deadTag')}</span>
        </li>
      ) : null}
    </ol>
  );
}
