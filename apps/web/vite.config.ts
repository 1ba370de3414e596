import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { initialJsBudget, isZod } from './initial-js-budget';
import { precompress } from './precompress';
import { preloadFont } from './preload-font';

export default defineConfig({
  plugins: [
    react(),
    preloadFont(/inter-latin-wght-normal-[\w-]+\.woff2$/),
    precompress(),
    initialJsBudget({
      page: 'src/app/pages/home/home-page.tsx',
      maxKb: 170,
      // The pages and the deep link's dialogs that `npm run bench:web` measures, and the challenge pages a shared link opens.
      zodFree: [
        'src/app/pages/home/home-page.tsx',
        'src/features/bounties/pages/board-page.tsx',
        'src/features/wallet/components/wallet-page.tsx',
        'src/features/bounties/dialogs/claim/claim-dialog.tsx',
        'src/features/bounties/dialogs/creator/creator-dialog.tsx',
        'src/features/bounties/dialogs/ended/ended-dialog.tsx',
        'src/features/challenges/list/challenges-page.tsx',
        'src/features/challenges/detail/challenge-detail-page.tsx',
      ],
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/v1': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // Fewer, larger chunks (decision 028): the board loaded ~45 chunks of 1–5 KB, and a browser on HTTP/1.1 fetches
      // six at a time.
      output: {
        experimentalMinChunkSize: 10_000,
        // zod and the contracts' schema modules in one chunk, the rest of the contracts in another (decision 035):
        // left to the merging above, a schema module went into whichever chunk a page loaded (the contracts are free
        // of side effects), and the board and the wallet loaded zod before their first paint. The admin console's
        // schemas have a chunk of their own: a visitor's account dialogs do not build them.
        manualChunks(id, { getModuleInfo }) {
          if (isZod(id)) return 'schemas';
          const contracts = /[\\/]packages[\\/]contracts[\\/]src[\\/](admin-)?/.exec(id);
          if (!contracts) return undefined;
          if (!getModuleInfo(id)?.importedIds.some(isZod)) return 'contracts';
          return contracts[1] ? 'admin-schemas' : 'schemas';
        },
      },
      onwarn(warning, warn) {
        // zod 4's sources explain their tree-shaking in comments that mention the pure annotation where Rollup cannot
        // use one; Rollup drops those comments and the bundle is the same. Only these, only in zod.
        if (warning.code === 'INVALID_ANNOTATION' && isZod(warning.id ?? '')) return;
        warn(warning);
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
