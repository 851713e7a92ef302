/**
 * What the log may carry of an error or a request. Database errors hold the query's parameters (an email,
 * a password hash, a whole resume) in their fields and, for Drizzle, in the message itself; PostgreSQL's
 * `detail` repeats a duplicate key's value; an OAuth callback's URL holds its code. The log keeps what
 * finds the fault (the error's kind, its SQL with placeholders, the PostgreSQL code, constraint and
 * stack frames) and none of those values.
 */
import type { FastifyRequest } from 'fastify';

/** The error fields worth keeping: none of them holds a value the user sent. */
const SAFE_FIELDS = ['code', 'statusCode', 'severity', 'table', 'column', 'constraint', 'routine'] as const;

/** Drizzle writes 'Failed query: <sql>\nparams: <values>': the SQL has placeholders, the params are values. */
function withoutParameters(text: string): string {
  const at = text.search(/\n\s*params:/);
  return at < 0 ? text : `${text.slice(0, at)}\nparams: [redacted]`;
}

type SafeError = { type: string; message: string; stack: string; cause?: SafeError } & Record<
  string,
  unknown
>;

/** An error and its causes (at most five deep) with only safe fields, messages and stacks scrubbed. */
export function redactError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error))
    return { type: typeof error, message: '[redacted non-error value]', stack: '' };
  const type = error.constructor?.name ?? 'Error';
  const message = withoutParameters(error.message);
  // The stack starts with the message: the frames are kept, the message is the scrubbed one.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const safe: SafeError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const field of SAFE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = value;
  }
  if (error.cause !== undefined && depth < 5) safe.cause = redactError(error.cause, depth + 1);
  return safe;
}

/** The path of a request and the names of its query parameters, never their values. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .map((pair) => pair.split('=')[0] ?? '')
    .filter((name) => name.length > 0);
  return `${url.slice(0, at)}?${names.map((name) => `${name}=[redacted]`).join('&')}`;
}

/** Pino serializers for Fastify's logger: `err` and `req` as above. */
export const LOG_SERIALIZERS = {
  err: (error: Error) => redactError(error),
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
};
