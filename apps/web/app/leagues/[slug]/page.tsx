import type { Metadata } from 'next';
import { LeagueView } from '@/components/league-page';
import { currentUser } from '@/lib/auth/session';
import { fetchLeague } from '@/lib/leagues/data';

/**
 * The live league page, for logged-in viewers and client-side navigations: a draft answers 404 to
 * everybody but its organiser and the admins. `proxy.ts` sends an anonymous document request to the
 * cached copy (app/cached/leagues/[slug]), where every draft is a 404.
 */
export const dynamic = 'force-dynamic';
type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const league = await fetchLeague((await params).slug, await currentUser());
  return { title: league.name };
}

export default async function LeaguePage({ params }: Props) {
  return <LeagueView league={await fetchLeague((await params).slug, await currentUser())} />;
}
