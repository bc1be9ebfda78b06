import type { Metadata } from 'next';
import { matchTitle, MatchView } from '@/components/replay/match-view';
import { currentSession } from '@/lib/auth/session';

/** The replay for a viewer who may own a seat (logs); anonymous document requests are rewritten by proxy.ts to the cached /replay copy. */
export const dynamic = 'force-dynamic';
type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return matchTitle((await params).id, await searchParams);
}

export default async function MatchPage({ params, searchParams }: Props) {
  const { id } = await params;
  const session = await currentSession();
  return <MatchView id={id} q={await searchParams} userId={session?.user.id} {...(session ? { csrf: session.csrfSecret } : {})} />;
}
