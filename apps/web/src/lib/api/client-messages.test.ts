import deDE from '@resumeloop/i18n/catalogues/de-DE/web';
import enUS from '@resumeloop/i18n/catalogues/en-US/web';
import { afterEach, describe, expect, it } from 'vitest';
import { messageForStatus, networkError, offlineError, STATUS_MESSAGES, setClientMessages } from './errors';

describe("the client's own error messages", () => {
  afterEach(() => setClientMessages(enUS));

  it('are SPEC §8 texts in en-US', () => {
    setClientMessages(enUS);
    for (const [status, text] of Object.entries(STATUS_MESSAGES))
      expect(messageForStatus(Number(status))).toBe(text);
  });

  it("follow the page's language, with the codes unchanged", () => {
    setClientMessages(deDE);
    expect(messageForStatus(429)).toBe(
      'Zu viele Anfragen. Bitte warten Sie kurz und versuchen Sie es erneut.',
    );
    expect(messageForStatus(504)).toBe('Serverfehler. Unser Team wurde benachrichtigt.');
    expect(networkError()).toMatchObject({
      code: 'NETWORK_ERROR',
      message: expect.stringMatching(/^Netzwerkfehler/),
    });
    expect(offlineError().code).toBe('OFFLINE');
  });
});
