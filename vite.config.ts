import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const serverTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1200 },
  server: {
    proxy: { '/gw': { target: serverTarget, ws: true } },
  },
  test: {
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
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
