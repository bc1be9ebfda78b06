/**
 * A form refused by a rate limit answers 429 with Retry-After, as the API does. A server action
 * cannot set its response's status (Next renders the answer), so the site's server (server.ts)
 * runs each request with a mark in an AsyncLocalStorage; an action refused by a limit sets it
 * (`markTooMany`, lib/limits/site.ts), and when the response's head is written the server turns a
 * 200 into 429 and adds Retry-After. The body stays the page or the Flight answer with the form's
 * message: Next's client reads a Flight answer whatever its status (the form shows the wait), and a
 * browser without JavaScript shows the page as it would with 200. Under `next dev`, which does not
 * run server.ts, there is no mark and the answer stays 200 with the same message.
 *
 * The storage is process-wide (lib/process-wide.ts): server.ts and Next's bundle of the app each
 * load this module, and both must reach the one storage.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import { processWide } from '../process-wide.ts';

interface ResponseMarks {
  /** Seconds the refused visitor must wait (the longest of the limits that refused). */
  retryAfter?: number;
}

const marks = processWide('response-marks', () => new AsyncLocalStorage<ResponseMarks>());

/** Asks the server to answer this request with 429 and `Retry-After: seconds` (no effect outside server.ts). */
export function markTooMany(seconds: number): void {
  const mine = marks.getStore();
  if (mine) mine.retryAfter = Math.max(mine.retryAfter ?? 0, Math.ceil(seconds));
}

/** Runs `handle` for one request with its marks, and applies them when `res`'s head is written. */
export function withResponseMarks<T>(res: ServerResponse, handle: () => T): T {
  const mine: ResponseMarks = {};
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = (status: number, ...rest: unknown[]) => {
    if (mine.retryAfter === undefined || status !== 200) return writeHead(status, ...rest);
    res.setHeader('Retry-After', String(mine.retryAfter));
    return writeHead(429, ...rest);
  };
  return marks.run(mine, handle);
}
