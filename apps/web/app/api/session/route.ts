/**
 * `GET /api/session`: who is logged in, `{ name, role }` or `null`, for the navigation. It also
 * renews the display-only `arena_who` cookie, so a role granted after login (on /admin or with
 * `arena user role`) shows in the menu without logging in again. Never cached.
 */
import { NextResponse } from 'next/server';
import { currentSession, setWhoCookie } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<NextResponse> {
  const session = await currentSession();
  if (!session) return NextResponse.json(null, { headers: { 'cache-control': 'no-store' } });
  await setWhoCookie(session.user, session.expiresAt);
  return NextResponse.json({ name: session.user.name, role: session.user.role }, { headers: { 'cache-control': 'no-store' } });
}
