/**
 * SPEC §7.5, §9: when a request is tried again, and when it may not go at all. A GET, PUT or DELETE that
 * failed for a passing reason (5xx, 408 - a time-out included - or 429) is tried again after 1 s, 2 s and
 * 4 s; any other 4xx is an answer and is not retried. Writes need a connection: offline they fail at
 * once with SPEC's OFFLINE message.
 */
import { ApiError, offlineError } from './errors';

/** SPEC §9: 3 retries, base delay 1000 ms, doubling. */
export const RETRY_LIMIT = 3;
export const RETRY_BASE_DELAY_MS = 1_000;

/**
 * SPEC §7.5: the methods tried again. Reads, and writes that set rather than add (each attempt carries
 * the call's one Idempotency-Key besides); POST and PATCH are not.
 */
export const RETRIED_METHODS: ReadonlySet<string> = new Set(['GET', 'PUT', 'DELETE']);

/** Whether a failure with this status may pass: a server error, a time-out, too many requests. */
export const isRetryableStatus = (status: number) => status >= 500 || status === 408 || status === 429;

/** The wait before retry number `retry` (0 for the first): 1 s, 2 s, 4 s, ... */
export const retryDelayMs = (retry: number) => RETRY_BASE_DELAY_MS * 2 ** retry;

/** Throws SPEC's OFFLINE error for a write while the browser says it is offline. */
export function assertCanSend(method: string): void {
  if (method !== 'GET' && typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw offlineError();
  }
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export type RetryOptions = {
  method: string;
  /** How many times a retryable failure is tried again; SPEC §9's 3 by default. */
  retries?: number | undefined;
  signal?: AbortSignal | undefined;
};

/**
 * Runs `attempt` until it gives a response (or error) that is not a passing failure, or the retries are
 * spent; resolves with the last response, or throws the last error.
 */
export async function withRetries(
  attempt: () => Promise<Response>,
  options: RetryOptions,
): Promise<Response> {
  const retries = RETRIED_METHODS.has(options.method) ? (options.retries ?? RETRY_LIMIT) : 0;
  for (let retry = 0; ; retry += 1) {
    let response: Response | undefined;
    let failure: unknown;
    try {
      response = await attempt();
    } catch (error) {
      failure = error;
    }
    const status = response?.status ?? (failure instanceof ApiError ? failure.status : -1);
    if (retry >= retries || !isRetryableStatus(status)) {
      if (response) return response;
      throw failure;
    }
    await wait(retryDelayMs(retry), options.signal);
  }
}
