import type {} from '@fastify/cookie';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  negotiateLocale,
  type Translate,
} from '@resumeloop/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language this request is answered in: worked out the first time a text needs it (a request
     * that sends no human text never reads a setting), then kept for the request.
     */
    locale(): Promise<Locale>;
    /** Formats the catalogue's messages in the request's language. */
    translator(): Promise<Translate>;
  }
}

/** Every language's translator, as loadTranslators() makes them. */
export type Translators = Readonly<Record<Locale, Translate>>;

/** The signed-in user's language setting, or null for a guest (or when it cannot be read). */
export type UserLanguage = (request: FastifyRequest) => Promise<Locale | null>;

/**
 * A guest's language, from what the request itself says and without reading anything: the language the
 * web app last showed (LOCALE_COOKIE), else the browser's Accept-Language, else en-US.
 */
export function guestLocale(request: FastifyRequest): Locale {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/**
 * A request's language, the one rule for every answer and page: a signed-in user's language setting,
 * else guestLocale's choice.
 */
export async function resolveLocale(request: FastifyRequest, userLanguage: UserLanguage): Promise<Locale> {
  return (await userLanguage(request)) ?? guestLocale(request);
}

/**
 * Gives every request `locale()` and `translator()`, resolved lazily with resolveLocale and kept for the
 * request: the error handler, the routes' notices and the page all ask the same question once.
 */
export function registerRequestLocale(
  app: FastifyInstance,
  options: { translators: Translators; userLanguage: UserLanguage },
): void {
  const resolved = new WeakMap<FastifyRequest, Promise<Locale>>();
  app.decorateRequest('locale', function locale(this: FastifyRequest): Promise<Locale> {
    let found = resolved.get(this);
    if (!found) {
      found = resolveLocale(this, options.userLanguage);
      resolved.set(this, found);
    }
    return found;
  });
  app.decorateRequest('translator', async function translator(this: FastifyRequest): Promise<Translate> {
    return options.translators[await this.locale()];
  });
}
