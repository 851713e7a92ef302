import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { useT } from '../lib/i18n/use-t';

/** Says the page failed; its button reloads it ('Reload Page' for the app, 'Refresh Page' for a route). */
function ErrorScreen({ action }: { action: 'reload' | 'refresh' }) {
  const t = useT();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('common.errorScreen.title')}</h1>
      <p className="max-w-md text-slate-600">{t('common.errorScreen.body')}</p>
      <Button onClick={() => window.location.reload()}>
        {t(action === 'reload' ? 'common.errorScreen.reload' : 'common.errorScreen.refresh')}
      </Button>
    </main>
  );
}

/** The router-level render-error screen (SPEC §8: logs 'Router Error'). */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error('Router Error', error);
  return <ErrorScreen action="refresh" />;
}

/** The application-level render-error screen, for errors outside the router. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Something went wrong', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen action="reload" /> : this.props.children;
  }
}

/** SPEC §8: unhandled rejections and global errors are logged; the rejection's default handling is suppressed. */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    console.error('Unhandled Promise Rejection', event.reason);
    event.preventDefault();
  };
  const onError = (event: ErrorEvent) => {
    console.error('Global Error', event.error ?? event.message);
  };
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
