/** The compare page: one resume against up to five postings (premium `bulk_operations`). */
export const COMPARE_PATH = '/compare';
