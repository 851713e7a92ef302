/**
 * What reading a multipart form can go wrong with, as the API answers it. Every such error is the
 * client's: a file or form too large (413), a body that is not multipart (415), an interrupted upload, or
 * a form the parser cannot read (no boundary, no closing boundary, a part header cut off or never ended),
 * which is a 400 saying what to send, never a 500. The uploads own this wording, so it lives here rather
 * than in the app's error handler; the review import reads its file through the same readFileField.
 */
import type { MessageId } from '@resumeloop/i18n';
import { AppError, type AppErrorCode, english } from '../errors';

/** SPEC §5's size message, and the others, in en-US (answered in the request's language). */
export const UPLOAD_TOO_LARGE = english('errors.uploads.tooLarge');
export const UPLOAD_NOT_MULTIPART = english('errors.uploads.notMultipart');
export const UPLOAD_TOO_MANY_FIELDS = english('errors.uploads.tooManyFields');
export const UPLOAD_INTERRUPTED = english('errors.uploads.interrupted');
export const UPLOAD_MALFORMED = english('errors.uploads.malformed');
export const UPLOAD_BAD_FIELD_NAME = english('errors.uploads.badFieldName');

/** @fastify/multipart's own errors, by code; anything else its parser throws is a malformed body. */
const KNOWN: Record<string, [AppErrorCode, MessageId]> = {
  FST_REQ_FILE_TOO_LARGE: ['too_large', 'errors.uploads.tooLarge'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['not_multipart', 'errors.uploads.notMultipart'],
  FST_PARTS_LIMIT: ['too_many_parts', 'errors.uploads.tooManyFields'],
  FST_FIELDS_LIMIT: ['too_many_parts', 'errors.uploads.tooManyFields'],
  FST_FILES_LIMIT: ['too_many_parts', 'errors.uploads.tooManyFields'],
  FST_MP_PREMATURE_CLOSE: ['upload_incomplete', 'errors.uploads.interrupted'],
  FST_PROTO_VIOLATION: ['malformed_multipart', 'errors.uploads.badFieldName'],
};

/**
 * An error met while reading a multipart body (request.file(), a part's stream), as an AppError: the
 * library's codes reworded, and busboy's plain errors ('Multipart: Boundary not found', 'Unexpected end of
 * form', 'Malformed part header') a 400. The caller's own AppErrors pass unchanged.
 */
export function multipartError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | undefined)?.code;
  const [mapped, detail] = (typeof code === 'string' ? KNOWN[code] : undefined) ?? [
    'malformed_multipart',
    'errors.uploads.malformed',
  ];
  return new AppError(mapped, detail, { cause: error });
}
