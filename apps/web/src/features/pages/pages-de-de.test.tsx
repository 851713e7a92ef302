import legal from '@resumeloop/i18n/catalogues/de-DE/legal.json';
import deDE from '@resumeloop/i18n/catalogues/de-DE/web';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../lib/i18n/i18n-context';
import { AboutPage } from './about/about-page';
import { HelpPage } from './help/help-page';
import { PrivacyPage } from './legal/privacy-page';
import { TermsPage } from './legal/terms-page';
import { NotFoundPage } from './not-found/not-found-page';

// The legal pages' area loads with their route (router.tsx); rendered alone, a page is given it.
const messages = { ...deDE, ...legal };

function renderInGerman(page: ReactElement) {
  render(
    <LocaleProvider initial="de-DE" messages={messages}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{page}</MemoryRouter>
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return { user: userEvent.setup() };
}

describe('the public pages in German', () => {
  it('shows the help page in German and searches the German text', async () => {
    const { user } = renderInGerman(<HelpPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hilfe & Support' })).toBeInTheDocument();
    expect(document.title).toBe('Hilfe & Support | ResumeLoop');
    expect(screen.getByText('Alles wird angezeigt: 6 Themen und 8 Fragen.')).toBeInTheDocument();

    await user.type(
      screen.getByRole('searchbox', { name: 'Hilfethemen und Fragen durchsuchen' }),
      'Passwort',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Kontoverwaltung' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Wie erstelle ich ein Konto und melde mich an?' }),
    ).toBeVisible();
    expect(screen.getByText('2 Ergebnisse für „Passwort“: 1 Thema und 1 Frage.')).toBeInTheDocument();
  });

  it('writes the launch month in German on the about page', () => {
    renderInGerman(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Über ResumeLoop' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Beta-Status' })).toHaveTextContent(
      'ResumeLoop ist im Juli 2025 gestartet',
    );
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('says in German that a page does not exist', () => {
    renderInGerman(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('shows the whole Terms of Service and Privacy Policy in German, with their links and addresses', () => {
    renderInGerman(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Inhaltsverzeichnis' });
    expect(within(contents).getAllByRole('link')).toHaveLength(20);
    const privacy = screen.getByRole('region', { name: '10. Datenschutz' });
    expect(within(privacy).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('region', { name: '17. Anwendbares Recht' })).toHaveTextContent(
      'Bundesstaats Delaware',
    );
    cleanup();

    renderInGerman(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Wie lange wir welche Daten aufbewahren' })).toBeInTheDocument();
    const compliance = screen.getByRole('region', { name: '14. Einhaltung von Vorschriften' });
    for (const law of ['DSGVO', 'CCPA', 'PIPEDA', 'Australian Privacy Act 1988']) {
      expect(compliance).toHaveTextContent(law);
    }
    expect(screen.getByRole('region', { name: '1. Einleitung' })).toHaveTextContent('im Juli 2025');
  });
});
