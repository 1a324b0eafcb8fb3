// BONANZA's card faces as data: atlas cells and uv rects, index texts, pip counts, suit shapes and the two colour schemes.
import { describe, expect, it } from 'vitest';
import { JOKER, PACK_SIZE, pack, rankOf, SUITS } from '../../../../src/games/bonanza/rules/cards';
import {
  ATLAS_COLS,
  ATLAS_ROWS,
  BACK_CELL,
  BONANZA_CARD_ATLAS,
  BONANZA_CARD_SIZE,
  bonanzaAtlas,
  CARD_ASPECT,
  cellOf,
  type UvRect,
} from '../../../../src/games/bonanza/scene/atlas';
import {
  COLOUR_SCHEMES,
  CORNER,
  COURT_FRAME,
  type Face,
  faceOf,
  INKS,
  MIDDLE,
  pipLayout,
  SUIT_INKS,
  SUIT_SHAPES,
} from '../../../../src/games/bonanza/scene/faces';

const atlas = bonanzaAtlas('classic');
const overlaps = (a: UvRect, b: UvRect) =>
  a.u0 < b.u1 - 1e-9 && b.u0 < a.u1 - 1e-9 && a.v0 < b.v1 - 1e-9 && b.v0 < a.v1 - 1e-9;

describe('the atlas', () => {
  it('gives every card of the pack, the Joker and the back a cell of its own', () => {
    const cells = pack().map(cellOf);
    expect(cells).toHaveLength(PACK_SIZE);
    expect(new Set([...cells, BACK_CELL]).size).toBe(PACK_SIZE + 1);
    expect(cells).toContain(cellOf(JOKER));
    for (const cell of [...cells, BACK_CELL]) {
      expect(cell).toBeGreaterThanOrEqual(0);
      expect(cell).toBeLessThan(ATLAS_COLS * ATLAS_ROWS);
    }
    expect(BONANZA_CARD_ATLAS).toEqual({ cols: ATLAS_COLS, rows: ATLAS_ROWS, backCell: BACK_CELL });
  });

  it('gives each a uv rect inside [0,1], one cell in size, overlapping no other', () => {
    const rects = [...pack().map((c) => atlas.uv(c)), atlas.uv('back')];
    for (const r of rects) {
      for (const x of [r.u0, r.v0, r.u1, r.v1]) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(1);
      }
      expect(r.u1 - r.u0).toBeCloseTo(1 / ATLAS_COLS);
      expect(r.v1 - r.v0).toBeCloseTo(1 / ATLAS_ROWS);
    }
    rects.forEach((a, i) => rects.slice(i + 1).forEach((b) => expect(overlaps(a, b)).toBe(false)));
  });

  it('reads the rect as the card material does: row 0 at the top of the canvas (v = 1)', () => {
    expect(atlas.uv(0)).toEqual({ u0: 0, v0: 1 - 1 / ATLAS_ROWS, u1: 1 / ATLAS_COLS, v1: 1 });
    const back = atlas.uv('back');
    expect(back.u0).toBeCloseTo((BACK_CELL % ATLAS_COLS) / ATLAS_COLS);
    expect(back.v1).toBeCloseTo(1 - Math.floor(BACK_CELL / ATLAS_COLS) / ATLAS_ROWS);
  });

  it('has cells of the card geometry’s aspect in a power-of-two square, cached per scheme', () => {
    expect(CARD_ASPECT).toBeCloseTo(BONANZA_CARD_SIZE.w / BONANZA_CARD_SIZE.h);
    expect(bonanzaAtlas('classic')).toBe(atlas);
    expect(bonanzaAtlas('fourColour')).not.toBe(atlas);
    expect(atlas.canvas).toBeNull(); // no DOM under node
  });
});

const RANK_TEXT: Record<number, string> = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };

describe('the faces', () => {
  it('show the rank as the index, the Joker as JOKER', () => {
    for (const c of pack()) {
      const f = faceOf(c, 'classic');
      if (c === JOKER) expect(f.index).toBe('JOKER');
      else expect(f.index).toBe(RANK_TEXT[rankOf(c)] ?? String(rankOf(c)));
    }
  });

  it('have as many pips as the rank for 2..10, one for the ace, a figure for the courts', () => {
    for (const c of pack()) {
      const f = faceOf(c, 'fourColour');
      const rank = rankOf(c);
      if (c === JOKER) expect([f.pips.length, f.court, f.suit]).toEqual([0, null, null]);
      else if (rank <= 10) expect([f.pips.length, f.court]).toEqual([rank, null]);
      else if (rank === 14) expect([f.pips.length, f.court]).toEqual([1, null]);
      else expect([f.pips.length, f.court]).toEqual([0, RANK_TEXT[rank]]);
    }
  });

  it('lay the pips out in mirror image, upside down in the lower half, inside the middle', () => {
    for (let rank = 2; rank <= 10; rank += 1) {
      const pips = pipLayout(rank);
      const key = (x: number, y: number) => `${x.toFixed(4)},${y.toFixed(4)}`;
      const places = new Set(pips.map((p) => key(p.x, p.y)));
      expect(places.size).toBe(rank);
      for (const p of pips) {
        expect(places.has(key(1 - p.x, p.y))).toBe(true);
        // Turned half round, the face looks the same, except the seven's single extra pip.
        if (rank !== 7) expect(places.has(key(1 - p.x, 1 - p.y))).toBe(true);
        expect(p.flipped).toBe(p.y > 0.5 + 1e-9);
        expect(p.x).toBeGreaterThanOrEqual(MIDDLE.left);
        expect(p.x).toBeLessThanOrEqual(MIDDLE.right);
        expect(p.y).toBeGreaterThanOrEqual(MIDDLE.top);
        expect(p.y).toBeLessThanOrEqual(MIDDLE.bottom);
      }
    }
  });

  it('keep the corner within the card’s left quarter, clear of the middle and the court frame', () => {
    expect(CORNER.x + CORNER.width / 2).toBeLessThanOrEqual(0.25);
    expect(CORNER.x + CORNER.pipSize / 2).toBeLessThan(MIDDLE.left - MIDDLE.pipSize / 2);
    expect(CORNER.x + CORNER.width / 2).toBeLessThan(COURT_FRAME.left);
  });

  it('differ between the two schemes only in their colours', () => {
    const colourless = ({ ink: _ink, ...rest }: Face) => rest;
    for (const c of pack())
      expect(colourless(faceOf(c, 'fourColour'))).toEqual(colourless(faceOf(c, 'classic')));
    const differing = pack().filter(
      (c) => faceOf(c, 'classic').ink !== faceOf(c, 'fourColour').ink,
    );
    expect(differing.length).toBe(26); // the diamonds and the clubs
  });

  it('colour hearts and diamonds red, spades and clubs black in the classic scheme', () => {
    expect(SUIT_INKS.classic).toEqual([INKS.black, INKS.red, INKS.red, INKS.black]);
  });

  it('give the four suits four shapes, and in four colours four inks, none the Joker’s', () => {
    const shapes = SUITS.map((s) => JSON.stringify(SUIT_SHAPES[s]));
    expect(new Set(shapes).size).toBe(4);
    expect(new Set(SUIT_INKS.fourColour).size).toBe(4);
    for (const scheme of COLOUR_SCHEMES) expect(SUIT_INKS[scheme]).not.toContain(INKS.joker);
    expect(faceOf(JOKER, 'classic').ink).toBe(INKS.joker);
  });

  it('draw every suit inside its unit box', () => {
    for (const shape of SUIT_SHAPES)
      for (const step of shape) {
        const numbers = step.slice(1) as number[];
        const points =
          step[0] === 'O'
            ? [step[1] - step[3], step[1] + step[3], step[2] - step[3], step[2] + step[3]]
            : numbers;
        for (const n of points) expect(Math.abs(n)).toBeLessThanOrEqual(1);
      }
  });
});
