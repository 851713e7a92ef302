import type { UploadResponse } from '@resumeloop/contracts/resumes';
import { LIMITS } from '@resumeloop/contracts/scoring';
import { ExtractionError, extractText } from '@resumeloop/extract';
import type { MessageRef } from '@resumeloop/i18n/translate';
import { truncateText } from '@resumeloop/usecases';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, type Text } from '../errors';
import { accountKey, enterUpload, type InFlightLimit, type Uploader, uploadsInFlight } from './in-flight';

/** The notice of a resume cut to the limit, as a catalogue message (the route answers it in the request's language). */
export const UPLOAD_TRUNCATED_NOTICE: MessageRef = {
  id: 'errors.notice.uploadTruncated',
  values: { max: LIMITS.resumeText },
};

/** What the browser said the file is called, cut down to a plain name fit to show back. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return [...base]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join('')
    .trim()
    .slice(0, 255);
}

export type UploadService = ReturnType<typeof createUploadService>;

/**
 * Turns an uploaded resume file into text for the resume box. The file's kind comes from its bytes (never
 * its name or declared type); it is read in memory and nothing is stored. Each account and address has
 * at most UPLOADS_IN_FLIGHT files being read at once (in-flight.ts), and waits for the file parsers in
 * turn with everyone else, by its account.
 */
export function createUploadService(deps: {
  log: FastifyBaseLogger;
  extract?: typeof extractText;
  /** The parser's time limit; the extraction package's default (15 s) unless given. */
  timeoutMs?: number;
  /** Files being read per account and address; the process's shared count unless given. */
  inFlight?: InFlightLimit;
}) {
  const extract = deps.extract ?? extractText;
  const inFlight = deps.inFlight ?? uploadsInFlight;

  return {
    /** Takes the uploader's place for one file, or throws the 429; call the result once it is read. */
    admit(uploader: Uploader): () => void {
      return enterUpload(uploader, inFlight);
    },

    async readResume(
      file: { fileName: string | undefined; bytes: Uint8Array },
      uploader: Uploader,
    ): Promise<Omit<UploadResponse, 'notices'> & { notices: Text[] }> {
      let extracted: Awaited<ReturnType<typeof extractText>>;
      try {
        // Cut to the resume limit before the clean-up, so a huge file costs no text work beyond it.
        extracted = await extract(file.bytes, {
          maxChars: LIMITS.resumeText,
          queueKey: accountKey(uploader.userId),
          ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
        });
      } catch (error) {
        if (!(error instanceof ExtractionError)) throw error;
        deps.log.info({ code: error.code, bytes: file.bytes.length }, 'resume upload refused');
        throw new AppError(error.code, `errors.extraction.${error.code}`, { cause: error });
      }
      const truncated = extracted.cut === true || extracted.text.length > LIMITS.resumeText;
      const text = truncateText(extracted.text, LIMITS.resumeText);
      deps.log.info(
        { kind: extracted.kind, bytes: file.bytes.length, chars: extracted.text.length, truncated },
        'resume upload read',
      );
      return {
        text,
        file_type: extracted.kind,
        file_name: cleanFileName(file.fileName),
        char_count: text.length,
        truncated,
        notices: truncated ? [UPLOAD_TRUNCATED_NOTICE] : [],
      };
    },
  };
}
