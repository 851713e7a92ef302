import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearClientCredentials, setBearerTokens } from '../api';
import { sendQueuedWrite } from './replay';
import type { QueuedRequest } from './request-queue';

const ENTRY: QueuedRequest = {
  id: 1,
  method: 'PUT',
  url: '/api/dynamic-pdf/s1/update',
  body: JSON.stringify({ contact: { location: 'Lisbon' } }),
  headers: {
    'Content-Type': 'application/json',
    'Idempotency-Key': 'key-1',
    'If-Match': '"2026-11-26T10:00:00.000Z"',
  },
  userId: 'u1',
  coalesceKey: 'editor:s1',
  createdAt: 0,
  revision: 0,
};

function answer(status: number | 'network') {
  const fetchMock = vi.fn(async () => {
    if (status === 'network') throw new TypeError('Failed to fetch');
    return new Response(status === 204 ? null : JSON.stringify({ detail: 'x', code: 'x' }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearClientCredentials();
});

describe('sendQueuedWrite', () => {
  it('sends the write as it was made: method, body, its own key and If-Match', async () => {
    setBearerTokens({ accessToken: 'token' });
    const fetchMock = answer(204);
    expect(await sendQueuedWrite(ENTRY)).toBe('done');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(ENTRY.url);
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(ENTRY.body);
    const headers = init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-1');
    expect(headers['If-Match']).toBe('"2026-11-26T10:00:00.000Z"');
  });

  it.each([
    [412, 'conflict'],
    [409, 'conflict'],
    [503, 'retry-later'],
    [429, 'retry-later'],
    [408, 'retry-later'],
    ['network', 'retry-later'],
    [404, 'drop'],
    [422, 'drop'],
  ] as const)('an answer of %s means %s', async (status, outcome) => {
    setBearerTokens({ accessToken: 'token' });
    answer(status);
    expect(await sendQueuedWrite(ENTRY)).toBe(outcome);
  });
});
