// BONANZA RUMMY's texts (in texts/*.json) and its translator: its own keys and the shell's.
import {
  type Paths,
  registerTexts,
  type TFunction as ShellT,
  type TKey as ShellKey,
  useTexts,
} from '../../shell/i18n';
import deUrl from './texts/de.json?url';
import en from './texts/en.json';
import frUrl from './texts/fr.json?url';

export type TKey = Paths<typeof en> | ShellKey;
export type TFunction = ShellT<TKey>;

/** Registers BONANZA RUMMY's texts with the shell; resolves when those of the current language are here. */
export const textsReady = (): Promise<boolean> =>
  registerTexts('bonanza', { en, urls: { de: deUrl, fr: frUrl } });
void textsReady();

export function useTranslation(): { t: TFunction } {
  return useTexts<TKey>();
}
