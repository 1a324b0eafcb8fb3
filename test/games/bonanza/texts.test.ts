// BONANZA RUMMY's texts: German and French have every English key (and no other), with the same placeholders, and no empty string.
import { describe, expect, it } from 'vitest';
import de from '../../../src/games/bonanza/texts/de.json';
import en from '../../../src/games/bonanza/texts/en.json';
import fr from '../../../src/games/bonanza/texts/fr.json';

type Table = { readonly [key: string]: string | Table };

function flat(t: Table, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(t)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flat(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}
const holes = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("BONANZA RUMMY's texts", () => {
  const english = flat(en);
  it('the widow for sale says that buying it gives up the buyer’s own hand (a newcomer read "a whole extra hand")', () => {
    expect(en.bonanza.bid.ask).toMatch(/own hand goes out of play/);
    expect(en.bonanza.coach.bidding).toMatch(/swaps your hand/);
    expect(en.bonanza.coach.bidding).not.toMatch(/extra hand/);
    expect(en.bonanza.sayYou.sold).toMatch(/replace your hand/);
  });
  it('en has no empty string', () => {
    for (const [key, text] of english) expect(text.trim(), key).not.toBe('');
  });
  for (const [lang, table] of [
    ['de', de],
    ['fr', fr],
  ] as const) {
    it(`${lang} has every key of en and no other`, () => {
      expect([...flat(table).keys()].sort()).toEqual([...english.keys()].sort());
    });
    it(`${lang} has the same placeholders as en`, () => {
      const other = flat(table);
      for (const [key, text] of english)
        expect(holes(other.get(key) ?? ''), key).toEqual(holes(text));
    });
    it(`${lang} has no empty string`, () => {
      for (const [key, text] of flat(table)) expect(text.trim(), key).not.toBe('');
    });
  }
});
