/** Live streams on the machine's Redis, under a fresh prefix removed afterwards. */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, test } from 'vitest';
import { readQueueEnv } from './env.ts';
import { LIVE_TTL_SECONDS, liveStreamKey, openLiveHub, openLivePublisher, readLive } from './live.ts';

const env = { ...readQueueEnv({}), prefix: `test-${randomUUID()}` };
const redis = new Redis(env.redisUrl);

afterAll(async () => {
  const keys = await redis.keys(`${env.prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('live streams', () => {
  test('events arrive in order per rotation, one entry per tick, a reader blocks until the next, and the stream expires', async () => {
    const matchId = randomUUID();
    const key = liveStreamKey(env.prefix, matchId, 1);
    const reader = redis.duplicate();
    const waiting = readLive(reader, key, '0', 5000);
    const hub = openLiveHub(env);
    const publisher = hub.publisher(matchId);
    for (let i = 0; i < 5; i++) publisher.publish(1, { t: 'n', i });
    publisher.publish(0, { t: 'other' });
    await publisher.close();
    expect((await waiting).length).toBeGreaterThan(0);
    reader.disconnect();
    // A later tick: a second entry.
    publisher.publish(1, { t: 'n', i: 5 });
    publisher.publish(1, { t: 'n', i: 6 });
    await hub.close();
    const all = await readLive(redis, key, '0', 10);
    expect(all.map((e) => e.event)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => ({ t: 'n', i })));
    expect(all.map((e) => e.at)).toEqual([0, 1, 2, 3, 4, 0, 1]);
    expect(new Set(all.slice(0, 5).map((e) => e.id)).size).toBe(1);
    expect(all[5]?.id).not.toBe(all[0]?.id);
    const after = await readLive(redis, key, all[0]?.id ?? '0', 10);
    expect(after.map((e) => e.event)).toEqual([{ t: 'n', i: 5 }, { t: 'n', i: 6 }]);
    expect(await readLive(redis, key, all.at(-1)?.id ?? '0', 10)).toEqual([]);
    expect(await redis.ttl(key)).toBeGreaterThan(LIVE_TTL_SECONDS - 60);
    expect(await readLive(redis, liveStreamKey(env.prefix, matchId, 0), '0', 10)).toHaveLength(1);
  });

  test('a tick is one entry with one field, the JSON array of its events', async () => {
    const matchId = randomUUID();
    const publisher = openLivePublisher(env, matchId);
    publisher.publish(0, { t: 'a' });
    publisher.publish(0, { t: 'b' });
    await publisher.close();
    expect(await redis.xrange(liveStreamKey(env.prefix, matchId, 0), '-', '+')).toEqual([[expect.any(String), ['b', '[{"t":"a"},{"t":"b"}]']]]);
  });

  test('entries of one event per field, as workers wrote them before, read as those events; fields that are not JSON are skipped', async () => {
    const key = liveStreamKey(env.prefix, randomUUID(), 0);
    await redis.xadd(key, '*', 'e', '{"t":"old"}');
    await redis.xadd(key, '*', 'other', 'x', 'e', '{"t":"next"}', 'e', 'not json', 'e', '{"t":"last"}');
    await redis.xadd(key, '*', 'b', '{"not":"an array"}', 'b', '[{"t":"batch"}]');
    const events = await readLive(redis, key, '0', 10);
    expect(events.map((e) => [e.at, e.event])).toEqual([[0, { t: 'old' }], [0, { t: 'next' }], [1, { t: 'last' }], [0, { t: 'batch' }]]);
  });

  test('one hub publishes the streams of matches one after another and at once, each in order, on one connection', async () => {
    const hub = openLiveHub(env);
    const [a, b] = [randomUUID(), randomUUID()];
    const first = hub.publisher(a);
    for (let i = 0; i < 300; i++) first.publish(0, { i });
    await first.close();
    expect((await readLive(redis, liveStreamKey(env.prefix, a, 0), '0', 1000)).map((e) => (e.event as { i: number }).i)).toEqual(Array.from({ length: 300 }, (_, i) => i));
    // The hub outlives a publisher's close: the next match publishes on the same connection.
    const [x, y] = [hub.publisher(a), hub.publisher(b)];
    for (let i = 0; i < 3; i++) {
      x.publish(1, { a: i });
      y.publish(1, { b: i });
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    y.publish(1, { b: 3 });
    await hub.close();
    const events = async (id: string) => (await readLive(redis, liveStreamKey(env.prefix, id, 1), '0', 10)).map((e) => e.event);
    expect(await events(a)).toEqual([{ a: 0 }, { a: 1 }, { a: 2 }]);
    expect(await events(b)).toEqual([{ b: 0 }, { b: 1 }, { b: 2 }, { b: 3 }]);
    expect(await redis.ttl(liveStreamKey(env.prefix, b, 1))).toBeGreaterThan(LIVE_TTL_SECONDS - 60);
  });

  test('publishing with Redis unreachable neither throws nor waits', async () => {
    const publisher = openLivePublisher({ ...env, redisUrl: 'redis://127.0.0.1:1' }, randomUUID());
    publisher.publish(0, { t: 'lost' });
    await publisher.close();
  });
});
