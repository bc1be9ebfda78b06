// Bot sources follow the engines' pure ruleset (no I/O, no clock, no environment): they run in the
// sandbox. Unlike engines they may call Math.random, which the sandbox seeds per match and seat.
// Tests (test/) run in Node and may use it. Every folder but test/ holds one game's bots.
import { config } from '@arena/eslint-config';

export default [
  ...config(import.meta.dirname),
  {
    files: ['*/**/*.ts'],
    ignores: ['test/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['node:*', 'fs', 'path', 'os', 'child_process', 'postgres', 'bullmq', 'isolated-vm'], message: 'bots are pure: no I/O' },
        { group: ['./*', '../*'], message: 'a bot is one module: import only @arena/bot-sdk/*, @arena/engine/*, @arena/game-*' },
      ] }],
      'no-restricted-globals': ['error', { name: 'Date', message: 'bots never read the clock' }, { name: 'process', message: 'bots have no environment' }],
    },
  },
];
