// The ten suit emblems and the bomb, drawn in code on a canvas: bold silhouettes, distinct in shape.
/* Each emblem draws in a 100 x 100 box centred on the origin (canvas y down). */

export type Ctx = CanvasRenderingContext2D;

export const INK = '#1d1a22';
const WHITE = '#fffaf0';

/** The suits' colours: each suit also has its own shape, so colour is never the only cue. */
export const SUIT_COLOURS = [
  '#e23b3b', // sneaker
  '#f07d16', // guitar
  '#e0267f', // lips
  '#23984a', // dollar
  '#8a5528', // dog
  '#6b43c4', // sunglasses
  '#11a3a0', // telephone
  '#2463d1', // car
  '#c79a00', // eye
  '#7bb31a', // squiggle
] as const;

function shape(ctx: Ctx, fill: string, draw: (p: Path2D) => void, line = 5): void {
  const p = new Path2D();
  draw(p);
  ctx.fillStyle = fill;
  ctx.fill(p);
  ctx.lineWidth = line;
  ctx.strokeStyle = INK;
  ctx.stroke(p);
}

/** A thick coloured stroke with an ink outline. */
function ribbon(ctx: Ctx, colour: string, width: number, draw: (p: Path2D) => void): void {
  const p = new Path2D();
  draw(p);
  ctx.lineCap = 'round';
  ctx.strokeStyle = INK;
  ctx.lineWidth = width + 9;
  ctx.stroke(p);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke(p);
}

function sneaker(ctx: Ctx, c: string): void {
  shape(ctx, c, (p) => {
    p.moveTo(-44, 16);
    p.lineTo(-44, -10);
    p.quadraticCurveTo(-44, -22, -30, -24);
    p.lineTo(-16, -24);
    p.lineTo(-8, -8);
    p.lineTo(12, 0);
    p.quadraticCurveTo(42, 4, 46, 16);
    p.closePath();
  });
  shape(ctx, WHITE, (p) => p.roundRect(-48, 14, 98, 14, 6));
  ribbon(ctx, WHITE, 5, (p) => {
    p.moveTo(-30, 4);
    p.lineTo(-6, 8);
    p.lineTo(24, 8);
  });
  ctx.lineWidth = 4;
  ctx.strokeStyle = INK;
  for (const x of [-6, 2, 10]) {
    ctx.beginPath();
    ctx.moveTo(x, -12 + (x + 6) * 0.4);
    ctx.lineTo(x + 8, -6 + (x + 6) * 0.4);
    ctx.stroke();
  }
}

function guitar(ctx: Ctx, c: string): void {
  ctx.save();
  ctx.rotate(0.65);
  ctx.scale(0.9, 0.9);
  shape(ctx, '#b5793a', (p) => {
    p.rect(-5, -46, 10, 36);
    p.roundRect(-9, -60, 18, 16, 4);
  });
  shape(ctx, c, (p) => {
    p.moveTo(0, -14);
    p.bezierCurveTo(12, -14, 16, -6, 14, 4);
    p.bezierCurveTo(12, 10, 12, 12, 18, 18);
    p.bezierCurveTo(26, 28, 18, 46, 0, 46);
    p.bezierCurveTo(-18, 46, -26, 28, -18, 18);
    p.bezierCurveTo(-12, 12, -12, 10, -14, 4);
    p.bezierCurveTo(-16, -6, -12, -14, 0, -14);
    p.closePath();
  });
  shape(ctx, INK, (p) => p.arc(0, 10, 6, 0, Math.PI * 2), 1);
  shape(ctx, INK, (p) => p.rect(-9, 30, 18, 5), 1);
  ctx.restore();
}

function lips(ctx: Ctx, c: string): void {
  shape(ctx, c, (p) => {
    p.moveTo(-48, 2);
    p.bezierCurveTo(-32, -16, -18, -24, -8, -15);
    p.bezierCurveTo(-4, -12, 4, -12, 8, -15);
    p.bezierCurveTo(18, -24, 32, -16, 48, 2);
    p.bezierCurveTo(32, 26, 14, 30, 0, 30);
    p.bezierCurveTo(-14, 30, -32, 26, -48, 2);
    p.closePath();
  });
  ctx.lineWidth = 4;
  ctx.strokeStyle = INK;
  ctx.beginPath();
  ctx.moveTo(-46, 2);
  ctx.bezierCurveTo(-20, 8, 20, 8, 46, 2);
  ctx.stroke();
  ctx.fillStyle = WHITE;
  ctx.beginPath();
  ctx.ellipse(-14, 16, 8, 3.5, -0.2, 0, Math.PI * 2);
  ctx.fill();
}

function dollar(ctx: Ctx, c: string): void {
  ribbon(ctx, c, 9, (p) => {
    p.moveTo(-4, -46);
    p.lineTo(-4, 46);
    p.moveTo(6, -46);
    p.lineTo(6, 46);
  });
  ribbon(ctx, c, 15, (p) => {
    p.moveTo(24, -22);
    p.bezierCurveTo(16, -36, -26, -36, -24, -14);
    p.bezierCurveTo(-22, 4, 26, -2, 26, 17);
    p.bezierCurveTo(26, 38, -18, 38, -27, 22);
  });
}

function dog(ctx: Ctx, c: string): void {
  ribbon(ctx, c, 7, (p) => {
    p.moveTo(30, -2);
    p.quadraticCurveTo(46, -10, 44, -30);
  });
  shape(ctx, c, (p) => {
    for (const x of [-22, -10, 16, 27]) p.roundRect(x, 4, 9, 34, 4);
  });
  shape(ctx, c, (p) => p.roundRect(-26, -8, 62, 24, 12));
  shape(ctx, c, (p) => p.roundRect(-52, -18, 26, 14, 6));
  shape(ctx, c, (p) => p.arc(-28, -18, 15, 0, Math.PI * 2));
  shape(ctx, INK, (p) => p.ellipse(-20, -22, 7, 15, 0.35, 0, Math.PI * 2), 1);
  shape(
    ctx,
    INK,
    (p) => {
      p.arc(-52, -13, 4, 0, Math.PI * 2);
      p.moveTo(-30, -22);
      p.arc(-32, -22, 2.8, 0, Math.PI * 2);
    },
    1,
  );
}

export const EMBLEMS_A = [sneaker, guitar, lips, dollar, dog] as const;
export { shape, ribbon, WHITE };
