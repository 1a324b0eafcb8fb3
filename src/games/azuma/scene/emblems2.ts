// Suit emblems 5..9 (sunglasses, telephone, car, eye, squiggle) and the bomb, drawn like emblems.ts.
import { type Ctx, EMBLEMS_A, INK, ribbon, shape, SUIT_COLOURS, WHITE } from './emblems';

function sunglasses(ctx: Ctx, c: string): void {
  ribbon(ctx, c, 6, (p) => {
    p.moveTo(-8, -8);
    p.quadraticCurveTo(0, -16, 8, -8);
    p.moveTo(-44, -12);
    p.lineTo(-50, -20);
    p.moveTo(44, -12);
    p.lineTo(50, -20);
  });
  for (const s of [-1, 1]) {
    shape(ctx, c, (p) => {
      p.moveTo(s * 6, -16);
      p.lineTo(s * 46, -16);
      p.quadraticCurveTo(s * 46, 18, s * 28, 18);
      p.quadraticCurveTo(s * 6, 18, s * 6, -16);
      p.closePath();
    });
    shape(
      ctx,
      INK,
      (p) => {
        p.moveTo(s * 11, -11);
        p.lineTo(s * 41, -11);
        p.quadraticCurveTo(s * 41, 13, s * 28, 13);
        p.quadraticCurveTo(s * 11, 13, s * 11, -11);
        p.closePath();
      },
      1,
    );
    ctx.strokeStyle = WHITE;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(s * 18, -6);
    ctx.lineTo(s * 26, -6);
    ctx.stroke();
  }
}

function telephone(ctx: Ctx, c: string): void {
  shape(ctx, c, (p) => {
    p.moveTo(-30, 2);
    p.lineTo(30, 2);
    p.lineTo(40, 36);
    p.lineTo(-40, 36);
    p.closePath();
  });
  shape(ctx, WHITE, (p) => p.arc(0, 20, 11, 0, Math.PI * 2), 4);
  shape(ctx, INK, (p) => p.arc(0, 20, 3.5, 0, Math.PI * 2), 1);
  ribbon(ctx, c, 10, (p) => {
    p.moveTo(-30, -16);
    p.quadraticCurveTo(0, -30, 30, -16);
  });
  shape(ctx, c, (p) => {
    p.roundRect(-46, -24, 22, 16, 7);
    p.roundRect(24, -24, 22, 16, 7);
  });
}

function car(ctx: Ctx, c: string): void {
  shape(ctx, c, (p) => {
    p.moveTo(-48, 14);
    p.lineTo(-48, 0);
    p.quadraticCurveTo(-46, -7, -34, -9);
    p.lineTo(-20, -10);
    p.lineTo(-9, -27);
    p.quadraticCurveTo(-6, -30, 2, -30);
    p.lineTo(20, -30);
    p.quadraticCurveTo(26, -30, 29, -24);
    p.lineTo(37, -10);
    p.quadraticCurveTo(48, -8, 48, 2);
    p.lineTo(48, 14);
    p.closePath();
  });
  shape(
    ctx,
    WHITE,
    (p) => {
      p.moveTo(-14, -11);
      p.lineTo(-5, -24);
      p.lineTo(7, -24);
      p.lineTo(7, -11);
      p.closePath();
      p.moveTo(12, -11);
      p.lineTo(12, -24);
      p.lineTo(22, -24);
      p.lineTo(29, -11);
      p.closePath();
    },
    3.5,
  );
  for (const x of [-26, 28]) {
    shape(ctx, INK, (p) => p.arc(x, 15, 12, 0, Math.PI * 2), 1);
    shape(ctx, '#c9c4bb', (p) => p.arc(x, 15, 5, 0, Math.PI * 2), 2);
  }
}

function eye(ctx: Ctx, c: string): void {
  ctx.lineWidth = 5;
  ctx.strokeStyle = INK;
  ctx.lineCap = 'round';
  for (const x of [-26, -9, 9, 26]) {
    ctx.beginPath();
    ctx.moveTo(x, -20 + Math.abs(x) * 0.3);
    ctx.lineTo(x * 1.2, -34 + Math.abs(x) * 0.3);
    ctx.stroke();
  }
  shape(ctx, WHITE, (p) => {
    p.moveTo(-48, 4);
    p.quadraticCurveTo(0, -40, 48, 4);
    p.quadraticCurveTo(0, 44, -48, 4);
    p.closePath();
  });
  shape(ctx, c, (p) => p.arc(0, 4, 18, 0, Math.PI * 2), 4);
  shape(ctx, INK, (p) => p.arc(0, 4, 8, 0, Math.PI * 2), 1);
  shape(ctx, WHITE, (p) => p.arc(6, -2, 4, 0, Math.PI * 2), 1);
}

function squiggle(ctx: Ctx, c: string): void {
  ribbon(ctx, c, 13, (p) => {
    p.moveTo(-44, 22);
    p.bezierCurveTo(-38, -34, -18, -30, -14, 0);
    p.bezierCurveTo(-10, 30, 8, 32, 12, 0);
    p.bezierCurveTo(16, -30, 36, -34, 44, -22);
  });
}

/** The bomb: black ball, fuse, spark. */
export function bomb(ctx: Ctx): void {
  shape(ctx, '#26232b', (p) => p.arc(-4, 10, 32, 0, Math.PI * 2));
  shape(ctx, '#5b5661', (p) => p.roundRect(8, -28, 18, 14, 3));
  ctx.fillStyle = 'rgba(255,255,255,0.55)';
  ctx.beginPath();
  ctx.ellipse(-16, -2, 9, 5, -0.7, 0, Math.PI * 2);
  ctx.fill();
  ribbon(ctx, '#d9b48a', 4, (p) => {
    p.moveTo(18, -28);
    p.quadraticCurveTo(24, -44, 36, -38);
  });
  shape(
    ctx,
    '#ffcf2e',
    (p) => {
      for (let k = 0; k < 16; k += 1) {
        const a = (k / 16) * Math.PI * 2;
        const r = k % 2 === 0 ? 14 : 5;
        const x = 38 + r * Math.cos(a);
        const y = -40 + r * Math.sin(a);
        if (k === 0) p.moveTo(x, y);
        else p.lineTo(x, y);
      }
      p.closePath();
    },
    3,
  );
}

const EMBLEMS = [...EMBLEMS_A, sunglasses, telephone, car, eye, squiggle] as const;

/** Draws suit `suit` (0..9, or 10 for the bomb) centred at (x, y), `size` pixels across. */
export function drawEmblem(ctx: Ctx, suit: number, x: number, y: number, size: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 100, size / 100);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  const draw = EMBLEMS[suit];
  if (draw) draw(ctx, SUIT_COLOURS[suit] ?? INK);
  else bomb(ctx);
  ctx.restore();
}
