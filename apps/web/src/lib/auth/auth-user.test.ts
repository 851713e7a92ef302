import { describe, expect, it } from 'vitest';
import { displayNameOf, needsEmailVerification } from './auth-user';

describe('displayNameOf', () => {
  it('prefers the full name (or name) the person gave over the generated username', () => {
    expect(displayNameOf({ username: 'ada_l', full_name: 'Ada Lovelace', email: 'ada@example.com' })).toBe(
      'Ada Lovelace',
    );
    expect(displayNameOf({ username: 'ada_l', name: 'Ada', email: 'ada@example.com' })).toBe('Ada');
  });
  it('falls back to the username', () => {
    expect(displayNameOf({ username: 'ada_l', full_name: ' ', email: 'ada@example.com' })).toBe('ada_l');
  });
  it('falls back to the part of the email before the @', () => {
    expect(displayNameOf({ email: 'ada.lovelace@example.com' })).toBe('ada.lovelace');
  });
  it("falls back to 'User'", () => {
    expect(displayNameOf({ email: '' })).toBe('User');
    expect(displayNameOf(null)).toBe('User');
  });
});

describe('needsEmailVerification', () => {
  it('follows can_access_resume_features when the server sends it', () => {
    expect(needsEmailVerification({ email_verified: false, can_access_resume_features: true })).toBe(false);
    expect(needsEmailVerification({ email_verified: false, can_access_resume_features: false })).toBe(true);
  });
  it('falls back to email_verified, and is false for nobody', () => {
    expect(needsEmailVerification({ email_verified: false })).toBe(true);
    expect(needsEmailVerification({ email_verified: true })).toBe(false);
    expect(needsEmailVerification(null)).toBe(false);
  });
});
