import type { Metadata } from 'next';
import { LeagueView } from '@/components/league-page';
import { fetchLeague } from '@/lib/leagues/data';

/**
 * The anonymous league page, cached for everybody (ISR, 5 s): `proxy.ts` rewrites a document request
 * for `/leagues/<slug>` without a session cookie here, so the address bar keeps the public URL. It
 * reads no cookie: nobody is the organiser here, so every draft is a 404.
 */
export const revalidate = 5;
export function generateStaticParams(): { slug: string }[] {
  return [];
}
type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await fetchLeague((await params).slug, undefined)).name };
}

export default async function CachedLeaguePage({ params }: Props) {
  return <LeagueView league={await fetchLeague((await params).slug, undefined)} />;
}
