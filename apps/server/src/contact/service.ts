import type { TContactResponse } from '@resumeloop/contracts/contact';
import { english } from '../errors';
import type { ContactRepository, NewContactMessage } from './repository';

export type ContactServiceDependencies = {
  repository: ContactRepository;
  log: { info(object: object, message: string): void };
};

/** SPEC §9 promises a reply within 72 hours. */
/** The en-US answer to a message (the route answers it in the request's language). */
export const CONTACT_RECEIVED_MESSAGE = english('errors.notice.contactReceived');

export function createContactService({ repository, log }: ContactServiceDependencies) {
  return {
    async submit(message: Omit<NewContactMessage, 'id' | 'status' | 'createdAt'>): Promise<TContactResponse> {
      const row = await repository.insert(message);
      log.info({ contactMessageId: row.id, category: row.category }, 'contact message stored');
      return { id: row.id, message: CONTACT_RECEIVED_MESSAGE, created_at: row.createdAt.toISOString() };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
