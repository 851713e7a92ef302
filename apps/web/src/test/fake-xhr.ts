import { vi } from 'vitest';

/** One request the fake XMLHttpRequest received. */
export type XhrRequest = { method: string; url: string; headers: Record<string, string>; body: unknown };
export type XhrAnswer = { status: number; body?: unknown };

/**
 * Replaces XMLHttpRequest (used for uploads, whose progress fetch cannot report) with a fake that reports
 * half the body sent, then all of it, then answers with `handler`'s status and JSON body. Remove it with
 * vi.unstubAllGlobals().
 */
export function stubXhr(handler: (request: XhrRequest) => XhrAnswer | Promise<XhrAnswer>) {
  const requests: XhrRequest[] = [];

  class FakeXhr {
    readonly upload = new EventTarget();
    status = 0;
    statusText = '';
    responseText = '';
    #events = new EventTarget();
    #method = 'GET';
    #url = '';
    #headers: Record<string, string> = {};
    #responseHeaders = '';

    open(method: string, url: string) {
      this.#method = method;
      this.#url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.#headers[name] = value;
    }
    addEventListener(type: string, listener: EventListener) {
      this.#events.addEventListener(type, listener);
    }
    getAllResponseHeaders() {
      return this.#responseHeaders;
    }
    abort() {
      this.#events.dispatchEvent(new Event('abort'));
    }
    send(body: unknown) {
      const request = { method: this.#method, url: this.#url, headers: this.#headers, body };
      requests.push(request);
      void (async () => {
        for (const loaded of [50, 100]) {
          this.upload.dispatchEvent(
            new ProgressEvent('progress', { lengthComputable: true, loaded, total: 100 }),
          );
        }
        const answer = await handler(request);
        this.status = answer.status;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.#responseHeaders = 'content-type: application/json\r\n';
        this.#events.dispatchEvent(new Event('load'));
      })();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { requests };
}
