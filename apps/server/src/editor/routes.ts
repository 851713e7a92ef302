import {
  atsTextResponseSchema,
  type EditorDocument,
  editConflictBodySchema,
  editorDocumentSchema,
  editorUpdateRequestSchema,
  editorUpdateResponseSchema,
  reorderSectionsRequestSchema,
  templateOptionsRequestSchema,
} from '@resumeloop/contracts/editor';
import { ZErrorBody } from '@resumeloop/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, type FieldError } from '../errors';
import { type ResumeAccess, requireResumeUser } from '../resumes/access';
import { invalidUpdate, unknownContactKeys } from './document';
import { localizeConflict, localizeLayout } from './localize-layout';
import { type EditorService, type ExpectedVersion, etagOf } from './service';

const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 429: ZErrorBody, 500: ZErrorBody };
const writeErrors = { ...errors, 422: ZErrorBody };
/** The writes honour If-Match: 400 for a malformed one, 412 when it names an older version. */
const versionErrors = { 400: ZErrorBody, 412: editConflictBodySchema };
const versionedWriteErrors = { ...writeErrors, ...versionErrors };
const sessionParams = z.object({ sessionId: z.string() });
/** Rendering a PDF costs far more than a JSON answer. */
const RENDER_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

/**
 * A binary answer, described for the OpenAPI document as a binary string. Fastify sends a Buffer as it is,
 * without the serializer, so the handler's type is the bytes.
 */
export function fileResponse(contentType: string, description: string) {
  const bytes = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<Uint8Array>;
  return { description, content: { [contentType]: { schema: bytes } } };
}

/** One quoted version: no quote, comma-separated list or weak tag inside. */
const QUOTED_VERSION = /^"([^"]*)"$/;

/**
 * The version a write was made against, from its If-Match: absent or `*` saves whatever the stored
 * version; one quoted version saves only over that version (else 412); anything else is 400.
 */
export function expectedVersion(request: FastifyRequest): ExpectedVersion {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '*') return undefined;
  const version = QUOTED_VERSION.exec(value)?.[1];
  if (version === undefined || version === '') {
    throw new AppError('invalid_if_match', 'errors.editor.invalidIfMatch');
  }
  return version;
}

/**
 * Answers a document with its version as the ETag and its warnings in the request's language; a 412's
 * current document is in that language too.
 */
async function answerDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  work: Promise<EditorDocument>,
): Promise<EditorDocument> {
  let document: EditorDocument;
  try {
    document = await work;
  } catch (error) {
    localizeConflict(error, await request.translator());
    throw error;
  }
  reply.header('etag', etagOf(document));
  return localizeLayout(document, await request.translator());
}

/** SPEC §5: any body of the wrong shape is 'Invalid update data'; the failing fields are still listed. */
function assertValidUpdate(request: FastifyRequest, unknownKeys: string[]): void {
  const failure: unknown = request.validationError;
  if (failure) {
    if (!hasZodFastifySchemaValidationErrors(failure)) throw failure;
    const fieldErrors: FieldError[] = failure.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body',
      message: issue.message ?? { id: 'validation.field.invalid' },
    }));
    throw invalidUpdate(...fieldErrors);
  }
  if (unknownKeys.length > 0) {
    throw invalidUpdate(
      ...unknownKeys.map((key) => ({
        field: `contact.${key}`,
        message: { id: 'validation.editor.notContactField' } as const,
      })),
    );
  }
}

/** The dynamic resume editor (SPEC §7.3): /api/dynamic-pdf/{sessionId}/*. */
export const editorRoutes: FastifyPluginAsyncZod<{
  editor: EditorService;
  canUseResumeTools: ResumeAccess;
}> = async (app, options) => {
  const { editor, canUseResumeTools } = options;
  // The contact keys as sent: the schema drops unknown keys, but SPEC §5 refuses them.
  const sentContactKeys = new WeakMap<FastifyRequest, string[]>();

  app.get(
    '/api/dynamic-pdf/:sessionId/current',
    {
      config: { work: true },
      schema: {
        tags: ['editor'],
        summary: "The session's structured resume, template and page size, with its layout",
        params: sessionParams,
        response: { 200: editorDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireResumeUser(request, canUseResumeTools);
      return answerDocument(request, reply, editor.current(request.params.sessionId, user.id));
    },
  );

  app.post(
    '/api/dynamic-pdf/:sessionId/parse',
    {
      config: { work: true },
      schema: {
        tags: ['editor'],
        summary: 'The layout (pages, characters, warnings) of the stored resume',
        params: sessionParams,
        response: { 200: editorUpdateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireResumeUser(request, canUseResumeTools);
      return answerDocument(request, reply, editor.current(request.params.sessionId, user.id));
    },
  );

  app.put(
    '/api/dynamic-pdf/:sessionId/update',
    {
      config: { work: true },
      schema: {
        tags: ['editor'],
        summary: 'Save the edited contact, sections, template or page size',
        params: sessionParams,
        body: editorUpdateRequestSchema,
        response: { 200: editorUpdateResponseSchema, ...versionedWriteErrors },
      },
      attachValidation: true,
      preValidation: async (request) => {
        sentContactKeys.set(request, unknownContactKeys(request.body));
      },
    },
    async (request, reply) => {
      const user = requireResumeUser(request, canUseResumeTools);
      assertValidUpdate(request, sentContactKeys.get(request) ?? []);
      const expected = expectedVersion(request);
      return answerDocument(
        request,
        reply,
        editor.update(request.params.sessionId, user.id, request.body, expected),
      );
    },
  );

  app.get(
    '/api/dynamic-pdf/:sessionId/preview-pdf',
    {
      schema: {
        tags: ['editor'],
        summary: 'The resume as a PDF in its template and page size',
        params: sessionParams,
        response: { 200: fileResponse('application/pdf', 'The PDF'), ...errors },
      },
      config: { work: true, rateLimit: RENDER_RATE_LIMIT },
    },
    async (request, reply) => {
      const user = requireResumeUser(request, canUseResumeTools);
      const pdf = await editor.previewPdf(request.params.sessionId, user.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );

  app.post(
    '/api/dynamic-pdf/:sessionId/reorder-sections',
    {
      config: { work: true },
      schema: {
        tags: ['editor'],
        summary: 'Put the sections in a new order (every section id, each once)',
        params: sessionParams,
        body: reorderSectionsRequestSchema,
        response: { 200: editorUpdateResponseSchema, ...versionedWriteErrors },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const user = requireResumeUser(request, canUseResumeTools);
      assertValidUpdate(request, []);
      const { sessionId } = request.params;
      const expected = expectedVersion(request);
      return answerDocument(
        request,
        reply,
        editor.reorder(sessionId, user.id, request.body.section_ids, expected),
      );
    },
  );

  app.put(
    '/api/dynamic-pdf/:sessionId/template-options',
    {
      config: { work: true, gate: 'custom_templates' },
      schema: {
        tags: ['editor'],
        summary: "Save the session's template options (accent, fonts, spacing, section order); null resets",
        description:
          'Premium (custom_templates): a free account gets 403 premium_required. Owner only; honours If-Match. ' +
          'The PDF, the DOCX and the preview follow the options; the resume itself is unchanged.',
        params: sessionParams,
        body: templateOptionsRequestSchema,
        response: { 200: editorUpdateResponseSchema, ...versionedWriteErrors },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const user = requireResumeUser(request, canUseResumeTools);
      assertValidUpdate(request, []);
      const { sessionId } = request.params;
      const expected = expectedVersion(request);
      return answerDocument(
        request,
        reply,
        editor.saveTemplateOptions(sessionId, user.id, request.body.template_options, expected),
      );
    },
  );

  app.delete(
    '/api/dynamic-pdf/:sessionId/sections/:sectionId',
    {
      config: { work: true },
      schema: {
        tags: ['editor'],
        summary: 'Delete one section; the others are renumbered',
        params: z.object({ sessionId: z.string(), sectionId: z.string() }),
        response: { 200: editorUpdateResponseSchema, ...errors, ...versionErrors },
      },
    },
    async (request, reply) => {
      const user = requireResumeUser(request, canUseResumeTools);
      const { sessionId, sectionId } = request.params;
      const expected = expectedVersion(request);
      return answerDocument(request, reply, editor.deleteSection(sessionId, user.id, sectionId, expected));
    },
  );

  app.get(
    '/api/dynamic-pdf/:sessionId/ats-text',
    {
      schema: {
        tags: ['editor'],
        summary: 'The text an ATS reads from the PDF, and whether it parses back to the same resume',
        params: sessionParams,
        response: { 200: atsTextResponseSchema, ...errors },
      },
      config: { work: true, rateLimit: RENDER_RATE_LIMIT },
    },
    async (request) => {
      const user = requireResumeUser(request, canUseResumeTools);
      return editor.atsText(request.params.sessionId, user.id);
    },
  );
};
