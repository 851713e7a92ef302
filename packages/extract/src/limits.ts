/** SPEC §9: uploads are at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Text files up to this size are read on the caller's thread (well under a millisecond); larger ones in a
 * parser worker, since checking every byte of 10 MB costs some tens of milliseconds (plain-text.ts).
 */
export const MAIN_THREAD_TEXT_BYTES = 64 * 1024;

/** How long one file may take to read before its parser is stopped. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** A DOCX is a ZIP archive; these bound what unpacking it may cost (checked before anything is inflated). */
export const ARCHIVE_LIMITS = {
  maxEntries: 1000,
  maxTotalUncompressedBytes: 50 * 1024 * 1024,
  maxCompressionRatio: 100,
  /** Entries this small cannot hurt whatever their ratio (a run of spaces in a tiny XML part compresses well). */
  ratioExemptBytes: 64 * 1024,
  /** Relationship and header parts are read in full; real ones are a few kilobytes. */
  maxSmallPartBytes: 2 * 1024 * 1024,
} as const;

/** A resume has a few pages; reading stops after this many (the server keeps 8,000 characters anyway). */
export const MAX_PDF_PAGES = 50;

/**
 * What the streams of a PDF may decode to in all, images aside (pdf.js never decodes those for text). A
 * resume's page contents come to kilobytes and its embedded fonts to a few MB (the real resume PDFs of
 * the test corpus decode to 67-175 KB); a Flate or LZW bomb is refused before pdf.js holds it.
 */
export const MAX_PDF_DECODED_BYTES = 64 * 1024 * 1024;
