import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { initialJsBudget } from './initial-js-budget';
import { precompress } from './precompress';
import { preloadFont } from './preload-font';

export default defineConfig({
  plugins: [
    react(),
    preloadFont(/inter-latin-wght-normal-[\w-]+\.woff2$/),
    precompress(),
    initialJsBudget({ page: 'src/app/pages/home/home-page.tsx', maxKb: 170 }),
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
      output: { experimentalMinChunkSize: 10_000 },
      onwarn(warning, warn) {
        // zod 4's sources explain their tree-shaking in comments that mention the pure annotation where Rollup cannot
        // use one; Rollup drops those comments and the bundle is the same. Only these, only in zod.
        if (warning.code === 'INVALID_ANNOTATION' && /[\\/]node_modules[\\/]zod[\\/]/.test(warning.id ?? '')) return;
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
