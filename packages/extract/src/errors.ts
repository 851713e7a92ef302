/** Why a file could not be turned into text. Each code has its own HTTP status and user-facing sentence. */
export type ExtractionErrorCode =
  | 'unsupported_type'
  | 'empty_file'
  | 'too_large'
  | 'encrypted_pdf'
  | 'encrypted_document'
  | 'no_text'
  | 'corrupt_file'
  | 'archive_too_large'
  | 'pdf_too_large'
  | 'external_reference'
  | 'timeout';

export type ExtractionErrorStatus = 400 | 413 | 415 | 422;

const ERRORS: Record<ExtractionErrorCode, { status: ExtractionErrorStatus; message: string }> = {
  unsupported_type: {
    status: 415,
    message:
      'This file type is not supported. Please upload a PDF, a Word document (.docx or .doc) or a plain-text (.txt) file.',
  },
  empty_file: {
    status: 400,
    message: 'The file is empty. Please choose the file that contains your resume.',
  },
  // SPEC §5's upload size message.
  too_large: { status: 413, message: 'File size must be less than 10MB' },
  encrypted_pdf: {
    status: 422,
    message:
      'This PDF is password-protected. Please remove the password and upload it again, or paste your resume text.',
  },
  encrypted_document: {
    status: 422,
    message:
      'This Word document is password-protected. Please remove the password and upload it again, or paste your resume text.',
  },
  no_text: {
    status: 422,
    message:
      'We could not find any text in this file; it looks like a scanned image. Please paste your resume text, or upload a text-based PDF.',
  },
  corrupt_file: {
    status: 422,
    message:
      'This file appears to be damaged and could not be read. Please save it again and re-upload it, or paste your resume text.',
  },
  archive_too_large: {
    status: 422,
    message:
      'This Word document unpacks to more data than we can read. Please save it again without large embedded files, or paste your resume text.',
  },
  pdf_too_large: {
    status: 422,
    message:
      'This PDF unpacks to more data than we can read. Please save it again without large embedded files, or paste your resume text.',
  },
  external_reference: {
    status: 422,
    message:
      'This Word document links to files outside itself, which we do not open. Please save it with its contents embedded, or paste your resume text.',
  },
  timeout: {
    status: 422,
    message: 'Reading this file took too long. Please try a simpler file, or paste your resume text.',
  },
};

/** The only error extraction throws for bad input; `message` is safe to show to the user. */
export class ExtractionError extends Error {
  readonly code: ExtractionErrorCode;
  readonly status: ExtractionErrorStatus;

  constructor(code: ExtractionErrorCode, options?: { cause?: unknown }) {
    super(ERRORS[code].message, options);
    this.name = 'ExtractionError';
    this.code = code;
    this.status = ERRORS[code].status;
  }
}
