// Layout checks run inside the page: controls that overlap or leave the screen, seats off screen, touch targets under 44 px.
import type { Page } from 'playwright-core';

export const FINGER = 44;

/** Problems of the game screen as the person sees it now, in words (empty when all is well). */
export async function gameLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const problems: string[] = [];
    const W = innerWidth;
    const H = innerHeight;
    const boxOf = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none'
      );
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const inside = (b: Box) => b.left >= -1 && b.top >= -1 && b.right <= W + 1 && b.bottom <= H + 1;
    const overlap = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

    const controls: { what: string; box: Box }[] = [];
    const add = (sel: string) =>
      document.querySelectorAll(sel).forEach((el) => {
        if (shown(el)) controls.push({ what: name(el), box: boxOf(el) });
      });
    add('.hud-status');
    add('.hud-buttons button');
    const prompt = document.querySelector('.hud-prompt');
    if (prompt && prompt.children.length > 0) add('.hud-prompt');
    add('.sheet-panel.shown');
    add('.update-notice');
    add('.round-strip.shown');

    for (const c of controls) if (!inside(c.box)) problems.push(`${c.what} leaves the screen`);
    // The status's words stay in its column (German "Spielrunde 1" ran on under the prompt).
    const status = document.querySelector('.hud-status');
    status?.querySelectorAll('span').forEach((el) => {
      if (shown(el) && boxOf(el).right > boxOf(status).right + 1)
        problems.push(`${name(el)} runs out of the status column`);
    });
    for (let i = 0; i < controls.length; i += 1)
      for (let j = i + 1; j < controls.length; j += 1) {
        const a = controls[i]!;
        const b = controls[j]!;
        if (overlap(a.box, b.box)) problems.push(`${a.what} overlaps ${b.what}`);
      }
    // Controls inside the prompt and the sheet must stay inside them and on screen.
    document.querySelectorAll('.hud-prompt button, .sheet-panel.shown button').forEach((el) => {
      if (shown(el) && !inside(boxOf(el))) problems.push(`${name(el)} leaves the screen`);
    });

    const debug = (
      globalThis as unknown as { __azumaScene?: { seats(): { seat: number; figure: Box }[] } }
    ).__azumaScene;
    const tags = [...document.querySelectorAll('.seat-tag')].filter(shown);
    const hud = controls.filter((c) => !c.what.includes('sheet-panel'));
    for (const s of debug?.seats() ?? []) {
      if (!inside(s.figure)) problems.push(`seat ${s.seat}'s figure leaves the screen`);
      for (const c of hud)
        if (overlap(s.figure, c.box)) problems.push(`seat ${s.seat}'s figure is under ${c.what}`);
    }
    if ((debug?.seats().length ?? 0) !== tags.length)
      problems.push(`${tags.length} seat tags for ${debug?.seats().length ?? 0} bots`);
    tags.forEach((tag, i) => {
      const b = boxOf(tag);
      const what = `seat tag ${name(tag)}`;
      if (!inside(b)) problems.push(`${what} leaves the screen`);
      // As wide by an edge as anywhere: a tag pushed in from the edge keeps its words' lines.
      const left = (tag as HTMLElement).style.left;
      (tag as HTMLElement).style.left = '0px';
      const free = tag.getBoundingClientRect().width;
      (tag as HTMLElement).style.left = left;
      if (free - (b.right - b.left) > 1)
        problems.push(
          `${what} is squeezed by the screen's edge (${Math.round(b.right - b.left)} px of ${Math.round(free)})`,
        );
      for (const c of hud) if (overlap(b, c.box)) problems.push(`${what} is under ${c.what}`);
      // What is painted: the name's and the results' pills (a tag's box is also the room beside them).
      const pills = (t: Element) => [...t.children].filter(shown).map(boxOf);
      tags.slice(i + 1).forEach((other) => {
        const mine = pills(tag);
        if (pills(other).some((p) => mine.some((q) => overlap(p, q))))
          problems.push(`${what} overlaps seat tag ${name(other)}`);
      });
      // A result is one line: two would cover more of the hands shown under it.
      tag.querySelectorAll('.seat-result').forEach((r) => {
        const line = parseFloat(getComputedStyle(r).lineHeight);
        if (shown(r) && (r as HTMLElement).offsetHeight > line * 1.5 + 4)
          problems.push(`${what}: the result ${name(r)} wraps`);
      });
      const nameEl = tag.querySelector('.seat-name');
      if (nameEl && parseFloat(getComputedStyle(nameEl).fontSize) < 12)
        problems.push(`${what}: the name is smaller than 12 px`);
    });
    return problems;
  });
}

/**
 * Touch targets under a finger's size: for every stick and card the table offers, a 44 x 44 px
 * square must exist (near where its press aims) whose every point the table's own picker gives to
 * that target, and which no overlay element covers.
 */
export async function smallTargets(page: Page, under: string | null = null): Promise<string[]> {
  return page.evaluate(
    ([finger, under]) => {
      const scene = (
        globalThis as unknown as {
          __azumaScene: {
            targets(): { id: string; x: number; y: number }[];
            pick(x: number, y: number): string | null;
          };
        }
      ).__azumaScene;
      const canvas = document.querySelector('canvas');
      const problems: string[] = [];
      const half = finger / 2;
      const grid = [-half, -half / 2, 0, half / 2, half];
      const squareOk = (id: string, cx: number, cy: number) => {
        if (cx - half < 0 || cy - half < 0 || cx + half > innerWidth || cy + half > innerHeight)
          return false;
        for (const dx of grid)
          for (const dy of grid) {
            const x = cx + dx;
            const y = cy + dy;
            if (scene.pick(x, y) !== id) return false;
            const top = document.elementFromPoint(x, y);
            if (top !== canvas && !top?.contains(canvas)) return false;
          }
        return true;
      };
      // Targets a modal panel (the open sheet) covers are out of reach by design; the fan must not be.
      const cover = under ? document.querySelector(under)?.getBoundingClientRect() : undefined;
      const covered = (t: { x: number; y: number }) =>
        cover !== undefined &&
        t.x >= cover.left &&
        t.x <= cover.right &&
        t.y >= cover.top &&
        t.y <= cover.bottom;
      const targets = scene.targets().filter((t) => !(t.id.startsWith('stick:') && covered(t)));
      if (targets.length === 0) problems.push('no touch targets on the table');
      for (const t of targets) {
        let ok = false;
        for (let r = 0; r <= 36 && !ok; r += 4)
          for (let dx = -r; dx <= r && !ok; dx += 4)
            for (let dy = -r; dy <= r && !ok; dy += 4) {
              if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue;
              ok = squareOk(t.id, t.x + dx, t.y + dy);
            }
        if (!ok)
          problems.push(
            `${t.id} has no ${finger} x ${finger} px touch target near (${Math.round(t.x)}, ${Math.round(t.y)})`,
          );
      }
      return problems;
    },
    [FINGER, under] as const,
  );
}

/** Problems of the start screen: controls overlapping, leaving the screen sideways, Play out of view. */
export async function menuLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    // A phone's layout viewport widens to fit what overflows (innerWidth grows with it): the screen does not.
    const width = Math.min(innerWidth, screen.width);
    if (document.documentElement.scrollWidth > width + 1)
      problems.push(
        `the page is ${document.documentElement.scrollWidth} px wide on a ${width} px screen`,
      );
    // A select shows its chosen words whole ("Norma" for Normal read as a fault): the words' width
    // in the select's font against its room inside padding and the arrow (about 20 px).
    const ruler = document.createElement('canvas').getContext('2d');
    for (const select of document.querySelectorAll('select')) {
      const option = select.selectedOptions[0];
      const r = select.getBoundingClientRect();
      if (!ruler || !option || r.width === 0) continue;
      const style = getComputedStyle(select);
      ruler.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      if (ruler.measureText(option.text).width > room)
        problems.push(
          `the select "${select.getAttribute('aria-label') ?? select.id}" cuts "${option.text}"`,
        );
    }
    // A chip's words stay inside its rounded outline: every corner of each line of text within the
    // box's padding edge less its rounded corners ("BONANZA RUMMY" on two lines in a pill touched
    // its ends on a phone).
    for (const chip of document.querySelectorAll('label.chip')) {
      const box = chip.getBoundingClientRect();
      if (box.width === 0) continue;
      const style = getComputedStyle(chip);
      const border = parseFloat(style.borderLeftWidth);
      const radius = Math.min(parseFloat(style.borderTopLeftRadius) - border, box.height / 2);
      const inner = {
        left: box.left + border,
        right: box.right - border,
        top: box.top + border,
        bottom: box.bottom - border,
      };
      const inside = (x: number, y: number) => {
        if (x < inner.left || x > inner.right || y < inner.top || y > inner.bottom) return false;
        const cx = Math.min(Math.max(x, inner.left + radius), inner.right - radius);
        const cy = Math.min(Math.max(y, inner.top + radius), inner.bottom - radius);
        return Math.hypot(x - cx, y - cy) <= radius + 0.5;
      };
      // Its words only (not the hidden radio button inside): each text node's lines.
      const lines: DOMRect[] = [];
      const walker = document.createTreeWalker(chip, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(...range.getClientRects());
      }
      for (const line of lines) {
        if (line.width === 0) continue;
        const corners = [
          [line.left, line.top],
          [line.right, line.top],
          [line.left, line.bottom],
          [line.right, line.bottom],
        ] as const;
        if (corners.some(([x, y]) => !inside(x, y))) {
          problems.push(`the chip "${chip.textContent?.trim()}" crowds its words against its edge`);
          break;
        }
      }
    }
    // A checkbox is pressed by its line: its label a finger tall (the box alone is 13 px).
    for (const label of document.querySelectorAll('.check > label')) {
      const r = label.getBoundingClientRect();
      if (r.width > 0 && r.height < 44)
        problems.push(
          `the choice "${label.textContent?.trim().slice(0, 20)}" is ${Math.round(r.height)} px tall`,
        );
    }
    // What a finger presses: buttons, links, fields and the clickable labels of radio choices.
    const els = [
      ...document.querySelectorAll(
        'button, a[href], select, input:not([type="radio"]), label:has(input[type="radio"])',
      ),
    ].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 2 && r.height > 2 && getComputedStyle(el).visibility !== 'hidden';
    });
    const boxes = els.map((el) => ({ el, r: el.getBoundingClientRect() }));
    // A finger's height for every button, select and field (a check box's label is its target, above;
    // a play-test found the start screen's selects 40 px tall).
    for (const { el, r } of boxes)
      if (el.tagName !== 'A' && !el.matches('input[type="checkbox"]') && r.height < 44)
        problems.push(
          `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 20)}" is ${Math.round(r.height)} px tall`,
        );
    for (const { el, r } of boxes)
      if (r.left < -1 || r.right > innerWidth + 1)
        problems.push(
          `${el.tagName} "${el.textContent?.trim().slice(0, 20)}" leaves the screen sideways`,
        );
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const ox = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const oy = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (ox > 1 && oy > 1)
          problems.push(
            `"${a.el.textContent?.trim().slice(0, 20)}" overlaps "${b.el.textContent?.trim().slice(0, 20)}"`,
          );
      }
    // An opponent's controls: its two selects share a line, and Tune stands on theirs or on the
    // name's (Tune alone on a line under its selects read as a stray button).
    for (const seat of document.querySelectorAll('.bot-seat')) {
      const centre = (r: DOMRect) => (r.top + r.bottom) / 2;
      const within = (y: number, r: DOMRect | undefined) => !!r && y >= r.top && y <= r.bottom;
      const [first, second] = [...seat.querySelectorAll('select')].map((s) =>
        s.getBoundingClientRect(),
      );
      const tune = seat.querySelector('.bot-controls > button')?.getBoundingClientRect();
      const name = seat.querySelector('.bot-name')?.getBoundingClientRect();
      const who = seat.querySelector('.bot-name')?.textContent;
      if (first && second && !within(centre(second), first))
        problems.push(`${who}'s selects are not on one line`);
      if (tune && !within(centre(tune), first) && !within(centre(tune), name))
        problems.push(`${who}'s Tune stands alone`);
    }
    const play = document.querySelector('button.play')?.getBoundingClientRect();
    if (!play || play.bottom > innerHeight || play.top < 0) problems.push('Play is not in view');
    // How to play and Settings too (on a phone on its side they sat under the fold).
    for (const link of document.querySelectorAll('.menu-links a')) {
      const r = link.getBoundingClientRect();
      if (r.bottom > innerHeight || r.top < 0)
        problems.push(`"${link.textContent?.trim()}" is not in view`);
    }
    return problems;
  });
}

/**
 * The elements matched by `selector` (shown ones) that leave the screen, buttons and inputs among
 * them under 44 x 44 px, and any two of them that overlap (an element and its own descendant aside).
 */
export async function controlProblems(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    ({ selector, finger }) => {
      const out: string[] = [];
      // Kept for screen readers only (a box of at most a pixel that hides what overflows it, on
      // the control or around it): no finger meets it.
      const outOfSight = (el: Element) => {
        for (let e: Element | null = el; e; e = e.parentElement) {
          const r = e.getBoundingClientRect();
          if ((r.width <= 1 || r.height <= 1) && getComputedStyle(e).overflow === 'hidden')
            return true;
        }
        return false;
      };
      const boxes = [...document.querySelectorAll(selector)]
        .filter((el) => el.getBoundingClientRect().width > 0 && !outOfSight(el))
        .map((el) => ({
          el,
          r: el.getBoundingClientRect(),
          what: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 24)}"`,
        }));
      for (const b of boxes) {
        const { left, top, right, bottom, width, height } = b.r;
        if (left < -1 || top < -1 || right > innerWidth + 1 || bottom > innerHeight + 1)
          out.push(`${b.what} leaves the screen`);
        if (
          (b.el.tagName === 'BUTTON' || b.el.tagName === 'INPUT') &&
          (width < finger || height < finger)
        )
          out.push(`${b.what} is smaller than 44x44`);
      }
      for (let i = 0; i < boxes.length; i += 1)
        for (let j = i + 1; j < boxes.length; j += 1) {
          const a = boxes[i]!;
          const b = boxes[j]!;
          if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
          const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
          const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
          if (x > 1 && y > 1) out.push(`${a.what} overlaps ${b.what}`);
        }
      return out;
    },
    { selector, finger: FINGER },
  );
}

/**
 * Where a refusal's note stands: on screen, under no HUD control, seat figure or seat tag (it lay on
 * the top seat's head when it was stacked on the grab window's call in the prompt).
 */
export async function refusalProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const note = document.querySelector('.refusal');
    if (!note) return ['no refusal shown'];
    const box: Box = note.getBoundingClientRect();
    const overlap = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const problems: string[] = [];
    if (box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight)
      problems.push('the refusal leaves the screen');
    // It lies over the hand: a press there goes through it to the card under it.
    const middle = document.elementFromPoint(
      (box.left + box.right) / 2,
      (box.top + box.bottom) / 2,
    );
    if (middle !== null && note.contains(middle))
      problems.push('the refusal catches presses meant for the cards under it');
    const debug = (
      globalThis as unknown as { __azumaScene?: { seats(): { seat: number; figure: Box }[] } }
    ).__azumaScene;
    for (const s of debug?.seats() ?? [])
      if (overlap(box, s.figure)) problems.push(`the refusal lies on seat ${s.seat}'s figure`);
    document
      .querySelectorAll(
        '.seat-tag, .hud-status, .hud-buttons button, .hud-prompt > :not(.hud-probe)',
      )
      .forEach((el) => {
        const r = el.getBoundingClientRect();
        if (el !== note && r.width > 0 && overlap(box, r))
          problems.push(
            `the refusal lies on ${el.className} "${(el.textContent ?? '').slice(0, 30)}"`,
          );
      });
    return problems;
  });
}

/**
 * The elements matched by `selector` (shown ones) that an ancestor cuts: one that clips its overflow
 * (a scrolling column) while the element reaches past its edge. Such a part is on the page and
 * overlaps nothing, yet the person does not see it whole.
 */
export async function clippedProblems(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const what = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 24)}"`;
      for (let a = el.parentElement; a !== null; a = a.parentElement) {
        const style = getComputedStyle(a);
        const clipsX = style.overflowX !== 'visible';
        const clipsY = style.overflowY !== 'visible';
        if (!clipsX && !clipsY) continue;
        const c = a.getBoundingClientRect();
        // A box of at most a pixel that hides what overflows it keeps its content for screen
        // readers only (out of sight on purpose, not cut).
        if (c.width <= 1 || c.height <= 1) break;
        const cutY = clipsY && (r.top < c.top - 1 || r.bottom > c.bottom + 1);
        const cutX = clipsX && (r.left < c.left - 1 || r.right > c.right + 1);
        if (cutX || cutY) {
          out.push(`${what} is cut by ${a.tagName.toLowerCase()}.${[...a.classList].join('.')}`);
          break;
        }
      }
    }
    return out;
  }, selector);
}
