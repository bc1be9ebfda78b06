/**
 * Watching a table with a person (issue 19): the RAW server-sent events of every seat view and of
 * all hands, read anonymously while the person plays, never show a hand before the deal it belongs
 * to is over (checked against the time the deal's last decision entered the live stream); the
 * person's own stream shows their hand while they play. Only the person reads their turn and
 * answers it; an answer from another site is refused.
 */
import { Redis } from 'ioredis';
import { describe, expect, test } from 'vitest';
import { inject } from 'vitest';
import { readQueueEnv } from '@arena/jobs/env';
import { liveStreamKey, readLive } from '@arena/jobs/live';
import { requestPersonTable } from '@arena/league/person-tables';
import { logIn } from './support/browser.ts';
import { testContext } from './support/context.ts';
import { sseEvents } from './support/sse.ts';
import { answerAsPerson, playTableAsWorker, tableRecord } from './support/person-table.ts';
import { browser, db, useSite } from './support/site.ts';
import { PASSWORD } from './support/world.ts';

const { baseUrl, world } = testContext();
const queuePrefix = inject('queuePrefix');
useSite();

interface Arrival {
  readonly at: number;
  readonly data: { step: number; view: string; frame: { deal: number; seats: { seat: number; hand: string[] | null }[] } };
}

/** Reads a stream's frame events until `end`, with the time each arrived. */
async function readFrames(url: string, headers: Record<string, string>): Promise<Arrival[]> {
  const response = await fetch(url, { headers });
  expect(response.status).toBe(200);
  const frames: Arrival[] = [];
  for await (const { event, data } of sseEvents(response)) {
    if (event === 'end') break;
    if (event === 'frame') frames.push({ at: Date.now(), data: JSON.parse(data) as Arrival['data'] });
  }
  return frames;
}

describe('a table with a person, watched', () => {
  test('no seat view or all hands shows a hand before its deal is over; the person sees their own live; only they play', async () => {
    const { context } = await logIn(browser, baseUrl, world.bob.email, PASSWORD, '10.19.3.1');
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const seat = 2;
    const table = await requestPersonTable(db, world.bob.id, { game: 'lupfen', bots: ['house:random', 'house:first-legal', 'house:random'], seat, deals: 3 });
    if (!table.ok) throw new Error(JSON.stringify(table.error));
    const id = table.value.id;
    const redis = new Redis(readQueueEnv().redisUrl);
    try {
      const streams = ['seat-0', 'seat-1', `seat-${seat}`, 'all'].map((view, k) =>
        readFrames(`${baseUrl}/api/live/${id}?view=${view}`, { 'x-forwarded-for': `10.19.4.${k}` }));
      const own = readFrames(`${baseUrl}/api/live/${id}?view=seat-${seat}`, { cookie, 'x-forwarded-for': '10.19.3.1' });
      // Another person cannot read or answer the turn; nobody answers from another site.
      const carol = await fetch(`${baseUrl}/api/tables/${id}/turn`, { headers: { 'x-forwarded-for': '10.19.3.9' } });
      expect(carol.status).toBe(404);
      const crossSite = await fetch(`${baseUrl}/api/tables/${id}/answer`, {
        method: 'POST', body: JSON.stringify({ decision: 0, option: 0 }), headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      });
      expect(crossSite.status).toBe(403);
      const worker = playTableAsWorker(db, id, queuePrefix);
      const answered = await answerAsPerson(redis, queuePrefix, id, worker);
      await worker;
      const [views, mine] = await Promise.all([Promise.all(streams), own]);
      const record = await tableRecord(db, id);
      expect(answered).toBe(record.decisions.filter((d) => d.seat === seat).length);
      // When each deal ended: the time its last decision entered the live stream (the entry id's milliseconds).
      const entries = await readLive(redis, liveStreamKey(queuePrefix, id, 0), '0', 10, 10_000);
      const decisionAt = entries.filter((e) => (e.event as { t: string }).t === 'decision').map((e) => Number(e.id.split('-')[0]));
      const dealEnds = record.deals.map((d) => decisionAt[d.firstDecision + d.decisions - 1] ?? 0);
      expect(dealEnds.every((t) => t > 0)).toBe(true);
      let shown = 0;
      for (const frames of views) {
        expect(frames.length).toBeGreaterThan(0);
        for (const { at, data } of frames) {
          const hands = data.frame.seats.filter((s) => s.hand !== null);
          if (hands.length === 0) continue;
          shown++;
          expect(at).toBeGreaterThanOrEqual(dealEnds[data.frame.deal] ?? Infinity);
        }
      }
      expect(shown).toBeGreaterThan(0);
      // The person's own stream: their hand, and only theirs, while the deal is played.
      const early = mine.filter(({ at, data }) => at < (dealEnds[data.frame.deal] ?? 0));
      expect(early.length).toBeGreaterThan(0);
      for (const { data } of early) expect(data.frame.seats.filter((s) => s.hand !== null).map((s) => s.seat)).toEqual([seat]);
    } finally {
      redis.disconnect();
      await context.close();
    }
  });
});
