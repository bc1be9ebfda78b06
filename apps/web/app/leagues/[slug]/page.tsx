import type { Metadata } from 'next';
import { LeagueView } from '@/components/league-page';
import { currentUser } from '@/lib/auth/session';
import { fetchLeague } from '@/lib/leagues/data';

/**
 * The league page, rendered per request (the CSP nonce: README "Security"): a draft answers 404 to
 * everybody but its organiser and the admins.
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
