// The settings page heads every game's own preferences alike: one group named after the game, its fields inside, their descriptions with them.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { playableGames } from '../../src/games/registry';
import { SettingsScreen } from '../../src/shell/SettingsScreen';
import { DEFAULT_SHELL } from '../../src/shell/settings';
import type { GameSettings } from '../../src/shell/contract';

describe('SettingsScreen', () => {
  for (const entry of playableGames()) {
    it(`${entry.id}: its preferences are one group headed by its name, with no group of their own, and every description a field points to is there`, async () => {
      const { game } = await entry.app!();
      await game.textsReady();
      const html = renderToStaticMarkup(
        <SettingsScreen
          shell={DEFAULT_SHELL}
          onShell={() => undefined}
          game={{ module: game, settings: game.settings.defaults }}
          onGame={(_: GameSettings) => undefined}
          onBack={() => undefined}
        />,
      );
      const group = /<fieldset class="game-prefs"><legend>([^<]*)<\/legend>(.*?)<\/fieldset>/s.exec(
        html,
      );
      expect(group, 'a group for the game').not.toBeNull();
      expect(group![1]).toBe(entry.title);
      // Its fields are inside, and no group of its own inside it (a second heading, or none).
      expect(group![2]).toMatch(/<(input|select)/);
      expect(group![2]).not.toMatch(/<fieldset|<legend/);
      // A description a field points to is there, with words (AZUMA's buttons said nothing of
      // what they are).
      for (const [, id] of group![2]!.matchAll(/aria-describedby="([^"]+)"/g)) {
        const note = new RegExp(`id="${id}"[^>]*>([^<]{20,})<`).exec(group![2]!);
        expect(note, `the description ${id}`).not.toBeNull();
      }
      if (entry.id === 'azuma') expect(group![2]).toMatch(/aria-describedby="cardButtons-note"/);
    });
  }
});
