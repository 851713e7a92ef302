// The extraction package's public API: the text of an uploaded resume file (PDF, DOCX, DOC or TXT), its
// kind decided by its bytes.
export { detectFileKind, type FileKind } from './detect';
export { ExtractionError, type ExtractionErrorCode, type ExtractionErrorStatus } from './errors';
export { type ExtractedText, type ExtractOptions, extractText } from './extract-text';
export { MAX_UPLOAD_BYTES } from './limits';
