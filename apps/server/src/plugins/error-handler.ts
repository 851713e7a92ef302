import type { Locale, MessageId, Translate } from '@resumeloop/i18n';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type Text } from '../errors';
import { guestLocale, type Translators } from '../i18n/request-locale';
import { translateIssueMessage, translateText } from '../i18n/texts';

/** Fastify's own client errors, reworded for people; the rest keep Fastify's message. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; detail: MessageId }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json', detail: 'errors.request.invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json', detail: 'errors.request.emptyJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    detail: 'errors.request.bodyTooLarge',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    detail: 'errors.request.unsupportedMediaType',
  },
};

/**
 * An error answer never grows with the request: a body of a hundred thousand unknown keys, or one key or
 * value of half a megabyte, is answered in a few kilobytes. At most this many fields are listed...
 */
const MAX_LISTED_FIELDS = 20;
/** ...each name and message cut to this many characters... */
const MAX_FIELD_CHARS = 100;
const MAX_MESSAGE_CHARS = 200;
/** ...and a detail (also one of ours that quotes what was sent) to this many. */
const MAX_DETAIL_CHARS = 1000;

type ListedField = { field: string; message: string };

function capped(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function fieldPath(instancePath: string, prefix: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return capped(path || prefix, MAX_FIELD_CHARS);
}

/** The fields a validation failure lists, and its detail: the first few, then how many more. */
function listed(errors: ListedField[], translate: Translate): { errors: ListedField[]; detail: string } {
  const shown = errors.slice(0, MAX_LISTED_FIELDS);
  const more = errors.length - shown.length;
  const detail = shown.map((entry) => `${entry.field}: ${entry.message}`).join('. ');
  return {
    errors: shown,
    detail: more > 0 ? `${detail}. ${translate('errors.validation.andMore', { count: more })}` : detail,
  };
}

/** A schema failure's fields, each message in the request's language. */
function schemaFieldErrors(
  error: FastifyError & { validation: unknown[] },
  translate: Translate,
  locale: Locale,
): ListedField[] {
  const context = error.validationContext ?? 'body';
  const issues = error.validation as {
    keyword: string;
    instancePath: string;
    message?: string;
    params: Record<string, unknown>;
  }[];
  return issues.flatMap((issue) => {
    // A strict object's unknown keys are one issue on the object: each key is named as its own field.
    const keys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
    if (Array.isArray(keys) && keys.length > 0) {
      const parent = issue.instancePath.replace(/\/$/, '');
      const unknown = translate('validation.field.unknown');
      return keys.map((key) => ({ field: fieldPath(`${parent}/${String(key)}`, context), message: unknown }));
    }
    const message = issue.message
      ? translateIssueMessage(translate, locale, issue.message, issue)
      : translate('validation.field.invalid');
    return [{ field: fieldPath(issue.instancePath, context), message: capped(message, MAX_MESSAGE_CHARS) }];
  });
}

/** The language an error is answered in: the request's, except a rate limit's, which reads nothing. */
async function languageOf(
  request: FastifyRequest,
  error: FastifyError,
  translators: Translators,
): Promise<{ locale: Locale; translate: Translate }> {
  const locale =
    error.statusCode === 429 && !(error instanceof AppError) ? guestLocale(request) : await request.locale();
  return { locale, translate: translators[locale] };
}

/**
 * One place maps every error to HTTP: `{ detail, code }` bodies (plus an AppError's `extra` fields), 422
 * naming the failing fields for schema failures, and nothing internal on 5xx (the full error goes to the
 * log with the request id). Every detail and field message is in the request's language (`code` is the
 * same in all); a rate limit's answer takes the guest's language (cookie, then Accept-Language) so a flood
 * of refused requests reads no session or setting.
 */
export function registerErrorHandler(app: FastifyInstance, options: { translators: Translators }): void {
  const { translators } = options;
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { locale, translate } = await languageOf(request, error, translators);
      const answer = listed(schemaFieldErrors(error, translate, locale), translate);
      return reply
        .status(422)
        .send({ detail: answer.detail, code: 'validation_error', errors: answer.errors });
    }
    if (error instanceof AppError) {
      // Refusing work because the server is busy is not a fault: it is logged as a warning.
      if (error.statusCode === 503) request.log.warn({ code: error.code }, error.detail);
      else if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.detail);
      if (error.headers) reply.headers(error.headers);
      const { translate } = await languageOf(request, error, translators);
      const inLanguage = (text: Text) => translateText(translate, text);
      const fields = error.fieldErrors
        ? listed(
            error.fieldErrors.map((entry) => ({
              field: capped(entry.field, MAX_FIELD_CHARS),
              message: capped(inLanguage(entry.message), MAX_MESSAGE_CHARS),
            })),
            translate,
          )
        : undefined;
      const detail = error.detailFromFields && fields ? fields.detail : inLanguage(error.text);
      return reply.status(error.statusCode).send({
        ...error.extra,
        detail: capped(detail, MAX_DETAIL_CHARS),
        code: error.code,
        ...(fields ? { errors: fields.errors } : {}),
      });
    }
    // A path the static files cannot serve (too long for the file system, or not a file name at all) is
    // simply not there: the same 404 (or client route) as any unknown path, not a 403.
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return reply.callNotFound();
    const known = FRAMEWORK_ERRORS[error.code];
    if (known) {
      const { translate } = await languageOf(request, error, translators);
      return reply.status(known.status).send({ detail: translate(known.detail), code: known.code });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const code = status === 429 ? 'rate_limited' : (error.code ?? 'bad_request').toLowerCase();
      const { translate } = await languageOf(request, error, translators);
      const detail = translateText(translate, error.message);
      return reply.status(status).send({ detail: capped(detail, MAX_DETAIL_CHARS), code });
    }
    request.log.error({ err: error }, 'request failed');
    const { translate } = await languageOf(request, error, translators);
    return reply
      .status(Math.max(status, 500))
      .send({ detail: translate('errors.server.internal'), code: 'internal_error' });
  });
}
