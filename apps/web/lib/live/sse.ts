/**
 * The server-sent events of one live view (issue 19): the stream of the match (and rotation) is
 * read from Redis with a blocking XREAD on a connection of its own, folded into the match so far,
 * and every new step goes out as one `frame` event, built by `liveFrames` under the view policy.
 * On joining only the latest step is sent (the table as it stands, at once: UX.md §9); later
 * steps one by one (at most `BATCH` per read: the browser paces them). `end` says the match is
 * recorded (or void): the viewer then turns into the replay. A comment line every
 * `PING_MS` keeps proxies from closing a quiet stream, and the match's status is checked then
 * (a match that ended without its `end` event, e.g. voided by a failed job, still ends the stream).
 * While Redis is unreachable the stream stays open and reading is retried every `RETRY_MS`. A
 * stream is closed after `MAX_STREAM_MS` (EventSource reconnects by itself).
 */
import { Redis } from 'ioredis';
import type { AnyGameDefinition } from '@arena/engine/game';
import { readLive, type LiveEntry } from '@arena/jobs/live';
import type { ReplayView } from '@/lib/replay/frame';
import { followEntries, liveFrames, NOT_STARTED, type LiveState } from './follow.ts';
import type { LiveTable } from './policy.ts';

const PING_MS = 15_000;
const MAX_STREAM_MS = 30 * 60_000;
const BATCH = 30;
const DRAIN = 1000;
const RETRY_MS = 1000;

export interface LiveStreamInput {
  readonly redisUrl: string;
  readonly key: string;
  readonly matchId: string;
  readonly rotation: number;
  readonly game: AnyGameDefinition;
  readonly view: ReplayView;
  readonly table: LiveTable;
  /** The match's status now (the database's word on whether it has ended). */
  readonly status: () => Promise<string | undefined>;
  readonly signal: AbortSignal;
  readonly onClose: () => void;
}

const encoder = new TextEncoder();

export function sseText(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function sseEvent(event: string, data: unknown): Uint8Array {
  return encoder.encode(sseText(event, data));
}

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store, no-transform',
  'x-accel-buffering': 'no',
} as const;

/** A stream that says only that the match has ended (it is recorded or void already). */
export function endedResponse(status: string): Response {
  return new Response(sseText('end', { status, step: null }), { headers: SSE_HEADERS });
}

export function liveResponse(input: LiveStreamInput): Response {
  const redis = new Redis(input.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: true });
  redis.on('error', () => undefined);
  let closed = false;
  const close = (): void => {
    if (closed) return;
    closed = true;
    redis.disconnect();
    input.onClose();
  };
  input.signal.addEventListener('abort', close);
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (chunk: Uint8Array): void => {
        if (!closed) controller.enqueue(chunk);
      };
      try {
        await follow(input, redis, send, () => closed);
      } catch {
        // Redis gone or the client left: the browser reconnects by itself.
      }
      close();
      try {
        controller.close();
      } catch {
        // already closed by the client
      }
    },
    cancel: close,
  });
  return new Response(stream, { headers: SSE_HEADERS });
}

/** The events of the next entries after `lastId`, waiting up to PING_MS for the first; when `drain`, everything there is. */
async function readMore(redis: Redis, key: string, lastId: string, drain: boolean): Promise<LiveEntry[]> {
  let entries = await readLive(redis, key, lastId, PING_MS, DRAIN);
  const all = [...entries];
  // A read returns at most DRAIN stream entries, each holding a tick's events: count the entries.
  while (drain && new Set(entries.map((e) => e.id)).size === DRAIN) {
    entries = await readLive(redis, key, entries.at(-1)?.id ?? lastId, 1, DRAIN);
    all.push(...entries);
  }
  return all;
}

/** Whether the database says the match is over (then the `end` event is sent). */
async function ended(input: LiveStreamInput, send: (chunk: Uint8Array) => void, sent: number): Promise<boolean> {
  const status = await input.status();
  if (status === 'running' || status === 'queued') return false;
  send(sseEvent('end', { status: status ?? 'void', step: sent - 1 }));
  return true;
}

/** Where a viewer's stream stands: the entries read, the state they make, the frames sent of the attempt being played. */
interface Progress {
  state: LiveState;
  lastId: string;
  sent: number;
  attempt: string | null;
}

/** Sends the frames that entries just read add (from the first when a new attempt starts), and the end once they record it; whether it ended. */
function sendEntries(input: LiveStreamInput, p: Progress, all: readonly LiveEntry[], send: (chunk: Uint8Array) => void): boolean {
  p.lastId = all.at(-1)?.id ?? p.lastId;
  p.state = followEntries(p.state, all);
  if (p.state.attempt !== p.attempt) {
    p.attempt = p.state.attempt;
    p.sent = 0;
  }
  const frames = liveFrames(p.state, {
    game: input.game, requested: input.view, table: input.table, from: p.sent, max: p.sent === 0 ? 1 : BATCH,
    key: `live:${input.matchId}:${input.rotation}:${p.attempt ?? ''}`,
  });
  if (frames) {
    for (const message of frames.messages) send(sseEvent('frame', message));
    p.sent = frames.steps;
  }
  if (p.state.ended) send(sseEvent('end', { status: p.state.ended, step: p.sent - 1 }));
  return p.state.ended !== null;
}

async function follow(input: LiveStreamInput, redis: Redis, send: (chunk: Uint8Array) => void, isClosed: () => boolean): Promise<void> {
  const until = Date.now() + MAX_STREAM_MS;
  const progress: Progress = { state: NOT_STARTED, lastId: '0', sent: 0, attempt: null };
  send(encoder.encode(': live\n\n'));
  while (!isClosed() && Date.now() < until) {
    let all: LiveEntry[];
    try {
      all = await readMore(redis, input.key, progress.lastId, progress.sent === 0);
    } catch {
      // Redis unreachable for a moment: the viewer stays, and reading goes on when it is back.
      send(encoder.encode(': waiting for the stream\n\n'));
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      if (await ended(input, send, progress.sent)) return;
      continue;
    }
    if (all.length === 0) {
      send(encoder.encode(': ping\n\n'));
      if (await ended(input, send, progress.sent)) return;
      continue;
    }
    if (sendEntries(input, progress, all, send)) return;
  }
}
