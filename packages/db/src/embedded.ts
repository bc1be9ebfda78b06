/**
 * Embedded mode: PGlite behind a local Postgres wire-protocol socket.
 *
 * How it works: PGlite (Postgres 18 compiled to WASM, in this process) opens its files in
 * `<dataDir>/pglite`; `PGLiteSocketServer` listens on 127.0.0.1 at an ephemeral port and speaks
 * the wire protocol; a postgres.js client with `max: 1` connects to it. PGlite executes one query at
 * a time and the socket server accepts one connection (more would interleave the extended-protocol
 * messages of different clients), so all concurrency is postgres.js's own queue: concurrent
 * `sql\`...\`` calls and `sql.begin` transactions wait their turn on the one connection.
 *
 * Ownership: `<dataDir>/pglite.lock` holds `{ pid, port, startedAt }` while a process has the data
 * directory open. PGlite has no cross-process locking and two instances on one directory would
 * corrupt it, so a second process (or a second `openDatabase()` in the same process) fails at once
 * with `EmbeddedDatabaseBusyError` naming the holder. A lock left by a dead process is taken over.
 *
 * Limits (use a Postgres server via `DATABASE_URL` when any of them matters):
 * - one process at a time: web, worker and CLI cannot run side by side on the embedded database,
 *   and neither can forked BullMQ sandboxed processors that open the database themselves;
 * - one connection: a long transaction blocks every other query of the process; nothing runs in
 *   parallel; `sql.listen`/`sql.reserve` (which need a second connection) do not work;
 * - startup takes ~2 s (~15 s the first time, for initdb) and ~0.4–0.8 GB of memory;
 * - the socket has no password: while the process runs, any local user can connect to the port;
 * - two processes starting in the same instant after a crash could both take over the stale lock.
 */
import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db, Sql } from './handle.ts';

export class EmbeddedDatabaseBusyError extends Error {
  readonly code = 'embedded-database-busy';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `the embedded database in ${dataDir} is already open in process ${holderPid}. PGlite serves one process at a ` +
        `time: stop that process, or set DATABASE_URL to a Postgres server to run several processes at once ` +
        `(if process ${holderPid} is not an arena process, delete ${join(dataDir, 'pglite.lock')}).`,
    );
    this.name = 'EmbeddedDatabaseBusyError';
  }
}

interface LockInfo {
  readonly pid: number;
  readonly port?: number;
  readonly startedAt?: string;
}

/** Data directories this process has open (a same-pid lock file is only stale when absent here). */
const openHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readLock(path: string): Promise<LockInfo | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'pid' in parsed && typeof parsed.pid === 'number') {
      return parsed as LockInfo;
    }
    return undefined;
  } catch {
    return undefined;
  }
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

/**
 * Creates `<dataDir>/pglite.lock` exclusively, taking over a stale one; throws
 * `EmbeddedDatabaseBusyError` when a live process holds it. Returns the lock path (exported for tests).
 */
export async function acquireLock(dataDir: string): Promise<string> {
  const path = join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
      await handle.close();
      return path;
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
    }
    const holder = await readLock(path);
    const live = holder !== undefined && (holder.pid === process.pid ? openHere.has(dataDir) : isAlive(holder.pid));
    if (live) throw new EmbeddedDatabaseBusyError(dataDir, holder.pid);
    await unlink(path).catch((error: unknown) => {
      if (!isErrno(error, 'ENOENT')) throw error;
    });
  }
  throw new Error(`could not take the lock ${path}`);
}

async function writeLockPort(path: string, port: number): Promise<void> {
  const handle = await open(path, 'w');
  await handle.writeFile(JSON.stringify({ pid: process.pid, port, startedAt: new Date().toISOString() }));
  await handle.close();
}

function portOf(conn: string): number {
  const port = Number(conn.slice(conn.lastIndexOf(':') + 1));
  if (!Number.isInteger(port) || port <= 0) throw new Error(`unexpected socket server address ${conn}`);
  return port;
}

/** Starts PGlite in `<dataDir>/pglite`, serves it on 127.0.0.1 and connects a `max: 1` client. */
export async function openEmbedded(dataDir: string, connect: (port: number) => Sql): Promise<Db> {
  await mkdir(join(dataDir, 'pglite'), { recursive: true });
  const lockPath = await acquireLock(dataDir);
  openHere.add(dataDir);
  const release = async (): Promise<void> => {
    openHere.delete(dataDir);
    await unlink(lockPath).catch(() => undefined);
  };
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const pglite = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
    const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 1 });
    await server.start();
    const port = portOf(server.getServerConn());
    await writeLockPort(lockPath, port);
    const sql = connect(port);
    let closing: Promise<void> | undefined;
    const close = async (): Promise<void> => {
      await sql.end({ timeout: 5 });
      await server.stop();
      await pglite.close();
      await release();
    };
    return { sql, mode: 'embedded', close: () => (closing ??= close()) };
  } catch (error) {
    await release();
    throw error;
  }
}
