// AZUMA's rules page as its own chunk, loaded when first opened: the page, once its texts in the current language are here.
import { RulesPage } from './ui/menu/RulesPage';
import { rulesTextsReady } from './ui/menu/rules-texts';

export async function loadRulesPage(): Promise<{ readonly default: typeof RulesPage }> {
  await rulesTextsReady();
  return { default: RulesPage };
}
