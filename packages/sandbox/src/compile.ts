/**
 * Bundles a bot's TypeScript into one script for an isolate (esbuild). A bot may import the SDK
 * (`@arena/bot-sdk/*`) and the pure engines (`@arena/engine/*`, `@arena/game-*`), resolved from the
 * workspace and inlined; any other import, node built-ins above all, is a compile error. The source
 * map stays on the host, to map stack traces back to the bot's own source.
 *
 * The script defines one global, `__arenaBot`, holding the module's exports; the prelude's `bind`
 * takes it from there (prelude.ts).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Message, Plugin } from 'esbuild';
import { cachedBuild } from '@arena/build-cache';
import { err, ok, type Result } from '@arena/engine/result';
import { botFault, type BotFault } from './fault.ts';
import { movedGameModule } from './game-module.ts';
import { BOT_GLOBAL } from './prelude.ts';

export interface CompiledBot {
  /** sha256 of the source, hex: the bot's identity. */
  readonly hash: string;
  readonly filename: string;
  /** The bundle, an iife that sets `globalThis.__arenaBot`. */
  readonly code: string;
  /** The bundle's source map (JSON text, without sources' contents), kept host-side. */
  readonly sourceMap: string;
  /** The bot's own source as the map names it. */
  readonly mapSource: string;
}

export interface CompileOptions {
  /** The name the bot's source goes by in faults and stacks, e.g. `my-bot.ts`. */
  readonly filename: string;
  /** Where workspace packages are resolved from; default the repository root. */
  readonly resolveDir?: string;
  readonly maxSourceBytes?: number;
  readonly maxBundleBytes?: number;
}

export const MAX_SOURCE_BYTES = 1_000_000;
export const MAX_BUNDLE_BYTES = 8_000_000;
const ALLOWED_IMPORTS = [/^@arena\/bot-sdk\//, /^@arena\/engine\//, /^@arena\/game-[a-z-]+(\/|$)/];
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Bundles by content hash of the source and of every file it imports (issue 20: esbuild once per bot). */
const CACHE_DIR = fileURLToPath(new URL('../.cache/', import.meta.url));
const CACHED_BOTS = 256;

export function sourceHash(source: string): string {
  return createHash('sha256').update(source, 'utf8').digest('hex');
}

export async function compileBot(source: string, options: CompileOptions): Promise<Result<CompiledBot, BotFault>> {
  const bytes = Buffer.byteLength(source, 'utf8');
  const maxSource = options.maxSourceBytes ?? MAX_SOURCE_BYTES;
  if (bytes > maxSource) return err(botFault('compile-error', `the source is ${bytes} bytes; the limit is ${maxSource}`));
  const root = options.resolveDir ?? REPO_ROOT;
  const mapSource = relative(root, resolve(root, options.filename));
  const bundled = await bundle(source, options, mapSource);
  if (!bundled.ok) return bundled;
  const maxBundle = options.maxBundleBytes ?? MAX_BUNDLE_BYTES;
  if (bundled.value.code.length > maxBundle) {
    return err(botFault('compile-error', `the bundle is ${bundled.value.code.length} characters; the limit is ${maxBundle}`));
  }
  return ok({ hash: sourceHash(source), filename: options.filename, mapSource, ...bundled.value });
}

async function bundle(source: string, options: CompileOptions, mapSource: string): Promise<Result<{ code: string; sourceMap: string }, BotFault>> {
  const root = options.resolveDir ?? REPO_ROOT;
  try {
    const outputs = await cachedBuild({
      cacheDir: CACHE_DIR, name: 'bot', keep: CACHED_BOTS, extraInputs: [fileURLToPath(import.meta.url)],
      options: {
        stdin: { contents: source, loader: 'ts', sourcefile: options.filename, resolveDir: root },
        bundle: true, format: 'iife', globalName: BOT_GLOBAL, platform: 'neutral', target: 'es2022',
        mainFields: ['module', 'main'], sourcemap: 'external', sourcesContent: false, absWorkingDir: root,
        outfile: 'bot.js', logLevel: 'silent', legalComments: 'none', plugins: [importGuard(resolve(root, options.filename))],
      },
    });
    const code = outputs.find((f) => f.path.endsWith('.js'));
    const map = outputs.find((f) => f.path.endsWith('.map'));
    if (!code || !map) throw new Error('esbuild produced no bundle');
    return ok({ code: await readFile(code.file, 'utf8'), sourceMap: await readFile(map.file, 'utf8') });
  } catch (e) {
    const errors = (e as { errors?: Message[] }).errors;
    if (!Array.isArray(errors)) throw e;
    return err(faultOfMessages(errors, (file) => (file === mapSource ? options.filename : file)));
  }
}

/**
 * Imports written in the bot's own source must name the SDK or an engine. A game's bot types moved
 * from `@arena/bot-sdk/<game>` to the game's package (`@arena/game-<game>/bot`); bots written
 * against the old path resolve to the new one.
 */
function importGuard(entry: string): Plugin {
  return {
    name: 'arena-import-guard',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.importer !== entry) return undefined;
        const moved = movedGameModule(args.path);
        if (moved) return b.resolve(moved, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir });
        if (ALLOWED_IMPORTS.some((re) => re.test(args.path))) return undefined;
        return { errors: [{ text: `import of "${args.path}" is not allowed: a bot may import @arena/bot-sdk/*, @arena/engine/* and @arena/game-*` }] };
      });
    },
  };
}

/** The first error as a fault; `display` names files as the user knows them. */
function faultOfMessages(errors: readonly Message[], display: (file: string) => string): BotFault {
  const first = errors[0];
  if (!first) return botFault('compile-error', 'the bot does not compile');
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more errors)` : '';
  const loc = first.location;
  const where = loc ? { line: loc.line, column: loc.column + 1 } : {};
  const at = loc ? `${display(loc.file)}:${loc.line}:${loc.column + 1}: ` : '';
  return botFault('compile-error', `${at}${first.text}${more}`, where);
}
