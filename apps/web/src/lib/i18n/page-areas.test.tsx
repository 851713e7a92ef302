import enUS from '@resumeloop/i18n/catalogues/en-US/web';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router';
import { AuthProvider } from '../auth/auth-context';
import { LookProvider } from '../look/look-context';
import { LocaleProvider, useLocale } from './i18n-context';

/**
 * The legal pages' area (legal) is not in the catalogue the app starts with: their route loads it with
 * their code, in the language shown and in one the app is switching to.
 */
let changeLocale: ReturnType<typeof useLocale>['changeLocale'] = async () => undefined;
function LocaleHandle() {
  changeLocale = useLocale().changeLocale;
  return null;
}

/** Every text the page showed that is a message id of the legal area. */
const shownIds: string[] = [];
const observer = new MutationObserver(() => {
  const ids = document.body.textContent?.match(/\blegal\.[a-zA-Z]+\.[\w.]+/g);
  if (ids) shownIds.push(...ids);
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <LocaleProvider initial="en-US" messages={enUS}>
      <LocaleHandle />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthProvider>
          <LookProvider>
            <RouterProvider router={router} />
          </LookProvider>
        </AuthProvider>
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return router;
}

const LAZY_PAGE = { timeout: 5_000 };

describe("a page's own area of the catalogue", () => {
  beforeEach(() => {
    shownIds.length = 0;
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 'ready', database: 'ok' }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
  });
  afterEach(() => {
    observer.disconnect();
    vi.unstubAllGlobals();
  });

  it('is loaded with the page, and in the language the app switches to while the page shows', async () => {
    expect(Object.keys(enUS).some((id) => id.startsWith('legal.'))).toBe(false);
    renderAt('/terms-of-service');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }, LAZY_PAGE),
    ).toBeInTheDocument();

    await act(() => changeLocale('de-DE'));
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    expect(shownIds).toEqual([]);
  });

  it.each([
    ['the page opens while the language loads', 'language first'],
    ['the language is chosen while the page loads', 'page first'],
  ])('is loaded in the language the app switches to when %s', async (_, order) => {
    const router = renderAt('/about');
    await screen.findByRole('heading', { level: 1 }, LAZY_PAGE);
    const locale = order === 'page first' ? 'es-ES' : 'fr-FR';
    const title = order === 'page first' ? 'Política de privacidad' : 'Politique de confidentialité';

    await act(async () => {
      if (order === 'page first') {
        const opened = router.navigate('/privacy-policy');
        await Promise.all([changeLocale(locale), opened]);
      } else {
        const switched = changeLocale(locale);
        await Promise.all([router.navigate('/privacy-policy'), switched]);
      }
    });
    expect(await screen.findByRole('heading', { level: 1, name: title }, LAZY_PAGE)).toBeInTheDocument();
    expect(shownIds).toEqual([]);
  });
});
