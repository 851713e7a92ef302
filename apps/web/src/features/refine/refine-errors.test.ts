import { createTranslate } from '@resumeloop/i18n';
import enUS from '@resumeloop/i18n/catalogues/en-US/web';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  flowErrorMessage,
  InvalidResponseError,
  resultsErrorReason,
  uploadErrorMessage,
} from './refine-errors';

const t = createTranslate('en-US', enUS);

describe('the refinement flow error messages (SPEC §8)', () => {
  it("prefixes analyze and refine failures with 'Error: ', a 401 says the session expired", () => {
    const detail = new ApiError(422, 'Unknown target industry: Plumbing', 'validation');
    expect(flowErrorMessage(t, detail, 'refine.errors.analyzeFailed')).toBe(
      'Error: Unknown target industry: Plumbing',
    );
    expect(flowErrorMessage(t, new ApiError(401, 'x', 'unauthorized'), 'refine.errors.refineFailed')).toBe(
      'Session expired. Please log in again.',
    );
    expect(flowErrorMessage(t, new Error('parse failure'), 'refine.errors.refineFailed')).toBe(
      'Failed to refine resume',
    );
    expect(
      flowErrorMessage(
        t,
        new InvalidResponseError('refine.errors.finalTextMissing'),
        'refine.errors.refineFailed',
      ),
    ).toBe('Invalid response: final_text missing');
  });

  it("gives a month's limit as the server's own sentence, for analyses and uploads alike", () => {
    const limit = new ApiError(
      403,
      'You have used all 10 analyses of the free plan this month.',
      'monthly_limit_reached',
    );
    expect(flowErrorMessage(t, limit, 'refine.errors.analyzeFailed')).toBe(
      'You have used all 10 analyses of the free plan this month.',
    );
    expect(uploadErrorMessage(t, limit)).toBe('You have used all 10 analyses of the free plan this month.');
    // Another 403 keeps the usual wording.
    expect(
      flowErrorMessage(t, new ApiError(403, 'Nope.', 'premium_required'), 'refine.errors.analyzeFailed'),
    ).toBe('Error: Nope.');
  });

  it("words upload failures as 'Failed to process file: {reason}', a 401 as the sign-in message", () => {
    expect(uploadErrorMessage(t, new ApiError(415, 'Unsupported file type.', 'unsupported'))).toBe(
      'Failed to process file: Unsupported file type.',
    );
    expect(uploadErrorMessage(t, new ApiError(401, 'Session expired.', 'unauthorized'))).toBe(
      'Authentication required. Please log in.',
    );
    expect(uploadErrorMessage(t, new Error('zod'))).toBe(
      'Failed to process file: Failed to process PDF file',
    );
  });

  it('gives the results screen a reason, defaulting to the final scores message', () => {
    expect(resultsErrorReason(t, new ApiError(404, 'Session not found.', 'not_found'))).toBe(
      'Session not found.',
    );
    expect(resultsErrorReason(t, new InvalidResponseError('refine.errors.noScoreData'))).toBe(
      'No score data found in API response',
    );
    expect(resultsErrorReason(t, new Error('zod'))).toBe('Failed to load final scores');
  });
});
