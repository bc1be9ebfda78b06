/**
 * The build's mode, for code that must not load the site's settings (lib/env.ts reads the
 * repository and the database settings): the proxy runs before every request.
 */
export const isDevelopment = (): boolean => process.env.NODE_ENV === 'development';

/**
 * The spectators' page copies (lib/http/page-cache.ts):
 * - `ARENA_PAGE_CACHE_SECONDS`: how long a copy is fresh (default 2; a copy is served at most
 *   twice as long); 0 turns the copies off (every page rendered per request).
 * - `ARENA_INTERNAL_ORIGIN`: where the site asks itself for a page (default: the address server.ts
 *   listens on; never the request's Host header).
 */
export function pageCacheSettings(): { readonly ttlMs: number; readonly origin: string | undefined } {
  const raw = process.env.ARENA_PAGE_CACHE_SECONDS;
  const seconds = raw !== undefined && /^\d{1,5}(\.\d{1,3})?$/.test(raw) ? Number(raw) : 2;
  return { ttlMs: seconds * 1000, origin: process.env.ARENA_INTERNAL_ORIGIN || undefined };
}

/** The port server.ts listens on when `-p` does not say: `PORT`, as `next start` reads it (default 3000). */
export function defaultPort(): number {
  const raw = process.env.PORT;
  return raw !== undefined && /^\d{1,5}$/.test(raw) ? Number(raw) : 3000;
}
