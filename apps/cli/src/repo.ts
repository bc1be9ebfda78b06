/** Where the repository is (the folder holding turbo.json), for house bots and defaults. */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function repoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'turbo.json'))) return dir;
    if (dirname(dir) === dir) throw new Error('cannot find the repository root (turbo.json)');
  }
}
