// Vitest global setup: build the app once (for the bundle budgets and browser tests) and serve it if Chromium is here.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build, preview } from 'vite';
import { CHROMIUM } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.BUILD === '0') {
    project.provide('distDir', '');
    project.provide('baseUrl', '');
    return;
  }
  const outDir = mkdtempSync(join(tmpdir(), 'azuma3d-dist-'));
  // Vitest runs with NODE_ENV=test, which would give a development build of React: build as production.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = env;
  }
  project.provide('distDir', outDir);
  if (!existsSync(CHROMIUM) || process.env.E2E === '0') {
    project.provide('baseUrl', '');
    return;
  }
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 4173;
  project.provide('baseUrl', `http://127.0.0.1:${port}/`);
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  };
}
