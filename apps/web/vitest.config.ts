import { defineConfig } from 'vitest/config';

// Two projects: unit tests beside the code, and the browser/HTTP tests in test/, which share one
// production build, one fresh database and one `next start` (test/global-setup.ts).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['lib/**/*.test.ts', 'components/**/*.test.ts'], pool: 'forks', testTimeout: 60_000 } },
      {
        test: {
          name: 'site', include: ['test/**/*.test.ts'], pool: 'forks', fileParallelism: false,
          globalSetup: ['test/global-setup.ts'], testTimeout: 180_000, hookTimeout: 600_000,
        },
      },
    ],
  },
});
