// Helpers for AZACRU's browser tests: the table's state, a field's place on screen, touch drags to pan, taps on fields.
import type { CDPSession, Page } from 'playwright-core';

export interface LegalMoveView {
  from: number;
  to: number;
  twist?: 'left' | 'right';
  kind: string;
}

export interface TableView {
  mine: boolean;
  over: boolean;
  stage: string;
  turn: number;
  toMove: number | null;
  legal: LegalMoveView[];
  colours: (number | null)[];
  chevrons: { player: number; field: number; facing: number }[];
}

/** The running table as tests read it (needs ?debug=1). */
export async function tableView(page: Page): Promise<TableView> {
  return page.evaluate(() => {
    type Snap = {
      hasTag(t: string): boolean;
      context: {
        legal: LegalMoveView[];
        selection: { stage: string };
        game: {
          turn: number;
          toMove: number | null;
          colours: (number | null)[];
          chevrons: { player: number; field: number; facing: number }[];
        };
      };
    };
    const g = (globalThis as unknown as { __azacruGame: { actor: { getSnapshot(): Snap } } })
      .__azacruGame;
    const s = g.actor.getSnapshot();
    return {
      mine: s.hasTag('my-turn'),
      over: s.hasTag('over'),
      stage: s.context.selection.stage,
      turn: s.context.game.turn,
      toMove: s.context.game.toMove,
      legal: s.context.legal,
      colours: s.context.game.colours,
      chevrons: s.context.game.chevrons,
    };
  });
}

export interface FieldBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export async function fieldBox(page: Page, field: number): Promise<FieldBox> {
  return page.evaluate(
    (f) =>
      (
        globalThis as unknown as { __azacruBoard: { field(f: number): FieldBox } }
      ).__azacruBoard.field(f),
    field,
  );
}

/**
 * A field's box once the board stands still: read across two animation frames until it stops
 * moving (bounded). A pan or a reframe (the panel under the board changing height) is drawn on the
 * next frames; a tap aimed at a box read before that lands on another field on a loaded machine.
 */
export async function stillFieldBox(page: Page, field: number): Promise<FieldBox> {
  let last = await fieldBox(page, field);
  for (let i = 0; i < 30; i += 1) {
    await page.evaluate(
      () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
    );
    const now = await fieldBox(page, field);
    if (Math.abs(now.x - last.x) < 0.5 && Math.abs(now.y - last.y) < 0.5) return now;
    last = now;
  }
  return last;
}

export async function allFieldBoxes(page: Page): Promise<FieldBox[]> {
  return page.evaluate(() =>
    (globalThis as unknown as { __azacruBoard: { fields(): FieldBox[] } }).__azacruBoard.fields(),
  );
}

/** The fields (by index) whose boxes reach out of `slot` by more than `slack` CSS px. */
export function fieldsOutOfSlot(
  fields: readonly FieldBox[],
  slot: { left: number; top: number; right: number; bottom: number },
  slack: number,
): number[] {
  return fields
    .map((b, f) => ({ b, f }))
    .filter(
      ({ b }) =>
        b.x - b.width / 2 < slot.left - slack ||
        b.x + b.width / 2 > slot.right + slack ||
        b.y - b.height / 2 < slot.top - slack ||
        b.y + b.height / 2 > slot.bottom + slack,
    )
    .map(({ f }) => f);
}

/** The board's slot on screen (where the board may be seen between the overlay's parts). */
export async function slotBox(page: Page) {
  return page.evaluate(() => {
    const r = document.querySelector('.azacru-slot')?.getBoundingClientRect();
    return r ? { left: r.left, top: r.top, right: r.right, bottom: r.bottom } : null;
  });
}

const sessions = new WeakMap<Page, CDPSession>();

/** A one-finger drag on the screen (real touch events, as a phone sends them). */
export async function touchDrag(
  page: Page,
  from: { x: number; y: number },
  dx: number,
  dy: number,
) {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    sessions.set(page, cdp);
  }
  const steps = 8;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= steps; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + (dx * i) / steps, y: from.y + (dy * i) / steps }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Drags the board (when it is larger than its slot) until the field lies wholly in the slot. */
export async function bringIntoView(page: Page, field: number): Promise<FieldBox> {
  for (let tries = 0; tries < 4; tries += 1) {
    const box = await stillFieldBox(page, field);
    const slot = await slotBox(page);
    if (!slot) return box;
    const half = { x: box.width / 2 + 2, y: box.height / 2 + 2 };
    const dx =
      box.x - half.x < slot.left
        ? slot.left - (box.x - half.x)
        : box.x + half.x > slot.right
          ? slot.right - (box.x + half.x)
          : 0;
    const dy =
      box.y - half.y < slot.top
        ? slot.top - (box.y - half.y)
        : box.y + half.y > slot.bottom
          ? slot.bottom - (box.y + half.y)
          : 0;
    if (dx === 0 && dy === 0) return box;
    // Past the finger's slop, so that the drag pans and does not tap.
    const push = (d: number) => (d === 0 ? 0 : d + Math.sign(d) * 12);
    const centre = { x: (slot.left + slot.right) / 2, y: (slot.top + slot.bottom) / 2 };
    await touchDrag(page, centre, push(dx), push(dy));
  }
  return stillFieldBox(page, field);
}

/** Taps a field with a finger, panning the board first if it lies outside the screen. */
export async function tapField(page: Page, field: number): Promise<void> {
  const box = await bringIntoView(page, field);
  await page.touchscreen.tap(box.x, box.y);
}
