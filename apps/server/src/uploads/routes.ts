import multipart from '@fastify/multipart';
import { ZErrorBody } from '@resumeloop/contracts/errors';
import { uploadResponseSchema } from '@resumeloop/contracts/resumes';
import { LIMITS } from '@resumeloop/contracts/scoring';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import { type ResumeAccess, requireResumeUser } from '../resumes/access';
import type { UploadService } from './service';

/** SPEC §8: the upload's own 401 message. */
export const UPLOAD_LOGIN_REQUIRED = 'Authentication required. Please log in.';
/** SPEC §5's size message. */
export const UPLOAD_TOO_LARGE = 'File size must be less than 10MB';
export const UPLOAD_FILE_MISSING = 'Please choose a file to upload (multipart form field "file").';
export const UPLOAD_NOT_MULTIPART = 'Send the file as multipart/form-data in a field named "file".';
export const UPLOAD_TOO_MANY_FIELDS = 'The upload form has too many fields; send only the file.';
export const UPLOAD_INTERRUPTED = 'The upload was interrupted before the file arrived. Please try again.';

const FILE_FIELD = 'file';

/** One file of at most 10 MB, and no more than a handful of other parts. */
export const MULTIPART_LIMITS = {
  fileSize: LIMITS.uploadBytes,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
  headerPairs: 100,
};

/**
 * Documents the multipart form for the OpenAPI document only: the multipart parser leaves `request.body`
 * empty (the file is read as a stream), so this accepts anything.
 */
const uploadForm = z.any().meta({
  type: 'object',
  properties: { [FILE_FIELD]: { type: 'string', format: 'binary', description: 'The resume file' } },
  required: [FILE_FIELD],
});

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  413: ZErrorBody,
  415: ZErrorBody,
  422: ZErrorBody,
  429: ZErrorBody,
};

/** @fastify/multipart's errors, reworded for people. */
function multipartError(error: unknown): unknown {
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('too_large', UPLOAD_TOO_LARGE);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('not_multipart', UPLOAD_NOT_MULTIPART);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('too_many_parts', UPLOAD_TOO_MANY_FIELDS);
  }
  if (code === 'FST_MP_PREMATURE_CLOSE') return new AppError('upload_incomplete', UPLOAD_INTERRUPTED);
  return error;
}

/** The `file` field's bytes, read into memory (never to disk) under the 10 MB cap. */
export async function readFileField(
  request: FastifyRequest,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  try {
    const part = await request.file();
    if (!part) throw new AppError('file_missing', UPLOAD_FILE_MISSING);
    if (part.fieldname !== FILE_FIELD) {
      part.file.resume();
      throw new AppError('file_missing', UPLOAD_FILE_MISSING);
    }
    const bytes = await part.toBuffer();
    return {
      fileName: part.filename,
      bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    };
  } catch (error) {
    throw multipartError(error);
  }
}

/**
 * POST /api/resumes/upload: a resume file (PDF, DOCX, DOC or TXT, decided by its bytes) to text. The
 * multipart parser is registered in this plugin only, so no other route accepts multipart bodies.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{
  uploads: UploadService;
  canUseResumeTools: ResumeAccess;
}> = async (app, options) => {
  const { uploads, canUseResumeTools } = options;
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.post(
    '/api/resumes/upload',
    {
      schema: {
        tags: ['resumes'],
        summary: 'Read the text of a resume file (PDF, DOCX, DOC or TXT; at most 10 MB)',
        description:
          'multipart/form-data with the file in the field `file`. The kind is decided by the bytes, not the name or content type. Text beyond 8,000 characters is cut, with `truncated: true` and a notice.',
        consumes: ['multipart/form-data'],
        body: uploadForm,
        response: { 200: uploadResponseSchema, ...errors },
      },
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request) => {
      if (!request.auth) throw new AppError('not_authenticated', UPLOAD_LOGIN_REQUIRED);
      requireResumeUser(request, canUseResumeTools);
      if (!request.isMultipart()) throw new AppError('not_multipart', UPLOAD_NOT_MULTIPART);
      const file = await readFileField(request);
      return uploads.readResume(file);
    },
  );
};
