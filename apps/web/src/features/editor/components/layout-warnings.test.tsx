import type { LayoutReport } from '@resumeloop/contracts/editor';
import deDE from '@resumeloop/i18n/catalogues/de-DE/web';
import enUS from '@resumeloop/i18n/catalogues/en-US/web';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../../lib/i18n/i18n-context';
import { LayoutWarnings } from './layout-warnings';

type Layout = Pick<LayoutReport, 'warnings' | 'warning_refs'>;

/** The layout a render gives for a resume without an email and with a page of two stray lines. */
const LAYOUT: Layout = {
  warnings: [
    'Add an email address so employers can reach you.',
    'Page 2 holds only 1 line; shorten a few bullets or hide a section to end on page 1, or start a section on a new page.',
  ],
  warning_refs: [
    { id: 'pdf.warning.missingEmail' },
    { id: 'pdf.warning.shortLastPage', values: { page: 2, lines: 1, previousPage: 1 } },
  ],
};

function renderIn(locale: 'en-US' | 'de-DE', layout: Layout) {
  return render(
    <LocaleProvider initial={locale} messages={locale === 'de-DE' ? deDE : enUS}>
      <LayoutWarnings layout={layout} />
    </LocaleProvider>,
  );
}

const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('the layout warnings', () => {
  it('reads each warning in the language shown, from its message reference', () => {
    renderIn('de-DE', LAYOUT);
    expect(screen.getByText('Layout-Hinweise', { exact: false })).toBeVisible();
    expect(items()).toEqual([
      'Fügen Sie eine E-Mail-Adresse hinzu, damit Arbeitgeber Sie erreichen können.',
      'Auf Seite 2 steht nur 1 Zeile; kürzen Sie einige Stichpunkte oder blenden Sie einen Abschnitt aus, damit der Lebenslauf auf Seite 1 endet, oder beginnen Sie einen Abschnitt auf einer neuen Seite.',
    ]);
  });

  it('formats the references in English exactly as the render wrote them', () => {
    renderIn('en-US', LAYOUT);
    expect(items()).toEqual(LAYOUT.warnings);
  });

  it('shows the text as it came when there is no reference, or not one per warning', () => {
    renderIn('de-DE', { warnings: ['A warning of an older answer.'] });
    expect(items()).toEqual(['A warning of an older answer.']);
  });

  it('shows nothing when there are no warnings', () => {
    const { container } = renderIn('de-DE', { warnings: [], warning_refs: [] });
    expect(container).toBeEmptyDOMElement();
  });
});
