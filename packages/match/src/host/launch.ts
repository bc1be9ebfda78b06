/**
 * How a match process is started: it holds nothing worth stealing. Its environment is a fixed
 * minimal one (no database or Redis URLs, no secrets, nothing of the parent's), with the time zone
 * and locale pinned so that nothing in it depends on the host; and, where prlimit(1) exists, the
 * operating system's limits: no core dumps (an isolated-vm catastrophic error aborts the process),
 * no file it could write (it only writes to its pipes), few open files.
 */
import { gamesEnv } from '@arena/games';
import { findExecutable } from './executables.ts';

/** Flags of the match process: isolated-vm needs V8 without its startup snapshot. */
export const CHILD_EXEC_ARGV = ['--no-node-snapshot'] as const;

/**
 * The whole environment of a match process (and of the helpers the host starts). Typed as Node's
 * `ProcessEnv`, which Next.js's types extend with a required `NODE_ENV`: the site imports this too.
 */
export const CHILD_ENV: NodeJS.ProcessEnv = { NODE_ENV: 'production', TZ: 'UTC', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' };

/** prlimit(1)'s options: resource = soft:hard. */
export const CHILD_RLIMITS = ['--core=0:0', '--fsize=0:0', '--nofile=256:256'] as const;

export interface Launch {
  readonly command: string;
  readonly args: readonly string[];
  readonly env: NodeJS.ProcessEnv;
}

const PRLIMIT = findExecutable('prlimit');
/** Plus the games registry's test setting, when set (never in production): the match process knows the games its parent knows. */
const MATCH_ENV: NodeJS.ProcessEnv = { ...CHILD_ENV, ...gamesEnv() };

/** The command line of the match process for the bundled child `script`. */
export function matchProcess(script: string): Launch {
  const node = [...CHILD_EXEC_ARGV, script];
  if (PRLIMIT === null) return { command: process.execPath, args: node, env: MATCH_ENV };
  return { command: PRLIMIT, args: [...CHILD_RLIMITS, '--', process.execPath, ...node], env: MATCH_ENV };
}
