import { NextResponse, type NextRequest } from 'next/server';
import { sameOrigin } from './lib/auth/csrf-origin.ts';

/**
 * CSRF layer 1 (see lib/auth/csrf.ts): a state-changing request from another origin is refused
 * before it reaches a page, a server action or a route. The bearer-token API is exempt: cookies
 * never authenticate it.
 */
export function proxy(request: NextRequest): NextResponse {
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return NextResponse.next();
  if (request.nextUrl.pathname.startsWith('/api/v1/')) return NextResponse.next();
  if (!sameOrigin(request.headers)) {
    return new NextResponse('Cross-site request refused', { status: 403, headers: { 'content-type': 'text/plain' } });
  }
  return NextResponse.next();
}

export const config = { matcher: '/:path*' };
