/**
 * The match process's code as one plain JavaScript file. Starting `node --import tsx child.ts`
 * costs about 0.7 s of CPU per match (the loader and a module graph of TypeScript files), more than
 * a short match itself; a bundle built with esbuild starts in a fraction of that. The bundle is
 * cached under packages/match/.cache/ by the content hash of every source it was built from
 * (@arena/build-cache), so esbuild runs only after an edit; `isolated-vm` (left external: a native
 * addon) resolves from the workspace's node_modules. The process starts from a two-line module
 * that turns on node's compile cache before importing the bundle: compiling the bundle's megabyte
 * (zod, mostly) costs each match process about 0.1 s of CPU otherwise.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { cachedBundleFile } from '@arena/build-cache';
import { CHILD_ENV, CHILD_EXEC_ARGV } from './launch.ts';

const CHILD_SOURCE = fileURLToPath(new URL('./child.ts', import.meta.url));
const CACHE_DIR = fileURLToPath(new URL('../../.cache/', import.meta.url));
const COMPILE_CACHE_DIR = fileURLToPath(new URL('../../.cache/compile-cache/', import.meta.url));

let bundled: Promise<string> | undefined;

/** The path of the bundled match process (looked up, or built, once per process). */
export function childBundle(): Promise<string> {
  bundled ??= buildChildBundle().then(withCompileCache);
  return bundled;
}

function buildChildBundle(): Promise<string> {
  return cachedBundleFile({
    cacheDir: CACHE_DIR,
    name: 'match-child',
    extraInputs: [fileURLToPath(import.meta.url)],
    options: {
      entryPoints: [CHILD_SOURCE],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      outfile: 'match-child.mjs',
      // A smaller file to read, decode and parse at each start; names are kept for stack traces.
      minifyWhitespace: true,
      minifySyntax: true,
      external: ['isolated-vm', 'esbuild'],
      banner: { js: "import { createRequire as __arenaCreateRequire } from 'node:module'; const require = __arenaCreateRequire(import.meta.url);" },
      plugins: [builtinsByRequire],
      logLevel: 'silent',
    },
  }, 'match-child.mjs');
}

const BUILTIN = 'arena-builtin';

/**
 * Node's own modules as CommonJS `require`s (the banner's), not ESM imports. Node builds an ESM
 * import's namespace by reading every export, and reading `fs.promises` or `fs.ReadStream` loads
 * streams, readline and fs/promises: in a match process, which starts without node's snapshot
 * (`--no-node-snapshot`, launch.ts), each of those 39 modules is compiled at every start (issue 20).
 */
const builtinsByRequire: Plugin = {
  name: 'arena-builtins-by-require',
  setup(b) {
    b.onResolve({ filter: /^node:/ }, (args) => (args.namespace === BUILTIN ? { path: args.path, external: true } : { path: args.path, namespace: BUILTIN }));
    b.onLoad({ filter: /.*/, namespace: BUILTIN }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)});`, loader: 'js' }));
  },
};

/** The start module of `bundle`, next to it (written once: its name holds the bundle's hash), with its compile cache filled. */
function withCompileCache(bundle: string): string {
  const start = bundle.replace(/\.mjs$/, '.start.mjs');
  if (!existsSync(start)) {
    const tmp = `${start}.${process.pid}.tmp`;
    const lines = [
      "import { enableCompileCache } from 'node:module';",
      `enableCompileCache(${JSON.stringify(COMPILE_CACHE_DIR)});`,
      `await import(${JSON.stringify(`./${basename(bundle)}`)});`,
    ];
    writeFileSync(tmp, `${lines.join('\n')}\n`);
    renameSync(tmp, start);
    fillCompileCache(start);
  }
  return start;
}

/** Loads the match process once, without a job, so that node writes its compile cache (a failure here only leaves the cache empty). */
function fillCompileCache(start: string): void {
  spawnSync(process.execPath, [...CHILD_EXEC_ARGV, start], { stdio: 'ignore', env: CHILD_ENV, timeout: 60_000 });
}
