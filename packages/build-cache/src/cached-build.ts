/**
 * An esbuild build cached on disk by content: a manifest names every file the build read (esbuild's
 * metafile inputs, the package.json and tsconfig.json nearest each of them, and the caller's own
 * extra inputs) with its sha256. A later call with the same options rebuilds only if one of those
 * files changed or went missing, so a cached output is never stale; a fresh check reads and hashes
 * the inputs (a few milliseconds) instead of starting esbuild (hundreds). As git's index does, the
 * manifest also keeps each input's stat stamp (times, size, inode): an input whose stamp is
 * unchanged is not read again, so a check of a bundle of a thousand inputs costs a thousand stats
 * rather than reading and hashing megabytes at every start of a command or match process.
 *
 * This file uses only erasable TypeScript, so that `node` loads it without a loader (the `arena`
 * command's launcher does, before any bundle exists).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { BuildOptions, OutputFile } from 'esbuild';

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
  /** Each input's stat stamp when it was hashed (manifests written before stamps have none). */
  readonly stamps?: Readonly<Record<string, string>>;
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

/** The file on disk of the output that esbuild wrote as `entry` (relative to its outdir or outfile's folder). */
export async function cachedBundleFile(request: CachedBuildRequest, entry: string): Promise<string> {
  const outputs = await cachedBuild(request);
  const found = outputs.find((o) => o.file.endsWith(`/${entry}`) && basename(dirname(o.file)).startsWith(`${request.name}-`));
  if (!found) throw new Error(`${request.name}: esbuild wrote no ${entry}`);
  return found.file;
}

function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * esbuild's version, from its package.json: loading esbuild's API costs a command about 30 ms of
 * CPU at every start, and it is only needed when something must be built (issue 20).
 */
let esbuildVersion: string | undefined;
function installedEsbuildVersion(): string {
  esbuildVersion ??= (JSON.parse(readFileSync(createRequire(import.meta.url).resolve('esbuild/package.json'), 'utf8')) as { version: string }).version;
  return esbuildVersion;
}

/** The options as JSON (functions, hence plugins' code, drop out), with esbuild's version. */
function buildKey(request: CachedBuildRequest): string {
  return sha256(JSON.stringify({ esbuild: installedEsbuildVersion(), options: request.options })).slice(0, 16);
}

function hashOf(file: string): string | null {
  try {
    return sha256(readFileSync(file));
  } catch {
    return null;
  }
}

function stampOf(file: string): string | null {
  try {
    const stat = statSync(file);
    return `${stat.mtimeMs}:${stat.ctimeMs}:${stat.size}:${stat.ino}`;
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
  for (const [input, hash] of Object.entries(manifest.inputs)) {
    const stamp = manifest.stamps?.[input];
    if (stamp !== undefined && stamp === stampOf(input)) continue;
    if (hashOf(input) !== hash) return null;
  }
  return manifest.outputs.every((o) => existsSync(o.file)) ? manifest : null;
}

async function buildNow(request: CachedBuildRequest, key: string): Promise<Manifest> {
  const workDir = request.options.absWorkingDir ?? process.cwd();
  const { build } = await import('esbuild');
  const result = await build({ ...request.options, write: false, metafile: true });
  const read = Object.keys(result.metafile.inputs).filter((p) => !p.startsWith('<')).map((p) => resolve(workDir, p.replace(/^file:/, '')));
  const inputs: Record<string, string> = {};
  const stamps: Record<string, string> = {};
  for (const file of [...read, ...configsOf(read), ...(request.extraInputs ?? [])]) {
    const stamp = stampOf(file);
    const hash = hashOf(file);
    if (hash === null) continue;
    inputs[file] = hash;
    if (stamp !== null) stamps[file] = stamp;
  }
  return { inputs, stamps, outputs: writeOutputs(request, key, result.outputFiles) };
}

/**
 * The outputs go into one directory named by their joint hash, laid out as esbuild laid them out
 * (relative to `outdir`, or to `outfile`'s folder), so that chunks and source maps find each other.
 */
function writeOutputs(request: CachedBuildRequest, key: string, files: readonly OutputFile[]): CachedOutput[] {
  const workDir = request.options.absWorkingDir ?? process.cwd();
  const { outdir, outfile } = request.options;
  const base = resolve(workDir, outdir ?? dirname(outfile ?? 'out.js'));
  const joint = createHash('sha256');
  for (const f of files) joint.update(relative(base, f.path)).update('\0').update(f.contents);
  const dir = join(request.cacheDir, `${request.name}-${key}-${joint.digest('hex').slice(0, 16)}`);
  const outputs = files.map((f) => ({ path: f.path, file: join(dir, relative(base, f.path)) }));
  if (outputs.every((o) => existsSync(o.file))) {
    utimesSync(dir, new Date(), new Date());
    return outputs;
  }
  rmSync(dir, { recursive: true, force: true }); // incomplete: a file of it was deleted
  const tmp = `${dir}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  files.forEach((f, i) => {
    const target = join(tmp, relative(dir, outputs[i]?.file ?? ''));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, f.contents);
  });
  try {
    renameSync(tmp, dir);
  } catch {
    rmSync(tmp, { recursive: true, force: true }); // another process wrote the same outputs first
  }
  return outputs;
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
 * Keeps the `keep` newest builds named `name` and, within each, the `keep` newest output folders: a
 * rebuild after an edit leaves the previous output in place for a process that still uses it.
 */
function prune(cacheDir: string, name: string, keep: number): void {
  const files = readdirSync(cacheDir).filter((f) => f.startsWith(`${name}-`) && !f.endsWith('.tmp'));
  const keyOf = (manifest: string): string => manifest.slice(name.length + 1, -'.json'.length);
  const manifests = files.filter((f) => new RegExp(`^${escape(name)}-[0-9a-f]{16}\\.json$`).test(f));
  const [kept, dropped] = splitNewest(cacheDir, manifests, keep);
  for (const manifest of dropped) removeAll(cacheDir, files.filter((f) => f.startsWith(`${name}-${keyOf(manifest)}`)));
  for (const manifest of kept) {
    const folders = files.filter((f) => f.startsWith(`${name}-${keyOf(manifest)}-`));
    removeAll(cacheDir, splitNewest(cacheDir, folders, keep)[1]);
  }
}

function escape(text: string): string {
  return text.replace(/[^\w-]/g, '\\$&');
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

/** Removes files and folders; one another process removed first is no error. */
function removeAll(dir: string, names: readonly string[]): void {
  for (const name of names) rmSync(join(dir, name), { recursive: true, force: true });
}
