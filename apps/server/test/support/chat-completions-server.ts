import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 speaking OpenAI's chat-completions protocol, for the LLM writer's tests:
 * the writer's own client talks to it over a socket, as it would to Ollama or OpenAI. A test says how the
 * next chat requests are answered, and reads back every request body it received.
 */

export type ChatBehaviour =
  /** A completion whose message content is this text (JSON.stringify a reply to answer well-formed JSON). */
  | { kind: 'content'; content: string; finishReason?: 'stop' | 'length' | 'content_filter' }
  /** Content that is not JSON at all, or JSON without the field the writer asked for. */
  | { kind: 'malformed'; shape: 'not-json' | 'json-without-field' }
  /** Never answers: the response stays open until the server closes. */
  | { kind: 'stall' }
  /** 429 with Retry-After and OpenAI's error body. */
  | { kind: 'rate-limited'; retryAfterSeconds?: number }
  /** 500 with OpenAI's error body. */
  | { kind: 'server-error' };

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; undefined for a request without one. */
  body: ChatRequestBody | undefined;
};

export type ChatRequestBody = {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string; json_schema?: unknown };
  [field: string]: unknown;
};

export type ChatCompletionsServer = {
  /** The API's base URL, as AI_BASE_URL takes it: http://127.0.0.1:<port>/v1. */
  baseURL: string;
  /** Answers the next chat requests with these behaviours, in turn. */
  next(...behaviours: ChatBehaviour[]): void;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** The chat requests received, in order. */
  chatRequests(): RecordedRequest[];
  close(): Promise<void>;
};

export type ChatCompletionsServerOptions = {
  /** The models GET /v1/models lists; null: no such endpoint (404), as on some servers. */
  models?: string[] | null;
  /** Refuse `response_format: json_object` with 400, as LM Studio does (it takes only json_schema). */
  refuseJsonObject?: boolean;
};

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** OpenAI's error body: `{ error: { message, type, param, code } }`. */
function errorBody(message: string, type: string, code: string | null) {
  return { error: { message, type, param: null, code } };
}

export async function startChatCompletionsServer(
  options: ChatCompletionsServerOptions = {},
): Promise<ChatCompletionsServer> {
  const queue: ChatBehaviour[] = [];
  const requests: RecordedRequest[] = [];
  const models = options.models === undefined ? ['test-model'] : options.models;

  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      raw += chunk;
    });
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const body = raw === '' ? undefined : (JSON.parse(raw) as ChatRequestBody);
      requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });

      if (request.method === 'GET' && path === '/v1/models' && models) {
        const data = models.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'tests' }));
        return sendJson(response, 200, { object: 'list', data });
      }
      if (request.method !== 'POST' || path !== '/v1/chat/completions' || !body) {
        return sendJson(
          response,
          404,
          errorBody(`Unknown request ${request.method} ${path}`, 'invalid_request_error', null),
        );
      }
      if (options.refuseJsonObject && body.response_format?.type === 'json_object') {
        // LM Studio's own words and shape.
        return sendJson(response, 400, { error: "'response_format.type' must be 'json_schema' or 'text'" });
      }
      const behaviour = queue.shift();
      if (!behaviour) {
        return sendJson(
          response,
          500,
          errorBody('The test queued no answer for this request.', 'server_error', null),
        );
      }
      switch (behaviour.kind) {
        case 'stall':
          return;
        case 'rate-limited':
          return sendJson(
            response,
            429,
            errorBody(
              `Rate limit reached for ${body.model} on requests per min (RPM): Limit 3, Used 3, Requested 1.`,
              'requests',
              'rate_limit_exceeded',
            ),
            { 'retry-after': String(behaviour.retryAfterSeconds ?? 20) },
          );
        case 'server-error':
          return sendJson(
            response,
            500,
            errorBody(
              'The server had an error while processing your request. Sorry about that!',
              'server_error',
              null,
            ),
          );
        default: {
          const content =
            behaviour.kind === 'content'
              ? behaviour.content
              : behaviour.shape === 'not-json'
                ? 'Sure! Here is your improved resume:\n\nJane Doe\nSoftware Engineer'
                : JSON.stringify({ resume: 'Jane Doe', questions_text: 'What did you build?' });
          const promptTokens = Math.ceil(raw.length / 4);
          const completionTokens = Math.ceil(content.length / 4);
          return sendJson(response, 200, {
            id: `chatcmpl-${randomUUID()}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content, refusal: null },
                logprobs: null,
                finish_reason: behaviour.kind === 'content' ? (behaviour.finishReason ?? 'stop') : 'stop',
              },
            ],
            usage: {
              prompt_tokens: promptTokens,
              completion_tokens: completionTokens,
              total_tokens: promptTokens + completionTokens,
            },
            system_fingerprint: 'fp_tests',
          });
        }
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    next: (...behaviours) => {
      queue.push(...behaviours);
    },
    requests,
    chatRequests: () => requests.filter((request) => request.path === '/v1/chat/completions'),
    close: () =>
      new Promise<void>((resolve, reject) => {
        // A stalled answer holds its connection open: closing ends it, as a server going away would.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A port on 127.0.0.1 nobody listens on: a connection to it is refused. */
export async function refusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
