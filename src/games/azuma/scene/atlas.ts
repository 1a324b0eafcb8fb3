// The card texture atlas, drawn in code: ten suit faces, the bomb, the card back of the edition.
import { suitOf } from '../rules/cards';
import type { EditionId } from '../rules/editions';
import { INK, SUIT_COLOURS, WHITE } from './emblems';
import { drawEmblem } from './emblems2';

/** Atlas layout: 4 x 3 cells, each one card face (card aspect CARD_W : CARD_H). */
export const ATLAS = { cols: 4, rows: 3, cellW: 320, cellH: 447 } as const;
export const BOMB_CELL = 10;
export const BACK_CELL = 11;
/** The atlas as the card material reads it. */
export const CARD_ATLAS = { cols: ATLAS.cols, rows: ATLAS.rows, backCell: BACK_CELL } as const;

/** The atlas cell showing a card's face. */
export function faceCell(card: number): number {
  return suitOf(card);
}

type Ctx = CanvasRenderingContext2D;
const W = ATLAS.cellW;
const H = ATLAS.cellH;

function face(ctx: Ctx, suit: number): void {
  const bomb = suit === BOMB_CELL;
  const colour = SUIT_COLOURS[suit] ?? INK;
  ctx.fillStyle = bomb ? '#ffd23f' : WHITE;
  ctx.fillRect(0, 0, W, H);
  ctx.lineWidth = 10;
  ctx.strokeStyle = bomb ? INK : colour;
  ctx.beginPath();
  ctx.roundRect(16, 16, W - 32, H - 32, 18);
  ctx.stroke();
  if (bomb) {
    ctx.fillStyle = INK;
    for (let k = -2; k < 14; k += 1) {
      ctx.beginPath();
      ctx.moveTo(k * 40, H - 10);
      ctx.lineTo(k * 40 + 20, H - 10);
      ctx.lineTo(k * 40 + 40, H - 34);
      ctx.lineTo(k * 40 + 20, H - 34);
      ctx.fill();
    }
  } else {
    ctx.fillStyle = colour;
    ctx.globalAlpha = 0.14;
    ctx.beginPath();
    ctx.arc(W / 2, H / 2 + 30, 118, 0, Math.PI * 2);
    ctx.fill();
    ctx.globalAlpha = 1;
  }
  drawEmblem(ctx, suit, 74, 82, 100);
  drawEmblem(ctx, suit, W / 2 + 12, H / 2 + 40, 200);
}

/** AZUMA: a 1992 party pattern; ZUMA: terracotta with a step-fret border and a sun. */
function back(ctx: Ctx, edition: EditionId): void {
  const zuma = edition !== 'azuma';
  ctx.fillStyle = WHITE;
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = zuma ? '#a9472a' : '#3f1f78';
  ctx.beginPath();
  ctx.roundRect(16, 16, W - 32, H - 32, 18);
  ctx.fill();
  ctx.save();
  ctx.clip();
  if (zuma) {
    ctx.strokeStyle = '#f2d49b';
    ctx.lineWidth = 6;
    for (let y = 40; y < H; y += 60) {
      ctx.beginPath();
      for (let x = 0; x < W; x += 40) {
        ctx.moveTo(x, y);
        ctx.lineTo(x + 20, y);
        ctx.lineTo(x + 20, y - 20);
        ctx.lineTo(x + 30, y - 20);
        ctx.lineTo(x + 30, y - 10);
      }
      ctx.stroke();
    }
  } else {
    const colours = ['#ff4fa3', '#ffd23f', '#27c4c4', '#ffffff'];
    for (let k = 0; k < 34; k += 1) {
      const x = (k * 97) % W;
      const y = (k * 61) % H;
      ctx.fillStyle = colours[k % 4] ?? WHITE;
      ctx.strokeStyle = ctx.fillStyle;
      ctx.lineWidth = 6;
      ctx.beginPath();
      if (k % 3 === 0) ctx.arc(x, y, 8, 0, Math.PI * 2);
      else if (k % 3 === 1) {
        ctx.moveTo(x, y);
        ctx.lineTo(x + 22, y + 6);
        ctx.lineTo(x + 6, y + 22);
      } else {
        ctx.moveTo(x - 14, y);
        ctx.quadraticCurveTo(x - 7, y - 14, x, y);
        ctx.quadraticCurveTo(x + 7, y + 14, x + 14, y);
        ctx.stroke();
        continue;
      }
      ctx.fill();
    }
  }
  ctx.restore();
  ctx.fillStyle = zuma ? '#f2b134' : '#ff4fa3';
  ctx.strokeStyle = INK;
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.arc(W / 2, H / 2, 78, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = INK;
  ctx.font = 'bold 44px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(zuma ? 'ZUMA' : 'AZUMA', W / 2, H / 2 + 2, 140);
}

/** Draws the atlas for an edition on a new canvas (null without a DOM: scene tests in node). */
export function drawAtlas(edition: EditionId): HTMLCanvasElement | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = W * ATLAS.cols;
  canvas.height = H * ATLAS.rows;
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  for (let cell = 0; cell <= BACK_CELL; cell += 1) {
    ctx.save();
    ctx.translate((cell % ATLAS.cols) * W, Math.floor(cell / ATLAS.cols) * H);
    ctx.beginPath();
    ctx.rect(0, 0, W, H);
    ctx.clip();
    if (cell === BACK_CELL) back(ctx, edition);
    else face(ctx, cell);
    ctx.restore();
  }
  return canvas;
}
