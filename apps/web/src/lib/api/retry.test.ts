import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, OFFLINE_MESSAGE } from './errors';
import {
  assertCanSend,
  isRetryableStatus,
  RETRIED_METHODS,
  RETRY_BASE_DELAY_MS,
  RETRY_LIMIT,
  retryDelayMs,
  withRetries,
} from './retry';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const answer = (status: number) => new Response(null, { status });

/** Runs withRetries over `statuses` (one per attempt, the last repeating) under fake timers. */
function attempts(statuses: number[]) {
  let index = 0;
  const attempt = vi.fn(async () => answer(statuses[Math.min(index++, statuses.length - 1)] ?? 200));
  return attempt;
}

describe('isRetryableStatus', () => {
  it('retries 5xx, 408 and 429, and no other status', () => {
    for (const status of [500, 502, 503, 504, 408, 429]) expect(isRetryableStatus(status)).toBe(true);
    for (const status of [0, 200, 204, 400, 401, 403, 404, 409, 413, 422]) {
      expect(isRetryableStatus(status)).toBe(false);
    }
  });
});

describe('withRetries', () => {
  it('retries GET, PUT and DELETE; never POST or PATCH', () => {
    expect([...RETRIED_METHODS].sort()).toEqual(['DELETE', 'GET', 'PUT']);
  });

  it.each(['GET', 'PUT', 'DELETE'])(
    'tries a %s again after 1 s, 2 s and 4 s, then gives up',
    async (method) => {
      vi.useFakeTimers();
      const attempt = attempts([503]);
      const pending = withRetries(attempt, { method });
      await vi.advanceTimersByTimeAsync(0);
      expect(attempt).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(RETRY_BASE_DELAY_MS - 1);
      expect(attempt).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempt).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(attempt).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(3_999);
      expect(attempt).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempt).toHaveBeenCalledTimes(1 + RETRY_LIMIT);
      expect((await pending).status).toBe(503);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(attempt).toHaveBeenCalledTimes(4);
    },
  );

  it('doubles the delay from 1 s', () => {
    expect([0, 1, 2].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000]);
  });

  it('stops at the first answer that is not a passing failure', async () => {
    vi.useFakeTimers();
    const attempt = attempts([429, 408, 200]);
    const pending = withRetries(attempt, { method: 'GET' });
    await vi.advanceTimersByTimeAsync(3_000);
    expect((await pending).status).toBe(200);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it.each([400, 401, 403, 404, 409, 422])('does not retry a %i', async (status) => {
    const attempt = attempts([status, 200]);
    expect((await withRetries(attempt, { method: 'PUT' })).status).toBe(status);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it.each(['POST', 'PATCH'])('does not retry a %s, whatever the status', async (method) => {
    const attempt = attempts([503, 200]);
    expect((await withRetries(attempt, { method })).status).toBe(503);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('retries a time-out (a synthetic 408) and hands back the last error', async () => {
    vi.useFakeTimers();
    const timeout = new ApiError(408, 'Request timeout. Please try again.', 'REQUEST_TIMEOUT');
    const attempt = vi.fn(async (): Promise<Response> => {
      throw timeout;
    });
    const pending = withRetries(attempt, { method: 'GET', retries: 1 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await pending).toBe(timeout);
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('does not retry a network failure (status 0)', async () => {
    const attempt = vi.fn(async (): Promise<Response> => {
      throw new ApiError(0, 'Network error. Please check your connection.', 'NETWORK_ERROR');
    });
    await expect(withRetries(attempt, { method: 'GET' })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the caller aborts', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const attempt = attempts([503]);
    const pending = withRetries(attempt, { method: 'GET', signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new DOMException('stop', 'AbortError'));
    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('assertCanSend', () => {
  it("blocks every method but GET while offline, with SPEC's OFFLINE message", () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    expect(() => assertCanSend('GET')).not.toThrow();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(() => assertCanSend(method)).toThrow(OFFLINE_MESSAGE);
    }
  });

  it('lets everything go while online', () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    expect(() => assertCanSend('POST')).not.toThrow();
  });
});
