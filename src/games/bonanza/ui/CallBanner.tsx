// The dealer's call ("Joker!") over the table, placed clear of the seats' names wherever they stand.
import { useLayoutEffect, useRef } from 'react';
import { callSpot } from '../view/call-spot';

export function CallBanner(props: { call: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // After every render of the overlay: the names (placed by SeatNames just before) move with the framing, the stacks and the cards.
  useLayoutEffect(() => {
    const el = ref.current;
    const room = el?.offsetParent;
    if (!el || !(room instanceof HTMLElement)) return;
    el.style.left = '0px';
    const names = [...room.querySelectorAll<HTMLElement>('.bonanza-seat-names li')]
      .filter((li) => li.style.visibility === 'visible')
      .map((li) => ({
        left: li.offsetLeft,
        top: li.offsetTop,
        right: li.offsetLeft + li.offsetWidth,
        bottom: li.offsetTop + li.offsetHeight,
      }));
    const spot = callSpot(
      { w: el.offsetWidth, h: el.offsetHeight },
      { w: room.clientWidth, h: room.clientHeight },
      names,
    );
    el.style.left = `${spot.left}px`;
    el.style.top = `${spot.top}px`;
  });
  return (
    <p ref={ref} className="bonanza-call">
      {props.call}
    </p>
  );
}
