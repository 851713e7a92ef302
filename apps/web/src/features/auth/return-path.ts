/** Pages that make no sense to return to after signing in. */
const NOT_A_RETURN_PATH = /^\/(login|register|forgot-password|reset-password)(?:[/?#]|$)/;

/**
 * Where to go after signing in: the page the user came from (SPEC §2.1), only when it is a path inside
 * this app (never another origin, so a crafted link cannot send a fresh session elsewhere), else `/`.
 */
export function safeReturnPath(from: unknown, fallback = '/'): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return fallback;
  }
  return NOT_A_RETURN_PATH.test(from) ? fallback : from;
}
