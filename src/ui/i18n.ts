// Languages: English, German and French through i18next; picked from the settings or the browser's language.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../app/settings';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

export const RESOURCES = { en, de, fr } as const;

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

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: en },
    de: { translation: de },
    fr: { translation: fr },
  },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Switches the language and the document's lang attribute (screen readers, hyphenation). */
export function setLanguage(lang: Language): void {
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
