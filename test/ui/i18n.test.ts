// Every key in every language: fails when a key is missing (or extra) in English, German or French.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITION_IDS, EDITIONS } from '../../src/rules';
import { browserLanguage, RESOURCES } from '../../src/ui/i18n';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf key path with its text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(path, v);
    else for (const [p, text] of leaves(v, path)) out.set(p, text);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const LANGS = Object.keys(RESOURCES) as (keyof typeof RESOURCES)[];
const english = leaves(RESOURCES.en as Tree);

/** Source files of the screens, to find the keys they use. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('translations', () => {
  for (const lang of LANGS) {
    it(`${lang} has every key, no extra key, and the same {{variables}}`, () => {
      const texts = leaves(RESOURCES[lang] as Tree);
      const missing = [...english.keys()].filter((k) => !texts.has(k));
      const extra = [...texts.keys()].filter((k) => !english.has(k));
      expect(missing, `missing in ${lang}`).toEqual([]);
      expect(extra, `extra in ${lang}`).toEqual([]);
      for (const [key, text] of texts) {
        expect(text.trim(), `${lang}: ${key} is empty`).not.toBe('');
        expect(variables(text), `${lang}: ${key}`).toEqual(variables(english.get(key) ?? ''));
      }
    });
  }

  it('every key the screens use exists', () => {
    const root = join(import.meta.dirname, '../../src');
    const used = new Set<string>();
    const prefixes = new Set<string>();
    for (const file of [...sources(join(root, 'ui')), ...sources(join(root, 'app'))]) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(m[1] as string);
      for (const m of text.matchAll(/'((?:hint|suit|sheet|hud|end|rules|menu)\.[\w.-]+)'/g))
        used.add(m[1] as string);
      for (const m of text.matchAll(/\bt\(\s*`([\w.-]+)\.\$\{/g)) prefixes.add(m[1] as string);
    }
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
    for (const p of prefixes)
      expect(
        [...english.keys()].some((k) => k.startsWith(`${p}.`)),
        `prefix ${p}`,
      ).toBe(true);
  });

  it('stick keys differ within each edition and from the other keys, in every language', () => {
    for (const lang of LANGS) {
      const keys = RESOURCES[lang].colourKey;
      for (const id of EDITION_IDS) {
        const ks = EDITIONS[id].colours.map((c) => keys[c]);
        expect(new Set(ks).size, `${lang} ${id}`).toBe(3);
        for (const k of ks) expect(k).toMatch(/^[a-z]$/);
        expect(ks).not.toContain('s');
      }
    }
  });

  it('picks the language from the browser', () => {
    expect(browserLanguage(['fr-CH', 'en'])).toBe('fr');
    expect(browserLanguage(['it', 'de-AT'])).toBe('de');
    expect(browserLanguage(['ja'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
