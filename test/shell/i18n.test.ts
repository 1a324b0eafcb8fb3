// Every key in every language (fails when a key is missing or extra), and the translator: placeholders, switching, fallback.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITION_IDS, EDITIONS } from '../../src/games/azuma/rules';
import ReactThreeTestRenderer from '@react-three/test-renderer';
import { createElement } from 'react';
import { afterEach, vi } from 'vitest';
import { browserLanguage, i18n, loadLanguage, setLanguage, type TKey } from '../../src/shell/i18n';
import { useTranslation as useGameTexts } from '../../src/games/azuma/texts';
import { RESOURCES, SOURCES, withAllTexts } from '../games/azuma/ui/texts';

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
  for (const [source, byLang] of Object.entries(SOURCES)) {
    const own = leaves(byLang.en as Tree);
    for (const lang of LANGS) {
      it(`${source} in ${lang} has every key, no extra key, and the same {{variables}}`, () => {
        const texts = leaves(byLang[lang] as Tree);
        const missing = [...own.keys()].filter((k) => !texts.has(k));
        const extra = [...texts.keys()].filter((k) => !own.has(k));
        expect(missing, `missing in ${lang}`).toEqual([]);
        expect(extra, `extra in ${lang}`).toEqual([]);
        for (const [key, text] of texts) {
          expect(text.trim(), `${lang}: ${key} is empty`).not.toBe('');
          expect(variables(text), `${lang}: ${key}`).toEqual(variables(own.get(key) ?? ''));
        }
      });
    }
  }

  it('each source owns its top-level sections (a game never hides the shell’s texts)', () => {
    const owners = new Map<string, string>();
    for (const [source, byLang] of Object.entries(SOURCES))
      for (const section of Object.keys(byLang.en)) {
        expect(owners.get(section), `section ${section} of ${source}`).toBeUndefined();
        owners.set(section, source);
      }
  });

  it('the shell uses only its own keys', () => {
    const shellKeys = leaves(SOURCES.shell.en as Tree);
    const used = new Set<string>();
    for (const file of sources(join(import.meta.dirname, '../../src/shell'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(m[1] as string);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !shellKeys.has(key))).toEqual([]);
  });

  it('every key the screens use exists', () => {
    const root = join(import.meta.dirname, '../../src');
    const used = new Set<string>();
    const prefixes = new Set<string>();
    // The rules page's texts load with it: any other screen finds its keys in the shell's and AZUMA's.
    const rulesPage = join(root, 'games', 'azuma', 'ui', 'menu', 'RulesPage.tsx');
    const withoutRules = leaves({ ...SOURCES.shell.en, ...SOURCES.azuma.en } as Tree);
    const elsewhere = new Set<string>();
    for (const file of [
      ...sources(join(root, 'shell')),
      ...sources(join(root, 'games', 'azuma')),
    ]) {
      const text = readFileSync(file, 'utf8');
      const keys: string[] = [];
      for (const m of text.matchAll(/\bt\(\s*'([\w.-]+)'/g)) keys.push(m[1] as string);
      for (const m of text.matchAll(
        /'((?:hint|suit|sheet|hud|end|rules|menu|setup|prefs)\.[\w.-]+)'/g,
      ))
        keys.push(m[1] as string);
      for (const key of keys) {
        used.add(key);
        if (file !== rulesPage) elsewhere.add(key);
      }
      for (const m of text.matchAll(/\bt\(\s*`([\w.-]+)\.\$\{/g)) prefixes.add(m[1] as string);
    }
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
    expect([...elsewhere].filter((key) => !withoutRules.has(key))).toEqual([]);
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

describe('translator', () => {
  beforeAll(withAllTexts);

  it('fills in placeholders, follows the language, and tells components through the hook', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    setLanguage('en');
    // Who deals; the table calls on the dealer's beat by itself ("You call" sent newcomers looking
    // for a button to call).
    expect(i18n.t('hud.dealerDeals', { name: 'Julie' })).toBe('Julie deals');
    expect(i18n.t('hud.youDeal')).toBe('You deal');
    expect(i18n.t('hud.hand', { n: 3 })).toBe('Hand 3');
    setLanguage('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('hud.hand', { n: 3 })).toBe(RESOURCES.de.hud.hand.replace('{{n}}', '3'));
    let seen = '';
    const Probe = () => {
      seen = useGameTexts().t('hud.round', { n: 2 });
      return null;
    };
    const root = await ReactThreeTestRenderer.create(createElement(Probe));
    expect(seen).toBe(RESOURCES.de.hud.round.replace('{{n}}', '2'));
    await ReactThreeTestRenderer.act(async () => setLanguage('fr'));
    expect(seen).toBe(RESOURCES.fr.hud.round.replace('{{n}}', '2'));
    await root.unmount();
    setLanguage('en');
  });

  it('falls back to English, then to the key, for a text a language lacks', () => {
    const de = RESOURCES.de.hud as Record<string, string>;
    const saved = de.you;
    delete de.you;
    try {
      setLanguage('de');
      expect(i18n.t('hud.you')).toBe(RESOURCES.en.hud.you);
      expect(i18n.t('hud.nothing' as TKey)).toBe('hud.nothing');
    } finally {
      de.you = saved as string;
      setLanguage('en');
    }
  });
});

describe('loading a language', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  // The cases above registered every language: each case here starts from a fresh module.
  const fresh = async () => {
    vi.resetModules();
    return import('../../src/shell/i18n');
  };

  it('fetches a language once, then switches to it', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(RESOURCES.fr)));
    vi.stubGlobal('fetch', fetch);
    const m = await fresh();
    m.setLanguage('fr');
    expect(m.i18n.language).toBe('en'); // not yet: the texts are on their way
    expect(await m.loadLanguage('fr')).toBe(true);
    expect(m.i18n.language).toBe('fr');
    expect(m.i18n.t('app.you')).toBe(RESOURCES.fr.app.you);
    await m.loadLanguage('fr');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stays in English, without throwing, when the texts cannot be had; tries again later', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    const m = await fresh();
    m.setLanguage('de');
    expect(await m.loadLanguage('de')).toBe(false);
    expect(m.i18n.language).toBe('en');
    expect(m.i18n.t('app.you')).toBe(RESOURCES.en.app.you);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{not json')),
    );
    expect(await m.loadLanguage('de')).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(RESOURCES.de))),
    );
    expect(await m.loadLanguage('de')).toBe(true);
  });

  it('a language chosen while another loads wins', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(RESOURCES.de))),
    );
    const m = await fresh();
    m.setLanguage('de');
    m.setLanguage('en');
    await m.loadLanguage('de');
    expect(m.i18n.language).toBe('en');
  });

  it('English needs no fetch', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await loadLanguage('en')).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });
});
