import { PASSWORD_HINT } from '@resumeloop/contracts/password-rule';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RegisterPage } from '../features/auth/components/register-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { ChangePasswordForm } from '../features/settings/components/change-password-form';
import { jsonResponse, renderWithAuth, resetBrowserState, stubApi } from '../test/render-with-auth';

/**
 * One password rule everywhere: registration, the reset page and the settings form show the same hint
 * (the server's rule, no symbol required) and the same meter verdict for the same password.
 */

const PAGES = {
  register: {
    entry: '/register',
    routes: [{ path: '/register', element: <RegisterPage /> }],
    label: /^Password/,
  },
  reset: {
    entry: '/reset-password?token=tok-1',
    routes: [{ path: '/reset-password', element: <ResetPasswordPage /> }],
    label: /^New password/,
  },
  settings: {
    entry: '/settings/account',
    routes: [{ path: '/settings/account', element: <ChangePasswordForm /> }],
    label: /^New password/,
  },
} as const;

/** Password, verdict: never Good or better for a password the server refuses. */
const VERDICTS: Array<[string, string]> = [
  ['aB1!x', 'Too short'],
  ['Ab1!', 'Too short'],
  ['abcdefgh', 'Weak'],
  ['ABCDEFGH!', 'Weak'],
  ['Abcdefgh', 'Fair'],
  ['Abcdefgh!', 'Fair'],
  ['abcdefg1', 'Fair'],
  ['Abcdefg1', 'Good'],
  ['Abcdefg1!', 'Strong'],
];

afterEach(resetBrowserState);

describe.each(Object.entries(PAGES))('the new-password field on %s', (_name, page) => {
  it('shows the one hint, without asking for a symbol', () => {
    stubApi({
      '/api/oauth/providers': () => jsonResponse(404, { detail: 'Not found', code: 'not_found' }),
    });
    renderWithAuth([...page.routes], page.entry);
    const input = screen.getByLabelText(page.label, { selector: 'input' });
    expect(input).toHaveAccessibleDescription(`${PASSWORD_HINT} Password strength: None yet`);
    expect(PASSWORD_HINT).not.toMatch(/special character|symbol is required|must contain a symbol/i);
  });

  it.each(VERDICTS)('rates %j as %s', async (password, verdict) => {
    stubApi({
      '/api/oauth/providers': () => jsonResponse(404, { detail: 'Not found', code: 'not_found' }),
    });
    const { user } = renderWithAuth([...page.routes], page.entry);
    const input = screen.getByLabelText(page.label, { selector: 'input' });
    await user.type(input, password);
    const meter = screen.getByText(/^Password strength:/);
    expect(meter).toHaveTextContent(`Password strength: ${verdict}`);
    expect(within(meter).getByText(verdict)).toBeInTheDocument();
  });
});
