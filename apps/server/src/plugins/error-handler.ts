import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../errors';

const SERVER_ERROR_DETAIL = 'Server error. Our team has been notified.';

/** Fastify's own client errors, reworded for people; the rest keep Fastify's message. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    detail: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    detail: 'The request body is empty; a JSON body was expected.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    detail: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    detail: 'Unsupported content type; send application/json.',
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

function capped(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function fieldPath(instancePath: string, prefix: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return capped(path || prefix, MAX_FIELD_CHARS);
}

/** The fields a validation failure lists, and its detail: the first few, then how many more. */
function listed(errors: FieldError[]): { errors: FieldError[]; detail: string } {
  const shown = errors.slice(0, MAX_LISTED_FIELDS);
  const more = errors.length - shown.length;
  const detail = shown.map((entry) => `${entry.field}: ${entry.message}`).join('. ');
  return {
    errors: shown,
    detail: more > 0 ? `${detail}. And ${more.toLocaleString('en-US')} more.` : detail,
  };
}

/**
 * One place maps every error to HTTP: `{ detail, code }` bodies (plus an AppError's `extra` fields), 422
 * naming the failing fields for schema failures, and nothing internal on 5xx (the full error goes to the
 * log with the request id).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const errors: FieldError[] = error.validation.flatMap((issue) => {
        // A strict object's unknown keys are one issue on the object: each key is named as its own field.
        const keys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
        if (Array.isArray(keys) && keys.length > 0) {
          const parent = issue.instancePath.replace(/\/$/, '');
          return keys.map((key) => ({
            field: fieldPath(`${parent}/${String(key)}`, context),
            message: 'Unknown field',
          }));
        }
        return [
          {
            field: fieldPath(issue.instancePath, context),
            message: capped(issue.message ?? 'is invalid', MAX_MESSAGE_CHARS),
          },
        ];
      });
      const answer = listed(errors);
      return reply
        .status(422)
        .send({ detail: answer.detail, code: 'validation_error', errors: answer.errors });
    }
    if (error instanceof AppError) {
      // Refusing work because the server is busy is not a fault: it is logged as a warning.
      if (error.statusCode === 503) request.log.warn({ code: error.code }, error.detail);
      else if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.detail);
      if (error.headers) reply.headers(error.headers);
      const fields = error.fieldErrors
        ? listed(
            error.fieldErrors.map((entry) => ({
              field: capped(entry.field, MAX_FIELD_CHARS),
              message: capped(entry.message, MAX_MESSAGE_CHARS),
            })),
          ).errors
        : undefined;
      return reply.status(error.statusCode).send({
        ...error.extra,
        detail: capped(error.detail, MAX_DETAIL_CHARS),
        code: error.code,
        ...(fields ? { errors: fields } : {}),
      });
    }
    // A path the static files cannot serve (too long for the file system, or not a file name at all) is
    // simply not there: the same 404 (or client route) as any unknown path, not a 403.
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return reply.callNotFound();
    const known = FRAMEWORK_ERRORS[error.code];
    if (known) return reply.status(known.status).send({ detail: known.detail, code: known.code });

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const code = status === 429 ? 'rate_limited' : (error.code ?? 'bad_request').toLowerCase();
      return reply.status(status).send({ detail: capped(error.message, MAX_DETAIL_CHARS), code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(Math.max(status, 500)).send({ detail: SERVER_ERROR_DETAIL, code: 'internal_error' });
  });
}
