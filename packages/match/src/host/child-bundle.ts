/**
 * The match process's code as one plain JavaScript file. Starting `node --import tsx child.ts`
 * costs about 0.7 s of CPU per match (the loader and a module graph of TypeScript files), more than
 * a short match itself; a bundle built once per parent process with esbuild starts in a fraction of
 * that. The bundle is written under packages/match/.cache/, named by its content hash, so that
 * `isolated-vm` (left external: a native addon) resolves from the workspace's node_modules.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const CHILD_SOURCE = fileURLToPath(new URL('./child.ts', import.meta.url));
const CACHE_DIR = fileURLToPath(new URL('../../.cache/', import.meta.url));

let bundled: Promise<string> | undefined;

/** The path of the bundled match process (built on first use in this process). */
export function childBundle(): Promise<string> {
  bundled ??= buildChildBundle();
  return bundled;
}

async function buildChildBundle(): Promise<string> {
  const result = await build({
    entryPoints: [CHILD_SOURCE],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    write: false,
    external: ['isolated-vm', 'esbuild'],
    banner: { js: "import { createRequire as __arenaCreateRequire } from 'node:module'; const require = __arenaCreateRequire(import.meta.url);" },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text;
  if (code === undefined) throw new Error('esbuild produced no match-process bundle');
  const file = join(CACHE_DIR, `match-child-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(CACHE_DIR, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, code);
    renameSync(tmp, file);
  }
  return file;
}
