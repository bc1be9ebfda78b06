/**
 * Machine-wide match slots: abstract Unix sockets shared by every process of the machine. Their load
 * test, which must run alone, is slots-load.test.ts.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { acquireSlot } from './slots.ts';

const settledWithin = async (p: Promise<unknown>, ms: number): Promise<boolean> =>
  Promise.race([p.then(() => true), sleep(ms).then(() => false)]);

/** A slot set of this test's own, so that other tests' matches on the machine do not count. */
const freshName = (): string => `arena-slots-test-${randomUUID()}`;

describe('acquireSlot', () => {
  it('hands out at most `count` slots; the next waits until one is released', async () => {
    const name = freshName();
    const a = await acquireSlot({ name, count: 2 });
    const b = await acquireSlot({ name, count: 2 });
    expect(new Set([a.index, b.index]).size).toBe(2);
    const third = acquireSlot({ name, count: 2 });
    expect(await settledWithin(third, 400)).toBe(false);
    b.release();
    // The waiter hears of the release at once, not at its next look (0.5 s).
    expect(await settledWithin(third, 200)).toBe(true);
    expect((await third).index).toBe(b.index);
    a.release();
    (await third).release();
  });

  it('a released slot is free again in this process, and releasing twice is harmless', async () => {
    const name = freshName();
    const a = await acquireSlot({ name, count: 1 });
    a.release();
    a.release();
    const again = await acquireSlot({ name, count: 1 });
    expect(again.index).toBe(0);
    again.release();
  });

  it('counts a slot held by another process of the machine, and frees it when that process dies', async () => {
    const name = freshName();
    const holderCode = `require('node:net').createServer().listen({ path: '\\0${name}/slot-0', exclusive: true }, () => console.log('held'));`;
    const holder = spawn(process.execPath, ['-e', holderCode], { stdio: ['ignore', 'pipe', 'inherit'] });
    await once(holder.stdout, 'data');
    const waiting = acquireSlot({ name, count: 1 });
    expect(await settledWithin(waiting, 400)).toBe(false);
    holder.kill('SIGKILL');
    expect(await settledWithin(waiting, 200)).toBe(true);
    expect((await waiting).index).toBe(0);
    (await waiting).release();
  });
});
