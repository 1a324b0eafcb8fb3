// Test helper: every language's texts, registered directly (the game fetches German and French).
import { addTexts } from '../../../../src/shell/i18n';
import de from '../../../../src/shell/locales/de.json';
import en from '../../../../src/shell/locales/en.json';
import fr from '../../../../src/shell/locales/fr.json';

export const RESOURCES = { en, de, fr } as const;

/** Registers German and French, as if they had been fetched. */
export function withAllTexts(): void {
  addTexts('de', de);
  addTexts('fr', fr);
}
