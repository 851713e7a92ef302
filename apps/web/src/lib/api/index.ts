/**
 * The web app's one HTTP client (DESIGN §1). `transport.ts` sends, `retry.ts` decides what is tried
 * again, `credentials.ts` is the one store of the CSRF and bearer tokens, `errors.ts` turns failures into
 * `ApiError`s with SPEC §8's messages, and `client.ts` applies the session's rules. It raises no
 * notices: the app reports errors and ended sessions through the hooks it installs.
 */
export {
  type ApiClientHooks,
  apiDownload,
  apiRequest,
  configureApiClient,
  type Download,
  ensureCsrfToken,
  IDEMPOTENCY_HEADER,
  newIdempotencyKey,
  type RefreshOutcome,
  type RequestOptions,
  refreshSession,
  renewCsrfToken,
} from './client';
export {
  type BearerTokens,
  type CredentialGrant,
  CSRF_DEFAULT_LIFETIME_SECONDS,
  CSRF_HEADER,
  clearClientCredentials,
  csrfTokenSecondsLeft,
  getBearerTokens,
  getCsrfToken,
  setBearerTokens,
  setCsrfToken,
  storeCredentials,
} from './credentials';
export {
  ApiError,
  CSRF_FAILED_MESSAGE,
  type FieldError,
  fieldErrorsOf,
  messageForStatus,
  NETWORK_ERROR_MESSAGE,
  OFFLINE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  STATUS_MESSAGES,
} from './errors';
export { isRetryableStatus, RETRIED_METHODS, RETRY_BASE_DELAY_MS, RETRY_LIMIT, retryDelayMs } from './retry';
export { API_TIMEOUT_MS } from './transport';
