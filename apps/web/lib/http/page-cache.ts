/**
 * The spectators' copy of the ladder, bot and match pages (issue 20; README "Caches and the
 * database"). The strict CSP needs a fresh nonce on every response, which makes every page a
 * dynamic render of the whole tree (about 200 KB of HTML and RSC payload for a ladder). For a
 * request without a session the server (server.ts, lib/http/copy-server.ts) instead answers from a
 * copy kept in this process's memory, before the request reaches Next:
 *
 * - the copy is rendered by the site itself, through the ordinary page, by a request to its own
 *   origin that carries this process's random render key; for that request the proxy uses this
 *   process's random placeholder nonce instead of a fresh one (lib/http/page-render.ts);
 * - every response made from the copy gets a fresh nonce: the placeholder (128 random bits,
 *   never sent to anybody) is replaced by it, in the body and in the CSP header. React escapes
 *   all user text, so no user text can hold a `<script>` tag, and nobody can know the placeholder
 *   to plant it; the nonces stay unpredictable and used once, as without the copy;
 * - a copy is fresh for `ttlMs`; an older one is still served while one request renders its
 *   successor, up to twice `ttlMs`; older than that it is rendered first. So a spectator sees a
 *   page at most 2 × `ttlMs` (plus one render) older than the database.
 *
 * Free of Node APIs (plain data and Web APIs; the unit tests need no server).
 */
export interface PageCopy {
  readonly status: number;
  /** The body as UTF-8, cut where the placeholder nonce stood (a response joins them with its nonce). */
  readonly segments: readonly Uint8Array[];
  readonly bytes: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly renderedAt: number;
}

/** A rendered page as a copy: encoded once, so a response costs a copy of bytes, not a re-encoding. */
export function pageCopy(page: { status: number; body: string; headers: readonly (readonly [string, string])[]; renderedAt: number }, placeholder: string): PageCopy {
  const encoder = new TextEncoder();
  const segments = page.body.split(placeholder).map((part) => encoder.encode(part));
  return { status: page.status, segments, bytes: segments.reduce((n, s) => n + s.length, 0), headers: page.headers, renderedAt: page.renderedAt };
}

export interface PageCacheOptions {
  /** Renders the page with the placeholder nonce (a request to the site's own origin). */
  readonly render: (key: string) => Promise<PageCopy>;
  readonly ttlMs: number;
  /** Bounds on what is kept: the oldest used copies go first. */
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly now?: () => number;
}

export interface PageCache {
  /** The copy of `key` to serve now: fresh, or stale while its successor renders, or rendered first. */
  get(key: string): Promise<PageCopy>;
  readonly size: () => number;
}

/** The copies kept, least recently used first, within `maxEntries` and `maxBytes`. */
function createCopyStore(maxEntries: number, maxBytes: number) {
  const copies = new Map<string, PageCopy>();
  let bytes = 0;

  function forget(key: string): void {
    const old = copies.get(key);
    if (old === undefined) return;
    bytes -= old.bytes;
    copies.delete(key);
  }

  return {
    get: (key: string): PageCopy | undefined => copies.get(key),
    /** Marks the copy the most recently used. */
    touch(key: string, copy: PageCopy): void {
      copies.delete(key);
      copies.set(key, copy);
    },
    /** Keeps a successful render that fits, dropping the least recently used copies beyond the bounds. */
    keep(key: string, copy: PageCopy): void {
      forget(key);
      if (copy.status !== 200 || copy.bytes > maxBytes) return;
      copies.set(key, copy);
      bytes += copy.bytes;
      for (const oldest of copies.keys()) {
        if (copies.size <= maxEntries && bytes <= maxBytes) break;
        forget(oldest);
      }
    },
    size: () => copies.size,
  };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const copies = createCopyStore(options.maxEntries, options.maxBytes);
  const rendering = new Map<string, Promise<PageCopy>>();

  /** One render per key at a time; every request that needs it waits for the same one. */
  function renderOnce(key: string): Promise<PageCopy> {
    const running = rendering.get(key);
    if (running !== undefined) return running;
    const started = options.render(key).then((copy) => {
      copies.keep(key, copy);
      return copy;
    }).finally(() => rendering.delete(key));
    rendering.set(key, started);
    return started;
  }

  return {
    get: (key) => {
      const copy = copies.get(key);
      const age = copy === undefined ? Infinity : now() - copy.renderedAt;
      if (copy === undefined || age >= 2 * options.ttlMs) return renderOnce(key);
      copies.touch(key, copy);
      if (age >= options.ttlMs) renderOnce(key).catch(() => undefined); // served stale meanwhile
      return Promise.resolve(copy);
    },
    size: copies.size,
  };
}

/**
 * A response made from `copy`: its body as the copy's segments with `nonce` between them (to be
 * written as they are, nothing joined or re-encoded), and its headers with the placeholder replaced.
 */
export function withNonce(copy: PageCopy, placeholder: string, nonce: string): { parts: Uint8Array[]; bytes: number; headers: [string, string][] } {
  const encodedNonce = new TextEncoder().encode(nonce);
  const parts: Uint8Array[] = [];
  copy.segments.forEach((segment, i) => {
    if (i > 0) parts.push(encodedNonce);
    parts.push(segment);
  });
  const bytes = copy.bytes + encodedNonce.length * (copy.segments.length - 1);
  return { parts, bytes, headers: copy.headers.map(([k, v]) => [k, v.replaceAll(placeholder, nonce)]) };
}

/** The pages spectators read most, with no per-viewer content for a request without a session. */
const CACHED_PAGES = [/^\/leagues\/[a-z0-9][a-z0-9-]{0,62}$/, /^\/bots\/\d{1,12}$/, /^\/matches\/[0-9a-f-]{36}$/];

export interface PageRequest {
  readonly method: string;
  readonly pathname: string;
  readonly search: string;
  readonly hasSession: boolean;
  /** `RSC`, `Next-Action`, `Next-Router-State-Tree` or `_rsc`: a client navigation or an action, not a document. */
  readonly isRscOrAction: boolean;
}

/** The cache key of a request that may be served from a copy, or undefined. */
export function pageCacheKey(request: PageRequest): string | undefined {
  if (request.method !== 'GET' || request.hasSession || request.isRscOrAction) return undefined;
  if (!CACHED_PAGES.some((re) => re.test(request.pathname))) return undefined;
  return request.pathname + request.search;
}
