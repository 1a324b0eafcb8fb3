// Test helper: every language's texts (the shell's, AZUMA's and its rules page's), registered directly (the app fetches German and French).
import { addTexts } from '../../../../src/shell/i18n';
import '../../../../src/games/azuma/texts';
import shellDe from '../../../../src/shell/locales/de.json';
import shellEn from '../../../../src/shell/locales/en.json';
import shellFr from '../../../../src/shell/locales/fr.json';
import azumaDe from '../../../../src/games/azuma/texts/de.json';
import azumaEn from '../../../../src/games/azuma/texts/en.json';
import azumaFr from '../../../../src/games/azuma/texts/fr.json';
import '../../../../src/games/azuma/ui/menu/rules-texts';
import rulesDe from '../../../../src/games/azuma/texts/rules/de.json';
import rulesEn from '../../../../src/games/azuma/texts/rules/en.json';
import rulesFr from '../../../../src/games/azuma/texts/rules/fr.json';

/** Each source's texts by language. */
export const SOURCES = {
  shell: { en: shellEn, de: shellDe, fr: shellFr },
  azuma: { en: azumaEn, de: azumaDe, fr: azumaFr },
  'azuma-rules': { en: rulesEn, de: rulesDe, fr: rulesFr },
} as const;

/** What the screens of an AZUMA game see: the shell's texts and AZUMA's (its rules page's too) together. */
export const RESOURCES = {
  en: { ...shellEn, ...azumaEn, ...rulesEn },
  de: { ...shellDe, ...azumaDe, ...rulesDe },
  fr: { ...shellFr, ...azumaFr, ...rulesFr },
} as const;

/** Registers German and French, as if they had been fetched. */
export function withAllTexts(): void {
  addTexts('de', shellDe, 'shell');
  addTexts('fr', shellFr, 'shell');
  addTexts('de', azumaDe, 'azuma');
  addTexts('fr', azumaFr, 'azuma');
  addTexts('de', rulesDe, 'azuma-rules');
  addTexts('fr', rulesFr, 'azuma-rules');
}
