import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@resumeloop/usecases',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
