import { describe, expect, it, vi } from 'vitest';
import { REGISTRATION_DELAY_MS, registerServiceWorker, SERVICE_WORKER_URL } from './register-service-worker';

function environment(options: {
  production?: boolean;
  supported?: boolean;
  readyState?: DocumentReadyState;
}) {
  const registration = { scope: '/' } as ServiceWorkerRegistration;
  const register = vi.fn(async () => registration);
  const page = new EventTarget();
  const settle = vi.fn(async (_ms: number) => {});
  return {
    settle,
    register,
    registration,
    page,
    environment: {
      production: options.production ?? true,
      navigator: options.supported === false ? {} : { serviceWorker: { register } },
      window: page as unknown as Window,
      document: { readyState: options.readyState ?? 'complete' },
      settle,
    },
  };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site in a production build', async () => {
    const { environment: env, register, registration } = environment({});
    await expect(registerServiceWorker(env)).resolves.toBe(registration);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  });

  it('waits for the page to load before registering', async () => {
    const { environment: env, register, registration, page } = environment({ readyState: 'interactive' });
    const registered = registerServiceWorker(env);
    expect(register).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('load'));
    await expect(registered).resolves.toBe(registration);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('waits for the page to settle after loading, so the install does not compete with the first taps', async () => {
    const { environment: env, register, settle } = environment({});
    let settled = () => {};
    settle.mockImplementationOnce(() => new Promise<void>((resolve) => (settled = resolve)));
    const registered = registerServiceWorker(env);
    await Promise.resolve();
    expect(settle).toHaveBeenCalledWith(REGISTRATION_DELAY_MS);
    expect(register).not.toHaveBeenCalled();
    settled();
    await registered;
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing outside production builds or without service workers', async () => {
    const development = environment({ production: false });
    await expect(registerServiceWorker(development.environment)).resolves.toBeNull();
    expect(development.register).not.toHaveBeenCalled();
    await expect(registerServiceWorker(environment({ supported: false }).environment)).resolves.toBeNull();
  });

  it('does nothing in the test build by default', async () => {
    await expect(registerServiceWorker()).resolves.toBeNull();
  });

  it('lets the app run on when the browser refuses the worker', async () => {
    const { environment: env, register } = environment({});
    register.mockRejectedValueOnce(new DOMException('The operation is insecure.', 'SecurityError'));
    await expect(registerServiceWorker(env)).resolves.toBeNull();
  });
});
