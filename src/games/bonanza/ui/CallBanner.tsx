// The dealer's call ("Joker!") over the table, or a won space with the cards that won it, placed clear of the seats' names wherever they stand and of the poker fives' words over the table and, room allowing, of the cards lying face up and of every piece.
import { useLayoutEffect, useRef } from 'react';
import { placeCall } from '../view/call-spot';
import type { ScreenBox, SeatMarks } from '../view/seat-labels';
import type { SlotBox } from '../view/slot';

/**
 * The panels that may lie over the table; the words in them the call must never hide (whose five,
 * what hand, who wins); the panel's head, hidden only when nothing else leaves room.
 */
const PANELS = '.bonanza-showdown, .bonanza-summary';
const PANEL_WORDS = '.bonanza-fives p';
const PANEL_HEADS = '.bonanza-showdown h2, .bonanza-showdown .close';
/**
 * The call's smaller forms, tried in turn when at its size it finds no room off the played cards or
 * the names (view/call-spot.ts placeCall): smaller type, wrapped; then that without its second line
 * (a won space's cards, a paid space).
 */
const FORMS = ['bonanza-call-compact', 'bonanza-call-compact bonanza-call-bare'] as const;
const BASE = 'bonanza-call';

export function CallBanner(props: {
  call: string;
  /** The cards that won the space, under its news ("7♠ 8♠ 9♠"), if any. */
  cards?: string | null;
  marks: SeatMarks | null;
  slot: SlotBox | null;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  // The last placing and what it was made of: the overlay renders often, the search is done again
  // only when the call, the room, the names or the cards move.
  const placed = useRef<{ key: string; spot: ReturnType<typeof placeCall> } | null>(null);
  const { marks, slot } = props;
  // After every render of the overlay: the names (placed by SeatNames just before) move with the framing, the stacks and the cards.
  useLayoutEffect(() => {
    const el = ref.current;
    const room = el?.offsetParent;
    if (!el || !(room instanceof HTMLElement)) return;
    el.style.left = '0px';
    el.className = BASE;
    const names = [...room.querySelectorAll<HTMLElement>('.bonanza-seat-names li')]
      .filter((li) => li.style.visibility === 'visible')
      .map((li) => ({
        left: li.offsetLeft,
        top: li.offsetTop,
        right: li.offsetLeft + li.offsetWidth,
        bottom: li.offsetTop + li.offsetHeight,
      }));
    // A panel over the table (the poker fives, the results) is in the room too: the call keeps off
    // the fives' words (a stop's call had hidden "Full house wins"), room allowing off the panel's
    // head, and off the panel altogether.
    const edge = room.getBoundingClientRect();
    const box = (e: Element): ScreenBox => {
      const r = e.getBoundingClientRect();
      const left = r.left - edge.left - room.clientLeft;
      const top = r.top - edge.top - room.clientTop;
      return { left, top, right: left + r.width, bottom: top + r.height };
    };
    const words = [...room.querySelectorAll(PANEL_WORDS)].map(box);
    const heads = [...room.querySelectorAll(PANEL_HEADS)].map(box);
    const panels = [...room.querySelectorAll(PANELS)].map(box);
    // The marks are in viewport px, the room starts at the slot's corner.
    const inRoom = (boxes: readonly ScreenBox[]): ScreenBox[] =>
      slot
        ? boxes.map((f) => ({
            left: f.left - slot.left,
            top: f.top - slot.top,
            right: f.right - slot.left,
            bottom: f.bottom - slot.top,
          }))
        : [];
    // The panel's title and Close are kept off as the played cards are: room allowing.
    const faces = [...inRoom(marks?.faces ?? []), ...heads];
    const pieces = [...inRoom(marks?.obstacles ?? []), ...panels];
    const sheet = inRoom(marks?.sheet ?? []);
    const call = { w: el.offsetWidth, h: el.offsetHeight };
    const size = { w: room.clientWidth, h: room.clientHeight };
    const kept = [...names, ...words];
    const key = JSON.stringify([call, size, kept, faces, pieces]);
    const smaller = FORMS.map((form) => () => {
      el.className = `${BASE} ${form}`;
      return { w: el.offsetWidth, h: el.offsetHeight };
    });
    const spot =
      placed.current?.key === key
        ? placed.current.spot
        : placeCall(call, smaller, size, kept, faces, pieces, sheet);
    placed.current = { key, spot };
    el.className = spot.form === 0 ? BASE : `${BASE} ${FORMS[spot.form - 1] ?? ''}`;
    el.style.left = `${spot.left}px`;
    el.style.top = `${spot.top}px`;
  });
  return (
    <p ref={ref} className={BASE}>
      {props.call}
      {props.cards ? <span className="bonanza-call-cards">{props.cards}</span> : null}
    </p>
  );
}
