/// <reference types="vitest/config" />
// Vite build (with the offline PWA), preview server and vitest configuration for AZUMA 3D.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contentSecurityPolicy } from './scripts/csp.ts';
import { fiberPackageData, threeDiet } from './scripts/bundle-diet.ts';

/** Materials the table never creates (it uses basic, Lambert, Phong, standard, physical and shader ones). */
const UNUSED_SHADERS = [
  ...['meshtoon', 'meshmatcap', 'meshnormal', 'points', 'linedashed', 'sprite', 'shadow'].flatMap(
    (m) => [`${m}_vert`, `${m}_frag`],
  ),
  'lights_toon_fragment',
  'lights_toon_pars_fragment',
  'gradientmap_pars_fragment',
  'map_particle_fragment',
  'map_particle_pars_fragment',
];

/**
 * Shader features no material, mesh or renderer setting of the game turns on: no skinning, morphing,
 * batching, logarithmic or reversed depth, maps other than colour maps and reflections, nor sheen,
 * iridescence, anisotropy or transmission. Turning one on fails the shader's compilation.
 */
const UNUSED_DEFINES = [
  'USE_SKINNING',
  'USE_MORPHTARGETS',
  'USE_MORPHNORMALS',
  'USE_MORPHCOLORS',
  'USE_INSTANCING_MORPH',
  'USE_BATCHING',
  'USE_BATCHING_COLOR',
  'USE_LOGARITHMIC_DEPTH_BUFFER',
  'USE_REVERSED_DEPTH_BUFFER',
  'USE_SHEEN',
  'USE_SHEEN_COLORMAP',
  'USE_SHEEN_ROUGHNESSMAP',
  'USE_IRIDESCENCE',
  'USE_IRIDESCENCEMAP',
  'USE_IRIDESCENCE_THICKNESSMAP',
  'USE_ANISOTROPY',
  'USE_ANISOTROPYMAP',
  'USE_TRANSMISSION',
  'USE_TRANSMISSIONMAP',
  'USE_THICKNESSMAP',
  'USE_DISPERSION',
  'USE_ALPHAHASH',
  'USE_ALPHAMAP',
  'USE_AOMAP',
  'USE_LIGHTMAP',
  'USE_EMISSIVEMAP',
  'USE_BUMPMAP',
  'USE_NORMALMAP',
  'USE_NORMALMAP_TANGENTSPACE',
  'USE_NORMALMAP_OBJECTSPACE',
  'USE_PACKED_NORMALMAP',
  'USE_CLEARCOAT_NORMALMAP',
  'USE_CLEARCOATMAP',
  'USE_CLEARCOAT_ROUGHNESSMAP',
  'USE_DISPLACEMENTMAP',
  'USE_METALNESSMAP',
  'USE_ROUGHNESSMAP',
  'USE_SPECULARMAP',
  'USE_SPECULAR_COLORMAP',
  'USE_SPECULAR_INTENSITYMAP',
  'USE_DIFFUSE_ROUGHNESSMAP',
  'USE_GRADIENTMAP',
  'USE_POINTS_UV',
  'USE_TANGENT',
  'DECODE_VIDEO_TEXTURE',
  'DECODE_VIDEO_TEXTURE_EMISSIVE',
];

/** Serialization (scenes to and from JSON): never used by the game, large in three.js. */
const SERIALIZERS = [
  ...['Object3D', 'Scene', 'PerspectiveCamera', 'OrthographicCamera', 'Light'].map(
    (c) => `${c}.toJSON`,
  ),
  ...['DirectionalLight', 'HemisphereLight', 'PointLight', 'LightShadow'].map((c) => `${c}.toJSON`),
  ...['BufferGeometry', 'BufferAttribute', 'InstancedBufferAttribute'].map((c) => `${c}.toJSON`),
  ...['Texture', 'DepthTexture', 'TextureSource'].map((c) => `${c}.toJSON`),
  ...['Material', 'ShaderMaterial'].flatMap((c) => [`${c}.toJSON`, `${c}.fromJSON`]),
];

export default defineConfig({
  resolve: {
    alias: [
      // howler's core build: the default one adds the spatial-audio plugin, which the game does not use.
      { find: /^howler$/, replacement: 'howler/dist/howler.core.min.js' },
      // React 19 has useSyncExternalStore: @xstate/react and zustand need no shim of it.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
    ],
  },
  plugins: [
    threeDiet({
      pureClassSetup: true,
      dropMethods: SERIALIZERS,
      minifyGlsl: true,
      unusedShaders: UNUSED_SHADERS,
      unusedDefines: UNUSED_DEFINES,
      noXr: true,
    }),
    fiberPackageData(),
    react(),
    contentSecurityPolicy(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // Our own small service worker (src/sw.ts) with the precache list injected: no workbox runtime.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
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
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,ogg,mp3,webmanifest,json}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  build: {
    manifest: true,
    // Texts of a language are files fetched when it is chosen, never inlined into the JS as data:
    // URLs (small ones would be, base64 that gzip packs badly, loaded by every player).
    assetsInlineLimit: (file: string) => (file.endsWith('.json') ? false : undefined),
    // Every browser that runs the game preloads modules natively.
    modulePreload: { polyfill: false },
    // The lazy 3D chunk holds three.js (~640 KB raw); sizes are budgeted in gzip by test/bench/budget.test.ts.
    // The start screen loads React, the rules and the menu; the game (machine, bots, sound) and the
    // table come with the lazy GameScreen and Table3D chunks. The small modules two or more games
    // share go into the two shared chunks rather than one chunk each (a chunk costs its own gzip
    // start and import list, about 100-300 bytes): what every table loads (canvas, card geometry
    // and material, pause, the sound sprite) into the engine, the start screen's helpers (saves,
    // settings fields, seeded randomness) into the box.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'engine',
              test: /node_modules[\\/](three|@react-three|xstate|@xstate|maath|its-fine|suspend-react|react-reconciler|zustand|use-sync-external-store)[\\/]|node_modules[\\/]use-isomorphic-layout-effect[\\/]|src[\\/](table[\\/](LeanCanvas|gpu|stats|GameCanvas|cardGeometry|cardMaterial|animate)|shell[\\/](PauseDialog|pause|useGamePause|in-game-rules|audio[\\/]sprite)|lib[\\/](clock|game-hooks|measured-box|held-height))\./,
              includeDependenciesRecursively: false,
              minShareCount: 2,
            },
            {
              name: 'box',
              test: /src[\\/](shell[\\/]contract|lib[\\/](rng|human-timing|stored-json|versioned-save|settings-fields))\./,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two files at a time where files may run side by side (Vitest's default leaves one core idle:
    // it runs one worker fewer than the cores); the browser tests take one file at a time anyway.
    maxWorkers: 2,
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
      // Then the production build's budgets and the browser tests, two files at a time (one per
      // core): one at a time took 30 minutes of a 35-minute CI on a slower 2-core host, two took 21
      // there (each file about a third slower; all 130 tests passed).
      {
        extends: true,
        test: {
          name: 'build',
          include: ['test/e2e/**/*.test.ts', 'test/bench/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          fileParallelism: true,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
