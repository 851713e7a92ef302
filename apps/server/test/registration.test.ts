import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fixedAccountPolicy } from '../src/auth/account-rules';
import { type AccountRepository, createAccountRepository } from '../src/auth/repository';
import { createAccountService } from '../src/auth/service';
import { createSessionService } from '../src/auth/session-service';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import { createMailQueue } from '../src/mail/queue';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { newIdentity, PASSWORD } from './resume-user';
import { SessionClient } from './session-client';

const silent = { info() {}, error() {} };

type Step = 'insertSession' | 'issueEmailToken';

/** The repository with `step` failing wherever it is called, in a transaction too: a process killed there. */
function failingAt(repository: AccountRepository, step: Step): AccountRepository {
  const fail = async () => {
    throw new Error(`killed at ${step}`);
  };
  return {
    ...repository,
    [step]: fail,
    transaction: (work) => repository.transaction((queries) => work({ ...queries, [step]: fail })),
  };
}

async function count(database: TestDatabase, query: ReturnType<typeof sql>): Promise<number> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? -1;
}

const accountsWith = (database: TestDatabase, email: string) =>
  count(database, sql`select count(*)::int as n from users where lower(email) = lower(${email})`);

describe.each(DATABASE_KINDS)('registration on %s', (kind) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  useTestApp(kind, (made) => ({ app, database } = made));

  it.each<Step>(['insertSession', 'issueEmailToken'])(
    'writes nothing when it fails at %s, so the same registration succeeds when tried again',
    async (step) => {
      const { email, ip } = newIdentity();
      const sent: MailMessage[] = [];
      const mailer: Mailer = {
        transport: 'outbox',
        send: async (message) => {
          sent.push(message);
        },
      };
      const repository = failingAt(createAccountRepository(database.db), step);
      const accounts = createAccountService({
        repository,
        sessions: createSessionService({ repository }),
        mailer,
        mailQueue: createMailQueue(silent),
        publicUrl: new URL('http://localhost:3000'),
        policy: fixedAccountPolicy(true),
        log: silent,
      });
      await expect(
        accounts.register({ email, password: PASSWORD, full_name: 'Ada Lovelace', mode: 'cookie' }),
      ).rejects.toThrow(`killed at ${step}`);

      expect(await accountsWith(database, email)).toBe(0);
      // No link was mailed for an account that does not exist.
      expect(sent).toEqual([]);

      const client = new SessionClient(app, ip);
      const retry = await client.register({ email, password: PASSWORD, full_name: 'Ada Lovelace' });
      expect(retry.statusCode, retry.body).toBe(201);
      expect(retry.json().email_sent).toBe(true);
      const me = await client.request({ method: 'GET', url: '/api/auth/me' });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.email).toBe(email);
      expect(await accountsWith(database, email)).toBe(1);
    },
  );

  it('keeps one account when the same address registers twice at once', async () => {
    const { email } = newIdentity();
    const responses = await Promise.all(
      [1, 2].map(async () => {
        const client = new SessionClient(app, newIdentity().ip);
        return client.register({ email, password: PASSWORD, full_name: 'Ada Lovelace' });
      }),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json().code).toBe('email_taken');
    expect(await accountsWith(database, email)).toBe(1);
    expect(
      await count(
        database,
        sql`select count(*)::int as n from email_tokens t join users u on u.id = t.user_id where lower(u.email) = lower(${email})`,
      ),
    ).toBe(1);
  });
});
