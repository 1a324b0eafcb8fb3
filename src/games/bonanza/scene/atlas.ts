// The card atlas of BONANZA RUMMY drawn in code: 52 faces, the Joker and our card back in one 2048 x 2048 canvas.
import type { CardAtlas } from '../../../table/cardMaterial';
import { type Card, PACK_SIZE, type Suit } from '../rules/cards';
import {
  type ColourScheme,
  CORNER,
  COURT_FRAME,
  type CourtRank,
  type Face,
  faceOf,
  INKS,
  type Pip,
  suitShape,
} from './faces';

/** The atlas: 9 x 6 cells of 2:3 (the card's aspect) fill a power-of-two square; cell = card id, then the back. */
export const ATLAS_SIZE = 2048;
export const ATLAS_COLS = 9;
export const ATLAS_ROWS = 6;
export const BACK_CELL = PACK_SIZE;
/** Width : height of a card, as of a cell. */
export const CARD_ASPECT = ATLAS_ROWS / ATLAS_COLS;
/** The grid as the 3D kit's card material reads it. */
export const BONANZA_CARD_ATLAS: CardAtlas = {
  cols: ATLAS_COLS,
  rows: ATLAS_ROWS,
  backCell: BACK_CELL,
};
/** A card for the kit's card geometry (table units): of the atlas's aspect, corners clear of the indices. */
export const BONANZA_CARD_SIZE = { w: 0.6, h: 0.9, t: 0.016, corner: 0.05 } as const;

/** The atlas cell of a card's face. */
export function cellOf(card: Card): number {
  return card;
}

/** A rectangle of the texture, v upwards as three.js reads a canvas texture (flipY). */
export interface UvRect {
  readonly u0: number;
  readonly v0: number;
  readonly u1: number;
  readonly v1: number;
}

/** The texture rectangle of an atlas cell. */
export function uvOfCell(cell: number): UvRect {
  const col = cell % ATLAS_COLS;
  const row = Math.floor(cell / ATLAS_COLS);
  return {
    u0: col / ATLAS_COLS,
    v0: 1 - (row + 1) / ATLAS_ROWS,
    u1: (col + 1) / ATLAS_COLS,
    v1: 1 - row / ATLAS_ROWS,
  };
}

export interface BonanzaAtlas {
  readonly scheme: ColourScheme;
  /** null without a DOM (scene tests in node). */
  readonly canvas: HTMLCanvasElement | null;
  readonly grid: CardAtlas;
  /** The texture rectangle of a card's face, or of the back. */
  uv(card: Card | 'back'): UvRect;
}

type Ctx = CanvasRenderingContext2D;
const W = ATLAS_SIZE / ATLAS_COLS;
const H = ATLAS_SIZE / ATLAS_ROWS;
const PAPER = '#fcfaf3';
const GOLD = '#e3aa2b';
const SKIN = '#f3d4b4';
const INDEX_FONT =
  '"Roboto Condensed", "sans-serif-condensed", "Avenir Next Condensed", "Arial Narrow", "Liberation Sans Narrow", sans-serif';

/** Traces and fills a suit centred on (x, y), `size` wide, upside down if `flipped`. */
export function fillSuit(
  ctx: Ctx,
  suit: Suit,
  x: number,
  y: number,
  size: number,
  flipped = false,
): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 2, size / 2);
  if (flipped) ctx.rotate(Math.PI);
  ctx.beginPath();
  for (const step of suitShape(suit)) {
    switch (step[0]) {
      case 'M':
        ctx.moveTo(step[1], step[2]);
        break;
      case 'L':
        ctx.lineTo(step[1], step[2]);
        break;
      case 'Q':
        ctx.quadraticCurveTo(step[1], step[2], step[3], step[4]);
        break;
      case 'C':
        ctx.bezierCurveTo(step[1], step[2], step[3], step[4], step[5], step[6]);
        break;
      case 'O':
        // Each circle fills on its own: overlapping parts never cancel out.
        ctx.beginPath();
        ctx.arc(step[1], step[2], step[3], 0, Math.PI * 2);
        ctx.fill();
        ctx.beginPath();
        break;
      case 'Z':
        ctx.closePath();
        ctx.fill();
        ctx.beginPath();
        break;
    }
  }
  ctx.restore();
}

/** The corner: the index and its suit, or the Joker's letters one under another. */
function corner(ctx: Ctx, face: Face): void {
  ctx.fillStyle = face.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  const x = CORNER.x * W;
  if (face.suit === null) {
    const letter = CORNER.jokerLetter * H;
    ctx.font = `bold ${Math.round(letter / 0.73)}px ${INDEX_FONT}`;
    [...face.index].forEach((c, k) =>
      ctx.fillText(c, x, CORNER.top * H + (k + 1) * letter * 1.12, CORNER.width * W),
    );
    return;
  }
  const height = CORNER.height * H;
  ctx.font = `bold ${Math.round(height / 0.73)}px ${INDEX_FONT}`;
  ctx.fillText(face.index, x, CORNER.top * H + height, CORNER.width * W);
  fillSuit(
    ctx,
    face.suit,
    x,
    (CORNER.pipTop + (CORNER.pipSize * W) / H / 2) * H,
    CORNER.pipSize * W,
  );
}

function pips(ctx: Ctx, suit: Suit, list: readonly Pip[]): void {
  for (const p of list) fillSuit(ctx, suit, p.x * W, p.y * H, p.size * W, p.flipped);
}

function outline(ctx: Ctx, width: number): void {
  ctx.lineWidth = width;
  ctx.strokeStyle = INKS.black;
  ctx.fill();
  ctx.stroke();
}

/** The crown, cap or circlet over a head at (0, y) of radius r. */
function headwear(ctx: Ctx, court: CourtRank, ink: string, y: number, r: number): void {
  ctx.fillStyle = GOLD;
  ctx.beginPath();
  if (court === 'K') {
    // Five spikes on a band.
    ctx.moveTo(-r * 1.05, y - r * 0.55);
    for (let k = 0; k <= 4; k += 1) {
      const x = -r * 1.05 + (k * r * 2.1) / 4;
      ctx.lineTo(x, y - r * 1.75);
      if (k < 4) ctx.lineTo(x + (r * 2.1) / 8, y - r * 1.1);
    }
    ctx.lineTo(r * 1.05, y - r * 0.55);
    ctx.closePath();
    outline(ctx, 2);
  } else if (court === 'Q') {
    // Three rounded points with pearls.
    ctx.moveTo(-r, y - r * 0.6);
    ctx.lineTo(-r, y - r * 1.05);
    ctx.quadraticCurveTo(-r * 0.75, y - r * 1.65, -r * 0.5, y - r * 1.05);
    ctx.quadraticCurveTo(0, y - r * 1.95, r * 0.5, y - r * 1.05);
    ctx.quadraticCurveTo(r * 0.75, y - r * 1.65, r, y - r * 1.05);
    ctx.lineTo(r, y - r * 0.6);
    ctx.closePath();
    outline(ctx, 2);
    ctx.fillStyle = PAPER;
    for (const [px, py] of [
      [-r * 0.78, 1.5],
      [0, 1.78],
      [r * 0.78, 1.5],
    ] as const) {
      ctx.beginPath();
      ctx.arc(px, y - r * py, r * 0.14, 0, Math.PI * 2);
      ctx.fill();
    }
  } else {
    // A cap in the suit's ink with a gold circlet and a feather.
    ctx.fillStyle = ink;
    ctx.moveTo(-r * 1.15, y - r * 0.55);
    ctx.lineTo(-r * 0.85, y - r * 1.45);
    ctx.lineTo(r * 0.95, y - r * 1.45);
    ctx.lineTo(r * 1.15, y - r * 0.55);
    ctx.closePath();
    outline(ctx, 2);
    ctx.fillStyle = GOLD;
    ctx.beginPath();
    ctx.rect(-r * 1.15, y - r * 0.82, r * 2.3, r * 0.3);
    outline(ctx, 1.5);
    ctx.beginPath();
    ctx.moveTo(r * 0.6, y - r * 1.4);
    ctx.quadraticCurveTo(r * 1.7, y - r * 2.1, r * 1.9, y - r * 1.2);
    ctx.quadraticCurveTo(r * 1.4, y - r * 1.55, r * 0.75, y - r * 1.15);
    ctx.closePath();
    outline(ctx, 1.5);
  }
  if (court !== 'J') {
    ctx.fillStyle = ink;
    ctx.beginPath();
    ctx.arc(0, y - r * 0.85, r * 0.16, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** The upper half of a court figure: frame centre at the origin, the half above it `hh` high and `u` wide. */
function courtHalf(ctx: Ctx, court: CourtRank, suit: Suit, ink: string, u: number, hh: number) {
  const headY = -0.6 * hh;
  const r = 0.2 * u;
  const shoulders = -0.4 * hh;
  // What the figure holds: a sceptre (K), a flower (Q), a staff tipped with the suit (J).
  ctx.lineWidth = 4;
  ctx.strokeStyle = INKS.black;
  ctx.fillStyle = GOLD;
  if (court === 'K') {
    ctx.beginPath();
    ctx.moveTo(0.33 * u, -0.05 * hh);
    ctx.lineTo(0.33 * u, -0.8 * hh);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(0.33 * u, -0.84 * hh, 0.07 * u, 0, Math.PI * 2);
    outline(ctx, 2);
  } else if (court === 'Q') {
    ctx.beginPath();
    ctx.moveTo(-0.33 * u, -0.05 * hh);
    ctx.lineTo(-0.33 * u, -0.72 * hh);
    ctx.stroke();
    for (let k = 0; k < 5; k += 1) {
      const a = (k * Math.PI * 2) / 5 - Math.PI / 2;
      ctx.beginPath();
      ctx.arc(
        -0.33 * u + Math.cos(a) * 0.07 * u,
        -0.8 * hh + Math.sin(a) * 0.07 * u,
        0.055 * u,
        0,
        7,
      );
      ctx.fillStyle = ink;
      outline(ctx, 1.5);
    }
    ctx.beginPath();
    ctx.fillStyle = GOLD;
    ctx.arc(-0.33 * u, -0.8 * hh, 0.045 * u, 0, Math.PI * 2);
    ctx.fill();
  } else {
    ctx.beginPath();
    ctx.moveTo(-0.32 * u, -0.05 * hh);
    ctx.lineTo(-0.33 * u, -0.76 * hh);
    ctx.stroke();
    ctx.fillStyle = ink;
    fillSuit(ctx, suit, -0.33 * u, -0.84 * hh, 0.18 * u);
  }
  // Queen's hair, behind the head.
  if (court === 'Q') {
    ctx.fillStyle = ink;
    ctx.beginPath();
    ctx.ellipse(0, headY + r * 0.35, r * 1.35, r * 1.35, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  // The robe: shoulders down to the middle line, a gold collar, the suit on the chest.
  ctx.fillStyle = ink;
  ctx.beginPath();
  ctx.moveTo(-0.44 * u, 0);
  ctx.lineTo(-0.4 * u, shoulders * 0.6);
  ctx.quadraticCurveTo(-0.38 * u, shoulders, -0.16 * u, shoulders);
  ctx.lineTo(0.16 * u, shoulders);
  ctx.quadraticCurveTo(0.38 * u, shoulders, 0.4 * u, shoulders * 0.6);
  ctx.lineTo(0.44 * u, 0);
  ctx.closePath();
  outline(ctx, 2);
  ctx.fillStyle = GOLD;
  ctx.beginPath();
  ctx.moveTo(-0.18 * u, shoulders);
  ctx.lineTo(0.18 * u, shoulders);
  ctx.lineTo(0, shoulders * 0.55);
  ctx.closePath();
  outline(ctx, 1.5);
  ctx.fillStyle = PAPER;
  fillSuit(ctx, suit, 0, shoulders * 0.27, 0.2 * u);
  // The head, with eyes; the King's beard.
  ctx.fillStyle = SKIN;
  ctx.beginPath();
  ctx.arc(0, headY, r, 0, Math.PI * 2);
  outline(ctx, 2);
  if (court === 'K') {
    ctx.fillStyle = '#8a6a48';
    ctx.beginPath();
    ctx.moveTo(-r * 0.95, headY + r * 0.15);
    ctx.quadraticCurveTo(0, headY + r * 0.55, r * 0.95, headY + r * 0.15);
    ctx.lineTo(0, headY + r * 1.55);
    ctx.closePath();
    outline(ctx, 1.5);
  }
  ctx.fillStyle = INKS.black;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(side * r * 0.38, headY - r * 0.1, r * 0.12, 0, Math.PI * 2);
    ctx.fill();
  }
  headwear(ctx, court, ink, headY, r);
}

/** A court: a framed double-ended figure, crowned by rank, dressed in the suit's ink. */
function courtFigure(ctx: Ctx, face: Face, court: CourtRank, suit: Suit): void {
  const left = COURT_FRAME.left * W;
  const top = COURT_FRAME.top * H;
  const u = (COURT_FRAME.right - COURT_FRAME.left) * W;
  const hh = ((COURT_FRAME.bottom - COURT_FRAME.top) * H) / 2;
  ctx.save();
  ctx.beginPath();
  ctx.rect(left, top, u, hh * 2);
  ctx.clip();
  ctx.fillStyle = face.ink;
  ctx.globalAlpha = 0.09;
  ctx.fillRect(left, top, u, hh * 2);
  ctx.globalAlpha = 1;
  ctx.translate(left + u / 2, top + hh);
  courtHalf(ctx, court, suit, face.ink, u, hh);
  ctx.rotate(Math.PI);
  courtHalf(ctx, court, suit, face.ink, u, hh);
  ctx.restore();
  ctx.lineWidth = 3;
  ctx.strokeStyle = face.ink;
  ctx.strokeRect(left, top, u, hh * 2);
}

/** The Joker: a jester's head under a three-pointed cap with bells, on a ruff. */
function jester(ctx: Ctx): void {
  const cx = W * 0.5;
  const cy = H * 0.55;
  const r = W * 0.12;
  // The ruff: alternating points round the neck.
  for (let k = 0; k < 12; k += 1) {
    const a0 = Math.PI * (0.15 + (k * 0.7) / 12);
    const a1 = Math.PI * (0.15 + ((k + 1) * 0.7) / 12);
    ctx.fillStyle = k % 2 === 0 ? INKS.joker : GOLD;
    ctx.beginPath();
    ctx.moveTo(cx, cy + r * 0.6);
    ctx.lineTo(cx + Math.cos(a0) * r * 2.1, cy + r * 0.6 + Math.sin(a0) * r * 1.3);
    ctx.lineTo(cx + Math.cos(a1) * r * 2.1, cy + r * 0.6 + Math.sin(a1) * r * 1.3);
    ctx.closePath();
    outline(ctx, 1.5);
  }
  // The cap: three curling points, purple and gold, each with a bell.
  const tips = [
    [-r * 1.95, -r * 1.5, -r * 1.6, -r * 2.7],
    [0, -r * 3.0, r * 0.2, -r * 3.1],
    [r * 1.95, -r * 1.5, r * 1.6, -r * 2.7],
  ] as const;
  tips.forEach(([tx, ty, qx, qy], k) => {
    ctx.fillStyle = k === 1 ? GOLD : INKS.joker;
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.95, cy - r * 0.45);
    ctx.quadraticCurveTo(cx + qx * 0.55 - r * 0.3, cy + qy * 0.8, cx + tx, cy + ty);
    ctx.quadraticCurveTo(cx + qx * 0.4 + r * 0.3, cy + qy * 0.45, cx + r * 0.95, cy - r * 0.45);
    ctx.closePath();
    outline(ctx, 2);
  });
  for (const [tx, ty] of tips) {
    ctx.fillStyle = GOLD;
    ctx.beginPath();
    ctx.arc(cx + tx, cy + ty, r * 0.26, 0, Math.PI * 2);
    outline(ctx, 2);
  }
  // The band of the cap, the face, eyes, cheeks and a grin.
  ctx.fillStyle = GOLD;
  ctx.beginPath();
  ctx.rect(cx - r * 1.05, cy - r * 0.75, r * 2.1, r * 0.38);
  outline(ctx, 2);
  ctx.fillStyle = SKIN;
  ctx.beginPath();
  ctx.arc(cx, cy + r * 0.1, r * 0.95, 0.05 * Math.PI, 0.95 * Math.PI);
  ctx.lineTo(cx - r * 0.95, cy - r * 0.37);
  ctx.lineTo(cx + r * 0.95, cy - r * 0.37);
  ctx.closePath();
  outline(ctx, 2);
  ctx.fillStyle = INKS.black;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(cx + side * r * 0.38, cy - r * 0.05, r * 0.12, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = INKS.red;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(cx + side * r * 0.6, cy + r * 0.3, r * 0.15, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.lineWidth = 3;
  ctx.strokeStyle = INKS.black;
  ctx.beginPath();
  ctx.arc(cx, cy + r * 0.2, r * 0.45, 0.15 * Math.PI, 0.85 * Math.PI);
  ctx.stroke();
}

function face(ctx: Ctx, card: Card, scheme: ColourScheme): void {
  const f = faceOf(card, scheme);
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, W, H);
  if (f.suit !== null) {
    ctx.fillStyle = f.ink;
    if (f.court) courtFigure(ctx, f, f.court, f.suit);
    else pips(ctx, f.suit, f.pips);
    if (f.pips.length === 1) {
      // The ace's ring.
      ctx.lineWidth = 3;
      ctx.strokeStyle = f.ink;
      ctx.beginPath();
      ctx.arc(W / 2, H / 2, W * 0.3, 0, Math.PI * 2);
      ctx.stroke();
    }
  } else jester(ctx);
  corner(ctx, f);
  ctx.save();
  ctx.translate(W, H);
  ctx.rotate(Math.PI);
  corner(ctx, f);
  ctx.restore();
}

/** Our back: a claret field with a gold lattice, a frame, the four suits and the name on a medallion. */
function back(ctx: Ctx): void {
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, W, H);
  const m = W * 0.05;
  ctx.fillStyle = '#7a1832';
  ctx.beginPath();
  ctx.roundRect(m, m, W - 2 * m, H - 2 * m, W * 0.05);
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.strokeStyle = GOLD;
  ctx.globalAlpha = 0.45;
  ctx.lineWidth = 2;
  const step = W * 0.1;
  for (let k = -20; k < 20; k += 1) {
    ctx.beginPath();
    ctx.moveTo(k * step, 0);
    ctx.lineTo(k * step + H * 0.6, H);
    ctx.moveTo(k * step + H * 0.6, 0);
    ctx.lineTo(k * step, H);
    ctx.stroke();
  }
  ctx.restore();
  ctx.strokeStyle = GOLD;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.roundRect(m * 2, m * 2, W - 4 * m, H - 4 * m, W * 0.04);
  ctx.stroke();
  ctx.fillStyle = GOLD;
  ctx.beginPath();
  ctx.ellipse(W / 2, H / 2, W * 0.32, H * 0.12, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = PAPER;
  ctx.stroke();
  ctx.fillStyle = '#7a1832';
  ctx.font = `bold ${Math.round(W * 0.11)}px ${INDEX_FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('BONANZA', W / 2, H / 2 + 1, W * 0.5);
  ctx.fillStyle = GOLD;
  const d = H * 0.25;
  fillSuit(ctx, 0, W / 2, H / 2 - d, W * 0.13);
  fillSuit(ctx, 1, W / 2 + W * 0.26, H / 2 - d * 0.75, W * 0.1);
  fillSuit(ctx, 2, W / 2 - W * 0.26, H / 2 + d * 0.75, W * 0.1);
  fillSuit(ctx, 3, W / 2, H / 2 + d, W * 0.13);
}

/** Draws the whole atlas for a scheme on a new canvas (null without a DOM). */
export function drawBonanzaAtlas(scheme: ColourScheme): HTMLCanvasElement | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = ATLAS_SIZE;
  canvas.height = ATLAS_SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  for (let cell = 0; cell <= BACK_CELL; cell += 1) {
    ctx.save();
    ctx.translate((cell % ATLAS_COLS) * W, Math.floor(cell / ATLAS_COLS) * H);
    ctx.beginPath();
    ctx.rect(0, 0, W, H);
    ctx.clip();
    if (cell === BACK_CELL) back(ctx);
    else face(ctx, cell, scheme);
    ctx.restore();
  }
  return canvas;
}

const CACHE = new Map<ColourScheme, BonanzaAtlas>();

/** The atlas of a scheme, drawn once. */
export function bonanzaAtlas(scheme: ColourScheme): BonanzaAtlas {
  const cached = CACHE.get(scheme);
  if (cached) return cached;
  const atlas: BonanzaAtlas = {
    scheme,
    canvas: drawBonanzaAtlas(scheme),
    grid: BONANZA_CARD_ATLAS,
    uv: (card) => uvOfCell(card === 'back' ? BACK_CELL : cellOf(card)),
  };
  CACHE.set(scheme, atlas);
  return atlas;
}
