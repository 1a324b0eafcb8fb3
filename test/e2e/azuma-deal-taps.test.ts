// AZUMA on a phone by touch: a press on a card while the hand is dealt takes that card or none, never another (a play-tester tapped a guitar and passed the sunglasses, not yet in sight).
import { expect } from 'vitest';
import { baseUrl, browserTest, describeBrowser, screenshot, touchPage } from './chromium';

describeBrowser('AZUMA: taps while the cards are dealt', (browser) => {
  browserTest(
    '390x844: through the deal, a press on each card drawn in the fan picks that card or nothing',
    async () => {
      const page = await touchPage(browser(), 390, 844);
      await page.goto(baseUrl('?autostart=1&debug=1&seed=12&players=4&bots=relaxed&lang=en'));
      // From the first frame the scene draws until the hand is in (each of its cards taken by a press
      // on it for 20 frames in a row): every card the fan draws, asked at every frame what a press
      // on it would take.
      const { looks, still, wrong } = await page.evaluate(
        () =>
          new Promise<{ looks: number; still: number; wrong: string[] }>((resolve) => {
            type Scene = {
              targets(): { id: string; x: number; y: number }[];
              pick(x: number, y: number): string | null;
            };
            type Game = { actor: { getSnapshot(): { context: { calls: number } } } };
            const g = globalThis as unknown as { __azumaScene?: Scene; __azumaGame?: Game };
            const wrong = new Set<string>();
            let looks = 0;
            let still = 0;
            const started = performance.now();
            const look = () => {
              const scene = g.__azumaScene;
              const game = g.__azumaGame;
              const calls = game?.actor.getSnapshot().context.calls ?? 0;
              if (calls > 0 || still >= 20 || performance.now() - started > 60_000)
                return resolve({ looks, still, wrong: [...wrong] });
              let cards = 0;
              let own = 0;
              for (const t of scene?.targets() ?? []) {
                if (!t.id.startsWith('card:')) continue;
                looks += 1;
                cards += 1;
                const took = scene?.pick(t.x, t.y) ?? null;
                if (took === t.id) own += 1;
                else if (took !== null && took.startsWith('card:'))
                  wrong.add(`${t.id} drawn where a press takes ${took}`);
              }
              still = cards >= 7 && own === cards ? still + 1 : 0;
              requestAnimationFrame(look);
            };
            look();
          }),
      );
      await screenshot(page, 'azuma-deal-taps-390x844');
      expect(looks, 'cards looked at through the deal').toBeGreaterThan(20);
      expect(still, 'the hand in, each card taken by a press on it').toBeGreaterThanOrEqual(20);
      expect(wrong).toEqual([]);
      await page.context().close();
    },
    120_000,
  );
});
