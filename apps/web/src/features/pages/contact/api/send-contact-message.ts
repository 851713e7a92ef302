import type { TContactRequest, TContactResponse } from '@resumeloop/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';

export const CONTACT_ENDPOINT = '/api/contact';

/** POST /api/contact: 201 with the stored message's id and a confirmation; throws `ApiError` otherwise. */
export function sendContactMessage(body: TContactRequest): Promise<TContactResponse> {
  return apiRequest<TContactResponse>(CONTACT_ENDPOINT, { method: 'POST', body });
}

/**
 * Sends one contact message. The error is an `ApiError` for every answer the server gives (and for time-outs,
 * network failures and offline); it is typed as `Error` because nothing else can be promised for a
 * malformed success body.
 */
export function useSendContactMessage() {
  return useMutation<TContactResponse, Error, TContactRequest>({ mutationFn: sendContactMessage });
}
