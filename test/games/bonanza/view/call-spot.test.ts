// The dealer's call over the table: at the top middle when free, else the highest spot clear of every seat's name, always inside the room.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callSpot, placeCall, spotClearOf } from '../../../../src/games/bonanza/view/call-spot';

const box = (left: number, top: number, w: number, h: number) => ({
  left,
  top,
  right: left + w,
  bottom: top + h,
});

/** Up to `most` seats' names, 16 px high, anywhere in a 300 x 400 area. */
const someNames = (most: number) =>
  fc
    .array(
      fc.record({
        left: fc.integer({ min: 0, max: 300 }),
        top: fc.integer({ min: 0, max: 400 }),
        w: fc.integer({ min: 20, max: 100 }),
      }),
      { maxLength: most },
    )
    .map((raw) => raw.map((n) => box(n.left, n.top, n.w, 16)));

describe("the dealer's call", () => {
  it('stands at the top middle of a room with no names', () => {
    expect(callSpot({ w: 100, h: 40 }, { w: 300, h: 400 }, [])).toEqual({ left: 100, top: 4 });
  });

  it('moves down below a name at the top middle', () => {
    const spot = callSpot({ w: 100, h: 40 }, { w: 300, h: 400 }, [box(120, 0, 60, 16)]);
    expect(spot.left).toBe(100);
    expect(spot.top).toBeGreaterThanOrEqual(20);
    expect(spot.top).toBeLessThan(28);
  });

  it('moves aside when names fill the middle column', () => {
    const spot = callSpot({ w: 60, h: 30 }, { w: 300, h: 100 }, [box(110, 0, 80, 100)]);
    expect(spot.left + 60 <= 106 || spot.left >= 194).toBe(true);
  });

  it('lies over no name and stays in the room wherever a clear spot exists', () => {
    fc.assert(
      fc.property(someNames(9), (names) => {
        const call = { w: 90, h: 40 };
        const s = callSpot(call, { w: 360, h: 480 }, names);
        expect(s.left).toBeGreaterThanOrEqual(0);
        expect(s.left + call.w).toBeLessThanOrEqual(360);
        expect(s.top + call.h).toBeLessThanOrEqual(480);
        // Nine names of 100 x 16 cannot fill a 360 x 480 room: a clear spot is always found.
        const c = box(s.left, s.top, call.w, call.h);
        for (const n of names)
          expect(
            c.right <= n.left || n.right <= c.left || c.bottom <= n.top || n.bottom <= c.top,
          ).toBe(true);
      }),
    );
  });
});

describe("the dealer's call and the cards lying face up", () => {
  it('stands clear of the played cards when the room allows', () => {
    // The played cards lie in the middle, from the top down to 200: the call goes below them.
    const faces = [box(80, 0, 140, 200)];
    const spot = callSpot({ w: 100, h: 40 }, { w: 300, h: 400 }, [], faces);
    expect(spot.left).toBe(100);
    expect(spot.top).toBeGreaterThanOrEqual(204);
    expect(spot.top).toBeLessThan(212);
  });

  it('takes a smaller form (smaller type, then without its second line) only when at its size it finds no room off the cards', () => {
    // A gap of 120 x 60 among played cards: a call of 150 finds none, its compact form of 110 does.
    const room = { w: 300, h: 400 };
    const names = [box(0, 0, 300, 20)];
    const faces = [
      box(0, 20, 300, 170),
      box(0, 250, 300, 150),
      box(0, 190, 90, 60),
      box(210, 190, 90, 60),
    ];
    const asked: number[] = [];
    const form = (n: number, w: number, h: number) => () => {
      asked.push(n);
      return { w, h };
    };
    const big = { w: 150, h: 50 };
    expect(spotClearOf(callSpot(big, room, names, faces), big, faces)).toBe(false);
    const spot = placeCall(big, [form(1, 110, 50), form(2, 110, 30)], room, names, faces);
    expect(spot.form).toBe(1);
    expect(asked).toEqual([1]);
    expect(spotClearOf(spot, { w: 110, h: 50 }, [...names, ...faces])).toBe(true);
    // The gap kept counts: touching a card is not clear of it.
    expect(spotClearOf({ left: 92, top: 194 }, { w: 110, h: 50 }, faces)).toBe(false);
    // Compact and still two lines too tall for the gap: the form without the second line.
    asked.length = 0;
    const bare = placeCall(big, [form(1, 110, 60), form(2, 110, 30)], room, names, faces);
    expect(bare.form).toBe(2);
    expect(asked).toEqual([1, 2]);
    expect(spotClearOf(bare, { w: 110, h: 30 }, [...names, ...faces])).toBe(true);
    // Room at its size: as it is, and no smaller form is even measured.
    asked.length = 0;
    const open = [box(0, 20, 300, 100)];
    const roomy = placeCall(big, [form(1, 110, 50)], room, names, open);
    expect(roomy).toEqual({ ...callSpot(big, room, names, open), form: 0 });
    expect(asked).toEqual([]);
    // No room in any form: as it is, where the search put it (over cards, never a name).
    const full = [box(0, 20, 300, 380)];
    const stuck = placeCall(big, [form(1, 110, 50), form(2, 110, 30)], room, names, full);
    expect(stuck).toEqual({ ...callSpot(big, room, names, full), form: 0 });
    expect(asked).toEqual([1, 2]);
  });

  it('takes a smaller form when at its size it finds no room off the names', () => {
    // Names all round a gap of 120 x 60 (a two-line won space at a nine-seat table on a phone): at
    // its size the call found no spot and lay over two names at the top.
    const room = { w: 300, h: 400 };
    const names = [
      box(0, 0, 300, 190),
      box(0, 250, 300, 150),
      box(0, 190, 90, 60),
      box(210, 190, 90, 60),
    ];
    const big = { w: 150, h: 50 };
    expect(spotClearOf(callSpot(big, room, names), big, names)).toBe(false);
    const spot = placeCall(big, [() => ({ w: 110, h: 50 })], room, names);
    expect(spot.form).toBe(1);
    expect(spotClearOf(spot, { w: 110, h: 50 }, names)).toBe(true);
    // Played cards in the gap too: off the names first, over the cards if it must.
    const faces = [box(100, 195, 100, 50)];
    const onCards = placeCall(big, [() => ({ w: 110, h: 50 })], room, names, faces);
    expect(onCards.form).toBe(1);
    expect(spotClearOf(onCards, { w: 110, h: 50 }, names)).toBe(true);
  });

  it('still keeps off the names, and lies over cards only when nothing else is free', () => {
    // Cards fill the whole room but a name's row: the call hides cards, never the name.
    const names = [box(0, 0, 300, 20)];
    const faces = [box(0, 20, 300, 380)];
    const spot = callSpot({ w: 100, h: 40 }, { w: 300, h: 400 }, names, faces);
    const c = box(spot.left, spot.top, 100, 40);
    expect(c.top).toBeGreaterThanOrEqual(24);
    expect(c.bottom).toBeLessThanOrEqual(400);
  });

  it('stands on bare felt below the top seat rather than over its fan, room allowing', () => {
    // The top seat: its fan at the top middle, its name under it; the sheet lower down.
    const fan = box(110, 0, 80, 50);
    const name = box(120, 54, 60, 20);
    const sheet = box(60, 200, 180, 200);
    const spot = callSpot({ w: 100, h: 40 }, { w: 300, h: 400 }, [name], [], [fan, sheet]);
    const c = box(spot.left, spot.top, 100, 40);
    expect(c.top).toBeGreaterThanOrEqual(name.bottom);
    expect(c.bottom).toBeLessThanOrEqual(sheet.top);
    // With no room clear of every piece it keeps to the names (and faces) as before.
    const crowded = callSpot(
      { w: 100, h: 40 },
      { w: 300, h: 400 },
      [name],
      [],
      [box(0, 0, 300, 400)],
    );
    expect(crowded).toEqual(callSpot({ w: 100, h: 40 }, { w: 300, h: 400 }, [name]));
  });

  it("lies over a seat's fan rather than the sheet when no felt is bare", () => {
    // A phone held upright: the top seat's fan and name above the sheet, the person's stack below
    // it; no felt is bare, and only below the sheet is there room clear of the name.
    const sheet = [box(60, 150, 180, 120), box(60, 270, 180, 120)];
    const fan = box(0, 0, 300, 146);
    const name = box(0, 0, 300, 120);
    const stack = box(0, 430, 300, 30);
    const call = { w: 100, h: 40 };
    const room = { w: 300, h: 460 };
    const spot = callSpot(call, room, [name], [], [fan, stack, ...sheet], sheet);
    const c = box(spot.left, spot.top, 100, 40);
    for (const s of sheet) expect(c.bottom <= s.top || c.top >= s.bottom).toBe(true);
    expect(c.top).toBeGreaterThanOrEqual(name.bottom);
    // Told nothing of the sheet, the call stood on its first row (the highest spot clear of the name).
    const blind = callSpot(call, room, [name], [], [fan, stack, ...sheet]);
    expect(blind.top + 40).toBeGreaterThan(sheet[0]!.top);
    expect(blind.top).toBeLessThan(sheet[0]!.bottom);
  });

  it('hides no piece while a spot clear of everything exists, no space of the sheet while one clear of names, faces and the sheet exists, no face while one clear of names and faces exists, no name while one clear of names exists', () => {
    const call = { w: 90, h: 40 };
    const room = { w: 360, h: 480 };
    const apart = (a: ReturnType<typeof box>, n: ReturnType<typeof box>, gap = 0) =>
      a.right + gap <= n.left ||
      n.right + gap <= a.left ||
      a.bottom + gap <= n.top ||
      n.bottom + gap <= a.top;
    // Every spot of the search's grid (4 px steps from the top middle, 4 px from each edge), by brute force.
    const grid: ReturnType<typeof box>[] = [];
    for (let top = 4; top <= room.h - call.h - 4; top += 4)
      for (let left = ((room.w - call.w) / 2) % 4; left <= room.w - call.w; left += 4)
        grid.push(box(left, top, call.w, call.h));
    const someClear = (keepOff: ReturnType<typeof box>[]) =>
      grid.some((g) => keepOff.every((n) => apart(g, n, 4)));
    fc.assert(
      fc.property(
        someNames(8),
        fc.array(
          fc.record({
            left: fc.integer({ min: 0, max: 320 }),
            top: fc.integer({ min: 0, max: 440 }),
          }),
          { maxLength: 10 },
        ),
        fc.array(
          fc.record({
            left: fc.integer({ min: 0, max: 300 }),
            top: fc.integer({ min: 0, max: 420 }),
          }),
          { maxLength: 12 },
        ),
        fc.array(
          fc.record({
            left: fc.integer({ min: 0, max: 280 }),
            top: fc.integer({ min: 0, max: 430 }),
          }),
          { maxLength: 6 },
        ),
        (names, rawFaces, rawPieces, rawSheet) => {
          const faces = rawFaces.map((f) => box(f.left, f.top, 40, 56));
          const sheet = rawSheet.map((f) => box(f.left, f.top, 80, 50));
          const pieces = [...rawPieces.map((f) => box(f.left, f.top, 60, 60)), ...sheet];
          const s = callSpot(call, room, names, faces, pieces, sheet);
          const c = box(s.left, s.top, call.w, call.h);
          expect(c.left).toBeGreaterThanOrEqual(0);
          expect(c.right).toBeLessThanOrEqual(room.w);
          if (someClear([...names, ...faces, ...pieces]))
            for (const n of [...names, ...faces, ...pieces]) expect(apart(c, n)).toBe(true);
          else if (someClear([...names, ...faces, ...sheet]))
            for (const n of [...names, ...faces, ...sheet]) expect(apart(c, n)).toBe(true);
          else if (someClear([...names, ...faces]))
            for (const n of [...names, ...faces]) expect(apart(c, n)).toBe(true);
          else if (someClear(names)) for (const n of names) expect(apart(c, n)).toBe(true);
        },
      ),
    );
  });
});
