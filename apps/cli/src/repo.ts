/** Where the repository is (the folder holding turbo.json), for house bots and defaults. */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRepoRoot } from '@arena/db/env';

export function repoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  const root = findRepoRoot(from);
  if (root === undefined) throw new Error('cannot find the repository root (turbo.json)');
  return root;
}
