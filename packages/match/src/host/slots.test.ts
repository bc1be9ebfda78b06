/**
 * Machine-wide match slots: OS locks shared by every process of the machine. Their load test, which
 * must run alone, is slots-load.test.ts.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireSlot } from './slots.ts';

const dir = mkdtempSync(join(tmpdir(), 'arena-slots-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const settledWithin = async (p: Promise<unknown>, ms: number): Promise<boolean> =>
  Promise.race([p.then(() => true), sleep(ms).then(() => false)]);

describe('acquireSlot', () => {
  it('hands out at most `count` slots; the next waits until one is released', async () => {
    const a = await acquireSlot({ dir, count: 2 });
    const b = await acquireSlot({ dir, count: 2 });
    expect(new Set([a.index, b.index]).size).toBe(2);
    const third = acquireSlot({ dir, count: 2 });
    expect(await settledWithin(third, 400)).toBe(false);
    b.release();
    expect((await third).index).toBe(b.index);
    a.release();
    (await third).release();
  });

  it('counts a slot locked by another process of the machine, and frees it when that process dies', async () => {
    const holder = spawn('flock', ['--exclusive', '--close', join(dir, 'slot-0'), 'sleep', '30'], { stdio: 'ignore' });
    await sleep(300);
    const waiting = acquireSlot({ dir, count: 1 });
    expect(await settledWithin(waiting, 400)).toBe(false);
    holder.kill('SIGKILL');
    expect((await waiting).index).toBe(0);
    (await waiting).release();
  });
});
