// A game's rules page, loaded when first opened; a load that fails says why, and opening it again tries again.
import { type ComponentType, lazy, Suspense } from 'react';
import type { Game, GameSettings, RulesProps } from './contract';
import { useTranslation } from './i18n';

type Page = ComponentType<RulesProps<GameSettings>>;

/** Each game's rules page, loaded once (a failed load is forgotten: the next opening loads it anew). */
const pages = new Map<string, Page>();

function Unavailable({ reason, onBack }: { reason: string; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice" role="alert">
      <p>{t('menu.rulesError', { reason })}</p>
      <button type="button" onClick={onBack}>
        {t('app.back')}
      </button>
    </div>
  );
}

function pageOf(game: Game): Page {
  let page = pages.get(game.id);
  if (!page) {
    page = lazy(() =>
      game.loadRules().catch((err: unknown) => {
        pages.delete(game.id);
        const reason = err instanceof Error ? err.message : String(err);
        return {
          default: (p: RulesProps<GameSettings>) => (
            <Unavailable reason={reason} onBack={p.onBack} />
          ),
        };
      }),
    );
    pages.set(game.id, page);
  }
  return page;
}

export function RulesScreen({
  game,
  ...props
}: RulesProps<GameSettings> & { readonly game: Game }) {
  const Page = pageOf(game);
  return (
    <Suspense fallback={<div className="loading" aria-busy="true" />}>
      <Page {...props} />
    </Suspense>
  );
}
