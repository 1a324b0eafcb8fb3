// Serves a production build for the browser benchmarks: `--url <address>` uses a running one instead.
import { buildDist, previewDist } from '../scripts/dist';

export async function serve(): Promise<{ url: string; close: () => Promise<void> }> {
  const given = process.argv.indexOf('--url');
  if (given >= 0 && process.argv[given + 1])
    return { url: process.argv[given + 1]!, close: async () => {} };
  return previewDist(await buildDist('azuma-bench-'));
}
