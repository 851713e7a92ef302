import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { appShell } from './app-shell-plugin';
import { exampleResults } from './example-results-plugin';
import { serviceWorker } from './service-worker-plugin';

/**
 * The server's Content-Security-Policy forbids inline <style> elements, and sonner inserts one when it
 * loads. The build drops that insertion; the same rules come from sonner's own stylesheet, imported in
 * main.tsx and bundled into the app's CSS file.
 */
function sonnerStylesheetInsteadOfInlineStyle(): Plugin {
  return {
    name: 'sonner-stylesheet-instead-of-inline-style',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return undefined;
      const patched = code.replace(/__insertCSS\("(?:[^"\\]|\\.)*"\);?/, '');
      if (patched === code) this.error('sonner no longer inserts its CSS as expected; review this plugin');
      return { code: patched, map: null };
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    sonnerStylesheetInsteadOfInlineStyle(),
    exampleResults(),
    appShell(),
    serviceWorker(),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    // The server reads which chunks each page needs from it, to name them in the page (route-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Icons are a few hundred bytes each; split per page they became a score of requests on the way
        // to a page's first paint. Together they are one small file every page shares.
        codeSplitting: { groups: [{ name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ }] },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': apiTarget } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Some pages wait on purpose (the 1.5 s and 3 s redirects after sign-in and sign-up) and load their
    // page module on first use; on a busy machine 5 s is too close to that. A guard, not a speed check.
    testTimeout: 15_000,
  },
});
