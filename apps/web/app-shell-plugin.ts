import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { bundleEntry } from './bundle-entry';

/** The module that renders the shell (its React components, on the server side of react-dom). */
const ENTRY = 'src/app/app-shell.tsx';
/** The page's mount point, as index.html has it, and the markers the server finds the shell by (static-web.ts). */
const ROOT = '<div id="root"></div>';
const SHELL_START = '<!--app-shell-->';
const SHELL_END = '<!--/app-shell-->';

/** Bundles the shell's module for Node, runs it, and returns its markup. */
async function renderShell(config: ResolvedConfig): Promise<string> {
  const code = await bundleEntry(config, 'app shell', { minify: false, ssr: path.join(config.root, ENTRY) });
  // Written under the app's folder, so that its imports (react, react-dom) resolve as the app's do.
  const dir = path.join(config.root, 'node_modules', '.app-shell');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `shell-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(file, code);
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderAppShell(): string };
    return module.renderAppShell();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Puts the app's shell (src/app/app-shell.tsx) into index.html's mount point at build, between markers:
 * the first paint no longer waits for the scripts (on a slow phone, a second and more).
 */
export function appShell(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'resumeloop:app-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to put the shell in`);
        const markup = await renderShell(config);
        return html.replace(ROOT, `<div id="root">${SHELL_START}${markup}${SHELL_END}</div>`);
      },
    },
  };
}
