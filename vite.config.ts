/// <reference types="vitest/config" />
// Vite build (with the offline PWA), preview server and vitest configuration for AZUMA 3D.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Code that only the game needs (the machine, bots' brains, sound) goes into its own lazy chunk, so
 * the start screen loads React, i18n, the rules and the menu only. The saved-game reader stays in the
 * first load (the menu offers "Resume game"), as do the bot parameters (the tuning panel).
 */
const gameOnly = (id: string): boolean =>
  /node_modules[\\/](xstate|@xstate|howler)[\\/]/.test(id) ||
  (/[\\/]statecharts[\\/]/.test(id) && !/[\\/]save\.ts$/.test(id)) ||
  (/[\\/]src[\\/]bots[\\/]/.test(id) && !/[\\/](params|presets)\.ts$/.test(id)) ||
  /[\\/]src[\\/]audio[\\/]/.test(id) ||
  /[\\/]src[\\/]app[\\/](game|GameContext|tutorial|pause|wake-lock)\.tsx?$/.test(id);

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/*.png', 'sounds/*'],
      manifest: {
        name: 'AZUMA 3D',
        short_name: 'AZUMA 3D',
        description:
          'The 1992 card-grab party game AZUMA / ZUMA on a 3D table against bots. Plays offline.',
        theme_color: '#1f3a2e',
        background_color: '#1f3a2e',
        display: 'standalone',
        orientation: 'any',
        start_url: '.',
        scope: '.',
        lang: 'en',
        categories: ['games', 'entertainment'],
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: 'icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,ogg,mp3,webmanifest,json}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        navigateFallback: 'index.html',
      },
    }),
  ],
  build: {
    manifest: true,
    // The lazy 3D chunk holds three.js (~780 KB raw); sizes are budgeted in gzip by test/bench/budget.test.ts.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        strictExecutionOrder: true,
        codeSplitting: {
          groups: [{ name: 'game', test: gameOnly, includeDependenciesRecursively: false }],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: [
      // Pure tests first, two files at a time.
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: ['test/e2e/**', 'test/bench/**'],
          sequence: { groupOrder: 0 },
        },
      },
      // Then the production build's budgets and the browser tests, one file at a time: several
      // Chromiums rendering with SwiftShader on two cores at once starve each other.
      {
        extends: true,
        test: {
          name: 'build',
          include: ['test/e2e/**/*.test.ts', 'test/bench/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
