import { describe, expect, test } from 'vitest';
import { CheckQueue } from './check-queue.ts';

function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => { open = resolve; });
  return { promise, open };
}

describe('CheckQueue', () => {
  test('runs one at a time, refuses a user\'s second check and a full queue, then frees the slots', async () => {
    const queue = new CheckQueue({ concurrency: 1, maxWaiting: 1, perUser: 1 });
    const first = gate();
    const order: string[] = [];
    const a = queue.run(1, async () => { order.push('a'); await first.promise; return 'a'; });
    const b = queue.run(2, () => { order.push('b'); return Promise.resolve('b'); });
    await expect(queue.run(1, () => Promise.resolve('again'))).resolves.toEqual({ ok: false, reason: 'user-busy' });
    await expect(queue.run(3, () => Promise.resolve('c'))).resolves.toEqual({ ok: false, reason: 'queue-full' });
    expect(order).toEqual(['a']);
    first.open();
    await expect(a).resolves.toEqual({ ok: true, value: 'a' });
    await expect(b).resolves.toEqual({ ok: true, value: 'b' });
    expect(order).toEqual(['a', 'b']);
    await expect(queue.run(1, () => Promise.resolve('later'))).resolves.toEqual({ ok: true, value: 'later' });
  });

  test('a failing task frees its slot and its user\'s share', async () => {
    const queue = new CheckQueue({ concurrency: 1, maxWaiting: 0, perUser: 1 });
    await expect(queue.run(1, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(1, () => Promise.resolve(1))).resolves.toEqual({ ok: true, value: 1 });
  });
});
