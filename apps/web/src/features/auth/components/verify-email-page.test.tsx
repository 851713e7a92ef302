import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import {
  jsonResponse,
  renderWithAuth,
  resetBrowserState,
  stubApi,
  TEST_USER,
} from '../../../test/render-with-auth';
import { VerifyEmailPage } from './verify-email-page';

const UNVERIFIED = { ...TEST_USER, email_verified: false, can_access_resume_features: false };

function renderAt(path: string) {
  return renderWithAuth([{ path: '/verify-email', element: <VerifyEmailPage /> }], path).router;
}

afterEach(() => {
  vi.useRealTimers();
  resetBrowserState();
});

describe('VerifyEmailPage, waiting for the link', () => {
  it("shows the user's email, the 30-minute note and the two links", async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(UNVERIFIED));
    stubApi({
      '/api/auth/me': () => jsonResponse(200, { user: UNVERIFIED }),
      '/api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
      '/api/mail/delivery': () => jsonResponse(200, { delivery: 'smtp' }),
    });
    renderAt('/verify-email');
    expect(screen.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeInTheDocument();
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText(/expires in 30 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create Different Account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('resends: Sending New Link..., the success message, then a 60-second countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(UNVERIFIED));
    let answer: (response: Response) => void = () => {};
    const { fetchMock } = stubApi({
      '/api/auth/me': () => jsonResponse(200, { user: UNVERIFIED }),
      '/api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
      '/api/mail/delivery': () => jsonResponse(200, { delivery: 'smtp' }),
      '/api/auth/send-verification': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt('/verify-email');
    await screen.findByText('ada@example.com');

    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(screen.getByRole('button', { name: 'Sending New Link...' })).toBeDisabled();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/auth/send-verification');
    expect(((sent?.[1]?.headers ?? {}) as Record<string, string>)['X-CSRF-Token']).toBe('csrf-1');

    await act(async () =>
      answer(jsonResponse(200, { message: 'Verification email sent! Please check your inbox.' })),
    );
    expect(await screen.findByText('Verification email sent! Please check your inbox.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Available in 60s' })).toBeDisabled();

    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('button', { name: 'Resend Available in 59s' })).toBeDisabled();

    await act(async () => {
      vi.advanceTimersByTime(58_000);
    });
    expect(screen.getByRole('button', { name: 'Resend Available in 1s' })).toBeDisabled();

    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeEnabled();
  });

  it("starts the countdown from the server's cooldown refusal (429 with its seconds)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(UNVERIFIED));
    stubApi({
      '/api/auth/me': () => jsonResponse(200, { user: UNVERIFIED }),
      '/api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
      '/api/mail/delivery': () => jsonResponse(200, { delivery: 'smtp' }),
      '/api/auth/send-verification': () =>
        jsonResponse(429, {
          detail: 'Please wait 42 seconds before requesting another verification email.',
          code: 'resend_cooldown',
        }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt('/verify-email');
    await screen.findByText('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));

    expect(
      await screen.findByText('Please wait 42 seconds before requesting another verification email.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Available in 42s' })).toBeDisabled();
    // Announced once at the start, not every second.
    expect(screen.getByText('You can ask for another link in 42 seconds.')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('button', { name: 'Resend Available in 41s' })).toBeDisabled();
    expect(screen.getByText('You can ask for another link in 42 seconds.')).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(41_000);
    });
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeEnabled();
    expect(screen.getByText('You can ask for a new verification link now.')).toBeInTheDocument();
  });

  it('shows any other refusal and starts no countdown', async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(UNVERIFIED));
    stubApi({
      '/api/auth/me': () => jsonResponse(200, { user: UNVERIFIED }),
      '/api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
      '/api/mail/delivery': () => jsonResponse(200, { delivery: 'smtp' }),
      '/api/auth/send-verification': () =>
        jsonResponse(503, {
          detail: 'Failed to resend verification email. Please try again.',
          code: 'mail_unavailable',
        }),
    });
    const user = userEvent.setup();
    renderAt('/verify-email');
    await screen.findByText('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));

    expect(
      await within(await screen.findByRole('alert')).findByText(
        'Failed to resend verification email. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeEnabled();
  });

  it("tells a self-hoster without a mail server that the link is in the server's console", async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(UNVERIFIED));
    stubApi({
      '/api/auth/me': () => jsonResponse(200, { user: UNVERIFIED }),
      '/api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
      '/api/mail/delivery': () => jsonResponse(200, { delivery: 'log' }),
    });
    renderAt('/verify-email');
    const note = await screen.findByText('No mail server is set up on this server');
    expect(note.closest('[role="status"]')).toHaveTextContent(
      /printed in the server's console \(the terminal running npm start\)/,
    );
  });

  it('says nothing extra when mail goes through a mail server', async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(UNVERIFIED));
    const { calls } = stubApi({
      '/api/auth/me': () => jsonResponse(200, { user: UNVERIFIED }),
      '/api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
      '/api/mail/delivery': () => jsonResponse(200, { delivery: 'smtp' }),
    });
    renderAt('/verify-email');
    await screen.findByText('ada@example.com');
    await vi.waitFor(() => expect(calls('/api/mail/delivery')).toHaveLength(1));
    expect(screen.queryByText('No mail server is set up on this server')).not.toBeInTheDocument();
  });

  it('lets a long address wrap only before its @ and its dots', async () => {
    const long = { ...UNVERIFIED, email: 'firstname.middlename.lastname@subdomain.example-company.com' };
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(long));
    stubApi({
      '/api/auth/me': () => jsonResponse(200, { user: long }),
      '/api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
      '/api/mail/delivery': () => jsonResponse(200, { delivery: 'smtp' }),
    });
    renderAt('/verify-email');
    const address = await screen.findByText(long.email);
    expect(address).not.toHaveClass('break-all');
    const pieces = Array.from(address.childNodes).map((node) =>
      node.nodeName === 'WBR' ? '|' : node.textContent,
    );
    expect(pieces.join('')).toBe('firstname|.middlename|.lastname|@subdomain|.example-company|.com');
  });
});

describe('VerifyEmailPage, opened from the email', () => {
  it('verifies the token without a signed-in user, once', async () => {
    const { fetchMock } = stubApi({
      '/api/auth/verify-email': () =>
        jsonResponse(200, {
          message: 'Your email address is verified. Welcome to ResumeLoop!',
          user: { ...UNVERIFIED, email_verified: true, can_access_resume_features: true },
        }),
    });
    renderAt('/verify-email?token=tok-123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified!' })).toBeInTheDocument();
    expect(screen.getByText('Your email address is verified. Welcome to ResumeLoop!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/verify-email');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ token: 'tok-123' });
  });

  it('says why a link failed', async () => {
    stubApi({
      '/api/auth/verify-email': () =>
        jsonResponse(400, {
          detail: 'This verification link is invalid or has expired. Please request a new one.',
          code: 'invalid_token',
        }),
      '/api/auth/refresh': () => jsonResponse(401, { detail: 'no', code: 'x' }),
    });
    renderAt('/verify-email?token=used');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification failed' })).toBeInTheDocument();
    expect(
      screen.getByText('This verification link is invalid or has expired. Please request a new one.'),
    ).toBeInTheDocument();
  });

  it('updates the signed-in user once their address is verified', async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(UNVERIFIED));
    const verified = { ...UNVERIFIED, email_verified: true, can_access_resume_features: true };
    let verifiedYet = false;
    stubApi({
      '/api/auth/me': () => jsonResponse(200, { user: verifiedYet ? verified : UNVERIFIED }),
      '/api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
      '/api/mail/delivery': () => jsonResponse(200, { delivery: 'smtp' }),
      '/api/auth/verify-email': () => {
        verifiedYet = true;
        return jsonResponse(200, { message: 'Verified.', user: verified });
      },
    });
    renderAt('/verify-email?token=tok-9');
    expect(await screen.findByRole('link', { name: 'Start refining your resume' })).toHaveAttribute(
      'href',
      '/refine',
    );
    await vi.waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(STORED_USER_KEY) ?? '{}')).toMatchObject({
        email_verified: true,
      }),
    );
  });

  it('carries ?next= on: to the page the person was headed for, or through sign-in', async () => {
    stubApi({
      '/api/auth/verify-email': () =>
        jsonResponse(200, {
          message: 'Your email address is verified. Welcome to ResumeLoop!',
          user: { ...UNVERIFIED, email_verified: true, can_access_resume_features: true },
        }),
    });
    renderAt('/verify-email?token=tok-123&next=%2Frefine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified!' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Frefine');
  });

  it('continues a signed-in user to ?next=, and ignores one that leaves the app', async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(UNVERIFIED));
    const verified = { ...UNVERIFIED, email_verified: true, can_access_resume_features: true };
    stubApi({
      '/api/auth/me': () => jsonResponse(200, { user: verified }),
      '/api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
      '/api/mail/delivery': () => jsonResponse(200, { delivery: 'smtp' }),
      '/api/auth/verify-email': () => jsonResponse(200, { message: 'Verified.', user: verified }),
    });
    renderAt('/verify-email?token=tok-9&next=%2Fsettings%2Faccount');
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/settings/account',
    );
  });
});

describe('VerifyEmailPage, opened in a new tab', () => {
  it('waits for the session check before choosing between Log in and the way on', async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(UNVERIFIED));
    const verified = { ...UNVERIFIED, email_verified: true, can_access_resume_features: true };
    let answerMe: (response: Response) => void = () => {};
    stubApi({
      '/api/auth/me': () =>
        new Promise<Response>((resolve) => {
          answerMe = resolve;
        }),
      '/api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
      '/api/auth/verify-email': () => jsonResponse(200, { message: 'Verified.', user: verified }),
    });
    renderAt('/verify-email?token=tok-7&next=%2Frefine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified!' })).toBeInTheDocument();
    expect(screen.getByText('Checking your session...')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    await act(async () => answerMe(jsonResponse(200, { user: verified })));
    expect(await screen.findByRole('link', { name: 'Start refining your resume' })).toHaveAttribute(
      'href',
      '/refine',
    );
  });
});

describe('VerifyEmailPage, with a return path', () => {
  it('asks for the new link to carry it', async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(UNVERIFIED));
    const { calls } = stubApi({
      '/api/auth/me': () => jsonResponse(200, { user: UNVERIFIED }),
      '/api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
      '/api/mail/delivery': () => jsonResponse(200, { delivery: 'smtp' }),
      '/api/auth/send-verification': () => jsonResponse(200, { message: 'Verification email sent!' }),
    });
    const user = userEvent.setup();
    renderAt('/verify-email?next=%2Frefine');
    await screen.findByText('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    await screen.findByText('Verification email sent!');
    expect(JSON.parse(String(calls('/api/auth/send-verification')[0]?.[1]?.body))).toEqual({
      return_path: '/refine',
    });
  });
});
