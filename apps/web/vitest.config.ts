import { defineConfig } from 'vitest/config';
// Unit tests beside the code; browser tests in test/ share one build and server (global setup).
export default defineConfig({
  test: {
    include: ['lib/**/*.test.ts', 'components/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
