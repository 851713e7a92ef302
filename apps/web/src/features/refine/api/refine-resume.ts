import type { RefineRequest, RefineResponse } from '@resumeloop/contracts/scoring';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { asRecord, InvalidResponseError } from '../refine-errors';

export const REFINE_ENDPOINT = '/api/scoring/refine-with-answers';

/**
 * POST /api/scoring/refine-with-answers: the refined text, its change history, the final scores and the
 * id of the saved session. SPEC §5: the response must hold final_text.
 */
export async function refineResume(request: RefineRequest): Promise<RefineResponse> {
  const body = await apiRequest<unknown>(REFINE_ENDPOINT, { method: 'POST', body: request });
  if (!asRecord(body).final_text) throw new InvalidResponseError('refine.errors.finalTextMissing');
  return (await import('@resumeloop/contracts/scoring')).refineResponseSchema.parse(body);
}

export function useRefineResume() {
  return useMutation<RefineResponse, Error, RefineRequest>({ mutationFn: refineResume });
}
