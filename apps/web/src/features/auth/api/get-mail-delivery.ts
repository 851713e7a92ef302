import type { TMailDeliveryResponse } from '@resumeloop/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const MAIL_DELIVERY_ENDPOINT = '/api/mail/delivery';

export type MailDelivery = TMailDeliveryResponse['delivery'];

/**
 * GET /api/mail/delivery: whether this server sends mail through a mail server ('smtp') or, with none
 * configured, writes it to its log ('log'). The schema loads with the call, keeping zod out of first paint.
 */
export async function getMailDelivery(): Promise<MailDelivery> {
  const body = await apiRequest<unknown>(MAIL_DELIVERY_ENDPOINT, { auth: 'none', retries: 0 });
  return (await import('@resumeloop/contracts/auth')).ZMailDeliveryResponse.parse(body).delivery;
}

/** The server's mail delivery; a failure reads as unknown (undefined data), so nothing extra is shown. */
export function useMailDelivery() {
  return useQuery({ queryKey: ['mail', 'delivery'], queryFn: getMailDelivery, staleTime: Infinity });
}
