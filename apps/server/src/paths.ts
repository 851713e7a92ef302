import { fileURLToPath } from 'node:url';

// This file sits one level below apps/server both as source (src/) and when bundled (dist/),
// so the same relative URLs hold in tests, development and production.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const SERVER_PACKAGE_JSON = fileURLToPath(new URL('../package.json', import.meta.url));
/** A dump of an empty, migrated embedded database, made by the build (build.mjs); absent in the source tree. */
export const PGLITE_TEMPLATE = fileURLToPath(new URL('../dist/pglite-template.tar.gz', import.meta.url));
/** The LLM writer's versioned prompts: src/ai/prompts, which the build copies to dist/ai/prompts. */
export const AI_PROMPTS_DIR = fileURLToPath(new URL('./ai/prompts', import.meta.url));
