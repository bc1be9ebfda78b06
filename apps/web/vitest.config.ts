import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('.', import.meta.url)) };

// Two projects: unit tests beside the code, and the browser/HTTP tests in test/, which share one
// production build, one fresh database and one server of the site (server.ts, test/global-setup.ts).
export default defineConfig({
  test: {
    projects: [
      // tsconfig's `jsx: preserve` is for Next; the unit tests that render components need the automatic runtime.
      { resolve: { alias }, oxc: { jsx: { runtime: 'automatic' } }, test: { name: 'unit', include: ['lib/**/*.test.ts', 'components/**/*.test.ts'], pool: 'forks', testTimeout: 60_000 } },
      {
        resolve: { alias },
        test: {
          name: 'site', include: ['test/**/*.test.ts'], pool: 'forks', fileParallelism: false,
          globalSetup: ['test/global-setup.ts'], testTimeout: 300_000, hookTimeout: 600_000,
        },
      },
    ],
  },
});
