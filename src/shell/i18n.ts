// Languages through rosetta (nested keys, {{name}} placeholders): the shell's texts and each game's, English
// built in with its code, German and French as JSON fetched when first needed (and precached for offline play).
import rosetta from 'rosetta';
import { useSyncExternalStore } from 'react';
import deUrl from './locales/de.json?url';
import en from './locales/en.json';
import frUrl from './locales/fr.json?url';

export type Language = 'en' | 'de' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'de', 'fr'];

/** Every key of a texts table, as a dotted path ("hud.round"). */
export type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];
/** The shell's keys (menu, settings, pause, update...). */
export type TKey = Paths<typeof en>;
export type TValues = Readonly<Record<string, string | number | undefined>>;
export type TFunction<K extends string = TKey> = (key: K, values?: TValues) => string;
type Table = Record<string, unknown>;

/** Where a set of texts lives: English in hand, the other languages at a URL each. */
export interface TextSource {
  readonly en: Table;
  readonly urls: Readonly<Record<Exclude<Language, 'en'>, string>>;
}

const texts = rosetta<Table>();
/** The shell's and every game's texts (a game's register when its code loads). */
const sources = new Map<string, TextSource>([['shell', { en, urls: { de: deUrl, fr: frUrl } }]]);
/** What has arrived, per source and language. */
const loaded = new Map<string, Map<Language, Table>>();

/** Rebuilds a language's dictionary from what has arrived (later sources never hide the shell's). */
function rebuild(lang: Language): void {
  const table: Table = {};
  for (const [id, source] of sources) {
    const part = lang === 'en' ? source.en : loaded.get(id)?.get(lang);
    if (!part) continue;
    // Each source owns its top-level sections; one that another source already has is refused.
    for (const [section, value] of Object.entries(part)) {
      if (Object.hasOwn(table, section))
        console.error(`texts of ${id}: section "${section}" is taken`);
      else table[section] = value;
    }
  }
  texts.set(lang, table);
}
rebuild('en');

/** The text of a key in a language (English where it lacks one, the key itself where both do), filled in. */
function translate(lang: Language, key: string, values?: TValues): string {
  const text = texts.t(key, values, lang) || texts.t(key, values, 'en');
  return typeof text === 'string' && text !== '' ? text : key;
}

let current: Language = 'en';
let wanted: Language = 'en';
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  listeners.forEach((l) => l());
}

/** The current language and its translator (for code outside React components). */
export const i18n = {
  get language(): Language {
    return current;
  },
  t(key: string, values?: TValues): string {
    return translate(current, key, values);
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A translator for a set of keys; the component renders again when the language or the texts change. */
export function useTexts<K extends string>(): { t: TFunction<K> } {
  const stamp = useSyncExternalStore(
    subscribe,
    () => `${current}:${version}`,
    () => `${current}:${version}`,
  );
  return { t: translatorFor(stamp) as TFunction<K> };
}

/** One function per language and text version, so components that memoize on `t` see a change. */
const translators = new Map<string, TFunction<string>>();
function translatorFor(stamp: string): TFunction<string> {
  let t = translators.get(stamp);
  if (!t) {
    const lang = current;
    t = (key, values) => translate(lang, key, values);
    translators.clear();
    translators.set(stamp, t);
  }
  return t;
}

/** The shell's own translator hook. */
export function useTranslation(): { t: TFunction } {
  return useTexts<TKey>();
}

/** Makes a language's texts of a source available (tests, and the loader below). */
export function addTexts(lang: Language, table: Table, source = 'shell'): void {
  if (lang === 'en') return;
  let bySource = loaded.get(source);
  if (!bySource) loaded.set(source, (bySource = new Map()));
  bySource.set(lang, table);
  rebuild(lang);
  changed();
}

const loading = new Map<string, Promise<boolean>>();

/** Fetches one source's texts in a language once; false (English is used) if they cannot be had in 3 s. */
function loadSource(id: string, lang: Language): Promise<boolean> {
  const source = sources.get(id);
  if (!source || lang === 'en' || loaded.get(id)?.has(lang)) return Promise.resolve(true);
  const key = `${id}:${lang}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = fetch(source.urls[lang], { signal: AbortSignal.timeout?.(3000) })
      .then((r) => (r.ok ? (r.json() as Promise<Table>) : Promise.reject(new Error(r.statusText))))
      .then((table) => {
        if (typeof table !== 'object' || table === null) throw new Error('not a table of texts');
        addTexts(lang, table, id);
        return true;
      })
      .catch((e: unknown) => {
        console.warn(`texts of ${id} in "${lang}" could not be loaded; English is used`, e);
        loading.delete(key);
        return false;
      });
    loading.set(key, promise);
  }
  return promise;
}

/** Fetches a language's texts of the shell and of every game registered so far. */
export async function loadLanguage(lang: Language): Promise<boolean> {
  const done = await Promise.all([...sources.keys()].map((id) => loadSource(id, lang)));
  return done.every(Boolean);
}

/**
 * A game's texts join the shell's (their keys never clash: each game's sections are its own). The
 * current language's arrive before the returned promise resolves (English at once).
 */
export function registerTexts(id: string, source: TextSource): Promise<boolean> {
  if (!sources.has(id)) {
    sources.set(id, source);
    rebuild('en');
    changed();
  }
  return loadSource(id, wanted);
}

function switchTo(lang: Language): void {
  if (current !== lang) {
    current = lang;
    changed();
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** The first of the browser's languages that the game speaks; English otherwise. */
export function browserLanguage(
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0] as Language;
    if (LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

/** The language to show: the chosen one, or the browser's. */
export function languageFor(chosen: Language | null): Language {
  return chosen ?? browserLanguage();
}

/**
 * Switches the language and the document's lang attribute (screen readers, hyphenation): at once if
 * its texts are here, else when they arrive (unless another language was chosen in between).
 */
export function setLanguage(lang: Language): void {
  wanted = lang;
  if (lang === 'en' || [...sources.keys()].every((id) => loaded.get(id)?.has(lang))) {
    switchTo(lang);
    return;
  }
  void loadLanguage(lang).then((ok) => {
    if (ok && wanted === lang) switchTo(lang);
  });
}
