import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import cookie from '@fastify/cookie';
import { loadTranslators } from '@resumeloop/i18n';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { adminRoutes } from './admin/routes';
import { createAdminService } from './admin/service';
import { configuredSettings, createServiceSettings } from './admin/service-settings';
import { createLlmWriter, type LlmWriter } from './ai/llm-writer';
import { createAiReadiness } from './ai/readiness';
import { createScoreHistoryRepository } from './analytics/repository';
import { analyticsRoutes } from './analytics/routes';
import { registerAuthentication } from './auth/http';
import { authRoutes } from './auth/routes';
import { createAccountServices } from './auth/services';
import { bulkRoutes } from './bulk/routes';
import { createBulkService } from './bulk/service';
import type { Config } from './config';
import { createContactRepository } from './contact/repository';
import { contactRoutes } from './contact/routes';
import { createContactService } from './contact/service';
import type { Database } from './db/client';
import { createResumeRenderer, type ResumeRenderer } from './editor/render';
import { createEditorRepository } from './editor/repository';
import { editorRoutes } from './editor/routes';
import { createEditorService, type Rescore } from './editor/service';
import { createFeedbackRepository } from './feedback/repository';
import { feedbackRoutes } from './feedback/routes';
import { createFeedbackService } from './feedback/service';
import { healthRoutes } from './health/routes';
import { registerRequestLocale } from './i18n/request-locale';
import { registerIdempotency } from './idempotency/hooks';
import { createIdempotencyRepository } from './idempotency/repository';
import { createMailer, type Mailer } from './mail/mailer';
import { createMailQueue } from './mail/queue';
import { devOutboxRoutes, mailDeliveryRoutes } from './mail/routes';
import { oauthRoutes } from './oauth/routes';
import { SERVER_PACKAGE_JSON, WEB_DIST_DIR } from './paths';
import { createAdminList, grantListedAdmins } from './plans/admins';
import { registerFeatureGates } from './plans/gates';
import { featureRoutes } from './plans/routes';
import { createUsageLimits } from './plans/usage';
import { createUsageRepository } from './plans/usage-repository';
import { registerErrorHandler } from './plugins/error-handler';
import { LOG_SERIALIZERS } from './plugins/log-redaction';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { decodedPathname } from './plugins/request-path';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticWeb } from './plugins/static-web';
import { registerTextIntegrity } from './plugins/text-integrity';
import { registerWorkInFlight } from './plugins/work-in-flight';
import { reportRoutes } from './reports/routes';
import { createRefineSessionRepository } from './resumes/repository';
import { resumeSessionRoutes } from './resumes/routes';
import { createResumeSessionService } from './resumes/service';
import { reviewRoutes } from './review/routes';
import { createReviewService } from './review/service';
import { createEnginePool, type EngineRunner } from './scoring/engine-pool';
import { scoringRoutes } from './scoring/routes';
import { createScoringService } from './scoring/service';
import { createPageLook } from './settings/page-look';
import { createSettingsRepository } from './settings/repository';
import { settingsRoutes } from './settings/routes';
import { createSettingsService } from './settings/service';
import { createViewerSettings } from './settings/viewer-settings';
import { uploadRoutes } from './uploads/routes';
import { createUploadService } from './uploads/service';
import { userRoutes } from './users/routes';

export type AppDependencies = {
  config: Config;
  database: Database;
  /** Signs cookies and CSRF tokens: SESSION_SECRET, or the one generated in DATA_DIR. */
  sessionSecret: string;
  /** Defaults to SMTP when SMTP_URL is set, else the development outbox. */
  mailer?: Mailer;
  /** Shared rate-limit counters; undefined keeps them in this process. */
  redis?: Redis | undefined;
  /** The built web app; defaults to apps/web/dist. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * Where analyze, refine, revert and rescore run; defaults to a pool of engine threads (one per core),
   * closed with the app.
   */
  engine?: EngineRunner;
  /** PDF, DOCX and layout of structured resumes; defaults to @resumeloop/render with its fonts. */
  renderer?: ResumeRenderer;
  /** Scores a session again after the editor saved it (inside the save's transaction); default none. */
  rescoreEditedSession?: Rescore;
  /**
   * A model that proposes rewrites beside the built-in writer; defaults to the one AI_PROVIDER names
   * (none when it is embedded).
   */
  aiWriter?: LlmWriter;
  /** True once the process is shutting down: /api/ready answers 503 from then on. */
  stopping?: () => boolean;
};

/** JSON bodies are small (SPEC §9: at most 8,000 + 10,000 characters of text); uploads have their own cap. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

const { version } = JSON.parse(readFileSync(SERVER_PACKAGE_JSON, 'utf8')) as { version: string };

/** Every logger the app makes writes errors and requests through the redacting serializers. */
function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger;
  return { ...logger, serializers: { ...LOG_SERIALIZERS, ...logger.serializers } };
}

/** The model AI_PROVIDER names, if any: the one place the writer is made from the configuration. */
function llmWriterFrom(ai: Config['ai']): LlmWriter | undefined {
  if (ai.provider !== 'openai-compatible') return undefined;
  return createLlmWriter({
    baseURL: ai.baseUrl,
    apiKey: ai.apiKey,
    model: ai.model,
    timeoutMs: ai.timeoutMs,
  });
}

/** Builds the whole application without listening, so tests can inject requests or listen on any port. */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = dependencies;
  const { trustProxy } = config;
  const app = Fastify({
    logger: withRedaction(dependencies.logger ?? { level: config.logLevel }),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Behind a reverse proxy, the client is whom the trusted proxies name (rate limits, lockout, logs).
    // A count of hops is Fastify's own rule, written out because its types take no number.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // A client-supplied id (from a proxy) is kept when it is sane, so one id follows a request across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    requestTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  // Draining (app.close(), on SIGTERM): Fastify answers requests that arrive with 503 and `Connection:
  // close`; a response under way says `Connection: close` too, and a keep-alive socket that falls idle
  // after the close began is closed at once, so no open socket holds the shutdown.
  let draining: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    draining = setInterval(() => app.server.closeIdleConnections(), 100);
    draining.unref();
  });
  app.addHook('onClose', async () => clearInterval(draining));
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  // Every language's messages, loaded once: each request's texts are formatted in its own (request-locale.ts).
  const translators = await loadTranslators();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app, { translators });
  registerTextIntegrity(app);

  await registerSecurityHeaders(app, { https: config.publicUrl.protocol === 'https:' });
  await registerRateLimit(app, { redis: dependencies.redis });
  await registerOpenApi(app, { version, publicUrl: config.publicUrl });

  const cookies = { secure: config.publicUrl.protocol === 'https:' };
  await app.register(cookie, { secret: dependencies.sessionSecret });
  const mailer =
    dependencies.mailer ??
    createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, db: database.db, log: app.log });
  // Mail work queued after an answer is finished before the app closes (and the database with it), for
  // at most 5 s of the shutdown's 10: a mail server that never answers does not hold the exit.
  const mailQueue = createMailQueue(app.log);
  app.addHook('onClose', async () => mailQueue.drain(5_000));
  const refineSessionRepository = createRefineSessionRepository(database.db);
  const resumeSessions = createResumeSessionService({ repository: refineSessionRepository });
  const renderer = dependencies.renderer ?? createResumeRenderer();
  if (!dependencies.renderer) app.addHook('onClose', () => renderer.close());
  const editorRepository = createEditorRepository(database.db);
  const feedback = createFeedbackService({
    feedback: createFeedbackRepository(database.db),
    findSession: (id) => editorRepository.findById(id),
    renderer,
  });
  const settings = createSettingsService({
    repository: createSettingsRepository(database.db, database.reads),
  });
  // The operator's admins: the verified accounts listed now, and the others as they are verified.
  const admins = createAdminList(config.adminEmails);
  const granted = await grantListedAdmins(database.db, admins);
  if (granted > 0) app.log.info({ granted }, 'listed accounts made admins (ADMIN_EMAILS)');
  // The settings an admin may change while the server runs, over the configuration's (decision 0033):
  // read (from memory while fresh) at the start of each API request, so the rules that read them at once
  // (an account's view) have this request's values. Pages and static files read none of them.
  const serviceSettings = createServiceSettings({
    db: database.db,
    configured: configuredSettings(config),
    onReadError: (error) => app.log.warn({ err: error }, 'service settings could not be read'),
  });
  await serviceSettings.view();
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) await serviceSettings.view();
  });
  const { sessions, accounts, oauth } = createAccountServices({
    db: database.db,
    reads: database.reads,
    mailer,
    languages: { translators, languageOf: async (userId) => (await settings.get(userId)).language },
    mailQueue,
    publicUrl: config.publicUrl,
    policy: {
      emailVerificationRequired: () => serviceSettings.latest().email_verification_required,
      registrationOpen: async () => (await serviceSettings.current()).registration_open,
    },
    oauthProviders: config.oauth,
    log: app.log,
    admins,
    exportSources: {
      refine_sessions: (userId) => resumeSessions.exportFor(userId),
      feedback: (userId) => feedback.exportFor(userId),
      settings: (userId) => settings.exportFor(userId),
    },
  });
  registerAuthentication(app, { sessions, secret: dependencies.sessionSecret, cookies });
  // Right after authentication, before any work is counted: a route's feature gate (config.gate).
  registerFeatureGates(app);
  const viewerSettings = createViewerSettings({ sessions, settings });
  registerRequestLocale(app, {
    translators,
    userLanguage: async (request) => (await viewerSettings(request))?.language ?? null,
  });
  // After authentication: the count is per account.
  registerWorkInFlight(app);
  // After authentication: an Idempotency-Key belongs to the caller it names.
  registerIdempotency(app, { repository: createIdempotencyRepository(database.db) });
  const canUseResumeTools = (user: Parameters<typeof accounts.view>[0]) =>
    accounts.view(user).can_access_resume_features;
  const engine = dependencies.engine ?? createEnginePool({ size: config.engineThreads });
  if (!dependencies.engine) app.addHook('onClose', () => engine.close());
  const aiWriter = dependencies.aiWriter ?? llmWriterFrom(config.ai);
  const usage = createUsageLimits({
    repository: createUsageRepository(database.db),
    limits: async () => {
      const current = await serviceSettings.current();
      return { analyses: current.free_monthly_analyses, uploads: current.free_monthly_uploads };
    },
  });
  const scoring = createScoringService({ sessions: refineSessionRepository, engine, aiWriter, log: app.log });
  const review = createReviewService({ sessions: editorRepository, engine, log: app.log });

  const aiReadiness = createAiReadiness(aiWriter);
  // The model is checked once, after start-up and without holding it (a slow model must not delay the
  // service): until the check ends, /api/ready says reachable: null.
  const aiCheck = new AbortController();
  app.addHook('onReady', async () => {
    void aiReadiness.checkOnce(app.log, aiCheck.signal);
  });
  app.addHook('onClose', async () => aiCheck.abort());

  const contactService = createContactService({
    repository: createContactRepository(database.db),
    log: app.log,
  });
  await app.register(healthRoutes, {
    version,
    pingDatabase: () => database.ping(),
    ai: () => aiReadiness.view(),
    stopping: dependencies.stopping,
  });
  await app.register(contactRoutes, { contactService });
  await app.register(authRoutes, { accounts, sessions, secret: dependencies.sessionSecret, cookies });
  await app.register(userRoutes, { accounts, cookies });
  await app.register(settingsRoutes, { settings });
  await app.register(oauthRoutes, { oauth, sessions, cookies, publicUrl: config.publicUrl });
  await app.register(featureRoutes, { usage });
  await app.register(adminRoutes, {
    admin: createAdminService({ db: database.db, admins, settings: serviceSettings }),
  });
  await app.register(scoringRoutes, { scoring, canUseResumeTools, usage });
  await app.register(bulkRoutes, {
    bulk: createBulkService({ engine, usage, log: app.log }),
    canUseResumeTools,
  });
  await app.register(reviewRoutes, { resumeSessions, scoring, review, canUseResumeTools });
  await app.register(resumeSessionRoutes, { resumeSessions, canUseResumeTools });
  await app.register(analyticsRoutes, {
    scoreHistory: createScoreHistoryRepository(database.db),
    canUseResumeTools,
  });
  await app.register(reportRoutes, { sessions: refineSessionRepository, canUseResumeTools, renderer });
  const editor = createEditorService({
    sessions: editorRepository,
    renderer,
    // An edit by hand moves the final scores too: the same job, industry and month as the refinement.
    rescore: dependencies.rescoreEditedSession ?? ((session) => scoring.rescore(session)),
  });
  await app.register(editorRoutes, { editor, canUseResumeTools });
  await app.register(feedbackRoutes, { feedback, canUseResumeTools });
  await app.register(uploadRoutes, {
    uploads: createUploadService({ log: app.log }),
    canUseResumeTools,
    usage,
  });
  await app.register(mailDeliveryRoutes, { smtp: config.mail.smtpUrl !== undefined });
  if (config.nodeEnv !== 'production') await app.register(devOutboxRoutes, { db: database.db, mailQueue });

  const sendIndex = await registerStaticWeb(app, {
    distDir: dependencies.webDistDir ?? WEB_DIST_DIR,
    publicHost: config.publicUrl.host,
    pageLook: createPageLook({ viewerSettings }),
    pageLocale: (request) => request.locale(),
    translators,
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = decodedPathname(request.url);
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      const translate = await request.translator();
      return reply.status(404).send({
        detail: translate('errors.notFound.api', { method: request.method, path: pathname }),
        code: 'not_found',
      });
    }
    // A navigation to a client route: the web app's router decides (and shows its own 404 page).
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.\w{1,8}$/.test(pathname);
    if (sendIndex && wantsPage) return sendIndex(request, reply);
    const translate = await request.translator();
    return reply.status(404).send({ detail: translate('errors.notFound.resource'), code: 'not_found' });
  });

  return app;
}
