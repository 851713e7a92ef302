import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  flowErrorMessage,
  InvalidResponseError,
  resultsErrorReason,
  uploadErrorMessage,
} from './refine-errors';

describe('the refinement flow error messages (SPEC §8)', () => {
  it("prefixes analyze and refine failures with 'Error: ', a 401 says the session expired", () => {
    const detail = new ApiError(422, 'Unknown target industry: Plumbing', 'validation');
    expect(flowErrorMessage(detail, 'Failed to analyze resume')).toBe(
      'Error: Unknown target industry: Plumbing',
    );
    expect(flowErrorMessage(new ApiError(401, 'x', 'unauthorized'), 'Failed to refine resume')).toBe(
      'Session expired. Please log in again.',
    );
    expect(flowErrorMessage(new Error('parse failure'), 'Failed to refine resume')).toBe(
      'Failed to refine resume',
    );
    expect(
      flowErrorMessage(
        new InvalidResponseError('Invalid response: final_text missing'),
        'Failed to refine resume',
      ),
    ).toBe('Invalid response: final_text missing');
  });

  it("words upload failures as 'Failed to process file: {reason}', a 401 as the sign-in message", () => {
    expect(uploadErrorMessage(new ApiError(415, 'Unsupported file type.', 'unsupported'))).toBe(
      'Failed to process file: Unsupported file type.',
    );
    expect(uploadErrorMessage(new ApiError(401, 'Session expired.', 'unauthorized'))).toBe(
      'Authentication required. Please log in.',
    );
    expect(uploadErrorMessage(new Error('zod'))).toBe('Failed to process file: Failed to process PDF file');
  });

  it('gives the results screen a reason, defaulting to the final scores message', () => {
    expect(resultsErrorReason(new ApiError(404, 'Session not found.', 'not_found'))).toBe(
      'Session not found.',
    );
    expect(resultsErrorReason(new InvalidResponseError('No score data found in API response'))).toBe(
      'No score data found in API response',
    );
    expect(resultsErrorReason(new Error('zod'))).toBe('Failed to load final scores');
  });
});
