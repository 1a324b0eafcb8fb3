// Test helpers: hands from letters ("AAAABBB CCCCDDD ...") and grabs.
import { letterSuit, type Suit } from '../../../../src/games/azuma/rules/cards';
import type { Colour } from '../../../../src/games/azuma/rules/editions';
import type { Grab } from '../../../../src/games/azuma/rules/score';

export function suits(text: string): Suit[][] {
  return text
    .trim()
    .split(/\s+/)
    .map((hand) =>
      [...hand].map((letter) => {
        const s = letterSuit(letter);
        if (s === undefined) throw new Error(`bad letter ${letter}`);
        return s;
      }),
    );
}

export function grabs(...pairs: [number, Colour][]): Grab[] {
  return pairs.map(([player, colour]) => ({ player, colour }));
}
