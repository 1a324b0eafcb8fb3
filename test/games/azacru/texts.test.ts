// AZACRU's texts: German and French have every English key (and no other), with the same placeholders.
import { describe, expect, it } from 'vitest';
import de from '../../../src/games/azacru/texts/de.json';
import en from '../../../src/games/azacru/texts/en.json';
import fr from '../../../src/games/azacru/texts/fr.json';
import rulesDe from '../../../src/games/azacru/texts/rules/de.json';
import rulesEn from '../../../src/games/azacru/texts/rules/en.json';
import rulesFr from '../../../src/games/azacru/texts/rules/fr.json';
import { PLAYER_LOOKS } from '../../../src/games/azacru/view/players';

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

  // The table names a player's colour as How to play does (it said green for the yellow player).
  for (const [lang, table, rules] of [
    ['en', en, rulesEn],
    ['de', de, rulesDe],
    ['fr', fr, rulesFr],
  ] as const) {
    it(`${lang}: the table's colour words are the rules page's`, () => {
      const texts = flat(table);
      const words = flat(rules);
      PLAYER_LOOKS.forEach((look, i) => {
        const colour = words.get(`azacruRules.colour.${look.name}`)?.toLowerCase();
        const pattern = texts.get(`azacru.player.colour${i}`)?.split(',')[0];
        expect(colour, look.name).toBeTruthy();
        expect(pattern, `player ${i + 1}`).toBe(colour);
      });
    });
  }

  // The start screen's line names the connection change in the rules page's words (it said "turn").
  for (const [lang, table, rules, stems] of [
    ['en', en, rulesEn, ['connection', 'change']],
    ['de', de, rulesDe, ['verbindung', 'wechsel']],
    ['fr', fr, rulesFr, ['connexion', 'change']],
  ] as const) {
    it(`${lang}: the tagline says connection change as the rules page does`, () => {
      const title = flat(rules).get('azacruRules.change.title')?.toLowerCase() ?? '';
      const tagline = flat(table).get('azacru.tagline')?.toLowerCase() ?? '';
      for (const stem of stems) {
        expect(title, 'the rules page').toContain(stem);
        expect(tagline, 'the tagline').toContain(stem);
      }
    });
  }
});
