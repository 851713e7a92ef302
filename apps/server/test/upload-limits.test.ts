import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUploadService } from '../src/uploads/service';

const silent = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

describe('the upload service', () => {
  it('asks the extraction to cut the text to the resume limit before any clean-up', async () => {
    const asked: Array<{ maxChars?: number }> = [];
    const uploads = createUploadService({
      log: silent,
      extract: async (_bytes, options = {}) => {
        asked.push(options);
        return { kind: 'txt', text: 'Jane Doe', cut: true };
      },
    });
    const response = await uploads.readResume({ fileName: 'cv.txt', bytes: new Uint8Array([0x4a]) });
    expect(asked).toEqual([{ maxChars: 8000 }]);
    // Text was dropped unread: the answer says the resume was cut, however short what is left.
    expect(response).toMatchObject({ text: 'Jane Doe', truncated: true });
  });
});
