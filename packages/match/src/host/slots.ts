/**
 * Machine-wide match slots: never more match processes (so never more running isolates) than
 * cores on one machine, whichever process, worker or job started them. `isolate.cpuTime` is the
 * wall time spent inside an isolate, so a bot that is descheduled because more isolates run than
 * cores is charged for the wait and can get false timeouts; the slots keep the charge honest.
 *
 * A slot is a Unix socket in Linux's abstract namespace, `\0<name>/slot-<i>` (`ARENA_SLOT_NAME`,
 * default `arena-match-slots`), that the holder listens on: the kernel lets one socket bind a name,
 * and drops the name when the socket closes, also when its process dies, so a crash never leaks a
 * slot and no file is left behind. Taking a free slot is one bind(2) in this process. Before, a slot
 * was a flock(2) on a lock file taken by a short `flock` process, and starting that process from a
 * worker's processor cost it 10-30 ms of CPU per table (issue 20: a third of its profile).
 *
 * A waiter connects to a taken slot and waits for the connection to close: the holder closes its
 * waiters' connections when it releases, and the kernel closes them when the holder dies. It looks
 * at every slot again after at most `WAIT_MS` in any case.
 *
 * The number of slots is `ARENA_MATCH_SLOTS`, default the number of cores; every process on the
 * machine must agree on it. Processes share slots when they share a network namespace (abstract
 * names belong to it): the workers of one machine or one container do; containers do when they run
 * with the host's network.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { availableParallelism } from 'node:os';
import { hostEnv } from './env.ts';

export interface Slot {
  readonly index: number;
  release(): void;
}

export interface SlotOptions {
  /** The slot set's name (default: `ARENA_SLOT_NAME`, else `arena-match-slots`). */
  readonly name?: string;
  readonly count?: number;
}

export function slotName(): string {
  const configured = hostEnv().slotName;
  return configured === undefined || configured === '' ? 'arena-match-slots' : configured;
}

export function slotCount(): number {
  const configured = Number(hostEnv().matchSlots);
  return Number.isInteger(configured) && configured > 0 ? configured : availableParallelism();
}

/** How long a waiter waits on one taken slot before it looks at every slot again, ms. */
const WAIT_MS = 500;

/** Waits for a free slot of the machine; `release` it when the match process has ended. */
export async function acquireSlot(options: SlotOptions = {}): Promise<Slot> {
  if (process.platform !== 'linux') throw new Error('the match host needs Linux: its machine-wide slots are abstract Unix sockets');
  const name = options.name ?? slotName();
  const count = options.count ?? slotCount();
  for (let round = 0; ; round++) {
    for (let i = 0; i < count; i++) {
      const slot = await tryTake(address(name, i), i);
      if (slot) return slot;
    }
    // All taken: wait on one of them (a different one each round, starting at a random one so
    // that waiters spread) until its holder lets go or WAIT_MS pass.
    await waitForRelease(address(name, (round + Math.floor(Math.random() * count)) % count));
  }
}

function address(name: string, index: number): string {
  return `\0${name}/slot-${index}`;
}

/** The slot at `path` if no socket holds it now, else null. */
function tryTake(path: string, index: number): Promise<Slot | null> {
  const waiters = new Set<Socket>();
  const server: Server = createServer((waiter) => {
    waiter.unref();
    waiters.add(waiter);
    waiter.on('close', () => waiters.delete(waiter));
    waiter.on('error', () => waiter.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EADDRINUSE') resolve(null);
      else reject(e);
    });
    server.listen({ path, exclusive: true }, () => {
      // A held slot never keeps its process alive (as a lock on a descriptor did not).
      server.unref();
      let held = true;
      resolve({
        index,
        release: () => {
          if (!held) return;
          held = false;
          server.close();
          for (const waiter of waiters) waiter.destroy();
        },
      });
    });
  });
}

/** Resolves when the holder of `path` releases it or dies, when nobody holds it, or after WAIT_MS. */
function waitForRelease(path: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = createConnection({ path });
    const done = (): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve();
    };
    const timer = setTimeout(done, WAIT_MS);
    socket.on('error', done);
    socket.on('close', done);
    socket.on('end', done);
  });
}
