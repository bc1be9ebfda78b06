import { pure } from '@arena/eslint-config';

export default [
  ...pure(import.meta.dirname),
  // The registry's env module is its one edge to the process: it reads ARENA_EXTRA_GAMES and loads
  // the modules named there (tests only; production leaves it unset).
  { files: ['src/env.ts'], rules: { 'no-restricted-globals': 'off' } },
];
