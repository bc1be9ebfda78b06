import { NextResponse, type NextRequest } from 'next/server';
import { sameOrigin } from './lib/auth/csrf-origin.ts';
import { contentSecurityPolicy, HSTS, newNonce } from './lib/http/security-headers.ts';
import { isDevelopment } from '@/lib/build-env';

/**
 * 1. CSRF layer 1 (lib/auth/csrf.ts): a state-changing request from another origin is refused
 *    before it reaches a page, a server action or a route. The API (/api/…: bearer tokens and
 *    GETs) is not matched at all, so its bodies stream straight to the route (lib/http/bounded-body.ts)
 *    instead of being buffered here, and JSON needs no CSP.
 * 2. Every response gets a Content-Security-Policy with a fresh nonce; the request carries it too,
 *    so Next renders its scripts with that nonce (which makes every page dynamic: README "Security").
 *    Over https (directly or per X-Forwarded-Proto), HSTS as well.
 */
function crossSiteRefused(request: NextRequest): boolean {
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return !sameOrigin(request.headers);
}

function overHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

export function proxy(request: NextRequest): NextResponse {
  if (crossSiteRefused(request)) {
    return new NextResponse('Cross-site request refused', { status: 403, headers: { 'content-type': 'text/plain' } });
  }
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, isDevelopment());
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', csp);
  if (overHttps(request)) response.headers.set('strict-transport-security', HSTS);
  return response;
}

export const config = { matcher: '/((?!api/|_next/static/|_next/image|favicon.ico).*)' };
