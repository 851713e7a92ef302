import {
  type ServiceWorkerManifest,
  type ServiceWorkerScopeLike,
  startServiceWorker,
} from './service-worker';

/**
 * The entry of /sw.js. The build (service-worker-plugin.ts) bundles it on its own, as a classic script,
 * and puts the list of files it made in front of it, as `self.__RESUMELOOP_SW_MANIFEST__`. The app never
 * imports it.
 */
const scope = globalThis as unknown as ServiceWorkerScopeLike & {
  __RESUMELOOP_SW_MANIFEST__: ServiceWorkerManifest;
};

startServiceWorker(scope, scope.__RESUMELOOP_SW_MANIFEST__);
