// Each game's button for its first game with hints says how many play it: the hints game ignores the start screen's Players choice.
import { describe, expect, it } from 'vitest';
import azacruDe from '../../src/games/azacru/texts/de.json';
import azacruEn from '../../src/games/azacru/texts/en.json';
import azacruFr from '../../src/games/azacru/texts/fr.json';
import { HINTS_SETTINGS as AZACRU_HINTS } from '../../src/games/azacru/hints-table';
import azumaDe from '../../src/games/azuma/texts/de.json';
import azumaEn from '../../src/games/azuma/texts/en.json';
import azumaFr from '../../src/games/azuma/texts/fr.json';
import { DEFAULT_SETTINGS as AZUMA_DEFAULTS } from '../../src/games/azuma/settings';
import { tutorialConfig } from '../../src/games/azuma/tutorial';
import bonanzaDe from '../../src/games/bonanza/texts/de.json';
import bonanzaEn from '../../src/games/bonanza/texts/en.json';
import bonanzaFr from '../../src/games/bonanza/texts/fr.json';
import { HINTS_SETTINGS as BONANZA_HINTS } from '../../src/games/bonanza/hints-table';

/** "(4 players)", "(4 Spieler)", "(4 joueurs)". */
const PLAYERS = { en: 'players', de: 'Spieler', fr: 'joueurs' } as const;

describe('the first game with hints, on its button', () => {
  const games = [
    {
      game: 'AZUMA',
      // Whatever the start screen's choice, as the button promises.
      players: tutorialConfig({ ...AZUMA_DEFAULTS, players: 6 }, 1).players,
      labels: {
        en: azumaEn.setup.tutorial,
        de: azumaDe.setup.tutorial,
        fr: azumaFr.setup.tutorial,
      },
    },
    {
      game: 'BONANZA RUMMY',
      players: BONANZA_HINTS.players,
      labels: {
        en: bonanzaEn.bonanza.tutorial,
        de: bonanzaDe.bonanza.tutorial,
        fr: bonanzaFr.bonanza.tutorial,
      },
    },
    {
      game: 'AZACRU',
      players: AZACRU_HINTS.players,
      labels: {
        en: azacruEn.azacru.tutorial,
        de: azacruDe.azacru.tutorial,
        fr: azacruFr.azacru.tutorial,
      },
    },
  ];
  for (const g of games)
    it(`${g.game}: says it is played by ${g.players}, in every language`, () => {
      for (const lang of ['en', 'de', 'fr'] as const)
        // Kept on one line: a no-break space (a tablet broke it into "(2" and "players)").
        expect(g.labels[lang], lang).toContain(`(${g.players}\u00a0${PLAYERS[lang]})`);
    });
});
