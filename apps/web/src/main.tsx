import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installGlobalErrorHandlers } from './app/error-screens';
import { registerServiceWorker } from './lib/offline/register-service-worker';
import 'sonner/dist/styles.css';
import './styles.css';

installGlobalErrorHandlers();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// The app opens and reloads while offline (production builds; see lib/offline/service-worker.ts).
void registerServiceWorker();
