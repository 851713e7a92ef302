import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Opening an embedded database and spawning the server take seconds on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
