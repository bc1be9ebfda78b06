/**
 * The `arena` command as one JavaScript file (issue 20): starting through tsx transpiled the whole
 * module graph at every start, about 2 CPU seconds. The launcher (bin/arena.mjs) imports this bundle,
 * built by esbuild from src/main.ts and cached by the content hash of every source it read
 * (@arena/build-cache), so an edit rebuilds it on the next start and a stale bundle never runs.
 *
 * Workspace packages (`@arena/*`) are bundled, and so are zod and commander, which every command
 * loads: node resolves and links each of zod's 95 modules at every start otherwise (about
 * 60 ms of CPU, issue 20). Every other package stays an import of node_modules (native addons, and
 * packages only some commands load). Each bundled file keeps its own `import.meta.url`, so that
 * paths computed from it (the repository root, migrations, the match process's sources) mean what
 * they mean unbundled.
 *
 * Only erasable TypeScript here: node loads this file without a loader.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Loader, Plugin } from 'esbuild';
import { cachedBundleFile } from '@arena/build-cache';

const ENTRY = fileURLToPath(new URL('./main.ts', import.meta.url));
const CACHE_DIR = fileURLToPath(new URL('../.cache/', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The bundled command's file, built now if any of its sources changed since the last build. */
export function cliBundle(): Promise<string> {
  return cachedBundleFile({
    cacheDir: CACHE_DIR,
    name: 'arena-cli',
    extraInputs: [fileURLToPath(import.meta.url)],
    options: {
      entryPoints: [ENTRY], bundle: true, platform: 'node', format: 'esm', target: 'node24',
      // Each command's code, and the packages it imports, load only when that command runs.
      splitting: true, outdir: 'arena-cli', outExtension: { '.js': '.mjs' }, absWorkingDir: REPO_ROOT, logLevel: 'silent', legalComments: 'none',
      define: { 'import.meta.url': OWN_URL }, plugins: [externalPackages, ownImportMetaUrl],
    },
  }, 'main.mjs');
}

/** Packages bundled into the command: the workspace's, and the pure-JavaScript ones every start loads. */
const BUNDLED = /^(@arena\/|zod(\/|$)|commander$)/;

/** Other bare imports stay imports, resolved by node from node_modules. */
const externalPackages: Plugin = {
  name: 'arena-external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (BUNDLED.test(args.path) ? undefined : { path: args.path, external: true }));
  },
};

const OWN_URL = '__arenaOwnUrl';
const LOADERS: Readonly<Record<string, Loader>> = { ts: 'ts', tsx: 'tsx', mts: 'ts', js: 'js', mjs: 'js', json: 'json' };

/** `import.meta.url` in a bundled file becomes that file's own URL (a module-scoped constant, see `define`). */
const ownImportMetaUrl: Plugin = {
  name: 'arena-own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.(ts|tsx|mts|js|mjs)$/ }, async (args) => {
      const own = `const ${OWN_URL} = ${JSON.stringify(pathToFileURL(args.path).href)}; `;
      return { contents: own + (await readFile(args.path, 'utf8')), loader: LOADERS[args.path.split('.').pop() ?? 'ts'] ?? 'ts' };
    });
  },
};
