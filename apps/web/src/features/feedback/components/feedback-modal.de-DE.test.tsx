import deDE from '@resumeloop/i18n/catalogues/de-DE/web';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../lib/i18n/i18n-context';
import { FeedbackModal } from './feedback-modal';

describe('the feedback modal in German', () => {
  it('asks its questions, names its steps and its submit button in German', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider initial="de-DE" messages={deDE}>
        <QueryClientProvider client={new QueryClient()}>
          <FeedbackModal
            open
            onClose={vi.fn()}
            sessionId="a1b2c3d4-0000-4000-8000-000000000002"
            downloadFormat="docx"
            onSubmitted={vi.fn()}
          />
        </QueryClientProvider>
      </LocaleProvider>,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Kurzes Feedback zum Word-Download' }));
    expect(dialog.getByRole('heading', { name: 'Qualität der Inhalte' })).toBeInTheDocument();
    expect(dialog.getByText('Schritt 1 von 4')).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: 'Fortschritt des Feedbacks' })).toHaveAttribute(
      'aria-valuetext',
      'Schritt 1 von 4: Qualität der Inhalte',
    );
    const accuracy = dialog.getByRole('group', { name: /^Wie korrekt sind die Fakten/ });
    expect(accuracy).toHaveAccessibleName(
      'Wie korrekt sind die Fakten im verbesserten Lebenslauf?(Pflichtfeld)',
    );
    await user.click(within(accuracy).getByRole('radio', { name: '4' }));
    await user.click(
      within(dialog.getByRole('group', { name: /^Wie gut ist die Formatierung/ })).getByRole('radio', {
        name: '5',
      }),
    );
    await user.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByRole('heading', { name: 'Gesamteindruck' })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Vielleicht' })).toBeInTheDocument();
  });
});
