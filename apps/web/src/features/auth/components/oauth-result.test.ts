import { createTranslate } from '@resumeloop/i18n';
import enUS from '@resumeloop/i18n/catalogues/en-US/web';
import { describe, expect, it } from 'vitest';
import { readOAuthResult } from './oauth-result';

const t = createTranslate('en-US', enUS);
const read = (path: string, query: string) => readOAuthResult(path, new URLSearchParams(query), t);

describe('readOAuthResult', () => {
  it('reads a successful sign-in on either success path', () => {
    expect(read('/oauth/success', 'provider=google&action=login')).toEqual({
      state: 'success',
      provider: 'google',
      action: 'login',
    });
    expect(read('/auth/oauth/success', 'provider=microsoft&action=register')).toEqual({
      state: 'success',
      provider: 'microsoft',
      action: 'register',
    });
  });
  it('maps the standard OAuth error codes', () => {
    expect(read('/auth/oauth/error', 'error=access_denied')).toMatchObject({
      state: 'error',
      message: expect.stringContaining('cancelled'),
    });
    expect(read('/oauth/success', 'error=temporarily_unavailable')).toMatchObject({
      message: expect.stringContaining('temporarily unavailable'),
    });
  });
  it('shows the provider description for other errors, else a generic message', () => {
    expect(read('/auth/oauth/error', 'error=weird&error_description=Token%20expired')).toEqual({
      state: 'error',
      message: 'Token expired',
    });
    expect(read('/auth/oauth/error', 'provider=google')).toEqual({
      state: 'error',
      message: 'Failed to complete Google authentication',
    });
  });
  it('refuses a malformed success callback', () => {
    const invalid = { state: 'error', message: 'Invalid OAuth callback received' };
    expect(read('/oauth/success', '')).toEqual(invalid);
    expect(read('/oauth/success', 'provider=github&action=login')).toEqual(invalid);
    expect(read('/oauth/success', 'provider=google&action=hack')).toEqual(invalid);
  });
});
