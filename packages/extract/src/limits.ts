/** SPEC §9: uploads are at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

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
