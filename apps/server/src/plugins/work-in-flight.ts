/**
 * Heavy requests in progress, per account and per address. The engine's and the renderer's threads serve
 * one waiting line; a client that sends fifty analyses or renders at once would put everyone else behind
 * them. A route that runs such work says so with `config: { work: true }`; each account may then have
 * WORK_PER_ACCOUNT of them in progress and each address WORK_PER_ADDRESS (a shared office address holds
 * several people), and one more is answered at once with 429 and Retry-After, before any work is done. So
 * no one waits behind more than a few tasks of any other client. The per-minute rate limit counts requests;
 * this counts work in progress. Uploads have their own, smaller count (uploads/in-flight.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, english } from '../errors';
import { createInFlightLimit, type InFlightLimit } from '../uploads/in-flight';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route runs the engine or the renderer: counted in the caller's work in progress. */
    work?: boolean;
  }
  interface FastifyRequest {
    leaveWork: (() => void) | undefined;
  }
}

export const WORK_PER_ACCOUNT = 4;
export const WORK_PER_ADDRESS = 8;
/** An analysis or a render takes tens of milliseconds: a second is plenty. */
const RETRY_AFTER_SECONDS = 1;

/** The en-US text of the refusal (answered in the request's language). */
export const TOO_MUCH_WORK = english('errors.request.tooMuchWork', { count: WORK_PER_ACCOUNT });

/** One count per kind of key: accounts and addresses have different allowances. */
export function createWorkLimits(): { accounts: InFlightLimit; addresses: InFlightLimit } {
  return {
    accounts: createInFlightLimit(WORK_PER_ACCOUNT),
    addresses: createInFlightLimit(WORK_PER_ADDRESS),
  };
}

/**
 * Registers the count. Runs as a preHandler after authentication (register it after
 * registerAuthentication), so the account is known.
 */
export function registerWorkInFlight(
  app: FastifyInstance,
  limits: { accounts: InFlightLimit; addresses: InFlightLimit } = createWorkLimits(),
): void {
  app.decorateRequest('leaveWork', undefined);
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.work !== true) return;
    const leaveAddress = limits.addresses.tryEnter([request.ip]);
    const user = request.auth?.user.id;
    const leaveAccount = user ? limits.accounts.tryEnter([user]) : () => undefined;
    if (!leaveAddress || !leaveAccount) {
      leaveAddress?.();
      leaveAccount?.();
      throw new AppError('too_much_work', 'errors.request.tooMuchWork', {
        values: { count: WORK_PER_ACCOUNT },
        headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
      });
    }
    request.leaveWork = () => {
      leaveAddress();
      leaveAccount();
    };
  });
  // The place is given back when the work is done and its answer is ready (onSend), whether or not the
  // client is still there to read it: a client that goes away cannot queue more work behind its own.
  // onResponse covers an answer that skips onSend.
  const leave = (request: FastifyRequest) => {
    request.leaveWork?.();
    request.leaveWork = undefined;
  };
  app.addHook('onSend', async (request, _reply, payload) => {
    leave(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => leave(request));
}
