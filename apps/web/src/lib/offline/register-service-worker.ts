/**
 * Registers /sw.js (built by service-worker-plugin.ts), which keeps the app's shell and files so it opens
 * and reloads while offline. Production builds only: the development server has no worker, and a worker
 * left from a build would serve stale files to it.
 */

export const SERVICE_WORKER_URL = '/sw.js';

export type RegistrationEnvironment = {
  production: boolean;
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'register'> };
  window: Pick<Window, 'addEventListener'>;
  document: Pick<Document, 'readyState'>;
};

function browserEnvironment(): RegistrationEnvironment {
  return { production: import.meta.env.PROD, navigator, window, document };
}

/**
 * Registers the worker once the page has loaded (its install fetches every file of the build, which must
 * not compete with the first paint). Returns the registration, or null when there is none: not a
 * production build, no service workers (old browsers, some private windows), or registration refused.
 */
export function registerServiceWorker(
  environment: RegistrationEnvironment = browserEnvironment(),
): Promise<ServiceWorkerRegistration | null> {
  const { production, navigator: browser, window: page, document: loaded } = environment;
  if (!production || !('serviceWorker' in browser) || !browser.serviceWorker) return Promise.resolve(null);
  const container = browser.serviceWorker;
  const register = () =>
    container
      // The worker script is always fetched from the server to look for a new build, never the HTTP cache.
      .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
      .catch(() => null);
  if (loaded.readyState === 'complete') return register();
  return new Promise((resolve) => {
    page.addEventListener('load', () => resolve(register()), { once: true });
  });
}
