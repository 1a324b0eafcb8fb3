// Test helper: every language's texts (the shell's and AZUMA's), registered directly (the app fetches German and French).
import { addTexts } from '../../../../src/shell/i18n';
import '../../../../src/games/azuma/texts';
import shellDe from '../../../../src/shell/locales/de.json';
import shellEn from '../../../../src/shell/locales/en.json';
import shellFr from '../../../../src/shell/locales/fr.json';
import azumaDe from '../../../../src/games/azuma/texts/de.json';
import azumaEn from '../../../../src/games/azuma/texts/en.json';
import azumaFr from '../../../../src/games/azuma/texts/fr.json';

/** Each source's texts by language. */
export const SOURCES = {
  shell: { en: shellEn, de: shellDe, fr: shellFr },
  azuma: { en: azumaEn, de: azumaDe, fr: azumaFr },
} as const;

/** What the screens of an AZUMA game see: the shell's texts and AZUMA's together. */
export const RESOURCES = {
  en: { ...shellEn, ...azumaEn },
  de: { ...shellDe, ...azumaDe },
  fr: { ...shellFr, ...azumaFr },
} as const;

/** Registers German and French, as if they had been fetched. */
export function withAllTexts(): void {
  addTexts('de', shellDe, 'shell');
  addTexts('fr', shellFr, 'shell');
  addTexts('de', azumaDe, 'azuma');
  addTexts('fr', azumaFr, 'azuma');
}
