import { CONTACT_CATEGORY_LABELS, type TContactResponse } from '@resumeloop/contracts/contact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '../../../components/layout/site';
import { ContactPage } from './contact-page';

const CREATED: TContactResponse = {
  id: '6f1c2a9e-0b7d-4f53-9c1e-2d8a4b5c6e7f',
  message: 'Thanks for reaching out. We reply within 72 hours.',
  created_at: '2025-08-01T10:00:00.000Z',
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch that answers only when the test says so, to observe the pending state. */
function deferredFetch() {
  let answer: (response: Response) => void = () => {};
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (response: Response) => answer(response) };
}

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(entry = '/contact') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <ContactPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  category: () => screen.getByRole('combobox', { name: 'Category' }),
  subject: () => screen.getByRole('textbox', { name: 'Subject' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
  newsletter: () =>
    screen.getByRole('checkbox', { name: 'Subscribe to occasional ResumeLoop product updates' }),
};

async function fillForm(user: ReturnType<typeof userEvent.setup>, email = 'jane@example.com') {
  await user.type(field.name(), 'Jane Doe');
  await user.type(field.email(), email);
  await user.type(field.subject(), 'Upload question');
  await user.type(field.message(), 'Can I upload a DOCX file?');
}

/** The JSON body of the n-th call of the fetch mock. */
function sentBody(fetchMock: { mock: { calls: unknown[][] } }, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactPage', () => {
  it('opens about the Premium plan from a locked feature: billing, with the subject filled in', () => {
    renderPage('/contact?topic=premium');
    expect(field.category()).toHaveValue('billing');
    expect(field.subject()).toHaveValue('About the Premium plan');
    expect(field.message()).toHaveValue('');
  });

  it('ignores a topic it does not know', () => {
    renderPage('/contact?topic=anything');
    expect(field.category()).toHaveValue('general');
    expect(field.subject()).toHaveValue('');
  });

  it('renders one h1, labelled required fields and the seven categories', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(document.title).toBe('Contact | ResumeLoop');

    for (const required of [field.name(), field.email(), field.subject(), field.message()]) {
      expect(required).toBeRequired();
    }
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.category()).not.toBeRequired();
    expect(field.category()).toHaveValue('general');
    expect(
      within(field.category())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(Object.values(CONTACT_CATEGORY_LABELS));
    expect(field.newsletter()).not.toBeChecked();
  });

  it('shows the info cards and links to help and to the support email', () => {
    renderPage();
    for (const title of ['Response time', 'Email', 'Beta feedback', 'Privacy']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(
      screen.getByText(`Within ${SITE.supportResponseHours} hours`, { selector: 'span' }),
    ).toBeInTheDocument();
    for (const title of ['Our support philosophy', 'How to reach us', 'About the developer']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /visit help & support/i })).toHaveAttribute('href', '/help');
    for (const link of screen.getAllByRole('link', { name: SITE.supportEmail })) {
      expect(link).toHaveAttribute('href', `mailto:${SITE.supportEmail}`);
    }
  });

  it('POSTs the message, shows Sending... while pending, then the success state; Send Another Message starts over', async () => {
    const { fetchMock, answer } = deferredFetch();
    const { user } = renderPage();
    await fillForm(user);
    await user.selectOptions(field.category(), CONTACT_CATEGORY_LABELS.technical);
    await user.click(field.newsletter());
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');

    answer(jsonResponse(201, CREATED));

    const heading = await screen.findByRole('heading', { name: 'Message Sent Successfully!' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(CREATED.message)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(field.name()).toHaveValue('');
    expect(field.name()).toHaveFocus();
    expect(field.email()).toHaveValue('');
    expect(field.subject()).toHaveValue('');
    expect(field.message()).toHaveValue('');
    expect(field.category()).toHaveValue('general');
    expect(field.newsletter()).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('sends every field, with the newsletter flag and the category', async () => {
    const fetchMock = stubFetch(jsonResponse(201, CREATED));
    const { user } = renderPage();
    await fillForm(user);
    await user.selectOptions(field.category(), 'bug');
    await user.click(field.newsletter());
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('heading', { name: 'Message Sent Successfully!' });

    expect(sentBody(fetchMock)).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      category: 'bug',
      subject: 'Upload question',
      message: 'Can I upload a DOCX file?',
      newsletter: true,
    });
  });

  it('sends newsletter false and category general when left untouched', async () => {
    const fetchMock = stubFetch(jsonResponse(201, CREATED));
    const { user } = renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('heading', { name: 'Message Sent Successfully!' });

    expect(sentBody(fetchMock)).toMatchObject({ newsletter: false, category: 'general' });
  });

  it('on 422 shows the detail and marks the named field invalid with its message', async () => {
    const fetchMock = stubFetch(
      jsonResponse(422, {
        detail: 'email: Please enter a valid email address',
        code: 'validation_error',
        errors: [{ field: 'email', message: 'Please enter a valid email address' }],
      }),
    );
    const { user } = renderPage();
    // The form's own check accepts this address; the (mocked) server refuses it.
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText('email: Please enter a valid email address')).toBeInTheDocument();

    const email = field.email();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveFocus();
    expect(field.name()).toHaveAttribute('aria-invalid', 'false');
    expect(field.name()).toHaveValue('Jane Doe');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    // Editing the field hides its message; the alert stays until the next attempt.
    await user.type(email, '.com');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(email).not.toHaveAccessibleDescription();
    expect(within(alert).getByText('email: Please enter a valid email address')).toBeInTheDocument();
  });

  it("on 429 shows the server's detail and keeps what was typed", async () => {
    stubFetch(
      jsonResponse(429, { detail: 'Too many requests. Please wait and try again.', code: 'rate_limited' }),
    );
    const { user } = renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const alert = await screen.findByRole('alert');
    expect(
      await within(alert).findByText('Too many requests. Please wait and try again.'),
    ).toBeInTheDocument();
    expect(alert).toHaveFocus();
    expect(field.message()).toHaveValue('Can I upload a DOCX file?');
    expect(field.email()).toHaveAttribute('aria-invalid', 'false');
  });

  it('checks the values with the shared schema first and sends nothing when they fail', async () => {
    const fetchMock = stubFetch(jsonResponse(201, CREATED));
    const { user } = renderPage();
    // The browser accepts both; the shared schema wants a domain with a dot and a non-blank name.
    await user.type(field.name(), '   ');
    await user.type(field.email(), 'jane@localhost');
    await user.type(field.subject(), 'Hello');
    await user.type(field.message(), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(
      within(screen.getByRole('alert')).getByText('Name is required. Please enter a valid email address.'),
    ).toBeInTheDocument();
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(field.name()).toHaveAccessibleDescription('Name is required');
    expect(field.name()).toHaveFocus();
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.subject()).toHaveAttribute('aria-invalid', 'false');

    await user.clear(field.name());
    await user.type(field.name(), 'Jane Doe');
    await user.clear(field.email());
    await user.type(field.email(), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: 'Message Sent Successfully!' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { user } = renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(
      await within(screen.getByRole('alert')).findByText('Network error. Please check your connection.'),
    ).toBeInTheDocument();
  });
});
