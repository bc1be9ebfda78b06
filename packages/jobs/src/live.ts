/**
 * The live streams of running matches (issue 19): one Redis stream per match and duplicate
 * rotation, `<prefix>:live:<match id>:<rotation>`, under the queue's prefix. The worker appends the
 * events of one tick as one stream entry with one field `b`, the JSON array of those events in
 * order; the site reads them with `readLive`, blocking until more come. (An entry per event cost a
 * worker's processor and Redis about a third of a table's overhead over in-process play: a thousand
 * XADDs per table at the default match length. A field per event, hundreds of arguments to one
 * XADD, still cost the machine 5-8 ms of CPU per table; issue 20.) Entries of one field `e` per
 * event, as workers wrote them before, are still read.
 *
 * Publishing is best effort and never fails a match: commands are sent without waiting (ioredis
 * keeps them in order on its one connection, and a hub's pipelines go out in order), errors are
 * dropped. Commands wait for a connection only until one reconnection
 * has failed (`maxRetriesPerRequest: 1`), then fail, so a long outage costs no memory. A stream is
 * kept `LIVE_TTL_SECONDS` after its last event and at most about `LIVE_MAX_ENTRIES` entries long.
 */
import { Redis } from 'ioredis';
import type { QueueEnv } from './env.ts';

export const LIVE_TTL_SECONDS = 6 * 3600;
export const LIVE_MAX_ENTRIES = 50_000;

export function liveStreamKey(prefix: string, matchId: string, rotation: number): string {
  return `${prefix}:live:${matchId}:${rotation}`;
}

export interface LivePublisher {
  /** Appends one event (any JSON value) to the stream of `rotation`; it is serialised at the end of the tick, so it must not change after. */
  publish(rotation: number, event: unknown): void;
  /** Waits until what was published so far has reached Redis (or failed), then closes. */
  close(): Promise<void>;
}

/**
 * One connection that publishes the live streams of many matches, one after another or at once
 * (a worker's processor keeps one for all its jobs instead of a connection per match). Events are
 * gathered for the rest of the tick (the decisions of one batch of the match process's lines
 * arrive together) and sent as one pipeline: per stream, one XADD of all its events and one EXPIRE.
 */
export interface LiveHub {
  publisher(matchId: string): LivePublisher;
  /** Sends what is gathered, waits for it, and closes the connection. */
  close(): Promise<void>;
}

export function openLiveHub(env: QueueEnv): LiveHub {
  const redis = new Redis(env.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, retryStrategy: (attempt) => Math.min(attempt * 200, 2000) });
  redis.on('error', () => undefined);
  /** Per stream, its events in order, since the last flush. */
  let gathered = new Map<string, unknown[]>();
  let last: Promise<unknown> = Promise.resolve();
  const flush = (): void => {
    if (gathered.size === 0) return;
    const pipeline = redis.pipeline();
    for (const [key, events] of gathered) {
      pipeline.xadd(key, 'MAXLEN', '~', String(LIVE_MAX_ENTRIES), '*', 'b', JSON.stringify(events));
      pipeline.expire(key, LIVE_TTL_SECONDS);
    }
    gathered = new Map();
    last = pipeline.exec().catch(() => undefined);
  };
  const sent = async (): Promise<void> => {
    flush();
    await last;
  };
  return {
    publisher: (matchId) => ({
      publish(rotation, event) {
        if (event === undefined) return;
        if (gathered.size === 0) setImmediate(flush);
        const key = liveStreamKey(env.prefix, matchId, rotation);
        const events = gathered.get(key);
        if (events) events.push(event);
        else gathered.set(key, [event]);
      },
      close: sent,
    }),
    async close() {
      await sent();
      if (redis.status === 'ready') await redis.quit().catch(() => undefined);
      redis.disconnect();
    },
  };
}

/** A publisher with a connection of its own, closed with it (one match: tests, a single table). */
export function openLivePublisher(env: QueueEnv, matchId: string): LivePublisher {
  const hub = openLiveHub(env);
  const publisher = hub.publisher(matchId);
  return { publish: (rotation, event) => publisher.publish(rotation, event), close: () => hub.close() };
}

/** One event of a stream. */
export interface LiveEntry {
  /** The id of the stream entry that holds it: read on after it. */
  readonly id: string;
  /** Its place among that entry's events (0 for the first). */
  readonly at: number;
  /** The event as published, parsed from JSON but not checked: the reader checks it. */
  readonly event: unknown;
}

/** The events of one field of an entry: `b` holds a JSON array of events, `e` one event; anything else, or text that is not JSON, none. */
function eventsOfField(name: string | undefined, json: string | undefined): unknown[] {
  if (json === undefined || (name !== 'b' && name !== 'e')) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (name === 'e') return [value];
  return Array.isArray(value) ? value : [];
}

/**
 * The events of a stream's entries after `afterId` ('0' from the start), in order, waiting up to
 * `blockMs` for the first entry when there is none yet; at most `count` entries. An empty list
 * when nothing came.
 */
export async function readLive(redis: Redis, key: string, afterId: string, blockMs: number, count = 500): Promise<LiveEntry[]> {
  const reply = await redis.xread('COUNT', count, 'BLOCK', blockMs, 'STREAMS', key, afterId);
  const entries = reply?.[0]?.[1] ?? [];
  return entries.flatMap(([id, fields]) => {
    const events: LiveEntry[] = [];
    for (let i = 0; i + 1 < fields.length; i += 2) {
      for (const event of eventsOfField(fields[i], fields[i + 1])) events.push({ id, at: events.length, event });
    }
    return events;
  });
}
