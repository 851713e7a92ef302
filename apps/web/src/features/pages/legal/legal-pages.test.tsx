import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '../../../components/layout/site';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const TERMS_TITLES = [
  'Definitions',
  'Acceptance of Terms',
  'Eligibility',
  'Service Description',
  'User Accounts',
  'User Content and Licence',
  'Payment and Subscriptions',
  'Acceptable Use',
  'Intellectual Property',
  'Privacy',
  'Disclaimers',
  'Limitation of Liability',
  'Indemnification',
  'Termination',
  'Changes to Terms',
  'Dispute Resolution',
  'Governing Law',
  'Severability',
  'Entire Agreement',
  'Contact',
];

const PRIVACY_TITLES = [
  'Introduction',
  'Information We Collect',
  'How We Use Information',
  'Legal Basis for Processing',
  'How We Share Information',
  'International Data Transfers',
  'Data Security',
  'Data Retention',
  'Your Rights',
  'Cookies',
  "Children's Privacy",
  'Changes to This Policy',
  'Contact Us',
  'Compliance',
];

function renderPage(page: ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

const numbered = (titles: string[]) => titles.map((title, index) => `${index + 1}. ${title}`);

function expectNumberedSectionsWithAnchors(titles: string[]) {
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const headings = screen.getAllByRole('heading', { level: 2 });
  expect(headings.map((heading) => heading.textContent)).toEqual(numbered(titles));

  const contents = screen.getByRole('navigation', { name: 'Table of contents' });
  const links = within(contents).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(numbered(titles));
  links.forEach((link, index) => {
    const heading = headings[index];
    expect(heading?.id).toBeTruthy();
    expect(link).toHaveAttribute('href', `#${heading?.id}`);
  });
  expect(new Set(headings.map((heading) => heading.id)).size).toBe(titles.length);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('TermsPage', () => {
  it('shows the twenty numbered sections in order, each reachable from the table of contents', () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expectNumberedSectionsWithAnchors(TERMS_TITLES);
    expect(document.title).toBe('Terms of Service | ResumeLoop');
  });

  it('states the governing law, the liability cap and arbitration with a class action waiver', () => {
    const { container } = renderPage(<TermsPage />);
    const text = container.textContent ?? '';
    expect(text).toContain('State of Delaware');
    expect(text).toContain('twelve months');
    expect(text).toContain('binding individual arbitration');
    expect(text).toContain('Class action waiver');
    expect(text).toContain('at least 18 years old');
    expect(text).toContain("at least 30 days' notice by email before a price change");
  });

  it('links to the privacy policy and gives the legal contact address', () => {
    renderPage(<TermsPage />);
    const privacySection = screen.getByRole('region', { name: '10. Privacy' });
    expect(within(privacySection).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const contactSection = screen.getByRole('region', { name: '20. Contact' });
    expect(within(contactSection).getByRole('link', { name: SITE.legalEmail })).toHaveAttribute(
      'href',
      `mailto:${SITE.legalEmail}`,
    );
  });
});

describe('PrivacyPage', () => {
  it('shows the fourteen numbered sections in order, each reachable from the table of contents', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expectNumberedSectionsWithAnchors(PRIVACY_TITLES);
    expect(document.title).toBe('Privacy Policy | ResumeLoop');
  });

  it('shows the fixed effective date and today as the last-updated date', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 5, 12, 0, 0));
    renderPage(<PrivacyPage />);

    expect(screen.getByText(/^Effective date:/)).toHaveTextContent('Effective date: January 1, 2025');
    const lastUpdated = screen.getByText(/^Last updated:/);
    expect(lastUpdated).toHaveTextContent('Last updated: March 5, 2026');
    expect(within(lastUpdated).getByText('March 5, 2026')).toHaveAttribute('datetime', '2026-03-05');
  });

  it('formats the last-updated date the way Intl long dates read', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 9, 30, 0));
    renderPage(<PrivacyPage />);
    const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
    expect(expected).toBe('November 22, 2026');
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent(`Last updated: ${expected}`);
  });

  it('states the retention periods, security commitments and the privacy contact address', () => {
    const { container } = renderPage(<PrivacyPage />);
    const text = container.textContent ?? '';
    expect(text).toContain('AES-256');
    expect(text).toContain('within 72 hours');
    expect(text).toContain('aged 18 and over');

    const retention = screen.getByRole('table', { name: 'How long we keep each kind of information' });
    const rows = within(retention).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('plus 2 years after it is closed'),
      expect.stringContaining('no more than 1 year after you ask us to delete it'),
      expect.stringContaining('3 years'),
      expect.stringContaining('7 years'),
      expect.stringContaining('3 years'),
    ]);

    const contactSection = screen.getByRole('region', { name: '13. Contact Us' });
    expect(within(contactSection).getByRole('link', { name: SITE.privacyEmail })).toHaveAttribute(
      'href',
      `mailto:${SITE.privacyEmail}`,
    );
  });

  it('names the four privacy laws it complies with', () => {
    renderPage(<PrivacyPage />);
    const compliance = screen.getByRole('region', { name: '14. Compliance' });
    for (const law of ['GDPR', 'CCPA', 'PIPEDA', 'Australian Privacy Act']) {
      expect(compliance).toHaveTextContent(law);
    }
  });
});
