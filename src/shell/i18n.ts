// Languages through rosetta (nested keys, {{name}} placeholders): English built in (also the fallback),
// German and French as JSON data fetched when first chosen (and precached for offline play).
import rosetta from 'rosetta';
import { useSyncExternalStore } from 'react';
import { LANGUAGES, type Language } from '../games/azuma/settings';
import deUrl from './locales/de.json?url';
import en from './locales/en.json';
import frUrl from './locales/fr.json?url';

/** Every key of the English texts, as a dotted path ("hud.round"): `t` accepts only these. */
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];
export type TKey = Paths<typeof en>;
export type TValues = Readonly<Record<string, string | number | undefined>>;
export type TFunction = (key: TKey, values?: TValues) => string;
export type Texts = typeof en;

const URLS: Readonly<Record<Exclude<Language, 'en'>, string>> = { de: deUrl, fr: frUrl };
const texts = rosetta<Texts>({ en });
const loaded = new Set<Language>(['en']);

/** The text of a key in a language (English where it lacks one, the key itself where both do), filled in. */
function translate(lang: Language, key: TKey, values?: TValues): string {
  const text = texts.t(key, values, lang) || texts.t(key, values, 'en');
  return typeof text === 'string' && text !== '' ? text : key;
}

/** One function per language, so components that memoize on `t` see a language change. */
const translators = new Map<Language, TFunction>(
  LANGUAGES.map((lang) => [lang, (key, values) => translate(lang, key, values)]),
);

let current: Language = 'en';
let wanted: Language = 'en';
const listeners = new Set<() => void>();

/** The current language and its translator (for code outside React components). */
export const i18n = {
  get language(): Language {
    return current;
  },
  t(key: TKey, values?: TValues): string {
    return translate(current, key, values);
  },
};

/** The current language's `t`; the component renders again when the language changes. */
export function useTranslation(): { t: TFunction } {
  const lang = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
  return { t: translators.get(lang) as TFunction };
}

/** Makes a language's texts available (tests, and the loader below). */
export function addTexts(lang: Language, table: Texts): void {
  texts.set(lang, table);
  loaded.add(lang);
}

const loading = new Map<Language, Promise<boolean>>();

/**
 * Fetches a language's texts once. Resolves false, and the game goes on in English, if they cannot be
 * had (offline before they were ever cached, a broken file) within 3 seconds.
 */
export function loadLanguage(lang: Language): Promise<boolean> {
  if (loaded.has(lang)) return Promise.resolve(true);
  let promise = loading.get(lang);
  if (!promise) {
    const url = URLS[lang as Exclude<Language, 'en'>];
    promise = fetch(url, { signal: AbortSignal.timeout?.(3000) })
      .then((r) => (r.ok ? (r.json() as Promise<Texts>) : Promise.reject(new Error(r.statusText))))
      .then((table) => {
        if (typeof table !== 'object' || table === null) throw new Error('not a table of texts');
        addTexts(lang, table);
        return true;
      })
      .catch((e: unknown) => {
        console.warn(`texts for "${lang}" could not be loaded; playing in English`, e);
        loading.delete(lang);
        return false;
      });
    loading.set(lang, promise);
  }
  return promise;
}

function switchTo(lang: Language): void {
  if (current !== lang) {
    current = lang;
    listeners.forEach((l) => l());
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
  if (loaded.has(lang)) {
    switchTo(lang);
    return;
  }
  void loadLanguage(lang).then((ok) => {
    if (ok && wanted === lang) switchTo(lang);
  });
}
