/**
 * One HTTP exchange: fetch (or XMLHttpRequest when upload progress is wanted) with same-origin cookies,
 * a JSON or multipart body, and a time-out reported as a synthetic 408. Knows nothing of credentials,
 * retries or sessions: the headers it is given are the headers it sends.
 */
import { networkError, timeoutError } from './errors';

export const API_TIMEOUT_MS = 30_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type SendOptions = {
  method: HttpMethod;
  body?: unknown;
  headers: Record<string, string>;
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
  /**
   * Reports the share of the request body sent so far, from 0 to 1 (a file upload's progress bar). The
   * request then goes through XMLHttpRequest: fetch cannot report upload progress.
   */
  onUploadProgress?: ((fraction: number) => void) | undefined;
};

type Exchange = (
  url: string,
  init: RequestInit & { method: string; headers: Record<string, string>; signal: AbortSignal },
) => Promise<Response>;

function responseHeadersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  const lines = xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/);
  for (const line of lines) {
    const separator = line.indexOf(':');
    if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

/** The same request through XMLHttpRequest, answering a fetch-like Response, with upload progress. */
function xhrExchange(onUploadProgress: (fraction: number) => void): Exchange {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method, url);
      for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0)
          onUploadProgress(Math.min(1, event.loaded / event.total));
      });
      xhr.addEventListener('load', () => {
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(
          new Response(empty ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeadersOf(xhr),
          }),
        );
      });
      // Shaped like fetch's failures, so the caller tells a network error from an abort the same way.
      xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
      xhr.addEventListener('abort', () => reject(new DOMException('The request was aborted.', 'AbortError')));
      init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
    });
}

const isFormData = (body: unknown): body is FormData =>
  typeof FormData !== 'undefined' && body instanceof FormData;

/**
 * Sends one request with its own time-out (a timer, so tests can drive it with fake timers). Resolves
 * with any response the server gave; rejects with a 408 ApiError on time-out, a network ApiError when no
 * answer came, or the caller's abort reason.
 */
export async function send(path: string, options: SendOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // A form (a file upload) sets its own multipart content type, boundary included.
  const form = isFormData(options.body);
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  Object.assign(headers, options.headers);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });
  if (options.signal?.aborted) abortFromCaller();

  try {
    const exchange: Exchange = options.onUploadProgress ? xhrExchange(options.onUploadProgress) : fetch;
    return await exchange(path, {
      method: options.method,
      headers,
      credentials: 'same-origin',
      body:
        options.body === undefined
          ? undefined
          : form
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw timeoutError();
    if (options.signal?.aborted) throw error;
    throw networkError();
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}
