import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach the server (SPEC §4). The browser's `navigator.onLine` and its 'online' and
 * 'offline' events say when the device has no network at all; a request that fails with a network error
 * (fetch rejects with a TypeError) says the server is out of reach although the device has a network, and
 * counts as offline until the next 'online' event or the next request that gets an answer.
 */
export type Connectivity = {
  /** True while the server is thought reachable. */
  isOnline(): boolean;
  /** Called whenever isOnline() changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** A request got an answer (any HTTP status): the server is reachable. */
  reportSuccess(): void;
  /**
   * A request failed. A network error (TypeError from fetch) marks the app offline; anything else (an
   * abort, a timeout of the app's own, an HTTP error) says nothing about the connection. Returns whether it
   * counted as a network error.
   */
  reportFailure(error: unknown): boolean;
  /** Stops listening to the window's events. */
  dispose(): void;
};

type EventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export type ConnectivityOptions = {
  /** Where the 'online' and 'offline' events come from; the window by default. */
  target?: EventSource;
  /** The browser's own idea of the network; navigator.onLine by default. */
  browserOnline?: () => boolean;
};

/** A fetch failure that means no answer came back: the network or the server is out of reach. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

export function createConnectivity(options: ConnectivityOptions = {}): Connectivity {
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  const browserOnline =
    options.browserOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false));
  const listeners = new Set<() => void>();
  let deviceOnline = browserOnline();
  let unreachable = false;
  let current = deviceOnline && !unreachable;

  const update = () => {
    const next = deviceOnline && !unreachable;
    if (next === current) return;
    current = next;
    for (const listener of [...listeners]) listener();
  };
  const onOnline = () => {
    deviceOnline = true;
    unreachable = false;
    update();
  };
  const onOffline = () => {
    deviceOnline = false;
    update();
  };
  target?.addEventListener('online', onOnline);
  target?.addEventListener('offline', onOffline);

  return {
    isOnline: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    reportSuccess() {
      // An answer means a network: correct a stale 'offline' the browser has not taken back yet.
      deviceOnline = true;
      unreachable = false;
      update();
    },
    reportFailure(error) {
      if (!isNetworkError(error)) return false;
      unreachable = true;
      update();
      return true;
    },
    dispose() {
      target?.removeEventListener('online', onOnline);
      target?.removeEventListener('offline', onOffline);
      listeners.clear();
    },
  };
}

/** The app's connectivity. */
export const connectivity: Connectivity = createConnectivity();

export const isOnline = (): boolean => connectivity.isOnline();
export const subscribeToConnectivity = (listener: () => void): (() => void) =>
  connectivity.subscribe(listener);
export const reportRequestSuccess = (): void => connectivity.reportSuccess();
export const reportRequestFailure = (error: unknown): boolean => connectivity.reportFailure(error);

/**
 * Fetches, and tells `source` what the attempt said about the connection: a response (any status) marks
 * the app online, a network error offline. The response or the error is passed on unchanged.
 */
export async function fetchTrackingConnectivity(
  input: RequestInfo | URL,
  init?: RequestInit,
  source: Connectivity = connectivity,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  try {
    const response = await fetchImpl(input, init);
    source.reportSuccess();
    return response;
  } catch (error) {
    source.reportFailure(error);
    throw error;
  }
}

/** True while the app thinks the server is reachable; re-renders when that changes. */
export function useOnline(source: Connectivity = connectivity): boolean {
  return useSyncExternalStore(source.subscribe, source.isOnline, () => true);
}
