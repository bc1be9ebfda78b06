/**
 * An esbuild build cached on disk by content: a manifest names every file the build read (esbuild's
 * metafile inputs, the package.json and tsconfig.json nearest each of them, and the caller's own
 * extra inputs) with its sha256. A later call with the same options rebuilds only if one of those
 * files changed or went missing, so a cached output is never stale; a fresh check reads and hashes
 * the inputs (a few milliseconds) instead of starting esbuild (hundreds).
 *
 * This file uses only erasable TypeScript, so that `node` loads it without a loader (the `arena`
 * command's launcher does, before any bundle exists).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { build, version, type BuildOptions } from 'esbuild';

export interface CachedBuildRequest {
  /** Where manifests and outputs are written (created on demand). */
  readonly cacheDir: string;
  /** Prefix of this build's files in `cacheDir`, e.g. `arena-cli`. */
  readonly name: string;
  /** esbuild's options; `write` and `metafile` are set here. Plugins key the build by name only. */
  readonly options: BuildOptions;
  /** Files that shape the build without esbuild reading them, e.g. the file defining a plugin. */
  readonly extraInputs?: readonly string[];
  /** How many builds of this name to keep on disk (default 8); older ones are deleted. */
  readonly keep?: number;
}

export interface CachedOutput {
  /** The output's path as esbuild named it. */
  readonly path: string;
  /** Where the output is on disk, in the cache. */
  readonly file: string;
}

interface Manifest {
  readonly inputs: Readonly<Record<string, string>>;
  readonly outputs: readonly CachedOutput[];
}

/** The outputs of `request`'s build: from the cache when every input is unchanged, else built now. */
export async function cachedBuild(request: CachedBuildRequest): Promise<readonly CachedOutput[]> {
  const key = buildKey(request);
  const manifestFile = join(request.cacheDir, `${request.name}-${key}.json`);
  const cached = freshManifest(manifestFile);
  if (cached) return cached.outputs;
  const manifest = await buildNow(request, key);
  writeAtomically(manifestFile, JSON.stringify(manifest));
  prune(request.cacheDir, request.name, request.keep ?? 8);
  return manifest.outputs;
}

/** The output of a build with a single JavaScript output: its file on disk. */
export async function cachedBundleFile(request: CachedBuildRequest): Promise<string> {
  const outputs = await cachedBuild(request);
  const js = outputs.filter((o) => /\.[cm]?js$/.test(o.path));
  if (js.length !== 1 || !js[0]) throw new Error(`${request.name}: expected one JavaScript output, got ${js.length}`);
  return js[0].file;
}

function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The options as JSON (functions, hence plugins' code, drop out), with esbuild's version. */
function buildKey(request: CachedBuildRequest): string {
  return sha256(JSON.stringify({ esbuild: version, options: request.options })).slice(0, 16);
}

function hashOf(file: string): string | null {
  try {
    return sha256(readFileSync(file));
  } catch {
    return null;
  }
}

function freshManifest(file: string): Manifest | null {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
  for (const [input, hash] of Object.entries(manifest.inputs)) if (hashOf(input) !== hash) return null;
  return manifest.outputs.every((o) => existsSync(o.file)) ? manifest : null;
}

async function buildNow(request: CachedBuildRequest, key: string): Promise<Manifest> {
  const workDir = request.options.absWorkingDir ?? process.cwd();
  const result = await build({ ...request.options, write: false, metafile: true });
  const read = Object.keys(result.metafile.inputs).filter((p) => !p.startsWith('<')).map((p) => resolve(workDir, stripNamespace(p)));
  const inputs: Record<string, string> = {};
  for (const file of [...read, ...configsOf(read), ...(request.extraInputs ?? [])]) {
    const hash = hashOf(file);
    if (hash !== null) inputs[file] = hash;
  }
  mkdirSync(request.cacheDir, { recursive: true });
  const outputs = result.outputFiles.map((out) => {
    const file = join(request.cacheDir, `${request.name}-${key}-${sha256(out.contents).slice(0, 16)}${extensionOf(out.path)}`);
    if (existsSync(file)) utimesSync(file, new Date(), new Date());
    else writeAtomically(file, out.contents);
    return { path: out.path, file };
  });
  return { inputs, outputs };
}

function stripNamespace(path: string): string {
  return path.replace(/^file:/, '');
}

/** `.mjs`, `.js`, `.js.map`: kept so that node reads a cached module as the build meant it. */
function extensionOf(path: string): string {
  const name = basename(path);
  return name.endsWith('.map') ? `${extname(name.slice(0, -4))}.map` : extname(name);
}

/** The package.json and tsconfig.json nearest each input: they steer resolution and the transform. */
function configsOf(files: readonly string[]): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  for (const file of files) {
    for (const config of ['package.json', 'tsconfig.json']) {
      for (let dir = dirname(file); !seen.has(`${config}:${dir}`); dir = dirname(dir)) {
        seen.add(`${config}:${dir}`);
        const candidate = join(dir, config);
        if (existsSync(candidate)) {
          found.add(candidate);
          break;
        }
        if (dirname(dir) === dir) break;
      }
    }
  }
  return [...found];
}

function writeAtomically(file: string, data: string | Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

/**
 * Keeps the `keep` newest builds named `name` and, within each, the `keep` newest outputs: a rebuild
 * after an edit leaves the previous output in place for a process that still uses it.
 */
function prune(cacheDir: string, name: string, keep: number): void {
  const files = readdirSync(cacheDir).filter((f) => f.startsWith(`${name}-`) && !f.endsWith('.tmp'));
  const ofKey = (key: string): string[] => files.filter((f) => f.startsWith(`${name}-${key}`));
  const keys = files.map((f) => /^(.*)-([0-9a-f]{16})\.json$/.exec(f)).filter((m) => m !== null && m[1] === name).map((m) => m?.[2] ?? '');
  const [kept, dropped] = splitNewest(cacheDir, keys.map((k) => `${name}-${k}.json`), keep);
  for (const manifest of dropped) removeAll(cacheDir, ofKey(manifest.slice(name.length + 1, -'.json'.length)));
  for (const manifest of kept) {
    const outputs = ofKey(manifest.slice(name.length + 1, -'.json'.length)).filter((f) => f !== manifest);
    removeAll(cacheDir, splitNewest(cacheDir, outputs, keep)[1]);
  }
}

function splitNewest(dir: string, files: readonly string[], keep: number): [string[], string[]] {
  const sorted = [...files].sort((a, b) => mtimeOf(join(dir, b)) - mtimeOf(join(dir, a)));
  return [sorted.slice(0, keep), sorted.slice(keep)];
}

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function removeAll(dir: string, files: readonly string[]): void {
  for (const file of files) {
    try {
      unlinkSync(join(dir, file));
    } catch {
      // Another process removed it first.
    }
  }
}
