// The bench's bots (bots/) run in the sandbox, so they follow the rules of bots/: one pure module.
import { config } from '@arena/eslint-config';

export default [
  ...config(import.meta.dirname),
  {
    files: ['bots/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['node:*', 'fs', 'path', 'os', 'child_process'], message: 'bots are pure: no I/O' },
        { group: ['./*', '../*'], message: 'a bot is one module: import only @arena/bot-sdk/*, @arena/engine/*, @arena/game-*' },
      ] }],
    },
  },
];
