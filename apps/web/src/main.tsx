import { loadWebMessages } from '@resumeloop/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installGlobalErrorHandlers } from './app/error-screens';
import { initialLocale } from './lib/i18n/locale';
import { registerServiceWorker } from './lib/offline/register-service-worker';
import 'sonner/dist/styles.css';
import './styles.css';

installGlobalErrorHandlers();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// As a transition, React renders the app in slices that give the main thread back every few
// milliseconds, rather than in one long task that would hold up the first taps on a slow phone.
// The first render is in the page's language: its catalogue (preloaded by the page the server sent) is
// loaded before anything is drawn, so no text shows in another language first.
const locale = initialLocale();
const messages = loadWebMessages(locale);
const start = () =>
  void messages.then((loaded) =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App locale={locale} messages={loaded} />
        </StrictMode>,
      ),
    ),
  );
// The page arrives with its shell (app-shell.tsx): let the browser draw it before the app's first render,
// which holds the main thread for a while on a slow phone. Without a shell (a bare page), start at once.
if (root.hasChildNodes()) requestAnimationFrame(() => setTimeout(start, 0));
else start();
// The app opens and reloads while offline (production builds; see lib/offline/service-worker.ts).
void registerServiceWorker();
