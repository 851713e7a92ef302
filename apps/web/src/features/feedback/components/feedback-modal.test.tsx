import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, resetBrowserState, stubApi } from '../../../test/render-with-auth';
import type { ExportFormat } from '../api/download-export';
import { FeedbackModal } from './feedback-modal';

const SESSION = 'a1b2c3d4-0000-4000-8000-000000000002';

function renderModal({
  downloadFormat = 'pdf' as ExportFormat | null,
  submit = () =>
    jsonResponse(201, { message: 'Thank you for your feedback!', feedback_id: 'f1', can_export: true }),
  userId = null as string | null,
  title = 'Quick Feedback to Download PDF',
}: {
  downloadFormat?: ExportFormat | null;
  submit?: () => Response;
  userId?: string | null;
  title?: string;
} = {}) {
  const api = stubApi({ 'POST /api/feedback/submit': submit });
  const onClose = vi.fn();
  const onSubmitted = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const { unmount } = render(
    <QueryClientProvider client={client}>
      <FeedbackModal
        open
        onClose={onClose}
        sessionId={SESSION}
        targetIndustry="Data Science"
        downloadFormat={downloadFormat}
        onSubmitted={onSubmitted}
        userId={userId}
      />
    </QueryClientProvider>,
  );
  const dialog = within(screen.getByRole('dialog', { name: title }));
  return { api, onClose, onSubmitted, dialog, user: userEvent.setup(), unmount };
}

const radio = (group: string, option: string) =>
  within(screen.getByRole('group', { name: new RegExp(`^${group}`) })).getByRole('radio', { name: option });

beforeEach(() => resetBrowserState());
afterEach(() => resetBrowserState());

describe('the feedback modal', () => {
  it('opens Next only once each step’s required answers are given, and moves the focus to each step', async () => {
    const { dialog, user } = renderModal();
    const next = () => dialog.getByRole('button', { name: 'Next' });
    expect(dialog.getByRole('heading', { name: 'Content Quality Review' })).toHaveFocus();
    expect(dialog.getByRole('progressbar', { name: 'Feedback progress' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(next()).toBeDisabled();
    await user.click(radio('How accurate', '4'));
    expect(next()).toBeDisabled();
    await user.click(radio('How good is the formatting', '5'));
    expect(next()).toBeEnabled();
    await user.click(next());

    expect(dialog.getByRole('heading', { name: 'Overall Assessment' })).toHaveFocus();
    expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    expect(next()).toBeDisabled();
    await user.click(radio('How much did the refinement improve', '8'));
    expect(next()).toBeDisabled();
    // 'Maybe' answers the question even though it is sent as null.
    await user.click(radio('Would you send', 'Maybe'));
    expect(next()).toBeEnabled();
    await user.click(next());

    expect(dialog.getByRole('heading', { name: 'About You' })).toHaveFocus();
    expect(next()).toBeDisabled();
    await user.click(radio('How often', 'A few times'));
    await user.click(radio('Years of work experience', '3-5 years'));
    await user.click(next());

    expect(dialog.getByRole('heading', { name: 'Technical & Privacy' })).toHaveFocus();
    expect(dialog.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(dialog.getByRole('button', { name: 'Submit & Download PDF' })).toBeEnabled();
    await user.click(dialog.getByRole('button', { name: 'Previous' }));
    expect(dialog.getByRole('heading', { name: 'About You' })).toHaveFocus();
    expect(radio('How often', 'A few times')).toBeChecked();
  });

  it('shows each details box only while its box is ticked, and export issues only after a No', async () => {
    const { dialog, user } = renderModal();
    const details = () => dialog.queryByRole('textbox', { name: /What was added\?/ });
    expect(details()).toBeNull();
    await user.click(
      dialog.getByRole('checkbox', { name: 'It added things I have not done or do not have' }),
    );
    expect(details()).toBeVisible();
    await user.click(dialog.getByRole('checkbox', { name: 'It removed content that mattered' }));
    expect(dialog.getByRole('textbox', { name: /What was removed\?/ })).toBeVisible();
    await user.click(
      dialog.getByRole('checkbox', { name: 'It used inappropriate or unprofessional language' }),
    );
    expect(dialog.getByRole('textbox', { name: /Examples of the language/ })).toBeVisible();
    await user.click(
      dialog.getByRole('checkbox', { name: 'It added things I have not done or do not have' }),
    );
    expect(details()).toBeNull();

    await user.click(radio('How accurate', '3'));
    await user.click(radio('How good is the formatting', '3'));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(radio('How much did the refinement improve', '5'));
    await user.click(radio('Would you send', 'No'));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(radio('How often', 'This is my first time'));
    await user.click(radio('Years of work experience', '10+ years'));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    expect(radio('Did the export work smoothly', 'Yes')).toBeChecked();
    expect(dialog.queryByRole('textbox', { name: /What went wrong with the export/ })).toBeNull();
    await user.click(radio('Did the export work smoothly', 'No'));
    expect(dialog.getByRole('textbox', { name: /What went wrong with the export/ })).toBeVisible();
    expect(
      dialog.getByRole('checkbox', { name: /Keep my original and refined resume texts/ }),
    ).not.toBeChecked();
  });

  it('submits SPEC’s fields, sending withdrawn details as empty and Maybe as null', async () => {
    const { dialog, user, api, onSubmitted } = renderModal();
    await user.click(radio('How accurate', '2'));
    await user.click(radio('How good is the formatting', '4'));
    await user.click(
      dialog.getByRole('checkbox', { name: 'It added things I have not done or do not have' }),
    );
    await user.type(
      dialog.getByRole('textbox', { name: /What was added\?/ }),
      'A certification I do not hold',
    );
    await user.click(dialog.getByRole('checkbox', { name: 'It removed content that mattered' }));
    await user.type(dialog.getByRole('textbox', { name: /What was removed\?/ }), 'typed, then withdrawn');
    await user.click(dialog.getByRole('checkbox', { name: 'It removed content that mattered' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(radio('How much did the refinement improve', '7'));
    await user.click(radio('Would you send', 'Maybe'));
    await user.type(dialog.getByRole('textbox', { name: /The most helpful change/ }), 'Numbers in bullets');
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(radio('How often', 'Frequently'));
    await user.click(radio('Years of work experience', '6-10 years'));
    await user.type(dialog.getByRole('textbox', { name: /The role you are applying for/ }), 'Analytics lead');
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(dialog.getByRole('checkbox', { name: /Keep my original and refined resume texts/ }));
    await user.click(dialog.getByRole('button', { name: 'Submit & Download PDF' }));

    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String(api.calls('POST /api/feedback/submit')[0]?.[1]?.body)) as unknown;
    expect(body).toEqual({
      session_id: SESSION,
      target_industry: 'Data Science',
      has_fabricated_content: true,
      fabricated_details: 'A certification I do not hold',
      has_dropped_content: false,
      dropped_content_details: '',
      has_inappropriate_language: false,
      inappropriate_language_examples: '',
      factual_accuracy_rating: 2,
      formatting_rating: 4,
      technical_errors: '',
      export_worked_smoothly: true,
      export_issues: '',
      overall_improvement_rating: 7,
      would_use_refined_resume: null,
      would_use_reason: '',
      most_helpful_change: 'Numbers in bullets',
      least_helpful_change: '',
      usage_frequency: 'frequent',
      target_role: 'Analytics lead',
      experience_years: '6-10',
      store_resume_texts: true,
    });
  });

  /** Steps 1 and 2 answered and passed: the survey then shows About You. */
  async function answerFirstTwo(
    dialog: ReturnType<typeof within>,
    user: ReturnType<typeof userEvent.setup>,
    [accuracy, improvement] = ['5', '9'],
  ) {
    await user.click(radio('How accurate', accuracy));
    await user.click(radio('How good is the formatting', accuracy));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(radio('How much did the refinement improve', improvement));
    await user.click(radio('Would you send', 'Yes'));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
  }

  async function answerAll(dialog: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>) {
    await answerFirstTwo(dialog, user);
    await user.click(radio('How often', 'A few times'));
    await user.click(radio('Years of work experience', '0-2 years'));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
  }

  it('shows the server’s detail when the submit fails, and clears it on the next edit', async () => {
    let answer: (response: Response) => void = () => {};
    const { dialog, user, onSubmitted } = renderModal({
      submit: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }) as unknown as Response,
    });
    await answerAll(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Submit & Download PDF' }));
    expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer(jsonResponse(404, { detail: 'Resume session not found.', code: 'not_found' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Resume session not found.');
    expect(onSubmitted).not.toHaveBeenCalled();
    await user.type(dialog.getByRole('textbox', { name: /Any other technical errors/ }), 'x');
    expect(dialog.queryByRole('alert')).toBeNull();
  });

  it('falls back to ‘Failed to submit feedback’ when the server says nothing', async () => {
    const { dialog, user } = renderModal({ submit: () => new Response('oops', { status: 400 }) });
    await answerAll(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Submit & Download PDF' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(/^Failed to submit feedback$/);
  });

  it('closes with the X and with Escape', async () => {
    const { dialog, user, onClose } = renderModal({ downloadFormat: null });
    await user.click(dialog.getByRole('button', { name: 'Close dialog' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('names the Word download in its title when Word was asked for', () => {
    const { dialog } = renderModal({ downloadFormat: 'docx', title: 'Quick Feedback to Download Word' });
    expect(dialog.getByRole('heading', { name: 'Content Quality Review' })).toBeVisible();
  });

  it('starts About You with the answers the person gave last time', async () => {
    const first = renderModal({ userId: 'u-1' });
    await answerAll(first.dialog, first.user);
    await first.user.click(first.dialog.getByRole('button', { name: 'Submit & Download PDF' }));
    await vi.waitFor(() => expect(first.onSubmitted).toHaveBeenCalled());
    first.unmount();

    const again = renderModal({ userId: 'u-1' });
    await answerFirstTwo(again.dialog, again.user, ['4', '8']);
    // Still asked, already answered: the step's Next is open at once.
    expect(radio('How often', 'A few times')).toBeChecked();
    expect(radio('Years of work experience', '0-2 years')).toBeChecked();
    expect(again.dialog.getByRole('button', { name: 'Next' })).toBeEnabled();
    again.unmount();

    // Another account on the same browser starts empty.
    const other = renderModal({ userId: 'u-2' });
    await answerFirstTwo(other.dialog, other.user, ['4', '8']);
    expect(other.dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
