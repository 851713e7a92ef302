import { renderToStaticMarkup } from 'react-dom/server';
import { HeaderBar } from '../components/layout/header-bar';
import { Logo } from '../components/layout/logo';

/**
 * What the page shows before its scripts have run: the header bar with the brand, drawn from the page
 * and its stylesheet alone, in the visitor's look (the server writes it on <html>). The app replaces it
 * when it starts, with the same bar at the same place, so nothing moves. Rendered into index.html at
 * build (app-shell-plugin.ts); pages without a header (the editor, social sign-in) are sent without it.
 */
export function AppShell() {
  return (
    <div className="flex min-h-screen flex-col">
      <HeaderBar
        brand={
          <a href="/" aria-label="ResumeLoop home" className="rounded-md">
            <Logo />
          </a>
        }
      />
    </div>
  );
}

export function renderAppShell(): string {
  return renderToStaticMarkup(<AppShell />);
}
