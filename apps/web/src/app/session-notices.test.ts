import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError } }));

import { createTranslate } from '@resumeloop/i18n';
import enUS from '@resumeloop/i18n/catalogues/en-US/web';
import { SESSION_EXPIRED_MESSAGE } from '../lib/api';
import { notifySessionEnd } from './session-notices';

const t = createTranslate('en-US', enUS);

beforeEach(() => toastError.mockClear());

describe('notifySessionEnd', () => {
  it("reports an expired session with SPEC §8's message for 8 s", () => {
    notifySessionEnd(t, 'expired', null);
    expect(toastError).toHaveBeenCalledWith(
      SESSION_EXPIRED_MESSAGE,
      expect.objectContaining({ id: 'session-expired', duration: 8_000 }),
    );
  });

  it("says 'Access restricted' with the server's alert when the account is locked", () => {
    notifySessionEnd(t, 'locked', 'New device detected');
    expect(toastError).toHaveBeenCalledWith(
      'Access restricted',
      expect.objectContaining({ description: 'New device detected', duration: 8_000 }),
    );
  });
});
