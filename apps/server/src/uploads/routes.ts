import multipart from '@fastify/multipart';
import { ZErrorBody } from '@resumeloop/contracts/errors';
import { ZLimitErrorBody } from '@resumeloop/contracts/features';
import { uploadResponseSchema } from '@resumeloop/contracts/resumes';
import { LIMITS } from '@resumeloop/contracts/scoring';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, english } from '../errors';
import { translateText } from '../i18n/texts';
import type { UsageLimits } from '../plans/usage';
import { type ResumeAccess, requireResumeUser } from '../resumes/access';
import { multipartError } from './multipart-errors';
import type { UploadService } from './service';

export {
  UPLOAD_INTERRUPTED,
  UPLOAD_MALFORMED,
  UPLOAD_NOT_MULTIPART,
  UPLOAD_TOO_LARGE,
  UPLOAD_TOO_MANY_FIELDS,
} from './multipart-errors';

/**
 * SPEC §8: the upload's own 401 message, and the one of an upload without a file, in en-US (answered in
 * the request's language).
 */
export const UPLOAD_LOGIN_REQUIRED = english('errors.uploads.loginRequired');
export const UPLOAD_FILE_MISSING = english('errors.uploads.fileMissing');

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
  403: ZLimitErrorBody,
  413: ZErrorBody,
  415: ZErrorBody,
  422: ZErrorBody,
  429: ZErrorBody,
};

/**
 * The `file` field's bytes, read into memory (never to disk) under the 10 MB cap. Whatever goes wrong
 * reading the form is answered as multipart-errors.ts says (4xx, never 500).
 */
export async function readFileField(
  request: FastifyRequest,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  try {
    const part = await request.file();
    if (!part) throw new AppError('file_missing', 'errors.uploads.fileMissing');
    if (part.fieldname !== FILE_FIELD) {
      part.file.resume();
      throw new AppError('file_missing', 'errors.uploads.fileMissing');
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
 * multipart parser is registered in this plugin only, so no other route accepts multipart bodies. An
 * account or address with UPLOADS_IN_FLIGHT files being read already gets 429 before the body is read.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{
  uploads: UploadService;
  canUseResumeTools: ResumeAccess;
  /** The free plan's monthly count of uploads. */
  usage: Pick<UsageLimits, 'counted'>;
}> = async (app, options) => {
  const { uploads, canUseResumeTools, usage } = options;
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.post(
    '/api/resumes/upload',
    {
      schema: {
        tags: ['resumes'],
        summary: 'Read the text of a resume file (PDF, DOCX, DOC or TXT; at most 10 MB)',
        description:
          "multipart/form-data with the file in the field `file`. The kind is decided by the bytes, not the name or content type. Text beyond 8,000 characters is cut, with `truncated: true` and a notice. Counted in the month's uploads: a free account over its limit gets 403 monthly_limit_reached.",
        consumes: ['multipart/form-data'],
        body: uploadForm,
        response: { 200: uploadResponseSchema, ...errors },
      },
      config: { rateLimit: { max: 20, timeWindow: 60_000 }, gate: 'resume_upload' },
    },
    async (request) => {
      if (!request.auth) throw new AppError('not_authenticated', 'errors.uploads.loginRequired');
      const user = requireResumeUser(request, canUseResumeTools);
      if (!request.isMultipart()) throw new AppError('not_multipart', 'errors.uploads.notMultipart');
      const uploader = { userId: user.id, address: request.ip };
      const leave = uploads.admit(uploader);
      try {
        const read = await usage.counted(user, 'uploads', async () =>
          uploads.readResume(await readFileField(request), uploader),
        );
        const translate = await request.translator();
        return { ...read, notices: read.notices.map((notice) => translateText(translate, notice)) };
      } finally {
        leave();
      }
    },
  );
};
