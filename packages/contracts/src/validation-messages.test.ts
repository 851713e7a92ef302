import enUS from '@resumeloop/i18n/catalogues/en-US/index';
import { createTranslate } from '@resumeloop/i18n/translate';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZUpdateProfileRequest,
  ZVerifyEmailRequest,
} from './auth';
import { ZContactRequest } from './contact';
import { PASSWORD_HINT, PASSWORD_REQUIREMENTS, PASSWORD_STRENGTH_LABELS } from './password-rule';
import { settingsUpdateSchema } from './settings';
import { VALIDATION_MESSAGES, validationMessageRef } from './validation-messages';

const english = createTranslate('en-US', enUS);

/** Every message a schema gives for one body. */
function messagesOf(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('the validation messages', () => {
  it('says, for each message in en-US, exactly the text it stands for', () => {
    for (const [text, ref] of VALIDATION_MESSAGES) {
      expect(english(ref.id, ref.values), ref.id).toBe(text);
    }
  });

  it('names the password rule, its hint and its meter', () => {
    for (const text of [
      PASSWORD_HINT,
      ...PASSWORD_REQUIREMENTS.map((r) => r.label),
      ...PASSWORD_STRENGTH_LABELS,
    ]) {
      expect(validationMessageRef(text), text).toBeDefined();
    }
  });

  it('has a message for every failure of the account, settings and contact schemas', () => {
    const long = 'x'.repeat(20_000);
    const failures = [
      messagesOf(ZRegisterRequest, {}),
      messagesOf(ZRegisterRequest, { email: 'nope', password: 'short', full_name: 'A', username: '!' }),
      messagesOf(ZRegisterRequest, { email: `${long}@x.io`, password: long, full_name: long }),
      messagesOf(ZRegisterRequest, { email: '', password: 'alllowercase1', full_name: 'Ada' }),
      messagesOf(ZRegisterRequest, { email: 'a@b.io', password: 'ALLUPPERCASE1', full_name: 'Ada' }),
      messagesOf(ZRegisterRequest, { email: 'a@b.io', password: 'NoDigitsHere', full_name: 'Ada' }),
      messagesOf(ZLoginRequest, { email: 'a@b.io', password: '' }),
      messagesOf(ZLoginRequest, { email: 'a@b.io', password: long }),
      messagesOf(ZVerifyEmailRequest, {}),
      messagesOf(ZResetPasswordRequest, { token: ' ', new_password: 'Abcdefg1' }),
      messagesOf(ZUpdateProfileRequest, {}),
      messagesOf(ZChangePasswordRequest, { current_password: '', new_password: 'Abcdefg1' }),
      messagesOf(ZChangePasswordRequest, {
        current_password: 'x',
        new_password: 'Abcdefg1',
        confirm_password: 'Abcdefg2',
      }),
      messagesOf(ZDeleteAccountRequest, { confirmation: 'delete' }),
      messagesOf(settingsUpdateSchema, {}),
      messagesOf(settingsUpdateSchema, []),
      messagesOf(settingsUpdateSchema, {
        theme: 'blue',
        language: 'en',
        time_zone: 'Mars',
        text_scale: 95,
        reduce_motion: 'yes',
      }),
      messagesOf(ZContactRequest, {}),
      messagesOf(ZContactRequest, { name: long, email: `${long}@x.io`, subject: long, message: long }),
    ].flat();
    expect(failures.length).toBeGreaterThan(20);
    for (const message of failures) expect(validationMessageRef(message), message).toBeDefined();
  });
});
