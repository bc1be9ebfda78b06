// Shared typed ESLint config (STYLE.md 21). `pure` adds the bans that keep engines deterministic
// and free of I/O: no node:* imports, no Math.random, no Date.
import tseslint from 'typescript-eslint';

const base = (dir) =>
  tseslint.config(
    { ignores: ['dist/**', '.next/**', '.cache/**', 'node_modules/**', '**/*.mjs', 'next-env.d.ts'] },
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: dir } },
      rules: {
        '@typescript-eslint/no-non-null-assertion': 'error',
        '@typescript-eslint/no-unnecessary-condition': 'error',
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/switch-exhaustiveness-check': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        'no-restricted-imports': ['error', { patterns: [{ group: ['../../*'], message: 'no ../ across packages' }] }],
      },
    },
    {
      // Settings are read in one place per package (STYLE.md 21): its env module.
      files: ['**/*.ts', '**/*.tsx'],
      ignores: ['**/env.ts', '**/*-env.ts', '**/*.test.ts', 'test/**', 'bench/**', 'scripts/**'],
      rules: {
        'no-restricted-syntax': ['error', {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'read process.env only in the package\'s env module (env.ts)',
        }],
      },
    },
    { files: ['**/*.test.ts', 'test/**/*.ts', 'bench/**/*.ts'], rules: { '@typescript-eslint/no-non-null-assertion': 'off' } },
    {
      // Small functions named for what they do (about 40 lines at most): lines of the body that are
      // neither blank nor only comments; an IIFE counts as a function. Test files are exempt: their
      // `describe` callbacks group cases and grow with them (their helpers in test/ are not exempt).
      files: ['**/*.ts', '**/*.tsx'],
      ignores: ['**/*.test.ts', '**/*.test.tsx'],
      rules: { 'max-lines-per-function': ['error', { max: 40, skipBlankLines: true, skipComments: true, IIFEs: true }] },
    },
  );

export const config = (dir) => base(dir);

export const pure = (dir) => [
  ...base(dir),
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/conformance.ts', 'src/scenario-suite.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['node:*', 'fs', 'path', 'os', 'child_process', 'postgres', 'bullmq', 'isolated-vm'], message: 'engines are pure: no I/O' },
        { group: ['../../*'], message: 'no ../ across packages' },
      ] }],
      'no-restricted-globals': ['error', { name: 'Date', message: 'engines never read the clock' }, { name: 'process', message: 'engines have no environment' }],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'use the injected Rng' }],
    },
  },
];
