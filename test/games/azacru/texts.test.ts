// AZACRU's texts: German and French have every English key (and no other), with the same placeholders.
import { describe, expect, it } from 'vitest';
import de from '../../../src/games/azacru/texts/de.json';
import en from '../../../src/games/azacru/texts/en.json';
import fr from '../../../src/games/azacru/texts/fr.json';

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

describe("AZACRU's texts", () => {
  const english = flat(en);
  for (const [lang, table] of [
    ['de', de],
    ['fr', fr],
  ] as const) {
    it(`${lang} has every key of en and the same placeholders`, () => {
      const other = flat(table);
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english)
        expect(holes(other.get(key) ?? ''), key).toEqual(holes(text));
    });
  }
});
