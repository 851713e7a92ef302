import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@resumeloop/i18n';

/**
 * The page module behind each route opened directly most often. Each page is its own chunk, which the
 * browser would only learn of once the app's main script has run; named in the page it is fetched with
 * that script instead, a round trip sooner. A route not here (or a module the build no longer has) just
 * goes without; `test/route-preloads.test.ts` checks these against the real build.
 */
export const ROUTE_PAGE_MODULES: Record<string, string> = {
  '/': 'src/features/pages/landing/landing-page.tsx',
  '/refine': 'src/features/refine/components/refine-page.tsx',
  '/dashboard': 'src/features/dashboard/components/dashboard-page.tsx',
  '/login': 'src/features/auth/components/login-page.tsx',
  '/register': 'src/features/auth/components/register-page.tsx',
};

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

/** The build's manifest (Vite's `build.manifest`), or undefined when the build made none. */
export function readManifest(distDir: string): ViteManifest | undefined {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : undefined;
}

/** A chunk's file and those of everything it imports statically, depth first, each once. */
function closure(manifest: ViteManifest, key: string, seen: Set<string>): string[] {
  const files: string[] = [];
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/**
 * The `<link rel="modulepreload">` tags that let the page fetch a route's chunks with the main script,
 * leaving out what the entry already loads. (The pages' styles are all in the entry's stylesheet.)
 */
export function routePreloadTags(manifest: ViteManifest): Map<string, string> {
  const loaded = entryFiles(manifest);
  const tags = new Map<string, string>();
  for (const [route, module] of Object.entries(ROUTE_PAGE_MODULES)) {
    if (!manifest[module]) continue;
    tags.set(route, preloadTags(closure(manifest, module, new Set(loaded))));
  }
  return tags;
}

/** The chunks the entry loads itself: a page need not name them. */
function entryFiles(manifest: ViteManifest): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = new Set<string>();
  if (entry) closure(manifest, entry, loaded);
  return loaded;
}

function preloadTags(files: string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

/**
 * The `<link rel="modulepreload">` tags of each language's catalogue chunk. The web app imports a
 * language's catalogue (`packages/i18n/src/catalogues/<locale>/web.ts`, a dynamic import of
 * catalogue.ts) before its first render: named in the page, it is fetched with the main script instead of
 * after it. A language the manifest does not name goes without.
 */
export function catalogueChunkTags(manifest: ViteManifest): Map<Locale, string> {
  const loaded = entryFiles(manifest);
  const tags = new Map<Locale, string>();
  for (const locale of LOCALES) {
    const suffix = `packages/i18n/src/catalogues/${locale}/web.ts`;
    const key = Object.keys(manifest).find((name) => name === suffix || name.endsWith(`/${suffix}`));
    if (!key) continue;
    const files = closure(manifest, key, new Set(loaded));
    if (files.length > 0) tags.set(locale, preloadTags(files));
  }
  return tags;
}
