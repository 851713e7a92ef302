/**
 * Where to go after signing in, registering or verifying: a path inside this app, never another origin,
 * so a crafted link cannot send a fresh session elsewhere. Schema-free, so the web app reads it without a
 * validation library; the server's request schemas apply the same rule.
 */

/** The query parameter that carries the return path (`/register?next=/refine`, the verification link). */
export const RETURN_PATH_PARAM = 'next';

/** Longer than any path of the app with its query; anything longer is not a return path. */
export const RETURN_PATH_MAX = 512;

/** Pages that make no sense to return to after signing in. */
const NOT_A_RETURN_PATH = /^\/(login|register|forgot-password|reset-password)(?:[/?#]|$)/;

/** Decodes percent-escapes until nothing changes (a few rounds at most); null when malformed. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** A single leading '/', then no second '/' or '\' straight after it. */
const startsAsLocalPath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/**
 * `value` when it is a same-app relative path: it starts with a single '/' (never '//', '/\' or a
 * scheme) and still does once percent-decoded, holds no backslash, whitespace or control character, is
 * at most RETURN_PATH_MAX long, and is not a sign-in page itself. Otherwise null.
 */
export function returnPathOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX) return null;
  const decoded = fullyDecoded(value);
  if (decoded === null) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  for (const form of [value, decoded]) {
    if (!startsAsLocalPath(form) || NOT_A_RETURN_PATH.test(form)) return null;
  }
  // What a browser would make of it: still this origin.
  const base = 'http://return-path.invalid';
  try {
    if (new URL(value, base).origin !== base || new URL(decoded, base).origin !== base) return null;
  } catch {
    return null;
  }
  return value;
}
