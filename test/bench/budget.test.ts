// Bundle budgets per game (checked without timing): JS before its start screen, JS to play it; JSON texts per file.
import { existsSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { BUDGETS, bundleFigures, GAME_GOALS } from '../../bench/bundle';
import { playableGames } from '../../src/games/registry';

describe('bundle budgets', () => {
  it('per game: 120 KB gzip or less before its start screen, 320 KB gzip or less to play it', (ctx) => {
    const dist = inject('distDir');
    if (!dist) {
      ctx.skip('the app was not built (BUILD=0)');
      return;
    }
    const f = bundleFigures(dist);
    expect(f.initialJs.files.length).toBeGreaterThan(0);
    // Every game the app can play is measured.
    expect(Object.keys(f.games).sort()).toEqual(
      playableGames()
        .map((g) => g.id)
        .sort(),
    );
    expect(f.settingsPage.files.length, 'the settings page’s own chunk').toBeGreaterThan(0);
    for (const [id, g] of Object.entries(f.games)) {
      expect(g.start.gzip, `${id} start: ${g.start.files.join(', ')}`).toBeLessThanOrEqual(
        GAME_GOALS.startJsGzip,
      );
      // To play counts the service worker and its workbox runtime too.
      expect(g.play.files).toContain('sw.js');
      expect(g.play.gzip, `${id} play: ${g.play.files.join(', ')}`).toBeLessThanOrEqual(
        GAME_GOALS.playJsGzip,
      );
      // A rules page of its own (src/games/<id>/rules-page.ts) is loaded when opened, not to play.
      if (existsSync(`src/games/${id}/rules-page.ts`)) {
        expect(g.rules.files.length, `${id}: its rules page's chunk`).toBeGreaterThan(0);
        expect(g.rules.files.filter((file) => g.play.files.includes(file))).toEqual([]);
      }
      // Nor is the settings page (src/shell/SettingsScreen.tsx): opened from the start screen or the pause.
      expect(f.settingsPage.files.filter((file) => g.play.files.includes(file))).toEqual([]);
      // three.js must not be loaded before the start screen.
      const startChunks = f.chunks.filter((c) => g.start.files.includes(c.file));
      expect(startChunks.every((c) => !/three|fiber|drei|Table3D/i.test(c.file))).toBe(true);
    }
    // Texts fetched as JSON are data, not code; a budget per file keeps that from becoming a loophole.
    expect(f.jsonData.files.length).toBeGreaterThanOrEqual(2);
    for (const c of f.jsonData.each)
      expect(c.gzip, c.file).toBeLessThanOrEqual(BUDGETS.jsonFileGzip);
  });
});
