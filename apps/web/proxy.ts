import { NextResponse, type NextRequest } from 'next/server';
import { sameOrigin } from './lib/auth/csrf-origin.ts';

const LEAGUE_PAGE = /^\/leagues\/([a-z0-9][a-z0-9-]{0,62})$/;
const MATCH_PAGE = /^\/matches\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * 1. CSRF layer 1 (lib/auth/csrf.ts): a state-changing request from another origin is refused
 *    before it reaches a page, a server action or a route. The bearer-token API is exempt.
 * 2. An anonymous document request for a replay step is served from the cached copy
 *    (app/replay/[id]/[q]); the URL shown stays `/matches/<id>?…`. Logged-in viewers (who may own
 *    a seat and see its logs) and client-side navigations (RSC requests) get the live page.
 *    Likewise an anonymous document request for `/leagues/<slug>` is served from
 *    app/cached/leagues/[slug] (where every draft is a 404); logged-in viewers get the live page,
 *    which shows a draft to its organiser.
 */
export function proxy(request: NextRequest): NextResponse {
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') {
    const anonymousDocument = !request.cookies.has('arena_session') && request.headers.get('rsc') === null;
    const league = LEAGUE_PAGE.exec(request.nextUrl.pathname);
    if (league && anonymousDocument) {
      const url = request.nextUrl.clone();
      url.pathname = `/cached/leagues/${league[1] ?? ''}`;
      url.search = '';
      return NextResponse.rewrite(url);
    }
    const match = MATCH_PAGE.exec(request.nextUrl.pathname);
    if (match && anonymousDocument) {
      const canonical = new URLSearchParams();
      for (const key of ['deal', 'step', 'seat', 'rot', 'rotation']) {
        const value = request.nextUrl.searchParams.get(key);
        if (value !== null && /^\d{1,7}$/.test(value)) canonical.set(key, value);
      }
      const url = request.nextUrl.clone();
      url.pathname = `/replay/${match[1] ?? ''}/${encodeURIComponent(canonical.toString() || 'step=0')}`;
      url.search = '';
      return NextResponse.rewrite(url);
    }
    return NextResponse.next();
  }
  if (method === 'OPTIONS') return NextResponse.next();
  if (request.nextUrl.pathname.startsWith('/api/v1/')) return NextResponse.next();
  if (!sameOrigin(request.headers)) {
    return new NextResponse('Cross-site request refused', { status: 403, headers: { 'content-type': 'text/plain' } });
  }
  return NextResponse.next();
}

export const config = { matcher: '/:path*' };
