import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], pool: 'forks', execArgv: ['--no-node-snapshot'], testTimeout: 60_000 },
});
