import { NextResponse, type NextRequest } from 'next/server';
import { sameOrigin } from './lib/auth/csrf-origin.ts';
import { SESSION_COOKIE } from './lib/auth/cookie-names.ts';
import { createPageCache, pageCacheKey, pageCopy, withNonce, type PageCache, type PageCopy } from './lib/http/page-cache.ts';
import { contentSecurityPolicy, HSTS, newNonce } from './lib/http/security-headers.ts';
import { isDevelopment, pageCacheSettings } from '@/lib/build-env';

/**
 * 1. CSRF layer 1 (lib/auth/csrf.ts): a state-changing request from another origin is refused
 *    before it reaches a page, a server action or a route. The API (/api/…: bearer tokens and
 *    GETs) is not matched at all, so its bodies stream straight to the route (lib/http/bounded-body.ts)
 *    instead of being buffered here, and JSON needs no CSP.
 * 2. Every response gets a Content-Security-Policy with a fresh nonce; the request carries it too,
 *    so Next renders its scripts with that nonce (which makes every page dynamic: README "Security").
 *    Over https (directly or per X-Forwarded-Proto), HSTS as well.
 * 3. A spectator (no session) asking for a ladder, bot or match page is answered from this
 *    process's copy of it (lib/http/page-cache.ts), with a fresh nonce all the same.
 */
function crossSiteRefused(request: NextRequest): boolean {
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return !sameOrigin(request.headers);
}

function overHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

/** This process's secrets for its own page renders: never sent to anybody. */
const RENDER_HEADER = 'x-arena-page-render';
const RENDER_KEY = newNonce() + newNonce();
const PLACEHOLDER_NONCE = newNonce();
const COPIED_HEADERS = ['content-type', 'cache-control', 'vary', 'link'];
/** On a response made from a copy: how old the copy is, ms. */
const COPY_AGE_HEADER = 'x-arena-copy-age-ms';

function isOwnRender(request: NextRequest): boolean {
  const key = request.headers.get(RENDER_HEADER);
  if (key?.length !== RENDER_KEY.length) return false;
  let diff = 0;
  for (let i = 0; i < key.length; i++) diff |= key.charCodeAt(i) ^ RENDER_KEY.charCodeAt(i);
  return diff === 0;
}

/** The page copies, made at the first request (`next start` records its origin as it starts listening); null when off. */
let pages: PageCache | null | undefined;

function pageCache(): PageCache | null {
  if (pages !== undefined) return pages;
  const { origin, ttlMs } = pageCacheSettings();
  pages = origin === undefined || ttlMs === 0 ? null : createPageCache({
    ttlMs,
    maxEntries: 500,
    maxBytes: 64 * 1024 * 1024,
    render: async (key): Promise<PageCopy> => {
      const res = await fetch(`${origin}${key}`, { headers: { [RENDER_HEADER]: RENDER_KEY, accept: 'text/html', 'accept-encoding': 'identity' }, redirect: 'manual', cache: 'no-store' });
      const headers = COPIED_HEADERS.flatMap((k) => { const v = res.headers.get(k); return v === null ? [] : [[k, v] as const]; });
      return pageCopy({ status: res.status, body: await res.text(), headers, renderedAt: Date.now() }, PLACEHOLDER_NONCE);
    },
  });
  return pages;
}

function cacheKeyOf(request: NextRequest): string | undefined {
  const h = request.headers;
  return pageCacheKey({
    method: request.method.toUpperCase(),
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    hasSession: request.cookies.has(SESSION_COOKIE),
    isRscOrAction: ['rsc', 'next-action', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'].some((k) => h.has(k))
      || request.nextUrl.searchParams.has('_rsc'), // seen only with skipProxyUrlNormalize (next.config.ts)
  });
}

function withSecurityHeaders(response: NextResponse, request: NextRequest, csp: string): NextResponse {
  response.headers.set('content-security-policy', csp);
  if (overHttps(request)) response.headers.set('strict-transport-security', HSTS);
  return response;
}

/** The page rendered per request, its scripts carrying `nonce`. */
function renderedPerRequest(request: NextRequest, nonce: string): NextResponse {
  const csp = contentSecurityPolicy(nonce, isDevelopment());
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);
  return withSecurityHeaders(NextResponse.next({ request: { headers: requestHeaders } }), request, csp);
}

async function fromCopy(request: NextRequest, cache: PageCache, key: string): Promise<NextResponse> {
  const nonce = newNonce();
  let copy: PageCopy;
  try {
    copy = await cache.get(key);
  } catch {
    return renderedPerRequest(request, nonce); // the site could not ask itself: render as usual
  }
  const { body, headers } = withNonce(copy, PLACEHOLDER_NONCE, nonce);
  headers.push([COPY_AGE_HEADER, String(Math.max(0, Date.now() - copy.renderedAt))]);
  return withSecurityHeaders(new NextResponse(body, { status: copy.status, headers }), request, contentSecurityPolicy(nonce, isDevelopment()));
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (crossSiteRefused(request)) {
    return new NextResponse('Cross-site request refused', { status: 403, headers: { 'content-type': 'text/plain' } });
  }
  if (isOwnRender(request)) return renderedPerRequest(request, PLACEHOLDER_NONCE);
  const cache = pageCache();
  const key = cache === null ? undefined : cacheKeyOf(request);
  if (cache !== null && key !== undefined) return fromCopy(request, cache, key);
  return renderedPerRequest(request, newNonce());
}

export const config = { matcher: '/((?!api/|_next/static/|_next/image|favicon.ico).*)' };
