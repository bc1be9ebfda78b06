/**
 * Type-checks a bot's TypeScript the way its author's editor would, against the SDK of one game.
 * The sandbox itself only strips types (compile.ts), so a bot with type errors still runs; these
 * problems are reported by `arena check` and the site's upload check because most of them are bugs
 * that would otherwise show up as faults in a league: an action of the wrong shape, a `decide`
 * that may return `undefined` or a Promise, a bot typed for another game.
 *
 * Two files are checked, both virtual: the bot's source, and a contract file that assigns the bot's
 * exports to the game's contract (`decide(observation)` returning an action, optional `init(info)`).
 * The bot's global is the sandbox's: the ECMAScript library plus `console` and `performance`, no
 * DOM and no Node.
 */
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type ts from 'typescript';
import { movedGameModule } from './game-module.ts';

export interface TypeProblem {
  /** 1-based, in the bot's own source; absent for a problem with the bot's exports as a whole. */
  readonly line?: number;
  readonly column?: number;
  /** TypeScript's error code, e.g. 2322. */
  readonly code: number;
  readonly message: string;
}

export interface TypeCheckOptions {
  readonly game: string;
  /** Where workspace packages are resolved from; default the repository root. */
  readonly resolveDir?: string;
}

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The bot's checked copy lives here (virtually), so that `@arena/*` resolves from the workspace. */
const CHECK_DIR = '.arena-type-check';
const BOT_FILE = 'bot.ts';
const CONTRACT_FILE = 'contract.ts';
const GLOBALS_FILE = 'sandbox-globals.d.ts';

const GLOBALS = `
interface ArenaConsole { log(...data: unknown[]): void; info(...data: unknown[]): void; debug(...data: unknown[]): void; warn(...data: unknown[]): void; error(...data: unknown[]): void }
declare var console: ArenaConsole;
declare var performance: { now(): number };
`;

const CONTRACT_TYPE = 'ArenaBotContract';

function contractSource(game: string): string {
  return `import * as bot from './${BOT_FILE}';
import type { GameAction } from '@arena/engine/game';
import type { Info, Observation } from '@arena/game-${game}/bot';
type ${CONTRACT_TYPE} = { readonly decide: (observation: Observation) => GameAction; readonly init?: (info: Info) => void };
export const exportsOfTheBot: ${CONTRACT_TYPE} = bot;
`;
}

const require = createRequire(import.meta.url);
let loaded: typeof ts | undefined;
/** TypeScript, a 9 MB module, loads on the first check: `arena` starts without it (issue 20). */
function typescript(): typeof ts {
  loaded ??= require('typescript') as typeof ts;
  return loaded;
}

let memoOptions: ts.CompilerOptions | undefined;
function compilerOptions(): ts.CompilerOptions {
  memoOptions ??= {
    target: typescript().ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts'],
    module: typescript().ModuleKind.ESNext,
    moduleResolution: typescript().ModuleResolutionKind.Bundler,
    moduleDetection: typescript().ModuleDetectionKind.Force,
    strict: true,
    noImplicitReturns: true,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  return memoOptions;
}

/** The type problems of a bot, in its own source first; an empty list for a well-typed bot. */
export function typeCheckBot(source: string, options: TypeCheckOptions): TypeProblem[] {
  const root = options.resolveDir ?? REPO_ROOT;
  const dir = join(root, CHECK_DIR);
  const virtual = new Map([
    [join(dir, BOT_FILE), source],
    [join(dir, CONTRACT_FILE), contractSource(options.game)],
    [join(dir, GLOBALS_FILE), GLOBALS],
  ]);
  const program = typescript().createProgram([...virtual.keys()], compilerOptions(), hostWith(root, dir, virtual));
  const bot = program.getSourceFile(join(dir, BOT_FILE));
  const contract = program.getSourceFile(join(dir, CONTRACT_FILE));
  if (!bot || !contract) throw new Error('the type checker lost a virtual file');
  const own = [...program.getSyntacticDiagnostics(bot), ...program.getSemanticDiagnostics(bot)].map((d) => ({ ...positionOf(d), code: d.code, message: messageOf(d, dir) }));
  const fit = program.getSemanticDiagnostics(contract).map((d) => ({
    code: d.code, message: `the bot's exports do not fit the ${options.game} contract: ${messageOf(d, dir)}`,
  }));
  return [...own, ...fit];
}

/**
 * The checker reads only the virtual files, TypeScript's own library, and what a bot may import
 * (the SDK, the engines, zod beneath them). The source is untrusted: without this, a
 * `/// <reference path>` or an `import type` (which the bundler drops before its import guard
 * sees it) would make the server read any file, and a type error could quote its contents.
 */
function readableFile(root: string): (name: string) => boolean {
  const prefixes = [
    ...['bot-sdk', 'engine'].flatMap((p) => [join(root, 'packages', p), join(root, 'node_modules', '@arena', p)]),
    join(root, 'node_modules', 'zod'), dirname(typescript().getDefaultLibFilePath(compilerOptions())),
  ].map((p) => `${p}/`);
  const games = [join(root, 'packages'), join(root, 'node_modules', '@arena')].map((p) => `${p}/game-`);
  const allowed = (path: string): boolean => prefixes.some((p) => path.startsWith(p)) ||
    games.some((g) => path.startsWith(g) && /^[a-z-]+\//.test(path.slice(g.length)));
  return (name) => {
    const path = resolve(name);
    if (!allowed(path)) return false;
    try {
      return allowed(realpathSync(path));
    } catch {
      return true; // not there: TypeScript finds that out itself
    }
  };
}

function hostWith(root: string, dir: string, virtual: ReadonlyMap<string, string>): ts.CompilerHost {
  const base = typescript().createCompilerHost(compilerOptions(), true);
  const readable = readableFile(root);
  const host: ts.CompilerHost = {
    ...base,
    getSourceFile: (name, language, onError, create) => {
      const text = virtual.get(name);
      if (text !== undefined) return typescript().createSourceFile(name, text, language, true);
      return readable(name) ? base.getSourceFile(name, language, onError, create) : undefined;
    },
    fileExists: (name) => virtual.has(name) || (readable(name) && base.fileExists(name)),
    readFile: (name) => virtual.get(name) ?? (readable(name) ? base.readFile(name) : undefined),
    directoryExists: (name) => name === dir || (base.directoryExists?.(name) ?? true),
    resolveModuleNameLiterals: (literals, containingFile, redirected, options) => literals.map((literal) => {
      const name = movedGameModule(literal.text) ?? literal.text;
      return typescript().resolveModuleName(name, containingFile, options, host, undefined, redirected);
    }),
  };
  return host;
}

/** TypeScript's message on one line, with the virtual files and absolute paths out of it. */
function messageOf(d: ts.Diagnostic, dir: string): string {
  const text = typescript().flattenDiagnosticMessageText(d.messageText, '\n')
    .split('\n').map((line) => line.trim()).filter((line) => line !== '').join(' ')
    .replaceAll(`${dir}/`, '')
    .replaceAll('typeof import("bot")', 'the bot\'s module')
    .replace(/import\("[^"]*\/game-([a-z-]+)\/src\/bot"\)\./g, '$1.')
    .replace(/import\("[^"]*\/([^"/]+)"\)\./g, '$1.');
  return text.length > 1500 ? `${text.slice(0, 1500)}…` : text;
}

function positionOf(d: ts.Diagnostic): { line?: number; column?: number } {
  if (d.file === undefined || d.start === undefined) return {};
  const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
  return { line: line + 1, column: character + 1 };
}
