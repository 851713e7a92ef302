import { isIP } from 'node:net';
import { FREE_MONTHLY_LIMITS, type UsageKind } from '@resumeloop/contracts/plans';
import { z } from 'zod';

/**
 * The one place that reads the environment (DESIGN.md §3). Every variable is parsed here; an invalid value
 * stops start-up with a message naming the variable, so a typo never becomes a silent default.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanFromEnv = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['true', 'false', '1', '0', 'yes', 'no'].includes(value), {
    error: 'must be true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

function protocolOf(value: string): string | undefined {
  try {
    return new URL(value).protocol;
  } catch {
    return undefined;
  }
}

const urlWithProtocols = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .refine((value) => protocols.includes(protocolOf(value) ?? ''), {
      error: `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`,
    });

const httpUrl = urlWithProtocols(['http:', 'https:']);

function hasCredentials(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
}

const EMAIL_SHAPE = /^[^\s@,]+@[^\s@,]+$/;

/** ADMIN_EMAILS: addresses separated by commas; compared without regard to case. */
const adminEmails = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== ''),
  )
  .refine((entries) => entries.every((entry) => EMAIL_SHAPE.test(entry)), {
    error: 'must be email addresses separated by commas',
  });

/** A monthly limit of the free plan: a whole number of analyses or uploads. */
const monthlyLimit = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be between 0 and 1000000' })
  .max(1_000_000, { error: 'must be between 0 and 1000000' });

const AI_PROVIDERS = ['embedded', 'openai-compatible'] as const;

/** Time enough for a load balancer's next readiness check to see 503 and stop sending. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 5_000;

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: how many proxies in front of the service to believe in X-Forwarded-For ('1'), or which
 * ('10.0.0.0/8,loopback'); unset, the client is the connecting address.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value) => (/^\d+$/.test(value) ? Number(value) : value.split(',').map((entry) => entry.trim())))
  .refine(
    (value) => (typeof value === 'number' ? value >= 1 && value <= 10 : value.every(isAddressOrRange)),
    {
      error: 'must be a number of proxies from 1 to 10, or addresses and CIDR ranges separated by commas',
    },
  );

const ZEnvironment = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be between 0 and 65535' })
      .max(65535, { error: 'must be between 0 and 65535' })
      .default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    /** Unset: http://localhost:$PORT, so links in mail point at this server whatever its port. */
    PUBLIC_URL: httpUrl.optional(),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
    SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    REQUIRE_EMAIL_VERIFICATION: booleanFromEnv.default(true),
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
    MAIL_FROM: z.string().trim().min(3).default('ResumeLoop <no-reply@localhost>'),
    GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
    GOOGLE_ISSUER: httpUrl.default('https://accounts.google.com'),
    MICROSOFT_CLIENT_ID: z.string().trim().min(1).optional(),
    MICROSOFT_CLIENT_SECRET: z.string().trim().min(1).optional(),
    MICROSOFT_ISSUER: httpUrl.default('https://login.microsoftonline.com/common/v2.0'),
    /** Unset: embedded, unless another AI_ variable is set (then it must say which: see below). */
    AI_PROVIDER: z.enum(AI_PROVIDERS, { error: `must be ${AI_PROVIDERS.join(' or ')}` }).optional(),
    AI_BASE_URL: httpUrl
      .refine((value) => !hasCredentials(value), {
        error: 'must not hold a user name or password: put the key in AI_API_KEY',
      })
      .optional(),
    AI_MODEL: z.string().trim().min(1).optional(),
    /** Optional: local servers (Ollama, llama.cpp) take no key. */
    AI_API_KEY: z.string().trim().min(1).optional(),
    // The API answers within 30 s; after a model that took its whole time, the built-in writer still has
    // 5 s to answer in its place.
    AI_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int({ error: 'must be a whole number of milliseconds' })
      .min(1_000, { error: 'must be between 1000 and 25000' })
      .max(25_000, { error: 'must be between 1000 and 25000' })
      .default(20_000),
    REDIS_URL: urlWithProtocols(['redis:', 'rediss:']).optional(),
    TRUST_PROXY: trustProxy.optional(),
    /** Unset: one per core. Each busy engine thread holds about 150 MB, so a small container may want 1. */
    ENGINE_THREADS: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be between 1 and 64' })
      .max(64, { error: 'must be between 1 and 64' })
      .optional(),
    /**
     * On SIGTERM, how long the service reports not ready (503 from /api/ready) while it still answers, so
     * a load balancer stops sending before the listener closes. Unset: 5 s in production, none otherwise.
     */
    SHUTDOWN_GRACE_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int({ error: 'must be a whole number of milliseconds' })
      .min(0, { error: 'must be between 0 and 60000' })
      .max(60_000, { error: 'must be between 0 and 60000' })
      .optional(),
    /** Accounts whose verified address is listed are admins (decision 0032). */
    ADMIN_EMAILS: adminEmails.optional(),
    /** The free plan's analyses a month; unset, the plans module's default. */
    FREE_MONTHLY_ANALYSES: monthlyLimit.optional(),
    /** The free plan's uploads a month; unset, the plans module's default. */
    FREE_MONTHLY_UPLOADS: monthlyLimit.optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    // Production unless said otherwise: a server started as a container starts it (`node dist/server.js`)
    // must not open the development outbox. `npm run dev` says development, the tests say test.
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
      .default('production'),
  })
  .superRefine((env, context) => {
    const pairs = [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
    ] as const;
    for (const [id, secret] of pairs) {
      if (Boolean(env[id]) !== Boolean(env[secret])) {
        const missing = env[id] ? secret : id;
        const present = env[id] ? id : secret;
        context.addIssue({ code: 'custom', path: [missing], message: `is required when ${present} is set` });
      }
    }
    if (env.AI_PROVIDER === 'openai-compatible') {
      for (const name of ['AI_BASE_URL', 'AI_MODEL'] as const) {
        if (!env[name])
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when AI_PROVIDER is openai-compatible',
          });
      }
    }
    // A model's address with no provider named would be silently ignored: the operator must say which
    // writer they mean (AI_PROVIDER=embedded keeps the settings and turns the model off).
    const aiSettings = (['AI_BASE_URL', 'AI_MODEL', 'AI_API_KEY'] as const).filter((name) => env[name]);
    if (env.AI_PROVIDER === undefined && aiSettings.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['AI_PROVIDER'],
        message: `is required when ${aiSettings.join(', ')} ${aiSettings.length === 1 ? 'is' : 'are'} set: openai-compatible to use that model, or embedded to keep the built-in writer`,
      });
    }
  });

export type Environment = z.infer<typeof ZEnvironment>;

export type OAuthProviderConfig = { clientId: string; clientSecret: string; issuer: string };

export type AiConfig =
  | { provider: 'embedded' }
  | {
      provider: 'openai-compatible';
      baseUrl: string;
      model: string;
      apiKey: string | undefined;
      timeoutMs: number;
    };

export type Config = {
  port: number;
  host: string;
  publicUrl: URL;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  requireEmailVerification: boolean;
  mail: { smtpUrl: string | undefined; from: string };
  oauth: { google: OAuthProviderConfig | undefined; microsoft: OAuthProviderConfig | undefined };
  /** The writer of rewrites: the built-in engine, or a model behind an OpenAI-compatible API as well. */
  ai: AiConfig;
  redisUrl: string | undefined;
  /** Fastify's trustProxy: false, a count of proxies, or the proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  /** The addresses (lower case) whose verified accounts are admins. */
  adminEmails: string[];
  /** What a free account may do each calendar month (UTC). */
  freeMonthlyLimits: Record<UsageKind, number>;
  /** Engine threads at most; undefined: one per core. */
  engineThreads: number | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  nodeEnv: 'development' | 'production' | 'test';
  /** On SIGTERM: not ready but still answering for this long before the listener closes. */
  shutdownGraceMs: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment (process.env by default). Empty strings count as unset. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(ZEnvironment.shape).flatMap((key) => {
      const value = source[key];
      return value === undefined || value.trim() === '' ? [] : [[key, value]];
    }),
  );
  const parsed = ZEnvironment.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${String(issue.path[0] ?? 'environment')} ${issue.message}`),
    );
  }
  const env = parsed.data;
  const oauthProvider = (id?: string, secret?: string, issuer?: string) =>
    id && secret && issuer ? { clientId: id, clientSecret: secret, issuer } : undefined;
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl: new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET,
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    oauth: {
      google: oauthProvider(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, env.GOOGLE_ISSUER),
      microsoft: oauthProvider(env.MICROSOFT_CLIENT_ID, env.MICROSOFT_CLIENT_SECRET, env.MICROSOFT_ISSUER),
    },
    ai:
      env.AI_PROVIDER === 'openai-compatible' && env.AI_BASE_URL && env.AI_MODEL
        ? {
            provider: 'openai-compatible',
            baseUrl: env.AI_BASE_URL,
            model: env.AI_MODEL,
            apiKey: env.AI_API_KEY,
            timeoutMs: env.AI_TIMEOUT_MS,
          }
        : { provider: 'embedded' },
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY ?? false,
    engineThreads: env.ENGINE_THREADS,
    adminEmails: env.ADMIN_EMAILS ?? [],
    freeMonthlyLimits: {
      analyses: env.FREE_MONTHLY_ANALYSES ?? FREE_MONTHLY_LIMITS.analyses,
      uploads: env.FREE_MONTHLY_UPLOADS ?? FREE_MONTHLY_LIMITS.uploads,
    },
    logLevel: env.LOG_LEVEL,
    nodeEnv: env.NODE_ENV,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS ?? (env.NODE_ENV === 'production' ? DEFAULT_SHUTDOWN_GRACE_MS : 0),
  };
}
