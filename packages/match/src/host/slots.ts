/**
 * Machine-wide match slots: never more match processes (so never more running isolates) than
 * cores on one machine, whichever process, worker or job started them. `isolate.cpuTime` is the
 * wall time spent inside an isolate, so a bot that is descheduled because more isolates run than
 * cores is charged for the wait and can get false timeouts; the slots keep the charge honest.
 *
 * A slot is a file `slot-<i>` under a directory that every process of the machine shares
 * (`ARENA_SLOT_DIR`, default `<tmpdir>/arena-match-slots`), held with an OS lock (flock(2)) on an
 * open file description of this process. Node has no flock of its own: a short-lived `flock -n`
 * process locks the description it inherits as fd 3, and the lock stays with this process's
 * descriptor after it exits (flock locks belong to the open file description). The kernel drops the
 * lock when the descriptor is closed, also when this process dies, so a crash never leaks a slot.
 * The number of slots is `ARENA_MATCH_SLOTS`, default the number of cores; every process on the
 * machine must agree on it.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostEnv } from './env.ts';
import { findExecutable } from './executables.ts';
import { CHILD_ENV } from './launch.ts';

export interface Slot {
  readonly index: number;
  release(): void;
}

export interface SlotOptions {
  readonly dir?: string;
  readonly count?: number;
}

const FLOCK = findExecutable('flock');

export function slotDir(): string {
  return hostEnv().slotDir ?? join(tmpdir(), 'arena-match-slots');
}

export function slotCount(): number {
  const configured = Number(hostEnv().matchSlots);
  return Number.isInteger(configured) && configured > 0 ? configured : availableParallelism();
}

/** Waits for a free slot of the machine; `release` it when the match process has ended. */
export async function acquireSlot(options: SlotOptions = {}): Promise<Slot> {
  if (FLOCK === null) throw new Error('the match host needs flock(1) (util-linux) for its machine-wide slots');
  const dir = options.dir ?? slotDir();
  const count = options.count ?? slotCount();
  mkdirSync(dir, { recursive: true });
  for (let round = 0; ; round++) {
    for (let i = 0; i < count; i++) {
      const slot = await tryLock(FLOCK, join(dir, `slot-${i}`), i);
      if (slot) return slot;
    }
    // All taken: wait in the kernel for one of them (a different one each round, starting at a
    // random one so that waiters spread), rather than starting a flock process every few ms.
    const i = (round + Math.floor(Math.random() * count)) % count;
    const slot = await tryLock(FLOCK, join(dir, `slot-${i}`), i, WAIT_SECONDS);
    if (slot) return slot;
  }
}

/** How long one blocking attempt waits for a taken slot before the free ones are looked at again, s. */
const WAIT_SECONDS = 0.5;

async function tryLock(flock: string, file: string, index: number, waitSeconds = 0): Promise<Slot | null> {
  const fd = openSync(file, 'a');
  const args = waitSeconds > 0 ? ['--exclusive', '--wait', String(waitSeconds), '3'] : ['--nonblock', '--exclusive', '3'];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(flock, args, { stdio: ['ignore', 'ignore', 'ignore', fd], env: CHILD_ENV });
    child.on('error', reject);
    child.on('close', resolve);
  }).catch((e: unknown) => {
    closeSync(fd);
    throw e;
  });
  if (code !== 0) {
    closeSync(fd);
    return null;
  }
  let held = true;
  return {
    index,
    release: () => {
      if (held) closeSync(fd);
      held = false;
    },
  };
}
