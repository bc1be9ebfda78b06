import { NextResponse, type NextRequest } from 'next/server';
import { sameOrigin } from './lib/auth/csrf-origin.ts';
import { isOwnRender, PAGE_RENDER_HEADER, pageRenderSecrets } from './lib/http/page-render.ts';
import { contentSecurityPolicy, HSTS, newNonce, overHttps } from './lib/http/security-headers.ts';
import { isDevelopment } from '@/lib/build-env';

/**
 * 1. CSRF layer 1 (lib/auth/csrf.ts): a state-changing request from another origin is refused
 *    before it reaches a page, a server action or a route. The API (/api/…: bearer tokens and
 *    GETs) is not matched at all, so its bodies stream straight to the route (lib/http/bounded-body.ts)
 *    instead of being buffered here, and JSON needs no CSP.
 * 2. Every response gets a Content-Security-Policy with a fresh nonce; the request carries it too,
 *    so Next renders its scripts with that nonce (which makes every page dynamic: README "Security").
 *    Over https (directly or per X-Forwarded-Proto), HSTS as well.
 * 3. The server's own request for a spectators' page copy (lib/http/copy-server.ts, which answers
 *    spectators from the copies before Next sees them) is rendered with the process's placeholder
 *    nonce instead, which every response made from the copy replaces with a fresh one.
 */
function crossSiteRefused(request: NextRequest): boolean {
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return !sameOrigin(request.headers);
}

/** The page rendered per request, its scripts carrying `nonce`. */
function renderedPerRequest(request: NextRequest, nonce: string): NextResponse {
  const csp = contentSecurityPolicy(nonce, isDevelopment());
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', csp);
  if (overHttps(request.nextUrl.protocol === 'https:', request.headers.get('x-forwarded-proto'))) response.headers.set('strict-transport-security', HSTS);
  return response;
}

export function proxy(request: NextRequest): NextResponse {
  if (crossSiteRefused(request)) {
    return new NextResponse('Cross-site request refused', { status: 403, headers: { 'content-type': 'text/plain' } });
  }
  const secrets = pageRenderSecrets();
  if (secrets !== undefined && isOwnRender(request.headers.get(PAGE_RENDER_HEADER), secrets)) return renderedPerRequest(request, secrets.placeholder);
  return renderedPerRequest(request, newNonce());
}

export const config = { matcher: '/((?!api/|_next/static/|_next/image|favicon.ico).*)' };
