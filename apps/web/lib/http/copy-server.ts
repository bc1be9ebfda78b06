/**
 * The spectators' page copies at the HTTP server (issue 20; lib/http/page-cache.ts says what a
 * copy is and why it is safe). server.ts hands every request here first: a spectator's document
 * GET of a ladder, bot or match page is answered from its copy with a fresh nonce, in one write of
 * headers and body; everything else, and a copy that cannot be rendered, goes on to Next.
 *
 * Answered here rather than in proxy.ts: a response from the proxy passes Next's router, its
 * proxy adapter (a Request, a Response and a copy of the body), a web stream piped into the
 * socket and three writes (headers, body, the chunked ending): about ten times the server CPU of
 * answering here (README "Site speed").
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE } from '../auth/cookie-names.ts';
import { createPageCache, pageCacheKey, pageCopy, withNonce, type PageCopy } from './page-cache.ts';
import { PAGE_RENDER_HEADER, type PageRenderSecrets } from './page-render.ts';
import { contentSecurityPolicy, HSTS, newNonce, overHttps, STATIC_SECURITY_HEADERS } from './security-headers.ts';

/** The rendered page's headers a copy keeps. */
const COPIED_HEADERS = ['content-type', 'cache-control', 'vary', 'link'];
/** On a response made from a copy: how old the copy is, ms. */
export const COPY_AGE_HEADER = 'x-arena-copy-age-ms';
/** A client navigation or an action (they want the RSC payload, not the document). */
const ROUTER_HEADERS = ['rsc', 'next-action', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'];
const STATIC_HEADERS = STATIC_SECURITY_HEADERS.flat();

export interface CopyServerOptions {
  /** Where the server asks itself for a page (never taken from a request). */
  readonly origin: string;
  readonly ttlMs: number;
  readonly secrets: PageRenderSecrets;
}

/** Answers a request from a copy and resolves true, or resolves false (the caller hands it to Next). */
export type CopyHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

function hasCookie(header: string | undefined, name: string): boolean {
  if (header === undefined) return false;
  return header.split(';').some((pair) => pair.trimStart().startsWith(`${name}=`));
}

/** The cache key of a request, from its method, target, cookies and headers. */
export function copyKeyOf(req: IncomingMessage): string | undefined {
  const target = req.url ?? '';
  if (!target.startsWith('/')) return undefined; // absolute-form or `*`: Next's to judge
  const q = target.indexOf('?');
  const search = q === -1 ? '' : target.slice(q);
  return pageCacheKey({
    method: req.method ?? '',
    pathname: q === -1 ? target : target.slice(0, q),
    search,
    hasSession: hasCookie(req.headers.cookie, SESSION_COOKIE),
    isRscOrAction: ROUTER_HEADERS.some((h) => req.headers[h] !== undefined) || new URLSearchParams(search).has('_rsc'),
  });
}


function renderer(options: CopyServerOptions): (key: string) => Promise<PageCopy> {
  return async (key) => {
    const res = await fetch(`${options.origin}${key}`, {
      headers: { [PAGE_RENDER_HEADER]: options.secrets.key, accept: 'text/html', 'accept-encoding': 'identity' }, redirect: 'manual', cache: 'no-store',
    });
    const headers = COPIED_HEADERS.flatMap((k) => { const v = res.headers.get(k); return v === null ? [] : [[k, v] as const]; });
    return pageCopy({ status: res.status, body: await res.text(), headers, renderedAt: Date.now() }, options.secrets.placeholder);
  };
}

/**
 * Writes the response made from `copy`. Node corks the socket for the rest of the tick at the first
 * write, so headers and every part leave in one `writev`, with no joined copy of the body.
 */
function answer(req: IncomingMessage, res: ServerResponse, copy: PageCopy, placeholder: string): void {
  const nonce = newNonce();
  const { parts, bytes, headers } = withNonce(copy, placeholder, nonce);
  const raw: string[] = [...STATIC_HEADERS, ...headers.flat(), 'content-security-policy', contentSecurityPolicy(nonce, false),
    COPY_AGE_HEADER, String(Math.max(0, Date.now() - copy.renderedAt)), 'content-length', String(bytes)];
  if (overHttps('encrypted' in req.socket && req.socket.encrypted === true, req.headers['x-forwarded-proto'])) raw.push('strict-transport-security', HSTS);
  res.writeHead(copy.status, raw);
  for (const part of parts) res.write(part);
  res.end();
}

export function createCopyHandler(options: CopyServerOptions): CopyHandler {
  const cache = createPageCache({ ttlMs: options.ttlMs, maxEntries: 500, maxBytes: 64 * 1024 * 1024, render: renderer(options) });
  return async (req, res) => {
    if (req.headers[PAGE_RENDER_HEADER] !== undefined) return false; // a render of a copy (the proxy checks the key)
    const key = copyKeyOf(req);
    if (key === undefined) return false;
    let copy: PageCopy;
    try {
      copy = await cache.get(key);
    } catch {
      return false; // the site could not ask itself: Next renders it as usual
    }
    answer(req, res, copy, options.secrets.placeholder);
    return true;
  };
}
