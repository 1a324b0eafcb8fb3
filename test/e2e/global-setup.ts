// Vitest global setup: build the app once (for the bundle budgets and browser tests) and serve it if Chromium is here.
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildDist, previewDist } from '../../scripts/dist';
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
  const outDir = await buildDist('azuma3d-dist-');
  project.provide('distDir', outDir);
  if (!existsSync(CHROMIUM) || process.env.E2E === '0') {
    project.provide('baseUrl', '');
    return;
  }
  const served = await previewDist(outDir);
  project.provide('baseUrl', served.url);
  return served.close;
}
