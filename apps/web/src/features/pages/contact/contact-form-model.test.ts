import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import {
  EMPTY_CONTACT_FORM,
  failureFromError,
  firstInvalidField,
  validateContactForm,
} from './contact-form-model';

const VALID = {
  ...EMPTY_CONTACT_FORM,
  name: 'Jane Doe',
  email: 'jane@example.com',
  subject: 'Hello',
  message: 'Hi there',
};

describe('validateContactForm', () => {
  it('accepts a complete form', () => {
    expect(validateContactForm(VALID)).toBeNull();
    expect(validateContactForm({ ...VALID, category: 'press', newsletter: true })).toBeNull();
  });

  it('uses the shared schema messages, one per field, in form order', () => {
    const failure = validateContactForm({ ...EMPTY_CONTACT_FORM, email: 'jane@localhost', subject: '  ' });
    expect(failure?.fieldErrors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(failure?.message).toBe(
      'Name is required. Please enter a valid email address. Subject is required. Message is required.',
    );
    expect(firstInvalidField(failure?.fieldErrors ?? {})).toBe('name');
  });
});

describe('failureFromError', () => {
  it("keeps the server's message and the fields of this form it named", () => {
    const error = new ApiError(422, 'email: Please enter a valid email address', 'validation_error', [
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'email', message: 'A second message for the same field' },
      { field: 'body', message: 'Not a field of the form' },
    ]);
    expect(failureFromError(error)).toEqual({
      message: 'email: Please enter a valid email address',
      fieldErrors: { email: 'Please enter a valid email address' },
    });
  });

  it('has no field errors for other failures', () => {
    expect(failureFromError(new ApiError(429, 'Too many requests.', 'rate_limited'))).toEqual({
      message: 'Too many requests.',
      fieldErrors: {},
    });
    expect(failureFromError(new TypeError('Unexpected end of JSON input')).fieldErrors).toEqual({});
  });
});
