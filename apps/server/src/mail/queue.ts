type Log = { error(object: object, message: string): void };

/**
 * Work done after the answer has gone (the lookup, tokens and mail of an anonymous request by address),
 * so the answer, and the time it takes, is the same whether or not the address has an account, and never
 * waits for a mail server. `drain` waits for what is queued: the app drains on close, and the development
 * outbox before it lists mail.
 */
export type MailQueue = {
  defer(job: () => Promise<unknown>): void;
  /** Waits for the queued work; with a time limit, gives up (and logs what is left) after it. */
  drain(timeoutMs?: number): Promise<void>;
};

export function createMailQueue(log: Log): MailQueue {
  const pending = new Set<Promise<void>>();
  return {
    defer(job) {
      const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(job)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, 'queued mail work failed'),
        )
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async drain(timeoutMs) {
      const all = (async () => {
        while (pending.size > 0) await Promise.all([...pending]);
      })();
      if (timeoutMs === undefined) return all;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
        timer.unref();
      });
      const outcome = await Promise.race([all, timedOut]);
      clearTimeout(timer);
      if (outcome === 'timeout') log.error({ left: pending.size }, 'queued mail work unfinished at close');
    },
  };
}
