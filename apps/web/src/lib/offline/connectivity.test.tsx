import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Connectivity,
  createConnectivity,
  fetchTrackingConnectivity,
  isNetworkError,
  useOnline,
} from './connectivity';

const made: Connectivity[] = [];
afterEach(() => {
  for (const connectivity of made.splice(0)) connectivity.dispose();
});

function connectivityOf(startOnline: boolean) {
  const target = new EventTarget();
  const connectivity = createConnectivity({ target, browserOnline: () => startOnline });
  made.push(connectivity);
  const fire = (type: 'online' | 'offline') => act(() => void target.dispatchEvent(new Event(type)));
  return { connectivity, fire };
}

function Banner({ source }: { source: Connectivity }) {
  return <p>{useOnline(source) ? 'online' : 'Connection lost - working offline'}</p>;
}

describe('connectivity', () => {
  it('starts from the browser’s navigator.onLine', () => {
    expect(connectivityOf(true).connectivity.isOnline()).toBe(true);
    expect(connectivityOf(false).connectivity.isOnline()).toBe(false);
  });

  it('follows the window’s offline and online events', () => {
    const { connectivity, fire } = connectivityOf(true);
    const listener = vi.fn();
    connectivity.subscribe(listener);

    fire('offline');
    expect(connectivity.isOnline()).toBe(false);
    fire('online');
    expect(connectivity.isOnline()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('counts a network error as offline until the next online event', () => {
    const { connectivity, fire } = connectivityOf(true);
    expect(connectivity.reportFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(connectivity.isOnline()).toBe(false);
    fire('online');
    expect(connectivity.isOnline()).toBe(true);
  });

  it('counts a network error as offline until a request gets an answer', () => {
    const { connectivity } = connectivityOf(true);
    connectivity.reportFailure(new TypeError('NetworkError when attempting to fetch resource.'));
    connectivity.reportSuccess();
    expect(connectivity.isOnline()).toBe(true);
  });

  it('ignores failures that say nothing about the network', () => {
    const { connectivity } = connectivityOf(true);
    const listener = vi.fn();
    connectivity.subscribe(listener);

    expect(connectivity.reportFailure(new DOMException('The user aborted a request.', 'AbortError'))).toBe(
      false,
    );
    expect(connectivity.reportFailure(new Error('HTTP 500'))).toBe(false);
    expect(connectivity.isOnline()).toBe(true);
    expect(listener).not.toHaveBeenCalled();
    expect(isNetworkError(new TypeError('Load failed'))).toBe(true);
  });

  it('tells nobody when nothing changed, and stops telling after unsubscribing', () => {
    const { connectivity, fire } = connectivityOf(true);
    const listener = vi.fn();
    const unsubscribe = connectivity.subscribe(listener);
    fire('online');
    connectivity.reportSuccess();
    expect(listener).not.toHaveBeenCalled();

    unsubscribe();
    fire('offline');
    expect(listener).not.toHaveBeenCalled();
  });

  it('learns from fetches made through fetchTrackingConnectivity', async () => {
    const { connectivity } = connectivityOf(true);
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchTrackingConnectivity('/api/x', undefined, connectivity, failing)).rejects.toThrow(
      TypeError,
    );
    expect(connectivity.isOnline()).toBe(false);

    const answering = vi.fn(async () => new Response('{}', { status: 503 }));
    const response = await fetchTrackingConnectivity('/api/x', { method: 'GET' }, connectivity, answering);
    expect(response.status).toBe(503);
    expect(answering).toHaveBeenCalledWith('/api/x', { method: 'GET' });
    expect(connectivity.isOnline()).toBe(true);
  });
});

describe('useOnline', () => {
  it('re-renders when the connection goes and comes back', () => {
    const { connectivity, fire } = connectivityOf(true);
    render(<Banner source={connectivity} />);
    expect(screen.getByText('online')).toBeInTheDocument();

    fire('offline');
    expect(screen.getByText('Connection lost - working offline')).toBeInTheDocument();
    fire('online');
    expect(screen.getByText('online')).toBeInTheDocument();
  });

  it('reports a network error seen by a request', () => {
    const { connectivity } = connectivityOf(true);
    const { result } = renderHook(() => useOnline(connectivity));
    expect(result.current).toBe(true);

    act(() => void connectivity.reportFailure(new TypeError('Failed to fetch')));
    expect(result.current).toBe(false);
    act(() => connectivity.reportSuccess());
    expect(result.current).toBe(true);
  });

  it('follows the browser through the app’s default connectivity', async () => {
    const { useOnline: useAppOnline } = await import('./connectivity');
    const { result } = renderHook(() => useAppOnline());
    expect(result.current).toBe(navigator.onLine);

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(result.current).toBe(false);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current).toBe(true);
    onLine.mockRestore();
  });
});
