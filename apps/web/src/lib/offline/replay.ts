import { ApiError, apiRequest } from '../api';
import { type QueuedRequest, type ReplayOutcome, type ReplayResult, requestQueue } from './request-queue';

/**
 * Sends one queued write as it was made: its method, path, body, its Idempotency-Key (so a write the
 * server already took is not done twice) and its If-Match (so a write made on an older copy is refused
 * rather than overwriting a newer one). The session's current credentials go with it.
 */
export async function sendQueuedWrite(entry: QueuedRequest): Promise<ReplayOutcome> {
  const headers: Record<string, string> = {};
  if (entry.headers['If-Match']) headers['If-Match'] = entry.headers['If-Match'];
  try {
    await apiRequest<unknown>(entry.url, {
      method: entry.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      ...(entry.body === null ? {} : { body: JSON.parse(entry.body) as unknown }),
      idempotencyKey: entry.headers['Idempotency-Key'],
      headers,
      // Queued writes are sent once per replay; the next reconnect tries again.
      retries: 0,
    });
    return 'done';
  } catch (error) {
    if (!(error instanceof ApiError)) return 'retry-later';
    if (error.status === 409 || error.status === 412) return 'conflict';
    if (error.status === 0 || error.status === 401 || error.status === 408 || error.status === 429) {
      return 'retry-later';
    }
    if (error.status >= 500) return 'retry-later';
    return 'drop';
  }
}

/** Replays the user's queued writes in order (see request-queue.ts for what each outcome does). */
export function replayQueuedWrites(userId: string): Promise<ReplayResult> {
  return requestQueue.replay(userId, sendQueuedWrite);
}
