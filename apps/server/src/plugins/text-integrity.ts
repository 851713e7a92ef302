import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Text the database cannot store or that no person typed: a NUL character, or half of a surrogate pair
 * (what is left when UTF-16 text is cut in the middle of an emoji). PostgreSQL refuses NUL in text
 * columns, so such a value used to end in a 500 after the work was done; it is refused at the edge instead.
 */
const NUL = String.fromCharCode(0);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/** How deep a body is searched: the API's bodies nest a few levels (the editor's sections and entries). */
const MAX_DEPTH = 8;

/** The path of the first string holding an unstorable character, or null. */
export function findUnstorableText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return unstorable(value) ? path : null;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const found = unstorable(key) ? `${path}.${key}` : findUnstorableText(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Every request's body, query and path parameters are checked before validation: 422 naming the field. */
export function registerTextIntegrity(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findUnstorableText(request.body, 'body') ??
      findUnstorableText(request.query, 'query') ??
      findUnstorableText(request.params, 'params');
    if (!found) return;
    const field = found.replace(/^body\./, '');
    throw AppError.invalidField(field, 'validation.field.unstorable', 'invalid_text');
  });
}
