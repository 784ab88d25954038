import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

const serverTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

const ownFolders = ['src/', 'common/'].map((folder) => fileURLToPath(new URL(folder, import.meta.url)));
/** The project's own modules but the entry: importing one runs nothing that matters beyond its exports. */
const isOwnModule = (id: string) => ownFolders.some((folder) => id.startsWith(folder)) && !id.endsWith('/src/main.tsx');

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    outDir: 'dist',
    sourcemap: true,
    // the download budgets (npm run check:bundle, docs/performance.md) read the manifest
    manifest: true,
    rolldownOptions: {
      // an index file's unused re-export (e.g. a card dialog) must not pull that screen into the first screen
      treeshake: { moduleSideEffects: (id, external) => (!external && isOwnModule(id) ? false : undefined) },
      output: {
        // d3 (the charts' scales and shapes, used only through recharts) in a chunk of its own: with it, the
        // charts' chunk would pass the lazy-chunk budget. d3 imports nothing outside d3, so no chunk cycle.
        codeSplitting: { groups: [{ name: 'd3', test: /[\\/]node_modules[\\/](?:victory-vendor|d3-[^\\/]+|internmap)[\\/]/ }] },
      },
    },
  },
  server: {
    proxy: { '/gw': { target: serverTarget, ws: true } },
  },
  test: {
    // a worker per core: vitest's default (cores - 1) runs the files one at a time on 2 cores, with one core idle
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'spa',
          environment: 'happy-dom',
          include: ['tests/spa/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/spa/setup.ts'],
          // whole-app renders are slow when the suite runs in parallel on 2 cores; nothing asserts durations
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          // migrates and seeds one template database per run; each file starts from a copy of it (tests/server/helper.ts)
          globalSetup: ['tests/server/support/template-database.ts'],
          // a server file opens its own database first; on 2 busy cores that can pass a minute
          hookTimeout: 180_000,
        },
      },
      {
        // the project's own tooling (bench/, the build's budget check)
        test: { name: 'tools', environment: 'node', include: ['tests/tools/**/*.test.ts'] },
      },
    ],
  },
});
