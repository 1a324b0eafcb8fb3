// AZUMA's rules texts (texts/rules/*.json, the section rules) and the rules page's translator: those and AZUMA's own keys.
import { type Paths, registerTexts, type TFunction, useTexts } from '../../../../shell/i18n';
import type { TKey } from '../../texts';
import deUrl from '../../texts/rules/de.json?url';
import en from '../../texts/rules/en.json';
import frUrl from '../../texts/rules/fr.json?url';

export type RulesKey = Paths<typeof en> | TKey;
export type RulesT = TFunction<RulesKey>;

/** Registers the rules texts with the shell; resolves when those of the current language are here. */
export const rulesTextsReady = (): Promise<boolean> =>
  registerTexts('azuma-rules', { en, urls: { de: deUrl, fr: frUrl } });
void rulesTextsReady();

export function useRulesTranslation(): { t: RulesT } {
  return useTexts<RulesKey>();
}
