// The paper Bonanza sheet drawn in code on one canvas: each space's name, its paying cards, its chip count; the called space lit, the poker space dimmed when not played.
import { CanvasTexture, SRGBColorSpace } from 'three';
import { card, JOKER } from '../rules/cards';
import { BONANZA_SPACE, POKER_SPACE, SPACES } from '../rules/sheet';
import { ATLAS_COLS, ATLAS_ROWS, ATLAS_SIZE, fillSuit } from './atlas';
import type { TableLayout } from './layout';

/** Canvas pixels per table unit: the sheet is never more than about 1000 device px wide on screen. */
export const SHEET_PX = 1024 / 5;

/** The words on each space in English, as on the 1936 sheet (the screen passes them in the person's language). */
export const SPACE_LABELS: readonly string[] = [
  'JOKER',
  'Q-J',
  'SEQUENCE',
  '10-2',
  'POKER',
  'ACE',
  'KING',
  'QUEEN',
  'JACK',
  'BONANZA',
];

/** The cards pictured on each space (the Bonanza circle has none). */
export const SPACE_CARDS: readonly (readonly number[])[] = [
  [JOKER],
  [card(12, 0), card(11, 2)],
  [card(9, 1), card(10, 1), card(11, 1)],
  [card(10, 2), card(2, 0)],
  [card(10, 3), card(11, 3), card(12, 3), card(13, 3), card(14, 3)],
  [card(14, 0)],
  [card(13, 1)],
  [card(12, 2)],
  [card(11, 3)],
  [],
];

export interface SheetLook {
  /** Each space's name, in SPACES order (short: it is printed big). */
  readonly labels: readonly string[];
  readonly counts: readonly number[];
  readonly calling: number;
  readonly pokerSpace: boolean;
}

/** A look's identity: the sheet is redrawn only when it changes. */
export function lookKey(l: SheetLook, scheme: string): string {
  return `${scheme}|${l.calling}|${l.pokerSpace ? 1 : 0}|${l.counts.join(',')}|${l.labels.join(',')}`;
}

const INK = '#6e1428';
const PAPER_UPPER = '#f5edd5';
const PAPER_LOWER = '#efe2c2';
const LIT = '#ffd75e';
const FONT =
  '"Roboto Condensed", sans-serif-condensed, "HelveticaNeue-CondensedBold", "Arial Narrow", "Liberation Sans Narrow", sans-serif';
const CELL_W = ATLAS_SIZE / ATLAS_COLS;
const CELL_H = ATLAS_SIZE / ATLAS_ROWS;

type Ctx = CanvasRenderingContext2D;

/** A text printed on the sheet, in table units: its centre, width and type size (em). */
export interface Printed {
  readonly x: number;
  readonly z: number;
  readonly w: number;
  readonly em: number;
}

/** Type is narrowed down to this share of its width before it is made smaller. */
export const MIN_SQUEEZE = 0.62;
/** A space's name and count: their type size as a share of the space's shorter side. */
export const NAME_EM = 0.38;
export const COUNT_EM = 0.38;

/** A line of type in a space: its centre from the space's top left, its largest size and widest width. */
export interface TypeSpot {
  readonly x: number;
  readonly y: number;
  readonly em: number;
  readonly width: number;
}

/** Where a space `w` x `h` prints its name (across the top) and its count (bottom left), in the units given. */
export function spaceType(w: number, h: number): { name: TypeSpot; count: TypeSpot } {
  const m = Math.min(w, h);
  return {
    name: { x: w / 2, y: m * NAME_EM * 0.56, em: m * NAME_EM, width: w * 0.88 },
    count: { x: w * 0.3, y: h - m * COUNT_EM * 0.58, em: m * COUNT_EM, width: w * 0.52 },
  };
}

/** Text as large as fits `width`, at most `size` px: narrowed first, then smaller. Gives its em and width. */
function fitText(
  ctx: Ctx,
  text: string,
  x: number,
  y: number,
  width: number,
  size: number,
): { em: number; w: number } {
  ctx.font = `bold ${Math.round(size)}px ${FONT}`;
  const w = ctx.measureText(text).width;
  const squeeze = Math.max(MIN_SQUEEZE, Math.min(1, width / Math.max(1, w)));
  const em = Math.min(size, Math.floor((size * width) / Math.max(1, w * squeeze)));
  ctx.font = `bold ${em}px ${FONT}`;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(squeeze, 1);
  ctx.fillText(text, 0, 0);
  ctx.restore();
  return { em, w: (w * squeeze * em) / size };
}

function cards(
  ctx: Ctx,
  atlas: HTMLCanvasElement | null,
  list: readonly number[],
  cx: number,
  cy: number,
  h: number,
  maxW: number,
) {
  if (!atlas || list.length === 0) return;
  let ch = h;
  let cw = (ch * 2) / 3;
  let step = cw * 0.5;
  const span = () => cw + step * (list.length - 1);
  if (span() > maxW) {
    const k = maxW / span();
    ch *= k;
    cw *= k;
    step *= k;
  }
  const left = cx - span() / 2;
  list.forEach((c, i) => {
    const col = c % ATLAS_COLS;
    const row = Math.floor(c / ATLAS_COLS);
    const x = left + i * step;
    ctx.save();
    ctx.shadowColor = 'rgba(0,0,0,0.35)';
    ctx.shadowBlur = ch * 0.05;
    ctx.shadowOffsetY = ch * 0.02;
    ctx.drawImage(atlas, col * CELL_W, row * CELL_H, CELL_W, CELL_H, x, cy - ch / 2, cw, ch);
    ctx.restore();
  });
}

function bonanzaEmblem(ctx: Ctx, cx: number, cy: number, r: number) {
  ctx.fillStyle = INK;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = LIT;
  ctx.lineWidth = r * 0.08;
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.86, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = LIT;
  const s = r * 0.36;
  fillSuit(ctx, 0, cx, cy - r * 0.42, s);
  fillSuit(ctx, 1, cx + r * 0.42, cy, s);
  fillSuit(ctx, 3, cx - r * 0.42, cy, s);
  fillSuit(ctx, 2, cx, cy + r * 0.42, s);
}

/** Draws the whole sheet for a look on the canvas (its size fits the layout's sheet); gives where each name and count went. */
export function paintSheet(
  ctx: Ctx,
  layout: TableLayout,
  look: SheetLook,
  atlas: HTMLCanvasElement | null,
): Printed[] {
  const { sheet } = layout;
  const W = ctx.canvas.width;
  const H = ctx.canvas.height;
  const px = (x: number) => ((x - (sheet.x - sheet.w / 2)) / sheet.w) * W;
  const pz = (z: number) => ((z - (sheet.z - sheet.d / 2)) / sheet.d) * H;
  const printed: Printed[] = [];
  const unit = sheet.w / W;
  const put = (cx: number, cy: number, text: { em: number; w: number }) =>
    printed.push({
      x: sheet.x - sheet.w / 2 + cx * unit,
      z: sheet.z - sheet.d / 2 + cy * unit,
      w: text.w * unit,
      em: text.em * unit,
    });
  ctx.fillStyle = INK;
  ctx.fillRect(0, 0, W, H);
  const line = Math.round(SHEET_PX * 0.018);
  SPACES.forEach((_, i) => {
    const r = layout.spaces[i];
    if (!r) return;
    const l = px(r.x - r.w / 2) + line / 2;
    const t = pz(r.z - r.d / 2) + line / 2;
    const w = (r.w / sheet.w) * W - line;
    const h = (r.d / sheet.d) * H - line;
    const lit = look.calling === i;
    const off = i === POKER_SPACE && !look.pokerSpace;
    ctx.fillStyle = lit ? LIT : i < POKER_SPACE + 1 ? PAPER_UPPER : PAPER_LOWER;
    ctx.fillRect(l, t, w, h);
    if (lit) {
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = line * 1.4;
      ctx.strokeRect(l + line, t + line, w - 2 * line, h - 2 * line);
    }
    const m = Math.min(w, h);
    ctx.fillStyle = INK;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const type = spaceType(w, h);
    const print = (text: string, at: TypeSpot) =>
      put(l + at.x, t + at.y, fitText(ctx, text, l + at.x, t + at.y, at.width, at.em));
    print(look.labels[i] ?? SPACE_LABELS[i] ?? '', type.name);
    // The picture (left middle) and the chips' place (right middle).
    const picY = t + h * 0.52;
    if (i === BONANZA_SPACE) bonanzaEmblem(ctx, l + w * 0.3, picY, h * 0.12);
    else cards(ctx, atlas, SPACE_CARDS[i] ?? [], l + w * 0.3, picY, h * 0.21, w * 0.52);
    ctx.strokeStyle = 'rgba(110,20,40,0.35)';
    ctx.lineWidth = line * 0.6;
    ctx.beginPath();
    ctx.arc(l + w * 0.77, t + h * 0.7, m * 0.14, 0, Math.PI * 2);
    ctx.stroke();
    // The count: big, bottom left.
    const count = look.counts[i] ?? 0;
    ctx.fillStyle = INK;
    print(off ? '–' : String(count), type.count);
    if (off) {
      ctx.fillStyle = 'rgba(40,36,30,0.55)';
      ctx.fillRect(l, t, w, h);
    }
  });
  return printed;
}

/** The sheet's canvas and its one texture: repainted in place when the look changes. */
export class SheetPainter {
  readonly texture: CanvasTexture;
  private readonly canvas: HTMLCanvasElement;
  private key = '';
  /** Where the names and counts went at the last paint (each space's name, then its count, in SPACES order). */
  printed: readonly Printed[] = [];

  /** A canvas for a sheet `w` x `d` table units. */
  constructor(w: number, d: number) {
    this.canvas = document.createElement('canvas');
    this.canvas.width = Math.round(w * SHEET_PX);
    this.canvas.height = Math.round(d * SHEET_PX);
    this.texture = new CanvasTexture(this.canvas);
    this.texture.colorSpace = SRGBColorSpace;
    this.texture.anisotropy = 4;
  }

  /** Repaints if the look differs from the last one; true if it did. */
  paint(
    layout: TableLayout,
    look: SheetLook,
    atlas: HTMLCanvasElement | null,
    scheme: string,
  ): boolean {
    const key = lookKey(look, scheme);
    if (key === this.key) return false;
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return false;
    this.key = key;
    this.printed = paintSheet(ctx, layout, look, atlas);
    this.texture.needsUpdate = true;
    return true;
  }

  dispose(): void {
    this.texture.dispose();
  }
}
