/**
 * Files being read at once, per account and per address: at most UPLOADS_IN_FLIGHT each. One more is
 * refused at once with 429 and Retry-After, before its body is read, so one person cannot fill the file
 * parsers' waiting line (or the memory the bodies take) for everyone else; they wait for their own files
 * instead. The per-minute rate limit (plugins/rate-limit.ts) counts requests; this counts work in progress.
 * Uploads and the review import's file share one count, kept in this process, as the parsers are.
 */
import { AppError, english } from '../errors';

/** Files one account, or one address, may have being read at once. */
export const UPLOADS_IN_FLIGHT = 2;
/** A file is usually read within a second or two; the time limit per file is 15 seconds. */
const RETRY_AFTER_SECONDS = 5;

/** The en-US text of the refusal (answered in the request's language). */
export const TOO_MANY_UPLOADS = english('errors.uploads.tooManyUploads', { count: UPLOADS_IN_FLIGHT });

export type InFlightLimit = {
  /**
   * Takes one place under every key, or none when any of them is full: the function that gives them back
   * (once), or undefined.
   */
  tryEnter(keys: readonly string[]): (() => void) | undefined;
};

export function createInFlightLimit(perKey: number): InFlightLimit {
  const counts = new Map<string, number>();
  return {
    tryEnter(keys) {
      const distinct = [...new Set(keys)];
      if (distinct.some((key) => (counts.get(key) ?? 0) >= perKey)) return undefined;
      for (const key of distinct) counts.set(key, (counts.get(key) ?? 0) + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        for (const key of distinct) {
          const count = (counts.get(key) ?? 1) - 1;
          if (count > 0) counts.set(key, count);
          else counts.delete(key);
        }
      };
    },
  };
}

/** The process's count, shared by the upload and the review import. */
export const uploadsInFlight = createInFlightLimit(UPLOADS_IN_FLIGHT);

/** Who sends a file: counted under its account and its address; the account is its key in the parsers' line. */
export type Uploader = { userId: string; address?: string };

export const accountKey = (userId: string) => `account:${userId}`;

/**
 * Enters one file for the uploader (its account, and its address when known), or throws the 429; the
 * returned function leaves, once the file has been read.
 */
export function enterUpload(uploader: Uploader, limit: InFlightLimit = uploadsInFlight): () => void {
  const keys = [accountKey(uploader.userId)];
  if (uploader.address) keys.push(`address:${uploader.address}`);
  const leave = limit.tryEnter(keys);
  if (!leave) {
    throw new AppError('too_many_uploads', 'errors.uploads.tooManyUploads', {
      values: { count: UPLOADS_IN_FLIGHT },
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
    });
  }
  return leave;
}
