import { Outlet } from 'react-router';
import { DevelopmentBanner } from '../components/layout/development-banner';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { FocusHeadingOnArrival } from '../components/ui/focus-heading';
import { AuthRedirector } from '../lib/auth/auth-redirector';
import { useT } from '../lib/i18n/use-t';
import { ScrollToTop } from './scroll-to-top';

function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
    >
      {t('common.skipToMain')}
    </a>
  );
}

/**
 * Every route: carries out the navigations the auth state asks for (sign-out, an ended session), and
 * puts the focus on the new page's heading when a navigation asks for it.
 */
export function RootLayout() {
  return (
    <>
      <AuthRedirector />
      <FocusHeadingOnArrival />
      <Outlet />
    </>
  );
}

/** Pages with the header and footer. */
export function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <SkipLink />
      <DevelopmentBanner />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

/** Full-screen pages (social sign-in result, standalone editor) without header and footer. */
export function BareLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <DevelopmentBanner />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
