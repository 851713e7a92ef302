import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { isApiPath, requestPath } from '../plugins/request-path';
import { type IdempotencyRepository, type StoredResponse, userScope } from './repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route's responses are never stored for replay under an Idempotency-Key (they carry
     * credentials); a repeated request with the same key and body runs again.
     */
    replayable?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key's answer is kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Responses larger than this are not stored (they run again). */
export const MAX_STORED_RESPONSE_BYTES = 1024 * 1024;
/**
 * A key claimed this long ago whose request never settled (the process stopped meanwhile) may be claimed
 * again; requests time out after 60 s, so a request still running is never taken over.
 */
export const STALE_CLAIM_MS = 2 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 1000;

/** 1 to 255 visible ASCII characters. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const EMPTY_BODY_SHA256 = createHash('sha256').update('').digest('hex');

type Claim = { scope: string; key: string; settled: boolean };
type BodyDigest = { sha256: string | undefined };

const bodyDigests = new WeakMap<FastifyRequest, BodyDigest>();
const claims = new WeakMap<FastifyRequest, Claim>();

function keyHeader(request: FastifyRequest): string | string[] | undefined {
  if (!UNSAFE_METHODS.has(request.method) || !isApiPath(request)) return undefined;
  return request.headers[IDEMPOTENCY_HEADER];
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Multipart bodies are streamed by the route itself, after the hooks: they cannot be fingerprinted. */
function isStreamedBody(request: FastifyRequest): boolean {
  return /^multipart\//i.test(request.headers['content-type'] ?? '');
}

/** JSON with its keys sorted, so the same values always give the same text. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
}

/**
 * The request's fingerprint: its method, the routed path (with its path parameters and query, so two
 * resources of one route differ) and the SHA-256 of the raw body.
 */
function fingerprintOf(request: FastifyRequest, bodySha256: string): string {
  return createHash('sha256')
    .update(
      [
        request.method,
        requestPath(request),
        canonical(request.params),
        canonical(request.query),
        bodySha256,
      ].join('\n'),
    )
    .digest('hex');
}

/** Who the key belongs to: the signed-in user, else the client's address (as TRUST_PROXY resolves it). */
function scopeOf(request: FastifyRequest): string {
  return request.auth ? userScope(request.auth.user.id) : `ip:${request.ip}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The saved item a request names, whose deletion forgets the key: the session of its path
 * (`/api/dynamic-pdf/{sessionId}/...`, `/api/review/sessions/{id}/...`) or of its body (`session_id`).
 */
function resourceOf(request: FastifyRequest): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const { body } = request;
  const named = [
    params.sessionId,
    params.id,
    body && typeof body === 'object' ? (body as Record<string, unknown>).session_id : undefined,
  ];
  return named.find((value): value is string => typeof value === 'string' && UUID.test(value)) ?? null;
}

function replay(reply: FastifyReply, stored: StoredResponse) {
  reply.status(stored.status).header(REPLAYED_HEADER, 'true');
  if (stored.contentType) reply.header('content-type', stored.contentType);
  return reply.send(stored.body === '' ? null : stored.body);
}

/** What the response of a claimed request comes to: kept for replay, not replayable, or let go (5xx). */
function outcomeOf(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): StoredResponse | 'passthrough' | 'release' {
  const status = reply.statusCode;
  if (status >= 500) return 'release';
  // Cookies and credentials are not written to the table: such a response runs again.
  if (request.routeOptions.config.replayable === false || reply.hasHeader('set-cookie')) return 'passthrough';
  const contentType = reply.getHeader('content-type');
  const type = typeof contentType === 'string' ? contentType : null;
  let body: string;
  if (payload === null || payload === undefined || payload === '') body = '';
  else if (typeof payload === 'string') body = payload;
  else if (Buffer.isBuffer(payload)) body = payload.toString('utf8');
  else return 'passthrough';
  if (body !== '' && !type?.toLowerCase().includes('json')) return 'passthrough';
  if (Buffer.byteLength(body) > MAX_STORED_RESPONSE_BYTES) return 'passthrough';
  return { status, contentType: type, body };
}

/**
 * Idempotency-Key on API writes: a POST, PUT, PATCH or DELETE with the header is answered at most once
 * per caller and key for 24 hours. The first response is stored with the request's fingerprint; the same
 * request again gets it back (with `Idempotent-Replayed: true`) without running; another request with the
 * key is refused (422), and so is the key while its first request still runs (409). 5xx responses are not
 * stored. Registered after the authentication hook, whose caller scopes the key.
 */
export function registerIdempotency(
  app: FastifyInstance,
  options: { repository: IdempotencyRepository; now?: () => Date },
): void {
  const { repository } = options;
  const now = options.now ?? (() => new Date());
  let lastPurge = 0;

  async function purgeNow(at: Date) {
    if (at.getTime() - lastPurge < PURGE_INTERVAL_MS) return;
    lastPurge = at.getTime();
    await repository.purgeExpired(at);
  }

  // The raw body is hashed as it streams to the parser.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (keyHeader(request) === undefined || !hasBody(request) || isStreamedBody(request)) return payload;
    const digest: BodyDigest = { sha256: undefined };
    bodyDigests.set(request, digest);
    const hash = createHash('sha256');
    const tap = new Transform({
      transform(chunk, _encoding, callback) {
        hash.update(chunk);
        callback(null, chunk);
      },
      flush(callback) {
        digest.sha256 = hash.digest('hex');
        callback();
      },
    });
    payload.on('error', (error) => tap.destroy(error));
    return payload.pipe(tap);
  });

  app.addHook('preHandler', async (request, reply) => {
    const header = keyHeader(request);
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw new AppError('invalid_idempotency_key', 'errors.idempotency.invalidKey');
    }
    const bodySha256 = hasBody(request) ? bodyDigests.get(request)?.sha256 : EMPTY_BODY_SHA256;
    // A body the route streams itself (an upload) is not fingerprinted: the request simply runs.
    if (bodySha256 === undefined) return;

    const at = now();
    await purgeNow(at);
    const scope = scopeOf(request);
    const fingerprint = fingerprintOf(request, bodySha256);
    let existing: Awaited<ReturnType<IdempotencyRepository['find']>>;
    // Twice at most: a key let go between the claim and the read (its request failed) is claimed again.
    for (let attempt = 0; attempt < 2 && !existing; attempt += 1) {
      const claimed = await repository.claim({
        scope,
        key: header,
        fingerprint,
        resourceId: resourceOf(request),
        now: at,
        expiresAt: new Date(at.getTime() + IDEMPOTENCY_TTL_MS),
        staleBefore: new Date(at.getTime() - STALE_CLAIM_MS),
      });
      if (claimed) {
        claims.set(request, { scope, key: header, settled: false });
        return;
      }
      existing = await repository.find(scope, header);
    }
    if (!existing) throw new AppError('idempotency_key_in_progress', 'errors.idempotency.inProgress');
    if (existing.fingerprint !== fingerprint)
      throw new AppError('idempotency_key_reused', 'errors.idempotency.reused');
    if (existing.state === 'completed' && existing.responseStatus !== null) {
      return replay(reply, {
        status: existing.responseStatus,
        contentType: existing.responseContentType,
        body: existing.responseBody ?? '',
      });
    }
    throw new AppError('idempotency_key_in_progress', 'errors.idempotency.inProgress');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim || claim.settled) return payload;
    claim.settled = true;
    const outcome = outcomeOf(request, reply, payload);
    try {
      if (outcome === 'release') await repository.release(claim.scope, claim.key);
      else await repository.settle(claim.scope, claim.key, outcome);
    } catch (error) {
      request.log.error({ err: error }, 'the response of an Idempotency-Key could not be stored');
      await repository.release(claim.scope, claim.key).catch(() => {});
    }
    return payload;
  });

  // Should the response end without the hook above having settled the key, the key is let go.
  const releaseUnsettled = async (request: FastifyRequest) => {
    const claim = claims.get(request);
    if (!claim || claim.settled) return;
    claim.settled = true;
    await repository.release(claim.scope, claim.key).catch(() => {});
  };
  app.addHook('onResponse', releaseUnsettled);
}
