/// <reference types="vitest/config" />
// Vite build, preview server and vitest configuration for AZUMA 3D.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    globalSetup: ['test/e2e/global-setup.ts'],
  },
});
