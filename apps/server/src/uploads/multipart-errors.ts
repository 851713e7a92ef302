/**
 * What reading a multipart form can go wrong with, as the API answers it. Every such error is the
 * client's: a file or form too large (413), a body that is not multipart (415), an interrupted upload, or
 * a form the parser cannot read (no boundary, no closing boundary, a part header cut off or never ended),
 * which is a 400 saying what to send, never a 500. The uploads own this wording, so it lives here rather
 * than in the app's error handler; the review import reads its file through the same readFileField.
 */
import { AppError, type AppErrorCode } from '../errors';

/** SPEC §5's size message. */
export const UPLOAD_TOO_LARGE = 'File size must be less than 10MB';
export const UPLOAD_NOT_MULTIPART = 'Send the file as multipart/form-data in a field named "file".';
export const UPLOAD_TOO_MANY_FIELDS = 'The upload form has too many fields; send only the file.';
export const UPLOAD_INTERRUPTED = 'The upload was interrupted before the file arrived. Please try again.';
export const UPLOAD_MALFORMED =
  'The upload is not a complete multipart/form-data body (its boundary or a part header is missing or cut off). Send the file as multipart/form-data in a field named "file".';
export const UPLOAD_BAD_FIELD_NAME =
  'The upload form has a field name that is not allowed. Send only the file, in a field named "file".';

/** @fastify/multipart's own errors, by code; anything else its parser throws is a malformed body. */
const KNOWN: Record<string, [AppErrorCode, string]> = {
  FST_REQ_FILE_TOO_LARGE: ['too_large', UPLOAD_TOO_LARGE],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['not_multipart', UPLOAD_NOT_MULTIPART],
  FST_PARTS_LIMIT: ['too_many_parts', UPLOAD_TOO_MANY_FIELDS],
  FST_FIELDS_LIMIT: ['too_many_parts', UPLOAD_TOO_MANY_FIELDS],
  FST_FILES_LIMIT: ['too_many_parts', UPLOAD_TOO_MANY_FIELDS],
  FST_MP_PREMATURE_CLOSE: ['upload_incomplete', UPLOAD_INTERRUPTED],
  FST_PROTO_VIOLATION: ['malformed_multipart', UPLOAD_BAD_FIELD_NAME],
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
    UPLOAD_MALFORMED,
  ];
  return new AppError(mapped, detail, { cause: error });
}
