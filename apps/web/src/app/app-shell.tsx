import enUS from '@resumeloop/i18n/catalogues/en-US/web';
import { renderToStaticMarkup } from 'react-dom/server';
import { HeaderBar } from '../components/layout/header-bar';
import { Logo } from '../components/layout/logo';
import { LocaleProvider } from '../lib/i18n/i18n-context';
import { useT } from '../lib/i18n/use-t';

/**
 * What the page shows before its scripts have run: the header bar with the brand, drawn from the page
 * and its stylesheet alone, in the visitor's look (the server writes it on <html>). The app replaces it
 * when it starts, with the same bar at the same place, so nothing moves. Rendered into index.html at
 * build (app-shell-plugin.ts); pages without a header (the editor, social sign-in) are sent without it.
 */
export function AppShell() {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <HeaderBar
        brand={
          <a href="/" aria-label={t('common.header.home')} className="rounded-md">
            <Logo />
          </a>
        }
      />
    </div>
  );
}

/** The shell's markup, built once for every language: its one text (the brand link's name) in en-US. */
export function renderAppShell(): string {
  return renderToStaticMarkup(
    <LocaleProvider initial="en-US" messages={enUS}>
      <AppShell />
    </LocaleProvider>,
  );
}
