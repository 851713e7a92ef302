import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithAuth, resetBrowserState, stubApi } from '../../../test/render-with-auth';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';

function renderAt(path: string) {
  return renderWithAuth(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <LoginPage /> },
    ],
    path,
  );
}

afterEach(resetBrowserState);

describe('ForgotPasswordPage', () => {
  it("asks the server for a link, then shows 'Check your email' and can start over", async () => {
    const { fetchMock } = stubApi({
      '/api/auth/forgot-password': () =>
        jsonResponse(200, {
          message: 'If an account exists for that email, a password reset link is on its way.',
        }),
    });
    const { user } = renderAt('/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Next steps' })).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'ada@example.com' });

    await user.click(screen.getByRole('button', { name: 'Try a different email address' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });
});

describe('ResetPasswordPage', () => {
  it('explains a link without a token', () => {
    stubApi({});
    renderAt('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('sets the new password, then shows the confirmation on /login', async () => {
    const { fetchMock } = stubApi({
      '/api/auth/reset-password': () =>
        jsonResponse(200, { message: 'Your password has been reset. Please log in with your new password.' }),
      '/api/oauth/providers': () => jsonResponse(404, { detail: 'Not found', code: 'not_found' }),
    });
    const { router, user } = renderAt('/reset-password?token=tok-1');
    await user.type(screen.getByLabelText(/^New password/), 'Navy2Admiral!');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Navy2Admiral?');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(within(screen.getByRole('alert')).getByText('Passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Navy2Admiral!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(
      await screen.findByText('Your password has been reset. Please log in with your new password.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/reset-password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: 'tok-1', new_password: 'Navy2Admiral!' });
  });

  it('offers a new link when the server refuses the token', async () => {
    stubApi({
      '/api/auth/reset-password': () =>
        jsonResponse(400, {
          detail: 'This password reset link is invalid, expired or already used. Please request a new one.',
          code: 'invalid_token',
        }),
    });
    const { user } = renderAt('/reset-password?token=used');
    await user.type(screen.getByLabelText(/^New password/), 'Navy2Admiral!');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Navy2Admiral!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(/invalid, expired or already used/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
