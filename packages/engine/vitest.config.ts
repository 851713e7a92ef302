import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@resumeloop/engine',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Loading the en-US dictionary and reading the corpus take seconds on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
