import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@resumeloop/extract',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each PDF, DOCX or DOC is read in a worker thread of its own, which takes a moment on a busy machine.
    testTimeout: 60_000,
  },
});
