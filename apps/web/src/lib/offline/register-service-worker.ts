/**
 * Registers /sw.js (built by service-worker-plugin.ts), which keeps the app's shell and files so it opens
 * and reloads while offline. Production builds only: the development server has no worker, and a worker
 * left from a build would serve stale files to it.
 */

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * How long after the page has loaded the worker is registered. Starting a worker and its install (which
 * reads the shell's files again into its cache) costs the page's main thread about 100 ms on a mid-range
 * phone (Lighthouse's total blocking time, measured with and without); a few seconds on, the page has
 * settled and the person is reading, not tapping.
 */
export const REGISTRATION_DELAY_MS = 4_000;

export type RegistrationEnvironment = {
  production: boolean;
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'register'> };
  window: Pick<Window, 'addEventListener'>;
  document: Pick<Document, 'readyState'>;
  /** Resolves once `ms` have passed and the page is idle. */
  settle(ms: number): Promise<void>;
};

function whenIdle(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2_000 });
      else resolve();
    }, ms);
  });
}

function browserEnvironment(): RegistrationEnvironment {
  return { production: import.meta.env.PROD, navigator, window, document, settle: whenIdle };
}

/**
 * Registers the worker once the page has loaded and settled (REGISTRATION_DELAY_MS, then an idle moment),
 * so that its install does not compete with the first paint and the first taps. Returns the registration,
 * or null when there is none: not a production build, no service workers (old browsers, some private
 * windows), or registration refused.
 */
export function registerServiceWorker(
  environment: RegistrationEnvironment = browserEnvironment(),
): Promise<ServiceWorkerRegistration | null> {
  const { production, navigator: browser, window: page, document: loaded } = environment;
  if (!production || !('serviceWorker' in browser) || !browser.serviceWorker) return Promise.resolve(null);
  const container = browser.serviceWorker;
  const register = () =>
    environment
      .settle(REGISTRATION_DELAY_MS)
      .then(() =>
        // The worker script is always fetched from the server to look for a new build, never the HTTP cache.
        container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' }),
      )
      .catch(() => null);
  if (loaded.readyState === 'complete') return register();
  return new Promise((resolve) => {
    page.addEventListener('load', () => resolve(register()), { once: true });
  });
}
