import { readFileSync } from 'node:fs';
import path from 'node:path';
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  InternalServerError,
  NotFoundError,
  RateLimitError,
} from 'openai';
import type { ResponseFormatJSONObject, ResponseFormatJSONSchema } from 'openai/resources/shared';
import { z } from 'zod';
import { AI_PROMPTS_DIR } from '../paths';

/**
 * A writer that asks a model behind any OpenAI-compatible chat-completions API (OpenAI, Azure OpenAI's v1
 * endpoint, Ollama, vLLM, LM Studio, llama.cpp's server) for a rewrite, or for warmer wording of the
 * questions. A model's failure is never thrown: each call answers what went wrong, so the caller can let
 * the built-in writer answer instead, within the same request. What the model writes is only a proposal:
 * the claim checker judges it like any other writer's (DESIGN.md §1).
 */

export type LlmFailure =
  | 'timeout'
  | 'rate_limited'
  | 'server_error'
  | 'malformed'
  | 'unreachable'
  | 'refused';

export type LlmResult<T> = (
  | { ok: true; value: T; model: string }
  | { ok: false; failure: LlmFailure; detail: string }
) & {
  /** The prompt that asked (its file name without .md), so a result can be traced to its wording. */
  prompt_version: string;
};

export type RewriteInput = {
  resumeText: string;
  jobDescription: string;
  industry: string;
  questions: string[];
  /** By index of `questions`; a blank answer is no answer. */
  answers: string[];
};

export type QuestionsInput = {
  resumeText: string;
  jobDescription: string;
  questions: Array<{ kind: string; text: string; subject: string | null }>;
};

export type LlmWriterOptions = {
  baseURL: string;
  /** Unset: no Authorization header at all (local servers such as Ollama or llama.cpp's need none). */
  apiKey: string | undefined;
  model: string;
  /** The most one call may take, answer included. */
  timeoutMs: number;
};

export type LlmWriter = {
  rewrite(input: RewriteInput, signal?: AbortSignal): Promise<LlmResult<{ resumeText: string }>>;
  phraseQuestions(input: QuestionsInput, signal?: AbortSignal): Promise<LlmResult<{ texts: string[] }>>;
  /** Whether the server answers, with a short time-out of its own. */
  check(signal?: AbortSignal): Promise<{ reachable: boolean; detail: string }>;
  describe(): { provider: 'openai-compatible'; model: string; base_url: string };
};

/** The longest rewrite taken: more than twice the longest resume accepted (8,000 characters). */
export const MAX_REWRITE_CHARACTERS = 20_000;
/** The longest reworded question taken: a coach's question is a sentence or two. */
export const MAX_QUESTION_CHARACTERS = 500;
/** check() is a ping, not a task: a server that needs longer to list its models is in no state to write. */
const CHECK_TIMEOUT_MS = 5_000;

const ZRewriteReply = z.object(
  {
    resume_text: z
      .string({ error: 'is missing or not text' })
      .trim()
      .min(1, { error: 'is empty' })
      .max(MAX_REWRITE_CHARACTERS, { error: `is over ${MAX_REWRITE_CHARACTERS} characters` }),
  },
  { error: 'is not a JSON object' },
);

const ZQuestionsReply = z.object(
  {
    questions: z.array(
      z
        .string({ error: 'is not text' })
        .trim()
        .min(1, { error: 'is empty' })
        .max(MAX_QUESTION_CHARACTERS, { error: `is over ${MAX_QUESTION_CHARACTERS} characters` })
        .refine((text) => text.endsWith('?'), { error: 'does not end with a question mark' }),
      { error: 'is missing or not a list' },
    ),
  },
  { error: 'is not a JSON object' },
);

/**
 * The shape of a chat completion as far as it is read: a server that is only nearly compatible (a
 * proxy's error page with status 200, a body without choices) is a malformed answer, not a crash.
 */
const ZChatCompletion = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
      }),
    )
    .min(1),
});

/**
 * Each task: its prompt file, and the JSON schema of its reply for servers that refuse `json_object`
 * (LM Studio takes only `json_schema`).
 */
const TASKS = {
  rewrite: {
    prompt: 'rewrite.v1',
    schema: {
      name: 'resume_rewrite',
      strict: true,
      schema: {
        type: 'object',
        properties: { resume_text: { type: 'string' } },
        required: ['resume_text'],
        additionalProperties: false,
      },
    },
  },
  questions: {
    prompt: 'questions.v1',
    schema: {
      name: 'reworded_questions',
      strict: true,
      schema: {
        type: 'object',
        properties: { questions: { type: 'array', items: { type: 'string' } } },
        required: ['questions'],
        additionalProperties: false,
      },
    },
  },
} as const satisfies Record<string, { prompt: string; schema: ResponseFormatJSONSchema['json_schema'] }>;

type Task = (typeof TASKS)[keyof typeof TASKS];

const promptCache = new Map<string, string>();

/** A prompt file's text, read once per process; the system message is exactly this text. */
function loadPrompt(version: string): string {
  let text = promptCache.get(version);
  if (text === undefined) {
    text = readFileSync(path.join(AI_PROMPTS_DIR, `${version}.md`), 'utf8');
    promptCache.set(version, text);
  }
  return text;
}

/** The address without a user, password, query or fragment: what may be shown and logged. */
function publicBaseUrl(baseURL: string): string {
  try {
    const url = new URL(baseURL);
    url.username = '';
    url.password = '';
    url.search = '';
    url.hash = '';
    return url.href.replace(/\/$/, '');
  } catch {
    return '(invalid URL)';
  }
}

/**
 * Why a connection failed, which fetch wraps twice: a system error's code ('ECONNREFUSED', 'ENOTFOUND'),
 * else the innermost message ('bad port': fetch refuses ports such as 1 or 6000).
 */
function connectionReason(error: unknown): string {
  let current: unknown = error;
  let innermost = error instanceof Error ? error.message : String(error);
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
    innermost = current.message;
    current = current.cause;
  }
  return innermost;
}

type Failure = { ok: false; failure: LlmFailure; detail: string };

const fail = (failure: LlmFailure, detail: string): Failure => ({ ok: false, failure, detail });

/** Whether a 400 says the server does not take `response_format: json_object` (LM Studio's answer). */
function refusesJsonObject(error: unknown): boolean {
  return error instanceof APIError && error.status === 400 && /response_format/i.test(error.message);
}

export function createLlmWriter(options: LlmWriterOptions): LlmWriter {
  const { model, timeoutMs } = options;
  // Read now, so a build that lost the prompt files fails at start-up rather than at the first rewrite.
  for (const task of Object.values(TASKS)) loadPrompt(task.prompt);
  const client = new OpenAI({
    baseURL: options.baseURL,
    // The client insists on a key; without one, the header it would carry is removed below, since a
    // made-up key would reach a server that does check keys as a wrong one.
    apiKey: options.apiKey ?? 'none',
    defaultHeaders: options.apiKey ? undefined : { Authorization: null },
    // Everything comes from config.ts: the client would otherwise read OPENAI_* variables on its own.
    organization: null,
    project: null,
    webhookSecret: null,
    // A failed call is not tried again: the built-in writer answers instead, within the API's 30 s.
    maxRetries: 0,
    timeout: timeoutMs,
    logLevel: 'off',
  });
  // Learnt from the first refusal, so later calls do not pay for it again.
  let responseFormat: 'json_object' | 'json_schema' = 'json_object';

  /** What a thrown error means; `limit` is the deadline's signal and its length. */
  function failureOf(
    error: unknown,
    limit: { deadline: AbortSignal; ms: number },
    caller: AbortSignal | undefined,
  ): Failure {
    if (limit.deadline.aborted || error instanceof APIConnectionTimeoutError)
      return fail('timeout', `no answer within ${limit.ms} ms`);
    // The caller gave up (its own deadline, a closed request): for the caller, the model was too slow.
    if (caller?.aborted || error instanceof APIUserAbortError)
      return fail('timeout', 'the call was cancelled before the model answered');
    if (error instanceof RateLimitError) {
      const retryAfter = error.headers.get('retry-after');
      return fail('rate_limited', `${error.message}${retryAfter ? ` (retry after ${retryAfter} s)` : ''}`);
    }
    if (error instanceof InternalServerError) return fail('server_error', error.message);
    if (error instanceof APIConnectionError)
      return fail('unreachable', `${error.message} (${connectionReason(error)})`);
    if (error instanceof APIError) return fail('refused', error.message);
    // The body said JSON and was not.
    if (error instanceof SyntaxError) return fail('malformed', `the answer is not JSON: ${error.message}`);
    return fail('unreachable', error instanceof Error ? error.message : String(error));
  }

  /** One request for a task: its reply's JSON, or why there is none. */
  async function complete(
    task: Task,
    data: unknown,
    caller: AbortSignal | undefined,
  ): Promise<{ ok: true; json: unknown; model: string } | Failure> {
    // The client's own time-out ends at the answer's headers; this one covers reading the answer too.
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = caller ? AbortSignal.any([caller, deadline]) : deadline;
    const send = (format: typeof responseFormat) =>
      client.chat.completions.create(
        {
          model,
          // Instructions only in the system message; everything from the user or the job posting in the
          // user message as one JSON value, which the prompt says is data.
          messages: [
            { role: 'system', content: loadPrompt(task.prompt) },
            { role: 'user', content: JSON.stringify(data) },
          ],
          // No temperature or token limit: reasoning models refuse both, and the time-out bounds the length.
          response_format:
            format === 'json_object'
              ? ({ type: 'json_object' } satisfies ResponseFormatJSONObject)
              : ({ type: 'json_schema', json_schema: task.schema } satisfies ResponseFormatJSONSchema),
        },
        { signal },
      );
    let completion: unknown;
    try {
      try {
        completion = await send(responseFormat);
      } catch (error) {
        if (responseFormat !== 'json_object' || !refusesJsonObject(error)) throw error;
        responseFormat = 'json_schema';
        completion = await send(responseFormat);
      }
    } catch (error) {
      return failureOf(error, { deadline, ms: timeoutMs }, caller);
    }
    const parsed = ZChatCompletion.safeParse(completion);
    if (!parsed.success) return fail('malformed', 'the answer is not a chat completion');
    const [choice] = parsed.data.choices;
    if (!choice) return fail('malformed', 'the answer has no choices');
    if (choice.message.refusal || choice.finish_reason === 'content_filter')
      return fail('refused', choice.message.refusal || 'the content filter stopped the answer');
    if (choice.finish_reason === 'length')
      return fail('malformed', "the answer was cut off at the model's length limit");
    const content = choice.message.content?.trim() ?? '';
    if (content === '') return fail('malformed', 'the answer is empty');
    try {
      return { ok: true, json: JSON.parse(content), model: parsed.data.model || model };
    } catch {
      return fail('malformed', 'the answer is not JSON');
    }
  }

  const issuesOf = (error: z.ZodError) =>
    error.issues.map((issue) => `${issue.path.join('.') || 'the answer'} ${issue.message}`).join('; ');

  return {
    async rewrite(input, signal) {
      const { prompt } = TASKS.rewrite;
      const data = {
        resume_text: input.resumeText,
        questions_and_answers: input.questions.flatMap((question, index) => {
          const answer = input.answers[index]?.trim() ?? '';
          return answer === '' ? [] : [{ question, answer }];
        }),
        job_description: input.jobDescription,
        industry: input.industry,
      };
      const answer = await complete(TASKS.rewrite, data, signal);
      if (!answer.ok) return { ...answer, prompt_version: prompt };
      const reply = ZRewriteReply.safeParse(answer.json);
      if (!reply.success) return { ...fail('malformed', issuesOf(reply.error)), prompt_version: prompt };
      return {
        ok: true,
        value: { resumeText: reply.data.resume_text },
        model: answer.model,
        prompt_version: prompt,
      };
    },

    async phraseQuestions(input, signal) {
      const { prompt } = TASKS.questions;
      if (input.questions.length === 0)
        return { ok: true, value: { texts: [] }, model, prompt_version: prompt };
      const data = {
        questions: input.questions.map(({ kind, text, subject }) => ({ kind, text, subject })),
        resume_text: input.resumeText,
        job_description: input.jobDescription,
      };
      const answer = await complete(TASKS.questions, data, signal);
      if (!answer.ok) return { ...answer, prompt_version: prompt };
      const reply = ZQuestionsReply.safeParse(answer.json);
      if (!reply.success) return { ...fail('malformed', issuesOf(reply.error)), prompt_version: prompt };
      const texts = reply.data.questions;
      const expected = input.questions.length;
      if (texts.length !== expected) {
        const detail = `${texts.length} reworded for ${expected} asked`;
        return { ...fail('malformed', detail), prompt_version: prompt };
      }
      // Same subject: a question about Salesforce that no longer names it would ask about something else.
      const lost = input.questions.findIndex(
        ({ subject }, index) => subject && !texts[index]?.toLowerCase().includes(subject.toLowerCase()),
      );
      if (lost !== -1) {
        const detail = `question ${lost + 1} no longer names its subject '${input.questions[lost]?.subject}'`;
        return { ...fail('malformed', detail), prompt_version: prompt };
      }
      return { ok: true, value: { texts }, model: answer.model, prompt_version: prompt };
    },

    async check(signal) {
      const deadline = AbortSignal.timeout(CHECK_TIMEOUT_MS);
      const limit = { deadline, ms: CHECK_TIMEOUT_MS };
      const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
      const request = { signal: combined, timeout: CHECK_TIMEOUT_MS };
      try {
        const page = await client.models.list(request);
        const ids = page.data.map((entry) => entry.id);
        // Ollama lists 'llama3:latest' for 'llama3'; Azure lists models, not the deployments it serves.
        const listed = ids.some((id) => id === model || id === `${model}:latest`);
        return {
          reachable: true,
          detail: listed
            ? `its list of models names ${model}`
            : `its list of ${ids.length} models does not name ${model}`,
        };
      } catch (error) {
        // A server without a list of models still answers a one-token request.
        if (error instanceof NotFoundError) {
          try {
            await client.chat.completions.create(
              { model, messages: [{ role: 'user', content: 'Say OK.' }], max_tokens: 1 },
              request,
            );
            return { reachable: true, detail: `it answered a one-token request to ${model}` };
          } catch (second) {
            return { reachable: false, detail: failureOf(second, limit, signal).detail };
          }
        }
        return { reachable: false, detail: failureOf(error, limit, signal).detail };
      }
    },

    describe() {
      return { provider: 'openai-compatible', model, base_url: publicBaseUrl(options.baseURL) };
    },
  };
}
